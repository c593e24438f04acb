import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { expect, test } from './csp-guard';
import { signIn } from './helpers';

/*
 * The school's second manager 13700000002 (13700000001 belongs to school-admin: one session per
 * account) reads, never writes: usage
 * statistics over the seeded history class 2025级商务英语3班 (its thirty students are used by no
 * journey, so its row is the same on the page and in the export), the range switch, the xlsx, then
 * progress and scores from the classes down to one student's steps and attempts.
 */

const HISTORY_CLASS = '2025级商务英语3班';

test('the manager reads usage statistics, switches the range and exports what the page shows', async ({ page }) => {
  await signIn(page, '13700000002');
  await page.getByTestId('top-nav').getByText('统计分析', { exact: true }).click();
  await page.getByRole('menuitem', { name: '使用统计' }).click();
  await expect(page).toHaveURL(/\/manage\/manage\/usage_statistics$/);
  await expect(page.getByRole('heading', { name: '使用统计' })).toBeVisible();
  await expect(page.getByRole('img', { name: '每日在线时长（分钟）' }).locator('canvas')).toBeVisible();

  await page.getByRole('tab', { name: '班级' }).click();
  const row = page.getByTestId('usage-classes').getByRole('row', { name: new RegExp(HISTORY_CLASS) });
  await expect(row).toBeVisible();
  // Its students: 30; the seeded history has work and online time in the last seven days.
  const cells = () => row.locator('td').allTextContents();
  const seven = await cells();
  expect(seven[2]).toBe('30');
  expect(Number(seven[5])).toBeGreaterThan(0);

  const period = page.getByTestId('usage-period');
  const before = await period.textContent();
  await page.getByTestId('usage-range').getByText('近 30 天').click();
  await expect(period).not.toHaveText(before ?? '');
  await expect.poll(async () => Number((await cells())[5])).toBeGreaterThan(Number(seven[5]));
  const thirty = await cells();

  const download = page.waitForEvent('download');
  await page.getByTestId('usage-export').click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^使用统计_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.xlsx$/);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await readFile((await file.path()) ?? '')) as unknown as ArrayBuffer);
  const sheet = book.getWorksheet('班级');
  const rows = (sheet?.getSheetValues() ?? []).slice(1).map((r) => (r as unknown[]).slice(1).map(String));
  expect(rows[0]).toEqual(['班级', '教师', '已归档', '学生数', '活跃学生', '在线时长(分钟)', '提交实训']);
  const exported = rows.find((r) => r[0] === HISTORY_CLASS);
  // The page's columns: class, teacher, students, active, minutes, attempts.
  expect(exported && [exported[0], exported[1], ...exported.slice(3)]).toEqual([
    HISTORY_CLASS,
    thirty[1],
    thirty[2],
    thirty[3],
    thirty[4],
    thirty[5],
  ]);
  // The teachers' sheet has a row per teacher of the page's first page.
  await page.getByRole('tab', { name: '教师' }).click();
  const teacherRows = await page.getByTestId('usage-teachers').locator('tbody tr.ant-table-row').count();
  expect(teacherRows).toBeGreaterThan(0);
  expect(book.getWorksheet('教师')?.rowCount).toBeGreaterThanOrEqual(teacherRows + 1);
});

test('the manager drills from the classes into the history class and one of its students', async ({ page }) => {
  await signIn(page, '13700000002');
  await page.getByTestId('top-nav').getByText('统计分析', { exact: true }).click();
  await page.getByRole('menuitem', { name: '进度与成绩' }).click();
  await expect(page).toHaveURL(/\/manage\/manage\/progress_score$/);
  const classRow = page.getByTestId('class-progress').getByRole('row', { name: new RegExp(HISTORY_CLASS) });
  await expect(classRow).toContainText('外贸函电');
  await expect(classRow).toContainText('%');
  await classRow.getByRole('link', { name: HISTORY_CLASS }).click();

  await expect(page).toHaveURL(/progress_score\?classId=\d+/);
  await expect(page.getByTestId('students-title')).toContainText(`${HISTORY_CLASS} 的学生`);
  const students = page.getByTestId('class-students').locator('tbody tr.ant-table-row');
  await expect(students).toHaveCount(20);
  const first = students.first();
  const name = (await first.locator('td').first().textContent()) ?? '';
  await first.getByRole('link').click();

  await expect(page).toHaveURL(/practical_skills_student_progress_details\?classId=\d+&userId=\d+/);
  await expect(page.getByRole('heading', { name: new RegExp(name) })).toBeVisible();
  const steps = page.getByTestId('student-steps');
  await expect(steps.locator('tbody tr.ant-table-row').first()).toBeVisible();
  await expect(page.getByTestId('student-attempts').locator('tbody tr.ant-table-row').first()).toBeVisible();
  await expect(page.getByTestId('student-progress')).toContainText('%');
});
