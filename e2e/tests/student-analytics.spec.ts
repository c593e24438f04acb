import { expect, test } from './csp-guard';
import { callApi, signIn, signInByApi } from './helpers';

/*
 * The student's own learning analytics (issue 17 item 4): a student of the history class
 * (2025级商务英语3班, ten weeks of attempts) goes from their home to today's learning and its
 * streak, then to the learning analysis, and switches its period: the charts draw and the figures
 * are the ones the server computed for them. Read only: nothing is submitted, so the seeded class
 * stays as every other journey expects it.
 */
/** What this journey reads of the answers (contracts: student-analytics.ts). */
type EveryDay = { activeDays: number; currentStreak: number; minutesToday: number };
type LearnAnalyse = {
  from: string;
  to: string;
  minutes: number;
  scores: unknown[];
  standing: { mine: number | null; classAverage: number | null };
  types: { facility: number | null }[];
};

const STUDENT = '13900000105';
const HISTORY_CLASS = '2025级商务英语3班';

test('a student opens their day and their learning analysis from the home and switches the period', async ({
  page,
  request,
}) => {
  const token = await signInByApi(request, STUDENT);
  const classes = await callApi<{ classId: number; className: string }[]>(
    request,
    '/openApi/overall/getClassResource',
    {},
    token,
  );
  const classId = classes.find((c) => c.className === HISTORY_CLASS)?.classId ?? 0;
  expect(classId).toBeGreaterThan(0);
  const day = await callApi<EveryDay>(request, '/openApi/student/analysis/everyDay', { classId }, token);
  const half = await callApi<LearnAnalyse>(
    request,
    '/openApi/student/analysis/learnAnalyse',
    { classId, range: '6m' },
    token,
  );
  const month = await callApi<LearnAnalyse>(
    request,
    '/openApi/student/analysis/learnAnalyse',
    { classId, range: '30d' },
    token,
  );
  // The history gives this student submitted attempts, so the charts have something to draw.
  expect(day.activeDays).toBeGreaterThan(0);
  expect(half.scores.length).toBeGreaterThan(0);

  await signIn(page, STUDENT);
  await page.goto('/student/teaching/index');
  const card = page.getByTestId('my-learning-card');
  await expect(card).toContainText(`连续 ${day.currentStreak} 天`);
  await card.getByRole('link', { name: '看今日学习' }).click();

  await expect(page).toHaveURL(/\/student\/teaching\/everyDay$/);
  await expect(page.getByTestId('class-breadcrumb')).toContainText(HISTORY_CLASS);
  await expect(page.getByTestId('current-streak')).toContainText(String(day.currentStreak));
  await expect(page.getByTestId('minutes-today')).toContainText(String(day.minutesToday));
  await expect(page.getByTestId('streak-message')).toBeVisible();
  await expect(page.getByRole('img', { name: '近 7 天学习时长（分钟）' }).locator('canvas')).toBeVisible();

  await page.getByTestId('to-learn-analyse').click();
  await expect(page).toHaveURL(/\/student\/teaching\/learnAnalyse$/);
  // Their training score beside the class's, whatever the period.
  await expect(page.getByTestId('my-average')).toContainText(String(half.standing.mine));
  await expect(page.getByTestId('class-average')).toContainText(String(half.standing.classAverage));

  await page.getByTestId('learn-range').getByText('近 6 个月').click();
  await expect(page).toHaveURL(/range=6m/);
  await expect(page.getByText(`${half.from} 至 ${half.to}`)).toBeVisible();
  await expect(page.getByTestId('range-minutes')).toContainText(String(half.minutes));
  await expect(page.getByRole('img', { name: '每天学习时长（分钟）' }).locator('canvas')).toBeVisible();
  await expect(page.getByRole('img', { name: '实训成绩变化' }).locator('canvas')).toBeVisible();
  await expect(page.getByRole('img', { name: '各题型得分率：我与班级' }).locator('canvas')).toBeVisible();
  // The weakest type heads the table.
  const weakest = page.getByTestId('types-card').locator('tr.ant-table-row').first();
  await expect(weakest).toContainText(`${half.types[0]?.facility}%`);

  await page.getByTestId('learn-range').getByText('近 30 天').click();
  await expect(page).toHaveURL(/range=30d/);
  await expect(page.getByText(`${month.from} 至 ${month.to}`)).toBeVisible();
  await expect(page.getByTestId('range-minutes')).toContainText(String(month.minutes));
  // A reload keeps the period.
  await page.reload();
  await expect(page.getByText(`${month.from} 至 ${month.to}`)).toBeVisible();
});
