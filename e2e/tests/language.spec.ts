import { expect, test } from './csp-guard';
import { signIn } from './helpers';

test('a student signs in, switches to English, and sees English text that stays after a reload', async ({ page }) => {
  await signIn(page, '13900000001');
  await expect(page).toHaveURL(/\/student\/teaching\/index/);
  const nav = page.getByTestId('top-nav');
  await expect(nav.getByText('实训', { exact: true })).toBeVisible();

  // The switch names the other language and toggles to it.
  await page.getByTestId('language-switch').click();
  await expect(nav.getByText('Practice', { exact: true })).toBeVisible();
  await expect(nav.getByText('Teaching', { exact: true })).toBeVisible();
  await expect(page.getByText('2026级商务英语1班')).toBeVisible();
  await expect(page.locator('body')).not.toContainText('个人中心');

  await page.reload();
  await expect(page.getByTestId('top-nav').getByText('Practice', { exact: true })).toBeVisible();
});
