import { expect, test } from './csp-guard';
import { signIn, signOut } from './helpers';

test('logout asks first, then returns to the default login page', async ({ page }) => {
  await signIn(page, '13900000011');
  await signOut(page);
  await expect(page).toHaveURL(/\/practice_teaching$/);
  await page.goto('/student/teaching/index');
  await expect(page).toHaveURL(/\/practice_teaching$/);
});

test('logout from a school login page returns there, and the guard remembers it', async ({ page }) => {
  await signIn(page, '13900000012', '/hbzy_login');
  await signOut(page);
  await expect(page).toHaveURL(/\/hbzy_login$/);
  await page.goto('/user/message_center');
  await expect(page).toHaveURL(/\/hbzy_login$/);
});

test('a signed-out visitor reaches public pages and is sent to sign in from private ones', async ({ page }) => {
  await page.goto('/login');
  await expect(page).toHaveURL(/\/practice_teaching$/);
  await expect(page.locator('#login-mobile')).toBeVisible();
  await page.goto('/teacher/myCourse/index');
  await expect(page).toHaveURL(/\/practice_teaching$/);
});

test('a second sign-in in another browser kicks the first, which shows the reason top-left', async ({ browser }) => {
  const first = await browser.newContext();
  const second = await browser.newContext();
  const a = await first.newPage();
  const b = await second.newPage();
  await signIn(a, '13800000002');
  await signIn(b, '13800000002');

  // The first browser's next call answers 521: it clears the login, reloads once, shows why.
  await a.getByTestId('message-bell').click();
  const notice = a.getByTestId('kicked-notice');
  await expect(notice).toContainText('其他设备登录');
  await expect(a.locator('#login-mobile')).toBeVisible();
  const box = await notice.boundingBox();
  expect(box?.x ?? 999).toBeLessThan(40);
  expect(box?.y ?? 999).toBeLessThan(40);

  // The second browser is still signed in.
  await b.reload();
  await expect(b.getByTestId('user-dropdown')).toBeVisible();
  await first.close();
  await second.close();
});

test('a wrong password says so without saying which part was wrong', async ({ page }) => {
  await page.goto('/practice_teaching');
  await page.locator('#login-mobile').fill('13800000001');
  await page.locator('#login-password').fill('not-the-password');
  await page.locator('#login-password').press('Enter');
  await expect(page.getByText('手机号或密码错误').first()).toBeVisible();
});
