import { expect, test } from './csp-guard';
import { callApi, signIn, signInByApi } from './helpers';

/*
 * The data cockpit (issue 17 item 3): teacher 13800000001 opens the projector page of the history
 * class (2025级商务英语3班, ten weeks of graded attempts) from the data report and sees its charts;
 * a student of that class (13900000110, 111 on a retry, never used elsewhere) opens a training
 * through the API and the page's "answering now" goes up at its next refresh (every 10 s). Then the
 * manager 13700000001 opens the school cockpit from the overview, and a class's from there.
 * Nothing is submitted: the open draft counts nowhere in the class's reports, so the seeded class
 * stays as every journey expects.
 * The server is fresh each run: the student has not been answering in the last 10 minutes.
 */
const HISTORY_CLASS = '2025级商务英语3班';

type Training = { trainingId: number; questionCount: number; lockReason: string | null };
type Sheet = { attempt: { attemptId: number }; questions: { questionId: number }[] };

test('the teacher projects a class cockpit and sees a student start answering', async ({ page, request }, info) => {
  await signIn(page, '13800000001');
  await page.goto('/teacher/practicals/achievement');
  await page.getByTestId('report-class').click();
  await page.locator('.ant-select-item-option', { hasText: HISTORY_CLASS }).click();
  await page.getByTestId('report-data-cockpit').click();
  await expect(page).toHaveURL(/\/teacher\/practicals\/dataCockpit\?classId=\d+/);
  const cockpit = page.getByTestId('data-cockpit');
  await expect(cockpit.getByRole('heading', { name: /数据驾驶舱/ })).toContainText(HISTORY_CLASS);
  // Ten weeks of graded history: every chart draws.
  for (const name of ['近 7 天学习时长（分钟）', '成绩分布（人）', '掌握最好的知识点', '最薄弱的知识点']) {
    await expect(cockpit.getByRole('img', { name }).locator('canvas').first()).toBeVisible();
  }
  await expect(page.getByTestId('cockpit-average')).toHaveText(/^\d+(\.\d)?$/);
  await expect(page.getByTestId('cockpit-updated')).toContainText('更新于');

  const answering = page.getByTestId('cockpit-answering');
  const before = Number(await answering.textContent());
  const token = await signInByApi(request, `1390000011${info.retry}`);
  const classes = await callApi<{ classId: number; className: string }[]>(
    request,
    '/openApi/overall/getClassResource',
    {},
    token,
  );
  const classId = classes.find((c) => c.className === HISTORY_CLASS)?.classId ?? 0;
  const trainings = await callApi<Training[]>(request, '/openApi/student/training/list', { classId }, token);
  const open = trainings.find((t) => t.lockReason === null && t.questionCount > 0);
  expect(open).toBeTruthy();
  const sheet = await callApi<Sheet>(
    request,
    '/openApi/student/training/answerSheet',
    { classId, trainingId: open?.trainingId },
    token,
  );
  await callApi(
    request,
    '/openApi/student/training/saveAnswer',
    { attemptId: sheet.attempt.attemptId, questionId: sheet.questions[0]?.questionId, answer: { stu_answer: 'B' } },
    token,
  );
  // The page polls every 10 s.
  await expect(async () => expect(Number(await answering.textContent())).toBeGreaterThan(before)).toPass({
    timeout: 25_000,
  });

  await page.getByTestId('cockpit-exit').click();
  await expect(page).toHaveURL(/\/teacher\/practicals\/achievement\?classId=\d+/);
});

test('the manager opens the school cockpit from the overview', async ({ page }) => {
  await signIn(page, '13700000001');
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
