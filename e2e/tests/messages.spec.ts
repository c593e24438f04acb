import { expect, test } from './csp-guard';
import { signIn } from './helpers';

test('the bell counts unread messages; the message centre reads and clears them', async ({ page }) => {
  await signIn(page, '13900000021');
  const bell = page.getByTestId('message-bell');
  await expect(bell).toContainText('2');
  await bell.click();
  await expect(page).toHaveURL(/\/user\/message_center/);
  await expect(page.getByText('欢迎加入示范外国语学校')).toBeVisible();
  await expect(page.getByText('本周在线课堂：询盘与报盘')).toBeVisible();

  await page.getByRole('button', { name: /全部已读/ }).click();
  await expect(bell).not.toContainText('2');
  await page.getByText('未读', { exact: true }).first().click();
  await expect(page.locator('.ant-empty-description', { hasText: '暂无数据' })).toBeVisible();

  await page.getByText('全部', { exact: true }).first().click();
  await page.getByRole('button', { name: /清空消息/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('确定清空全部消息吗？清空后无法恢复。').filter({ visible: true })).toBeVisible();
  await dialog
    .getByRole('button', { name: /确\s*定|清空|OK/ })
    .last()
    .click();
  await expect(page.locator('.ant-empty-description', { hasText: '暂无数据' })).toBeVisible();
  await expect(page.getByText('欢迎加入示范外国语学校')).toHaveCount(0);
});
