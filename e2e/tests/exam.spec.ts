import type { Page } from '@playwright/test';
import { expect, test } from './csp-guard';
import { confirmDialog, createClassWithStudent, pickOption, signIn } from './helpers';

/** In the open paper dialog: draw by rule, the first line true/false questions of the hard level. */
async function hardTrueFalseRule(page: Page) {
  const dialog = page.getByRole('dialog').filter({ hasText: '组卷' });
  await dialog.getByText('按规则随机抽题').click();
  await pickOption(page, dialog.locator('.ant-select', { has: page.getByLabel('题型') }).first(), /^判断题$/);
  await pickOption(page, dialog.locator('.ant-select', { has: page.getByLabel('难度') }).first(), /^难$/);
}

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
  await examDialog.getByRole('button', { name: /^发\s*布\s*考\s*试$/ }).click();
  await expect(page.getByText('考试已发布')).toBeVisible();
  const examRow = page.getByRole('row', { name: new RegExp(paperTitle) });
  await expect(examRow.getByText('开放中')).toBeVisible();
  await examRow.getByRole('button', { name: '监考' }).click();
  await expect(page).toHaveURL(/testInvigilate\?examId=\d+/);
  await expect(page.getByText('实时连接')).toBeVisible();

  // Student, in a second browser, on the exam list of another class of theirs: the page points to
  // the exam class's exam, and one click switches to it.
  const context = await browser.newContext();
  const student = await context.newPage();
  await signIn(student, '13900000002');
  await student.goto('/student/teaching/testIndex');
  // The list opens on the class whose exam is open now; back on another class, a hint points to it.
  await expect(student.getByTestId('class-breadcrumb')).toContainText('考试班');
  await expect(student.getByRole('row', { name: new RegExp(paperTitle) })).toBeVisible();
  await student.getByTestId('class-breadcrumb').locator('.ant-select').last().click();
  await student.locator('.ant-select-item-option', { hasText: '1班' }).click();
  const hint = student.getByTestId('exams-elsewhere');
  await expect(hint).toContainText('你在其他班级有可参加的考试');
  await expect(hint).toContainText(paperTitle);
  await hint.getByRole('button', { name: '切换到该班级' }).first().click();
  await expect(student.getByTestId('class-breadcrumb')).toContainText('考试班');
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
  await confirmDialog(student);
  await expect(student.getByText('考试已结束')).toBeVisible();
  await expect(boardRow).toContainText('已提交');

  // The teacher's results: the score and the final answers.
  const boardUrl = page.url();
  await page.goto(boardUrl.replace('testInvigilate', 'testResult'));
  const resultRow = page.getByRole('row', { name: /13900000002/ });
  await expect(resultRow.getByTestId('result-score')).toHaveText(/^\d+(\.\d+)?$/);
  await resultRow.getByRole('button', { name: '查看' }).click();
  await expect(page).toHaveURL(/teOnlineTestAnswer\?attemptId=\d+/);
  const answers = page.getByTestId('report-answer');
  await expect(answers).toHaveText(['正确', '错误', '正确']);
  await expect(page.getByTestId('attempt-score')).toHaveText(/^\d+(\.\d+)? \/ \d+/);

  // The statistical report: one of the class sat it; its right ratio chart has a bar per question.
  const examId = new URL(boardUrl).searchParams.get('examId');
  await page.goto(`/teacher/testInOnlineExamsdex/statisticalReport?examId=${examId}`);
  await expect(page.getByTestId('stat-sat')).toContainText('1');
  await page.getByRole('tab', { name: '各题正确率' }).click();
  await expect(page).toHaveURL(/statisticalReport\/righTratio\?examId=\d+/);
  await expect(page.getByRole('heading', { name: '各题型正确率' })).toBeVisible();
  await expect(page.locator('canvas')).toHaveCount(2);
  await context.close();
});

test('a teacher edits a paper, gives it to two classes, edits the exam before and after a student starts, and deletes exams and the paper', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const suffix = String(Date.now()).slice(-4);
  const paperTitle = `报价函小测 ${suffix}`;
  const className = `考试二班 ${suffix}`;
  await signIn(page, '13800000007');
  await createClassWithStudent(page, className, '商务谈判', '13900000040');

  // A paper of two true/false questions, then edited: a new title and a third question.
  await page.goto('/teacher/testInOnlineExamsdex/index');
  await page.getByRole('button', { name: '组卷' }).click();
  let dialog = page.getByRole('dialog').filter({ hasText: '组卷' });
  await dialog.getByLabel('试卷名称').fill(`${paperTitle} 草稿`);
  await dialog.locator('.ant-select').first().click();
  await page.locator('.ant-select-item-option', { hasText: /^判断题$/ }).click();
  const bankRows = dialog.locator('.ant-table-tbody tr.ant-table-row');
  for (const i of [0, 1]) await bankRows.nth(i).locator('.ant-checkbox-input').check();
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('试卷已创建')).toBeVisible();
  await page.getByRole('tab', { name: '试卷' }).click();
  await page
    .getByRole('row', { name: new RegExp(`${paperTitle} 草稿`) })
    .getByRole('button', { name: '编辑' })
    .click();
  dialog = page.getByRole('dialog').filter({ hasText: '编辑试卷' });
  await expect(dialog.getByText('已选 2 题')).toBeVisible();
  await dialog.getByLabel('试卷名称').fill(paperTitle);
  await dialog.locator('.ant-select').first().click();
  await page
    .locator('.ant-select-item-option', { hasText: /^判断题$/ })
    .filter({ visible: true })
    .click();
  await dialog.locator('.ant-table-tbody tr.ant-table-row').nth(2).locator('.ant-checkbox-input').check();
  await expect(dialog.getByText('已选 3 题')).toBeVisible();
  await dialog.getByRole('button', { name: /保存修改/ }).click();
  await expect(page.getByText('试卷已修改')).toBeVisible();
  const paperRow = page.getByRole('row', { name: new RegExp(`^${paperTitle}\\s`) });
  await expect(paperRow.getByRole('cell').nth(1)).toHaveText('3');

  // One form, two classes: an exam in each.
  await page.getByRole('tab', { name: '考试' }).click();
  await page.getByRole('button', { name: '发布考试' }).click();
  dialog = page.getByRole('dialog').filter({ hasText: '每个班级各生成一场考试' });
  await dialog.getByLabel('班级').click();
  await page.locator('.ant-select-item-option', { hasText: className }).filter({ visible: true }).click();
  // The class list is a multi-select and stays open over the fields below it: close it first.
  await dialog.locator('.ant-modal-title').click();
  await expect(dialog.getByLabel('班级')).toHaveAttribute('aria-expanded', 'false');
  await dialog.getByLabel('试卷').click();
  await page.locator('.ant-select-item-option', { hasText: paperTitle }).filter({ visible: true }).click();
  await dialog.getByRole('button', { name: /^发\s*布\s*考\s*试$/ }).click();
  await expect(page.getByText('考试已发布')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(paperTitle) })).toHaveCount(1);
  // The paper now says it is in use, and cannot be deleted.
  await page.getByRole('tab', { name: '试卷' }).click();
  await expect(paperRow).toContainText('2 场考试');
  await expect(paperRow.getByRole('button', { name: '删除' })).toBeDisabled();

  // The second class's exam, edited before anyone starts: every term is open.
  await page.getByRole('tab', { name: '考试' }).click();
  await page.getByRole('combobox', { name: '选择班级' }).click();
  await page.locator('.ant-select-item-option', { hasText: className }).click();
  const examRow = page.getByRole('row', { name: new RegExp(paperTitle) });
  await examRow.getByRole('button', { name: '编辑' }).click();
  dialog = page.getByRole('dialog').filter({ hasText: '编辑考试' });
  await expect(dialog.getByLabel('考试时长（分钟）')).toBeEnabled();
  await dialog.getByLabel('考试时长（分钟）').fill('25');
  await dialog.getByRole('button', { name: /保存修改/ }).click();
  await expect(page.getByText('考试已修改')).toBeVisible();
  await expect(examRow).toContainText('25');

  // The student of that class starts.
  const context = await browser.newContext();
  const student = await context.newPage();
  await signIn(student, '13900000040');
  await student.goto('/student/teaching/testIndex');
  await student.getByTestId('class-breadcrumb').locator('.ant-select').last().click();
  await student.locator('.ant-select-item-option', { hasText: className }).click();
  await student
    .getByRole('row', { name: new RegExp(paperTitle) })
    .getByRole('button', { name: '开始考试' })
    .click();
  await expect(student.getByTestId('question')).toHaveCount(3);
  await student.getByTestId('question').nth(0).getByText('正确', { exact: true }).click();
  await expect(student.getByTestId('save-state')).toContainText('已保存');

  // Now the terms attempts depend on are locked; the title still changes. Deleting waits for the student.
  await page.reload();
  await expect(examRow.getByRole('button', { name: '删除' })).toBeDisabled();
  await examRow.getByRole('button', { name: '编辑' }).click();
  dialog = page.getByRole('dialog').filter({ hasText: '编辑考试' });
  await expect(dialog.getByText(/已有 1 人次开始作答/)).toBeVisible();
  await expect(dialog.getByLabel('考试时长（分钟）')).toBeDisabled();
  await dialog.getByLabel('考试名称').fill(`${paperTitle} 补考`);
  // Closing a changed form asks first; keep editing, then save.
  await dialog.getByRole('button', { name: /取\s*消/ }).click();
  await page.getByRole('button', { name: '继续编辑' }).click();
  await dialog.getByRole('button', { name: /保存修改/ }).click();
  await expect(page.getByText('考试已修改')).toBeVisible();
  await expect(examRow).toContainText(`${paperTitle} 补考`);

  await student.getByRole('button', { name: '交卷' }).click();
  await confirmDialog(student);
  await expect(student.getByText('考试已结束')).toBeVisible();

  // Deleted after the hand-in: the confirmation counts the attempt; the student's list loses it.
  await page.reload();
  await examRow.getByRole('button', { name: '删除' }).click();
  await expect(page.getByText('已有 1 份作答，删除后这些作答和成绩将不再显示。')).toBeVisible();
  await confirmDialog(page, 'dangerous');
  await expect(page.getByText('考试已删除')).toBeVisible();
  await expect(examRow).toHaveCount(0);
  await student.goto('/student/teaching/testIndex');
  await expect(student.getByText('暂无考试')).toBeVisible();
  await context.close();

  // The exam class's exam, never started, goes too; then the paper can be deleted.
  await page.getByRole('combobox', { name: '选择班级' }).click();
  await page.locator('.ant-select-item-option', { hasText: '考试班' }).click();
  await examRow.getByRole('button', { name: '删除' }).click();
  await expect(page.getByText('还没有学生作答。删除后考试从所有列表中消失。')).toBeVisible();
  await confirmDialog(page, 'dangerous');
  await expect(examRow).toHaveCount(0);
  await page.getByRole('tab', { name: '试卷' }).click();
  await paperRow.getByRole('button', { name: '删除' }).click();
  await confirmDialog(page, 'dangerous');
  await expect(page.getByText('试卷已删除')).toBeVisible();
  await expect(paperRow).toHaveCount(0);
});

test('a teacher draws a paper by rule, by type and difficulty, in two variants, and previews it', async ({ page }) => {
  const title = `难度抽题卷 ${String(Date.now()).slice(-4)}`;
  await signIn(page, '13800000007');
  await page.goto('/teacher/testInOnlineExamsdex/index');
  await page.getByRole('button', { name: '组卷' }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: '组卷' });
  await dialog.getByLabel('试卷名称').fill(title);
  // The first line: two hard true/false questions.
  await hardTrueFalseRule(page);
  await dialog.getByLabel('份数').fill('2');
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('试卷已创建')).toBeVisible();
  await page.getByRole('tab', { name: '试卷' }).click();
  const row = page.getByRole('row', { name: new RegExp(title) });
  await expect(row).toContainText('按规则随机抽题 × 2');
  await row.getByRole('button', { name: '预览' }).click();
  const drawer = page.locator('.ant-drawer').filter({ hasText: '试卷预览' });
  await expect(drawer.getByText(/^第 \d+ 题$/)).toHaveCount(2);
  // Too many hard ones: the bank says so and the form stays open with what was typed.
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: '组卷' }).click();
  await dialog.getByLabel('试卷名称').fill(`${title} 过多`);
  await hardTrueFalseRule(page);
  await dialog.getByLabel('数量').first().fill('99');
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('题库中没有足够的该类题目')).toBeVisible();
  await expect(dialog.getByLabel('试卷名称')).toHaveValue(`${title} 过多`);
});
