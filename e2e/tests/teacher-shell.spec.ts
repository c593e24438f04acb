import { expect, test } from './csp-guard';
import { signIn } from './helpers';

test('a teacher signs in, sees the teacher shell and its navigation, and a not-opened app alerts', async ({ page }) => {
  await signIn(page, '13800000001');
  await expect(page).toHaveURL(/\/teacher\/myCourse\/index/);
  const nav = page.getByTestId('top-nav');
  for (const name of ['实训', '教学', '在线课堂', '在线考试'])
    await expect(nav.getByText(name, { exact: true })).toBeVisible();
  // The teacher's own classes on the home page, from the seeded demo school.
  await expect(page.getByText('2026级商务英语1班')).toBeVisible();

  // The demo school has not opened business negotiation (2_119).
  await nav.getByText('商务谈判', { exact: true }).click();
  const alert = page.getByTestId('not-opened-alert');
  await expect(alert).toContainText('您的学校暂未开通此应用！');
  await expect(alert).toContainText('020-8888 6000');
  await expect(alert).toContainText('office@demo-school.edu.cn');
  await expect(page).toHaveURL(/\/teacher\/myCourse\/index/);
  // Apps the product has no pages for yet alert the same way, and the alert blocks nothing.
  for (const name of ['智能建课', '资源管理']) {
    await nav.getByText(name, { exact: true }).click();
    await expect(alert).toBeVisible();
    await expect(page).toHaveURL(/\/teacher\/myCourse\/index/);
  }
  await nav.getByText('在线课堂', { exact: true }).click();
  await expect(page).toHaveURL(/\/teacher\/onlineManage/);
});

test('an opened app navigates, and the school introduction opens from the logo', async ({ page }) => {
  // The same teacher as above: tests of one file run in turn, so they never kick each other.
  await signIn(page, '13800000001');
  await page.getByTestId('top-nav').getByText('在线课堂', { exact: true }).click();
  await expect(page).toHaveURL(/\/teacher\/onlineManage/);
  await page.getByTestId('school-brand').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('示范外国语学校');
  await expect(dialog).toContainText('商务英语');
});
