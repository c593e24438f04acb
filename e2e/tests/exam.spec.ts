import { expect, type Page, test } from '@playwright/test';
import { signIn } from './helpers';

const visibleOk = (page: Page) => page.locator('.ant-modal-confirm-btns .ant-btn-primary').filter({ visible: true });

test('an online exam: the teacher builds a paper and an exam, pauses and resumes it; the student answers through a dropped connection and submits; the teacher sees the answers and the score', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const suffix = String(Date.now()).slice(-4);
  const paperTitle = `贸易术语小测 ${suffix}`;

  // Teacher: a paper of three true/false questions from the bank, then an exam for the exam class.
  await signIn(page, '13800000007');
  await page.goto('/teacher/testInOnlineExamsdex/index');
  await page.getByRole('button', { name: '组卷' }).click();
  const paperDialog = page.getByRole('dialog');
  await paperDialog.getByLabel('试卷名称').fill(paperTitle);
  await paperDialog.locator('.ant-select').first().click();
  await page.locator('.ant-select-item-option', { hasText: /^判断题$/ }).click();
  const bankRows = paperDialog.locator('.ant-table-tbody tr.ant-table-row');
  await expect(bankRows.first()).toBeVisible();
  for (const i of [0, 1, 2]) await bankRows.nth(i).locator('.ant-checkbox-input').check();
  await expect(paperDialog.getByText('已选 3 题')).toBeVisible();
  await paperDialog.getByRole('button', { name: /确\s*定|OK/ }).click();
  await expect(page.getByText('试卷已创建')).toBeVisible();

  await page.getByRole('button', { name: '发布考试' }).click();
  const examDialog = page.getByRole('dialog').filter({ hasText: '发布考试' });
  await examDialog.getByLabel('试卷').click();
  await page.locator('.ant-select-item-option', { hasText: paperTitle }).click();
  await expect(examDialog.getByLabel('考试名称')).toHaveValue(paperTitle);
  await examDialog.getByRole('button', { name: /确\s*定|OK/ }).click();
  await expect(page.getByText('考试已发布')).toBeVisible();
  const examRow = page.getByRole('row', { name: new RegExp(paperTitle) });
  await examRow.getByRole('button', { name: '监考' }).click();
  await expect(page).toHaveURL(/testInvigilate\?examId=\d+/);
  await expect(page.getByText('实时连接')).toBeVisible();

  // Student, in a second browser: the exam class's exam list, start.
  const context = await browser.newContext();
  const student = await context.newPage();
  await signIn(student, '13900000002');
  await student.goto('/student/teaching/testIndex');
  await student.getByTestId('class-breadcrumb').locator('.ant-select').last().click();
  await student.locator('.ant-select-item-option', { hasText: '考试班' }).click();
  const myRow = student.getByRole('row', { name: new RegExp(paperTitle) });
  await myRow.getByRole('button', { name: '开始考试' }).click();
  await expect(student).toHaveURL(/onlineTestAnswer\?examId=\d+/);
  await expect(student.getByTestId('question')).toHaveCount(3);
  await expect(student.getByTestId('countdown')).toHaveText(/^\d\d:\d\d$/);
  const boardRow = page.getByRole('row', { name: /13900000002|0002/ });
  await expect(boardRow).toContainText('进行中');

  // The teacher pauses: the student's page says so at once and the inputs stop.
  await page.getByRole('button', { name: '暂停考试' }).click();
  await expect(student.getByTestId('paused-banner')).toContainText('考试已暂停');
  await expect(student.getByTestId('question').first().locator('input[type=radio]').first()).toBeDisabled();
  await page.getByRole('button', { name: '继续考试' }).click();
  await expect(student.getByTestId('paused-banner')).toHaveCount(0);

  // Answer one online: acknowledged; the board hears the save.
  const questions = student.getByTestId('question');
  await questions.nth(0).getByText('正确', { exact: true }).click();
  await expect(student.getByTestId('save-state')).toContainText('已保存');
  await expect(boardRow).toContainText('1 / 3');

  // The network drops: answers go to the journal and the page says they wait.
  await context.setOffline(true);
  await questions.nth(1).getByText('错误', { exact: true }).click();
  await questions.nth(2).getByText('正确', { exact: true }).click();
  await expect(student.getByTestId('save-state')).toContainText('网络已断开');
  // Back online: the journal is sent without the student doing anything.
  await context.setOffline(false);
  await expect(student.getByTestId('save-state')).toContainText('已保存', { timeout: 15_000 });
  await expect(boardRow).toContainText('3 / 3');

  await student.getByRole('button', { name: '交卷' }).click();
  await visibleOk(student).click();
  await expect(student.getByText('考试已结束')).toBeVisible();
  await expect(boardRow).toContainText('已提交');

  // The teacher's results: the score and the final answers.
  await page.goto(page.url().replace('testInvigilate', 'testResult'));
  const resultRow = page.getByRole('row', { name: /13900000002/ });
  await expect(resultRow.getByTestId('result-score')).toHaveText(/^\d+(\.\d+)?$/);
  await resultRow.getByRole('button', { name: '查看' }).click();
  await expect(page).toHaveURL(/teOnlineTestAnswer\?attemptId=\d+/);
  const answers = page.getByTestId('report-answer');
  await expect(answers).toHaveText(['正确', '错误', '正确']);
  await expect(page.getByTestId('attempt-score')).toHaveText(/^\d+(\.\d+)? \/ \d+/);
  await context.close();
});
