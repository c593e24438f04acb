import { expect, test } from './csp-guard';
import type { APIRequestContext } from '@playwright/test';
import { callApi, PASSWORD, signedFileUrl, signIn, signOut } from './helpers';

// A 1×1 PNG: the server checks the bytes, not the name.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const MOBILE = '13900000020';
const NEW_PASSWORD = 'newpass99';

/** A retry finds the password this journey set: put the demo password back first. */
async function restoreDemoPassword(request: APIRequestContext): Promise<void> {
  const login = (password: string) =>
    callApi<{ token: string }>(request, '/openApi/login/login', { mobile: MOBILE, password });
  const changed = await login(PASSWORD).then(
    () => null,
    () => login(NEW_PASSWORD),
  );
  if (!changed) return;
  await callApi(
    request,
    '/openApi/overall/updatePassword',
    { oldPassword: NEW_PASSWORD, password: PASSWORD, confirmPassword: PASSWORD },
    changed.token,
  );
}

test('a student changes photo, name and password in the personal centre', async ({ page, request }) => {
  await restoreDemoPassword(request);
  await signIn(page, MOBILE);
  await page.goto('/user/info');

  await page.locator('input[type=file]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('头像已更新')).toBeVisible();
  const photo = page.locator('img[src^="/files/"][src*=".png?"]').first();
  await expect(photo).toBeVisible();
  await expect(photo).toHaveAttribute('src', signedFileUrl('png'));
  await expect.poll(() => photo.evaluate((i: HTMLImageElement) => i.naturalWidth)).toBeGreaterThan(0);

  await page.getByLabel('姓名').fill('周雨桐');
  await page.getByRole('button', { name: '保存', exact: true }).click();
  await expect(page.getByText('个人资料已保存')).toBeVisible();
  await expect(page.getByTestId('user-dropdown')).toContainText('周雨桐');

  // Part 1 §5: at least 6 characters; the two must match.
  await page.getByLabel('原密码').fill(PASSWORD);
  await page.getByLabel('新密码', { exact: true }).fill('123');
  await page.getByLabel('确认新密码').fill('123');
  await page.getByRole('button', { name: '修改密码' }).click();
  await expect(page.getByText('密码至少6位')).toBeVisible();
  await page.getByLabel('新密码', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('确认新密码').fill('newpass98');
  await page.getByRole('button', { name: '修改密码' }).click();
  await expect(page.getByText('两次输入的密码不一致')).toBeVisible();
  await page.getByLabel('确认新密码').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: '修改密码' }).click();
  await expect(page.getByText(/密码已修改/)).toBeVisible();

  await signOut(page);
  await page.locator('#login-mobile').fill(MOBILE);
  await page.locator('#login-password').fill(NEW_PASSWORD);
  await page.locator('#login-password').press('Enter');
  await expect(page.getByTestId('user-dropdown')).toContainText('周雨桐');
});
