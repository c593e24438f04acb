/*
 * The pool's answer-key editor for every question type (issue 18), as teacher 13800000031 (夏明轩,
 * no seeded class): he copies the platform's reading training on Incoterms (matching, choice,
 * true/false, fill-in with a word bank, sequencing…), edits the fill-in question (its text, a blank's
 * accepted answer and its points) and the matching question (a pair's two sides) in 编辑题目, gives
 * the copy to a class he makes with student 13900000079, who answers the edited version and is
 * graded by the new key.
 */
import type { Locator } from '@playwright/test';
import { expect, test } from './csp-guard';
import { callApi, confirmDialog, createClassByApi, pickOption, signIn, signOut } from './helpers';

const TEACHER = '13800000031';
const STUDENT = '13900000079';

/** Texts in `scope` cut off by their box (an input, a text area or a select's chosen item). */
const clippedTexts = (scope: Locator) =>
  scope
    .locator('textarea, input:not([type]), input[type="text"], .ant-select-content, .ant-select-item-option-content')
    .evaluateAll(
      (boxes) => boxes.filter((e) => e.scrollWidth > e.clientWidth + 1 || e.scrollHeight > e.clientHeight + 1).length,
    );

interface Row {
  resourceId: number;
  title: string;
  trainingKind: string | null;
}

test('a teacher edits a fill-in and a matching question of his copy, and his student is graded by the new key', async ({
  page,
}, testInfo) => {
  // Two accounts, a copy and two saves, then an attempt: a long journey on a loaded machine.
  test.setTimeout(240_000);
  await signIn(page, TEACHER);
  const token = async () => (await page.context().cookies()).find((c) => c.name === 'lingua.token')?.value ?? '';
  const found = await callApi<{ list: Row[] }>(
    page.request,
    '/openApi/resourcePool/search',
    { resourceName: '国际贸易术语', scope: 'platform', pageNum: 1, pageSize: 20 },
    await token(),
  );
  const source = found.list.find((r) => r.title === '阅读：国际贸易术语');
  if (!source) throw new Error('the Incoterms reading training is not in the pool');

  // Copy it as his own training.
  await page.goto(`/resource_pool/study_preview?resourceId=${source.resourceId}`);
  await expect(page.getByText(source.title).first()).toBeVisible({ timeout: 30_000 });
  await page.getByTestId('pool-copy').click();
  await expect(page.getByText(`${source.title} (副本)`).first()).toBeVisible();
  // The copy's title shows (in the notice) before the page moves to the copy: wait for the move.
  await expect(page).not.toHaveURL(new RegExp(`resourceId=${source.resourceId}(&|$)`));
  const copyId = Number(new URL(page.url()).searchParams.get('resourceId'));
  expect(copyId).not.toBe(source.resourceId);

  await page.getByTestId('pool-edit-questions').click();
  const drawer = page.getByRole('dialog', { name: '编辑题目' });
  const questionCard = (inner: string) =>
    drawer
      .locator('.ant-card')
      .filter({ has: page.getByTestId('save-question') })
      .filter({ has: page.getByLabel(inner, { exact: true }) });

  // The fill-in question: its text, the second blank's accepted answer and its points.
  const fill = questionCard('第 2 空的可接受答案 1');
  await expect(fill.getByLabel('第 2 空的可接受答案 1', { exact: true })).toHaveValue('buyer');
  await fill
    .getByLabel('题干', { exact: true })
    .fill('Incoterms are published by the International {{1}} of Commerce. Under DDP the {{2}} carries every cost.');
  await fill.getByLabel('第 2 空的可接受答案 1', { exact: true }).fill('seller');
  await fill.getByLabel('分值', { exact: true }).fill('12');
  await fill.getByTestId('save-question').click();
  await expect(page.getByText('已保存').first()).toBeVisible();

  // A refused key marks the one input the server names (content.blanks.0.accepted.0), its message
  // under it, and keeps everything typed: an empty accepted answer beside an edited stem.
  const stem =
    'Incoterms are published by the International {{1}} of Commerce. Under DDP the {{2}} carries every cost and risk.';
  await fill.getByLabel('题干', { exact: true }).fill(stem);
  await fill.getByLabel('第 1 空的可接受答案 1', { exact: true }).fill('');
  await fill.getByTestId('save-question').click();
  const refused = fill.locator('[data-key-path="blanks.0.accepted.0"]');
  await expect(refused.getByTestId('key-field-message')).toHaveText('可接受答案不能为空');
  await expect(refused.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
  await expect(fill.locator('.ant-input-status-error')).toHaveCount(1);
  await expect(fill.getByTestId('key-field-message')).toHaveCount(1);
  await expect(fill.getByLabel('第 2 空的可接受答案 1', { exact: true })).toHaveValue('seller');
  await expect(fill.getByLabel('题干', { exact: true })).toHaveValue(stem);
  await page.screenshot({ path: testInfo.outputPath('key-refused-1440.png') });
  await fill.getByLabel('第 1 空的可接受答案 1', { exact: true }).fill('Chamber');
  await expect(fill.locator('.ant-input-status-error')).toHaveCount(0);
  await fill.getByTestId('save-question').click();
  await expect(fill.getByText('可接受答案不能为空')).toBeHidden();

  // The matching question: the fourth pair becomes DAP and its meaning.
  const matching = questionCard('第 4 组配对的左项');
  await expect(matching.getByLabel('第 4 组配对的左项', { exact: true })).toHaveValue('DDP');
  await matching.getByLabel('第 4 组配对的左项', { exact: true }).fill('DAP');
  await matching
    .getByLabel('第 4 组配对的右项', { exact: true })
    .fill('The seller delivers to the named place, import duties unpaid');
  await matching.getByTestId('save-question').click();
  await expect(page.getByText('已保存').first()).toBeVisible();
  // On a phone every pair's long texts wrap in full, the two sides one above the other.
  await page.setViewportSize({ width: 390, height: 844 });
  await matching.getByLabel('第 4 组配对的右项', { exact: true }).scrollIntoViewIfNeeded();
  await expect.poll(() => clippedTexts(matching.getByTestId('key-editor'))).toBe(0);
  await matching.getByTestId('key-editor').screenshot({ path: testInfo.outputPath('matching-editor-390.png') });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.keyboard.press('Escape');

  // Given to a class of his with the student (set up through the API).
  const teacherToken = await token();
  const detail = await callApi<{ trainingId: number }>(
    page.request,
    '/openApi/resourcePool/detail',
    { resourceId: copyId },
    teacherToken,
  );
  const classId = await createClassByApi(page.request, teacherToken, `术语练习班 ${Date.now()}`, [STUDENT]);
  await callApi(
    page.request,
    '/openApi/teacher/training/setClassTraining',
    { classId, trainingId: detail.trainingId, isOpen: true, deadline: null },
    teacherToken,
  );
  await signOut(page);

  // The student answers the edited questions as the new key has them.
  await signIn(page, STUDENT);
  await page.goto(`/student/practicals/readSkillAnswer?classId=${classId}&trainingId=${detail.trainingId}`);
  const questions = page.getByTestId('question');
  const fillQuestion = questions.filter({ hasText: 'carries every cost' });
  await expect(fillQuestion).toBeVisible();
  // A select is its .ant-select box, named by the combobox inside it.
  const select = (scope: typeof questions, name: string) =>
    scope.locator('.ant-select').filter({ has: page.getByRole('combobox', { name, exact: true }) });
  await pickOption(page, select(fillQuestion, '第 1 题'), 'Chamber');
  await pickOption(page, select(fillQuestion, '第 2 题'), 'seller');
  const matchQuestion = questions.filter({ hasText: 'Match each Incoterm' });
  const meanings: [string, string][] = [
    ['EXW', 'The buyer collects the goods'],
    ['FOB', 'The seller delivers the goods on board'],
    ['CIF', 'The seller pays freight and insurance'],
    ['DAP', 'The seller delivers to the named place'],
  ];
  for (const [term, meaning] of meanings) {
    await pickOption(page, select(matchQuestion, term), meaning);
  }
  await expect(page.getByTestId('save-state')).toContainText('已保存');
  // On a phone the chosen meanings and the list of meanings wrap, none cut off.
  await page.setViewportSize({ width: 390, height: 844 });
  await matchQuestion.scrollIntoViewIfNeeded();
  await expect.poll(() => clippedTexts(matchQuestion)).toBe(0);
  await page.screenshot({ path: testInfo.outputPath('matching-answer-390.png'), fullPage: true });
  await select(matchQuestion, 'DAP').click();
  const options = page.locator('.matching-options').filter({ visible: true });
  await expect(options.locator('.ant-select-item-option')).toHaveCount(4);
  await expect.poll(() => clippedTexts(options)).toBe(0);
  // After the popup's opening motion.
  await page.waitForTimeout(500);
  await page.screenshot({ path: testInfo.outputPath('matching-options-390.png') });
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.getByRole('button', { name: /提\s*交/ }).click();
  await confirmDialog(page);
  await expect(page).toHaveURL(/readSkillReport\?.*attemptId=\d+/);

  // Graded by the new key: the fill-in whole at its new 12 points ("seller" was wrong before), the matching whole.
  const attemptId = Number(new URL(page.url()).searchParams.get('attemptId'));
  const studentToken = (await page.context().cookies()).find((c) => c.name === 'lingua.token')?.value ?? '';
  const report = await callApi<{
    questions: { subject_type: number; score: number | null; right_flag: number | null }[];
  }>(page.request, '/openApi/training/report', { attemptId }, studentToken);
  const byType = (code: number) => report.questions.find((q) => q.subject_type === code);
  expect(byType(12)).toMatchObject({ score: 12, right_flag: 1 });
  expect(byType(16)).toMatchObject({ score: 20, right_flag: 1 });
  await expect(page.getByTestId('report-question').filter({ hasText: 'carries every cost' })).toBeVisible();
  // The report on a phone: the matching answer's long meanings wrap.
  await page.setViewportSize({ width: 390, height: 844 });
  const matchReport = page.getByTestId('report-question').filter({ hasText: 'Match each Incoterm' });
  await matchReport.scrollIntoViewIfNeeded();
  await expect.poll(() => matchReport.evaluate((e) => e.scrollWidth <= e.clientWidth + 1)).toBe(true);
  await page.screenshot({ path: testInfo.outputPath('matching-report-390.png'), fullPage: true });
});
