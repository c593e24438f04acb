import type { Locator, Page } from '@playwright/test';
import { violationLines } from './axe';
import { fakeMediaLaunch } from './chromium';
import { expect, test } from './csp-guard';
import { type EveryTypeExam, examOfEveryType } from './exam-fixtures';
import { callApi, confirmDialog, createClassByApi, signIn, signInByApi } from './helpers';
import { expectVisibleFocus, moveFocusTo, signInByKeyboard, tabTo } from './keyboard';
import { isWrittenType, KEYBOARD_ANSWERS } from './keyboard-answers';
import { QUESTION_TYPES as T } from './question-types';
import { fakeMicWav } from './speaking-fixtures';

/*
 * The online exam's accessibility (issue 22 item 4), on an exam with a question of every type the
 * exam engine offers (exam-fixtures.ts, made through the API). First axe at WCAG 2.1 AA, in Chinese
 * and in English: the student's exam list, the answer page, the hand-in confirmation, the end page
 * and the report; the teacher's exams, papers and paper preview, the live board with its row
 * menu, the results and the grading page. Then a student takes the exam with the keyboard alone,
 * and records the spoken types' answers with it on a speaking page (Chromium's fake microphone).
 * Accounts of this file only: teacher 13800000023 (Henry Zhou, no seeded class; a class per test,
 * made through the API), students 13900000075 (axe) and 13900000076 (keyboard), in no seeded class.
 */
const TEACHER = '13800000023';
const AXE_STUDENT = '13900000075';
const KEYBOARD_STUDENT = '13900000076';

// Every test of the file in one worker (one teacher account): the fake microphone for them all.
test.use({ launchOptions: fakeMediaLaunch({ audio: fakeMicWav("Let's get started.") }) });

const suffix = () => String(Date.now()).slice(-5);
const examRow = (page: Page, exam: EveryTypeExam) => page.getByRole('row', { name: new RegExp(exam.title) });

/** Switches the signed-in user's language with the header's switch. */
async function switchLanguage(page: Page, to: 'en' | 'zh'): Promise<void> {
  await page.getByTestId('language-switch').click();
  await expect(page.locator('html')).toHaveAttribute('lang', to === 'en' ? /^en/ : /^zh/);
}

/** The page's serious and critical violations, each line named by where it was found. */
function collector() {
  const found: string[] = [];
  return {
    found,
    async check(page: Page, where: string) {
      await page.waitForLoadState('networkidle');
      await expect(page.locator('.ant-skeleton-active')).toHaveCount(0, { timeout: 15_000 });
      for (const line of await violationLines(page)) found.push(`${where}: ${line}`);
    },
  };
}

/** A few answers given by pointer, so answered states and a word count under its minimum are measured too. */
async function answerSome(page: Page, questions: Locator, exam: EveryTypeExam): Promise<void> {
  const at = (type: number) => questions.nth(exam.types.indexOf(type));
  await at(T.choice).getByRole('radio').first().check();
  await at(T.writing).getByRole('textbox').fill('Dear Ms Chen, thank you.');
  await at(T.jumbledSentence).locator('button.ant-btn-dashed').first().click();
  const drag = at(T.dragDrop);
  await drag.locator('button.ant-btn-dashed').first().click();
  await drag.locator('button.ant-btn-text:not([disabled])').first().click();
  await expect(page.getByTestId('save-state')).toContainText('已保存');
}

test('axe on the exam pages in Chinese and English: the student’s list, answer page with every type, end and report; the teacher’s exams, board, results and grading', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(360_000);
  const exam = await examOfEveryType(request, TEACHER, [AXE_STUDENT], `无障碍考试 ${suffix()}`);
  expect(new Set(exam.types)).toEqual(new Set(Object.values(T)));
  const axe = collector();

  // The student: the list, then the answer page with the exam running.
  await signIn(page, AXE_STUDENT);
  await page.goto('/student/teaching/testIndex');
  await expect(examRow(page, exam)).toBeVisible();
  await axe.check(page, 'the student’s exam list (zh)');
  await examRow(page, exam).getByRole('button', { name: '开始考试' }).click();
  await expect(page).toHaveURL(/onlineTestAnswer\?examId=\d+/);
  const questions = page.getByTestId('question');
  await expect(questions).toHaveCount(exam.types.length);
  await answerSome(page, questions, exam);
  await axe.check(page, 'the exam answer page (zh)');

  // The teacher, in a second browser, while the student answers.
  const context = await browser.newContext();
  const teacher = await context.newPage();
  await signIn(teacher, TEACHER);
  await teacher.goto('/teacher/testInOnlineExamsdex/index');
  await expect(examRow(teacher, exam)).toBeVisible();
  await axe.check(teacher, 'the teacher’s exams (zh)');
  await teacher.getByRole('tab', { name: '试卷' }).click();
  const paperRow = examRow(teacher, exam);
  await axe.check(teacher, 'the teacher’s papers (zh)');
  await paperRow.getByRole('button', { name: '预览' }).click();
  const preview = teacher.locator('.ant-drawer').filter({ hasText: exam.title });
  await expect(preview.locator('.ant-card')).toHaveCount(exam.types.length);
  await axe.check(teacher, 'the paper preview (zh)');
  await teacher.keyboard.press('Escape');
  await expect(preview).toBeHidden();
  await teacher.goto(`/teacher/testInOnlineExamsdex/testInvigilate?examId=${exam.examId}`);
  const boardRow = teacher.getByRole('row', { name: new RegExp(AXE_STUDENT.slice(-4)) });
  await expect(boardRow).toContainText('进行中');
  await axe.check(teacher, 'the live board (zh)');
  await boardRow.getByTestId(`row-actions-${AXE_STUDENT}`).click();
  await expect(teacher.getByRole('menuitem').first()).toBeVisible();
  await axe.check(teacher, 'the live board’s row menu (zh)');
  // Two of the row's powers: extra time (a form) and locking (a reason for the audit log).
  await teacher.getByRole('menuitem', { name: '加时 / 加次' }).click();
  const extra = teacher.getByRole('dialog').filter({ hasText: '加时（分钟）' });
  await expect(extra).toBeVisible();
  await axe.check(teacher, 'the extra time dialog (zh)');
  await extra.getByRole('button', { name: /取\s*消/ }).click();
  await expect(extra).toBeHidden();
  await boardRow.getByTestId(`row-actions-${AXE_STUDENT}`).click();
  await teacher.getByRole('menuitem', { name: '锁屏' }).click();
  const reason = teacher.getByRole('dialog').filter({ has: teacher.getByPlaceholder('原因（写入监考日志）') });
  await expect(reason).toBeVisible();
  await axe.check(teacher, 'the lock dialog (zh)');
  await reason.getByRole('button', { name: /取\s*消/ }).click();
  await expect(reason).toBeHidden();
  await switchLanguage(teacher, 'en');
  await expect(boardRow).toContainText('In progress');
  await axe.check(teacher, 'the live board (en)');
  await teacher.goto('/teacher/testInOnlineExamsdex/index');
  await expect(examRow(teacher, exam)).toBeVisible();
  await axe.check(teacher, 'the teacher’s exams (en)');

  // The student in English: the answer page, the hand-in confirmation, the end.
  await switchLanguage(page, 'en');
  await expect(page.getByRole('button', { name: 'Submit', exact: true })).toBeVisible();
  await axe.check(page, 'the exam answer page (en)');
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page.locator('.ant-modal-confirm')).toBeVisible();
  await axe.check(page, 'the hand-in confirmation (en)');
  await confirmDialog(page);
  await expect(page.locator('.exam-end')).toContainText('The exam has ended');
  await axe.check(page, 'the exam’s end (en)');
  await switchLanguage(page, 'zh');
  await expect(page.locator('.exam-end')).toContainText('考试已结束');
  await axe.check(page, 'the exam’s end (zh)');
  await page.getByRole('button', { name: '返回考试列表' }).click();
  await expect(examRow(page, exam)).toContainText('已提交');
  await axe.check(page, 'the student’s exam list, handed in (zh)');
  await examRow(page, exam).getByRole('button', { name: '查看成绩' }).click();
  await expect(page).toHaveURL(/onlineTestAnswerReport\?attemptId=\d+/);
  await expect(page.getByTestId('report-question')).toHaveCount(exam.types.length);
  await axe.check(page, 'the student’s report (zh)');
  await switchLanguage(page, 'en');
  await expect(page.getByTestId('report-question').first()).toContainText('Question 1');
  await axe.check(page, 'the student’s report (en)');
  await page.goto('/student/teaching/testIndex');
  await expect(examRow(page, exam)).toContainText('Submitted');
  await axe.check(page, 'the student’s exam list, handed in (en)');

  // The teacher after the hand-in: the results and the grading page, in English then Chinese.
  await teacher.goto(`/teacher/testInOnlineExamsdex/testResult?examId=${exam.examId}`);
  const resultRow = teacher.getByRole('row', { name: new RegExp(AXE_STUDENT) });
  await expect(resultRow).toBeVisible();
  await axe.check(teacher, 'the results (en)');
  await resultRow.getByRole('button', { name: 'View' }).click();
  await expect(teacher).toHaveURL(/teOnlineTestAnswer\?attemptId=\d+/);
  await expect(teacher.getByTestId('report-question')).toHaveCount(exam.types.length);
  await axe.check(teacher, 'the grading page (en)');
  await switchLanguage(teacher, 'zh');
  await expect(teacher.getByTestId('report-question').first()).toContainText('第 1 题');
  await axe.check(teacher, 'the grading page (zh)');
  await teacher.goto(`/teacher/testInOnlineExamsdex/testResult?examId=${exam.examId}`);
  await expect(resultRow).toBeVisible();
  await axe.check(teacher, 'the results (zh)');
  await context.close();

  expect(axe.found).toEqual([]);
});

test('a student takes the exam with the keyboard alone: every written type answered, handed in, the end page', async ({
  page,
  request,
}) => {
  test.setTimeout(360_000);
  const exam = await examOfEveryType(request, TEACHER, [KEYBOARD_STUDENT], `键盘考试 ${suffix()}`);
  await signInByKeyboard(page, KEYBOARD_STUDENT);
  await page.goto('/student/teaching/testIndex');
  await tabTo(page, examRow(page, exam).getByRole('button', { name: '开始考试' }), 'the exam’s start button');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/onlineTestAnswer\?examId=\d+/);
  const questions = page.getByTestId('question');
  await expect(questions).toHaveCount(exam.types.length);
  const sheet = page.getByRole('list', { name: '答题卡' }).getByRole('button');

  // Enter on a number of the answer sheet takes the focus to that question; the next Tab is in it.
  await tabTo(page, sheet.first(), 'question 1 on the answer sheet');
  await page.keyboard.press('Enter');
  await expect(questions.first()).toBeFocused();
  await expectVisibleFocus(page, 'question 1');

  // Every question in turn, each by its type's keys; each written one counts as answered at once.
  for (const [index, type] of exam.types.entries()) {
    const answer = KEYBOARD_ANSWERS[type];
    if (!answer) throw new Error(`no keyboard answer for type ${type}`);
    await answer(page, questions.nth(index), `question ${index + 1} (type ${type})`);
    if (isWrittenType(type)) await expect(sheet.nth(index)).toHaveAttribute('data-answered', 'true');
  }
  const written = exam.types.filter(isWrittenType).length;
  await expect(page.locator('[data-answered="true"]')).toHaveCount(written);
  await expect(page.getByTestId('save-state')).toContainText('已保存', { timeout: 15_000 });

  // Hand in: back up to 交卷 and press Enter; the confirmation opens with its OK focused; Enter.
  await moveFocusTo(page, page.getByRole('button', { name: '交卷' }), 'the hand-in button', 250);
  await page.keyboard.press('Enter');
  const confirmation = page.locator('.ant-modal-confirm');
  await expect(confirmation).toContainText(`还有 ${exam.types.length - written} 题未作答`);
  await expect(confirmation).not.toHaveClass(/-(appear|enter)\b/);
  await expect(confirmation.locator('.ant-modal-confirm-btns .ant-btn-primary')).toBeFocused();
  await expectVisibleFocus(page, 'the confirmation’s OK button');
  await page.keyboard.press('Enter');

  // The end page has the focus, and Tab goes on to its way back.
  const end = page.locator('.exam-end');
  await expect(end).toContainText('考试已结束');
  await expect(end).toBeFocused();
  await expectVisibleFocus(page, 'the exam’s end');
  await tabTo(page, end.getByRole('button', { name: '返回考试列表' }), 'back to the exam list');
  await page.keyboard.press('Enter');
  await expect(examRow(page, exam)).toContainText('已提交');
});

test('a student records spoken answers with the keyboard alone: start, pause, resume and finish keep the focus in the recorder', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  // A speaking training of read-aloud word, repeated sentence and paragraph, given to a class of one.
  const token = await signInByApi(request, TEACHER);
  const classId = await createClassByApi(request, token, `口语键盘班 ${suffix()}`, [KEYBOARD_STUDENT], '外贸函电');
  const found = await callApi<{ list: { trainingId: number | null; title: string }[] }>(
    request,
    '/openApi/resourcePool/search',
    { resourceName: '口语：主持会议开场' },
    token,
  );
  const trainingId = found.list.find((r) => r.title === '口语：主持会议开场')?.trainingId;
  if (!trainingId) throw new Error('the pool has no training 口语：主持会议开场');
  await callApi(
    request,
    '/openApi/teacher/training/setClassTraining',
    { classId, trainingId, isOpen: true, deadline: null },
    token,
  );

  await signInByKeyboard(page, KEYBOARD_STUDENT);
  await page.goto(`/student/practicals/oralSkillAnswer?classId=${classId}&trainingId=${trainingId}`);
  const questions = page.getByTestId('question');
  await expect(questions).toHaveCount(3);
  const sheet = page.getByRole('list', { name: '答题卡' }).getByRole('button');
  for (const index of [0, 1, 2]) {
    const recorder = questions.nth(index).getByTestId('recorder');
    const name = `question ${index + 1}'s recorder`;
    await moveFocusTo(page, recorder.getByTestId('recorder-start'), `${name}: start`, 40);
    await page.keyboard.press('Enter');
    await expect(recorder).toHaveAttribute('data-state', 'recording');
    // Start gave way to pause and finish: the focus is on pause, not on the page.
    await expect(recorder.getByTestId('recorder-pause')).toBeFocused();
    await expectVisibleFocus(page, `${name}: pause`);
    if (index === 0) {
      await page.keyboard.press('Enter');
      await expect(recorder).toHaveAttribute('data-state', 'paused');
      await expect(recorder.getByTestId('recorder-resume')).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(recorder).toHaveAttribute('data-state', 'recording');
      await expect(recorder.getByTestId('recorder-pause')).toBeFocused();
    }
    await page.waitForTimeout(1500);
    await page.keyboard.press('Tab');
    await expect(recorder.getByTestId('recorder-finish')).toBeFocused();
    await expectVisibleFocus(page, `${name}: finish`);
    await page.keyboard.press('Enter');
    // Stored: the question counts as answered, and the focus is back on start.
    await expect(sheet.nth(index)).toHaveAttribute('data-answered', 'true', { timeout: 30_000 });
    await expect(recorder).toHaveAttribute('data-state', 'idle');
    await expect(recorder.getByTestId('recorder-start')).toBeFocused();
  }
});
