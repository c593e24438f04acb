import { expect, test } from './csp-guard';
import { signIn } from './helpers';

/*
 * The school's data cockpit (issue 17 item 3): manager 13700000004 opens it from the overview, and
 * a class's from there. The teacher's class cockpit is a journey of teacher-shell.spec.ts, the file
 * that owns teacher 13800000001 (one session per account).
 */
const HISTORY_CLASS = '2025级商务英语3班';

test('the manager opens the school cockpit from the overview', async ({ page }) => {
  await signIn(page, '13700000004');
  await page.goto('/manage/manage/index');
  await page.getByTestId('overview-data-cockpit').click();
  await expect(page).toHaveURL(/\/manage\/manage\/dataCockpit$/);
  const cockpit = page.getByTestId('data-cockpit');
  await expect(cockpit.getByRole('heading', { name: /全校数据驾驶舱/ })).toBeVisible();
  for (const name of ['近 7 天学习时长（分钟）', '成绩分布（人）', '掌握最好的知识点']) {
    await expect(cockpit.getByRole('img', { name }).locator('canvas').first()).toBeVisible();
  }
  await expect(page.getByTestId('cockpit-online')).toHaveText(/^\d+$/);
  // A class of the school opens its own cockpit; exit goes back to the school's.
  await page.getByTestId('cockpit-open-class').click();
  await page.locator('.ant-select-item-option', { hasText: HISTORY_CLASS }).click();
  await expect(page).toHaveURL(/\/teacher\/practicals\/dataCockpit\?classId=\d+$/);
  await expect(cockpit.getByRole('heading', { name: /数据驾驶舱/ })).toContainText(HISTORY_CLASS);
  await page.getByTestId('cockpit-exit').click();
  await expect(page).toHaveURL(/\/manage\/manage\/dataCockpit$/);
  await page.getByTestId('cockpit-exit').click();
  await expect(page).toHaveURL(/\/manage\/manage\/index$/);
});
