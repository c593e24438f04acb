import { expect, type Page } from '@playwright/test';

export const PASSWORD = 'lingua123';

/** Signs in through a login page's own form and waits for the shell. */
export async function signIn(page: Page, mobile: string, loginPath = '/practice_teaching'): Promise<void> {
  await page.goto(loginPath);
  await page.locator('#login-mobile').fill(mobile);
  await page.locator('#login-password').fill(PASSWORD);
  await page.locator('#login-password').press('Enter');
  await expect(page.getByTestId('user-dropdown')).toBeVisible();
}

/** Signs out through the user dropdown and the spec's confirmation. */
export async function signOut(page: Page): Promise<void> {
  await page.getByTestId('user-dropdown').click();
  await page.getByRole('menuitem', { name: /退出登录|Sign out/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(
    dialog.getByText(/您确定退出登录吗？|Are you sure you want to sign out\?/).filter({ visible: true }),
  ).toBeVisible();
  await dialog.getByRole('button', { name: /^(退\s*出|Sign out)$/ }).click();
}
