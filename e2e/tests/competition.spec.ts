import type { Page } from '@playwright/test';
import { expect, test } from './csp-guard';
import { confirmDialog, signIn } from './helpers';

/*
 * Competitions (issue 20 items 1, 2 and 6). Accounts of this file only: teacher 13800000018 (许志远,
 * the competition organiser, no seeded class) and students 49 and 50 (in no class).
 * The organiser creates a competition with a period and its paper; a student enters, signs the
 * commitment (the button waits 15 s), answers the round, sees the end page, the ranking and the
 * report; the organiser publishes; another student withdraws with a reason, and the organiser reads it.
 */
const ORGANISER = '13800000018';
const ENTRANT = '13900000049';
const LEAVER = '13900000050';

/** On the entrance page: enter, read the letter for 15 s, then sign. */
async function enterAndSign(page: Page, name: string) {
  await page.goto('/competition/student/index');
  await page
    .getByTestId('competition-card')
    .filter({ hasText: name })
    .getByRole('button', { name: '进入赛事' })
    .click();
  await expect(page.getByTestId('competition-title')).toHaveText(name);
  await expect(page.getByTestId('competition-brand')).toHaveText(name);
  await page.getByTestId('enter').click();
  const sign = page.getByTestId('commitment-sign');
  await expect(page.getByTestId('commitment-frame')).toContainText('独立完成');
  await expect(sign).toBeDisabled();
  await expect(sign).toContainText('秒后可签署');
  await expect(sign).toBeEnabled({ timeout: 20_000 });
  await sign.click();
  await expect(page.getByText('承诺书已签署').first()).toBeVisible();
}

test('the organiser creates a competition with a period and its paper; a student signs, answers the round and is ranked; another withdraws with a reason', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const suffix = String(Date.now()).slice(-4);
  const name = `商务英语技能赛 ${suffix}`;
  const paperTitle = `大赛初赛卷 ${suffix}`;

  // The organiser, in the competition shell with its live clock.
  await signIn(page, ORGANISER);
  await page.goto('/competition/teacher/index');
  await expect(page.getByTestId('competition-nav')).toContainText('赛事');
  const clock = page.getByTestId('competition-clock');
  const first = await clock.textContent();
  await expect(clock).not.toHaveText(first ?? '', { timeout: 3_000 });
  await page.getByTestId('create-competition').click();
  await page.getByTestId('competition-name').fill(name);
  await page.getByRole('tab', { name: '承诺书内容' }).click();
  await page.getByRole('textbox', { name: '承诺书内容' }).fill('本人承诺独立完成全部赛题，不借助他人或翻译工具。');
  await page.getByTestId('save-competition').click();
  await expect(page.getByText('赛事已保存')).toBeVisible();
  await expect(page).toHaveURL(/competitionDetails\?id=\d+/);

  // A period whose paper is built from the bank, in the exam area's paper form.
  await page.getByTestId('add-period').click();
  await page.getByTestId('period-name').fill('初赛');
  await page.getByTestId('new-paper').click();
  const paperDialog = page.getByRole('dialog').filter({ hasText: '组卷' });
  await paperDialog.getByLabel('试卷名称').fill(paperTitle);
  await paperDialog.locator('.ant-select').first().click();
  await page.locator('.ant-select-item-option', { hasText: /^判断题$/ }).click();
  const bankRows = paperDialog.locator('.ant-table-tbody tr.ant-table-row');
  await expect(bankRows.first()).toBeVisible();
  for (const i of [0, 1, 2]) await bankRows.nth(i).locator('.ant-checkbox-input').check();
  await expect(paperDialog.getByText('已选 3 题')).toBeVisible();
  await paperDialog.getByRole('button', { name: /确\s*定|OK/ }).click();
  await expect(page.getByText('试卷已创建')).toBeVisible();
  await expect(page.getByTestId('period-paper')).toContainText(paperTitle);
  await page.getByTestId('save-period').click();
  await expect(page.getByText('赛程已保存')).toBeVisible();
  await expect(page.getByTestId('periods-table')).toContainText('初赛');

  // The entrant: the list, the commitment, the round, the end page, the ranking and the report.
  const entrantContext = await browser.newContext();
  const student = await entrantContext.newPage();
  await signIn(student, ENTRANT);
  // The demo school's own competition is listed beside the new one.
  await student.goto('/competition/student/index');
  await expect(student.getByTestId('competition-card').filter({ hasText: '2026 商务英语技能大赛' })).toBeVisible();
  await enterAndSign(student, name);
  await student.getByTestId('start-round').click();
  await expect(student).toHaveURL(/\/competition\/student\/onlineTestAnswer\?examId=\d+/);
  const questions = student.getByTestId('question');
  await expect(questions).toHaveCount(3);
  // The first option of each (the bank's filter to 判断题 can land after the rows were chosen on a
  // loaded machine, so the paper may hold choice questions too).
  for (const i of [0, 1, 2])
    await questions.nth(i).locator('.ant-radio-wrapper, .ant-checkbox-wrapper').first().click();
  await student.getByRole('button', { name: '交卷' }).click();
  await confirmDialog(student);
  await expect(student).toHaveURL(/onlineTestAnswerEnd\?examId=\d+/);
  await expect(student.getByText('答卷已提交')).toBeVisible();
  await student.getByTestId('end-ranking').click();
  await expect(student.getByTestId('my-rank')).toHaveText('我的名次：第 1 名');
  await expect(student.getByTestId('ranking-table')).toContainText('/ ');

  // The organiser publishes the period's results; the entrant's report then shows the score.
  await page.getByTestId('period-results').click();
  await expect(page.getByTestId('ranking-table')).toContainText('/ ');
  await page.getByTestId('publish').click();
  await confirmDialog(page);
  await expect(page.getByText('成绩已发布').first()).toBeVisible();
  await student.goBack();
  await expect(student.getByText('答卷已提交')).toBeVisible();
  await student.getByTestId('end-report').click();
  await expect(student).toHaveURL(/onlineTestAnswerReport\?attemptId=\d+/);
  await expect(student.getByTestId('attempt-score')).toContainText('/ ');

  // Another student enters, signs, then withdraws: the reason is required, then confirmed.
  const leaverContext = await browser.newContext();
  const leaver = await leaverContext.newPage();
  await signIn(leaver, LEAVER);
  await enterAndSign(leaver, name);
  await leaver.getByTestId('bar-withdrawal').click();
  const dialog = leaver.getByRole('dialog').filter({ hasText: '退赛理由' });
  await dialog.getByRole('button', { name: /退\s*赛/ }).click();
  await expect(dialog.getByText('退赛理由不能为空')).toBeVisible();
  await leaver.getByTestId('withdrawal-reason').fill('实习单位安排出差，无法参加后续比赛');
  await dialog.getByRole('button', { name: /退\s*赛/ }).click();
  await expect(leaver.locator('.ant-modal-confirm-title', { hasText: '您确定要退赛吗？' })).toBeVisible();
  await confirmDialog(leaver);
  await expect(leaver.getByTestId('withdrawn')).toBeVisible();

  await page.goto('/competition/teacher/index');
  await page.getByTestId('organised-card').filter({ hasText: name }).getByRole('link', { name: '退赛信息' }).click();
  await expect(page.getByTestId('entries-table')).toContainText('实习单位安排出差');
  await entrantContext.close();
  await leaverContext.close();
});
