import { expect, test } from './csp-guard';
import { confirmDialog, signIn } from './helpers';

const SAVE = '**/openApi/student/training/saveAnswer';

test('a practice answer made while the server refuses saves reaches the server once it answers again, and is in the report after submit', async ({
  page,
}) => {
  await signIn(page, '13900000039'); // in 2026级商务英语2班
  await page.goto('/student/practicals/index/practical');
  await page.getByTestId('course-step').first().locator('button.ant-btn-link').first().click();
  await expect(page).toHaveURL(/\/student\/practicals\/readSkillAnswer\?classId=\d+&trainingId=\d+/);
  const questions = page.getByTestId('question');
  await expect(questions.first()).toBeVisible();

  // The server refuses every save.
  let refused = 0;
  await page.route(SAVE, (route) => {
    refused += 1;
    return route.fulfill({ status: 503, contentType: 'text/plain', body: 'Service Unavailable' });
  });
  // The first question of every seeded reading training here is a single choice.
  await questions.first().locator('.ant-radio-wrapper').nth(1).click();
  const saveState = page.getByTestId('save-state');
  await expect(saveState).toContainText('网络已断开');
  expect(refused).toBeGreaterThan(0);

  // Submitting now does not go ahead: the page says the answers are not saved yet.
  await page.getByRole('button', { name: /提\s*交/ }).click();
  await confirmDialog(page);
  await expect(page.getByText(/尚未保存到服务器/)).toBeVisible();
  await expect(page).toHaveURL(/readSkillAnswer/);

  // The server answers again: the answer kept in the page's journal goes on its own.
  const resent = page.waitForResponse((r) => r.url().includes('/openApi/student/training/saveAnswer') && r.ok(), {
    timeout: 30_000,
  });
  await page.unroute(SAVE);
  const response = await resent;
  const sent = response.request().postDataJSON() as { answer: { stu_answer: string }; seq: number };
  expect(typeof sent.seq).toBe('number');
  expect((await response.json()).code).toBe(200);
  await expect(saveState).toContainText('已保存');

  // Submitted, the answer is in the report.
  await page.getByRole('button', { name: /提\s*交/ }).click();
  await confirmDialog(page);
  await expect(page).toHaveURL(/\/student\/practicals\/readSkillReport\?.*attemptId=\d+/);
  await expect(page.getByTestId('report-question').first()).toContainText(`你的答案：${sent.answer.stu_answer}`);
});
