import { expect, test } from './csp-guard';
import { signIn, signInFirstTime } from './helpers';

// The demo manager 13700000001 and the school overview: school-admin.spec.ts (one session per account).
test('the platform operator creates a school whose manager can then sign in', async ({ page, browser }) => {
  await signIn(page, '13600000001');
  await expect(page).toHaveURL(/\/operator\/schools/);
  await expect(page.getByText('示范外国语学校').first()).toBeVisible();

  // A new mobile per attempt, so a retry does not meet its own earlier school.
  const mobile = `135${String(Date.now()).slice(-8)}`;
  await page.getByRole('button', { name: /新建学校/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('学校名称').fill('东湖外语职业学院');
  await dialog.getByLabel('管理员手机号').fill(mobile);
  await dialog.getByLabel('管理员姓名').fill('钱主任');
  await dialog.getByLabel('管理员初始密码').fill('secret66');
  await dialog.getByRole('button', { name: /创建/ }).click();
  await expect(page.getByText('学校已创建')).toBeVisible();
  await expect(page.getByRole('cell', { name: '东湖外语职业学院' }).first()).toBeVisible();

  const context = await browser.newContext();
  const manager = await context.newPage();
  // The operator chose the manager's password: the manager chooses their own first.
  await signInFirstTime(manager, mobile, 'secret66');
  await expect(manager.getByTestId('user-dropdown')).toContainText('钱主任');
  await context.close();
});
