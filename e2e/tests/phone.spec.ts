import type { Locator, Page } from '@playwright/test';
import { expectAccessible } from './axe';
import { expect, test } from './csp-guard';
import { callApi, createClassByApi, PASSWORD, signInByApi } from './helpers';

/*
 * Phones and accessibility (issue 22 items 3 and 4). Accounts of this file only: teacher
 * 13800000022 (曹丽娜, no seeded class), who makes a class through the API, and student 61 in it.
 * At 390×844 with touch: the student signs in, opens home, the course, answers and submits a
 * reading training, then the tasks, messages and the personal centre; the teacher opens home, the
 * class list, the grading page of that attempt and the exam page. On every page nothing scrolls
 * sideways, every control tapped is at least 24 px (WCAG 2.5.8) and axe finds no serious or
 * critical violation.
 */
const TEACHER = '13800000022';
const STUDENT = '13900000061';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** The page does not scroll sideways: its content fits the phone's width. */
async function expectNoSideScroll(page: Page, where: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  const widths = await page.evaluate(() => ({
    content: document.documentElement.scrollWidth,
    viewport: document.documentElement.clientWidth,
  }));
  expect(widths.content, `sideways scroll on ${where}`).toBeLessThanOrEqual(widths.viewport);
}

/** A control the journey taps: on screen once scrolled to, and at least 24 × 24 px. */
async function expectTappable(control: Locator, name: string): Promise<void> {
  await control.scrollIntoViewIfNeeded();
  await expect(control, name).toBeInViewport();
  // Measured once any opening animation has ended (antd's modals zoom in from smaller): a control
  // that stays under 24 px still fails, three seconds later.
  await expect(async () => {
    const box = await control.boundingBox();
    expect(box, name).not.toBeNull();
    expect(box?.width ?? 0, `${name} width`).toBeGreaterThanOrEqual(24);
    expect(box?.height ?? 0, `${name} height`).toBeGreaterThanOrEqual(24);
  }).toPass({ timeout: 3_000 });
}

async function tap(control: Locator, name: string): Promise<void> {
  await expectTappable(control, name);
  await control.tap();
}

/** A page of the journey: it fits the width and passes axe. */
async function checkPage(page: Page, where: string): Promise<void> {
  await expectNoSideScroll(page, where);
  await expectAccessible(page, where);
}

async function signInOnPhone(page: Page, mobile: string): Promise<void> {
  await page.goto('/practice_teaching');
  await checkPage(page, 'the login page');
  await tap(page.locator('#login-mobile'), 'mobile field');
  await page.locator('#login-mobile').fill(mobile);
  await tap(page.locator('#login-password'), 'password field');
  await page.locator('#login-password').fill(PASSWORD);
  await tap(page.getByRole('button', { name: '登录' }), 'sign-in button');
  await expect(page.getByTestId('user-dropdown')).toBeVisible();
}

test('a student and then the teacher walk their main journeys on a phone', async ({ browser, request }) => {
  test.setTimeout(420_000);
  const teacherToken = await signInByApi(request, TEACHER);
  const classId = await createClassByApi(request, teacherToken, `手机班 ${Date.now() % 10_000}`, [STUDENT], '外贸函电');
  // Steps open in any order, so the journey may start anywhere.
  await callApi(
    request,
    '/openApi/teacher/index/updateLessonSet',
    { classId, stepUnlockOrder: 0, scoreRule: 0, scoreDisplay: 0 },
    teacherToken,
  );
  const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'zh-CN' };

  const studentContext = await browser.newContext(phone);
  const student = await studentContext.newPage();
  await signInOnPhone(student, STUDENT);
  await expect(student).toHaveURL(/\/student\/teaching\/index/);
  await checkPage(student, 'the student home');
  await tap(student.getByTestId('user-dropdown'), 'user menu');
  await student.keyboard.press('Escape');

  await student.goto('/student/practicals/index/practical');
  await expect(student.getByRole('heading', { name: '外贸函电' })).toBeVisible();
  await checkPage(student, 'the course');
  const activity = student.getByRole('button', { name: '阅读英文商务信函的结构与格式' });
  await tap(activity, 'a reading activity');
  await expect(student).toHaveURL(/readSkillAnswer\?classId=\d+&trainingId=\d+/);
  const question = student.getByTestId('question').first();
  await expect(question).toBeVisible();
  await checkPage(student, 'the training answer page');
  // The first single-choice question (a reading's first block may be its passage).
  // An option not chosen yet, so the answer changes and is saved (a retry finds its first try's choice).
  const choice = student.getByRole('radiogroup').first().locator('.ant-radio-wrapper:not(.ant-radio-wrapper-checked)');
  await tap(choice.first(), 'a choice');
  await expect(student.getByTestId('save-state')).toContainText('已保存');
  await tap(student.getByRole('button', { name: /提\s*交/ }), 'submit');
  const confirm = student.locator('.ant-modal-confirm-btns .ant-btn-primary').filter({ visible: true });
  await tap(confirm, 'confirm submit');
  await expect(student).toHaveURL(/readSkillReport\?.*attemptId=\d+/);
  const attemptId = new URL(student.url()).searchParams.get('attemptId');
  await expect(student.getByTestId('attempt-score')).toBeVisible();
  await checkPage(student, 'the training report');

  await student.goto('/student/teaching/task');
  await checkPage(student, 'the tasks');
  await student.goto('/user/message_center');
  await checkPage(student, 'the messages');
  await student.goto('/student/center');
  await checkPage(student, 'the personal centre');
  await studentContext.close();

  const teacherContext = await browser.newContext(phone);
  const teacher = await teacherContext.newPage();
  await signInOnPhone(teacher, TEACHER);
  await checkPage(teacher, 'the teacher home');
  await teacher.goto('/teacher/teaching/classManage');
  await expect(teacher.getByText(/手机班/).first()).toBeVisible();
  await checkPage(teacher, 'the class list');
  await teacher.goto(`/teacher/practicals/practicalTea?attemptId=${attemptId}`);
  await expect(teacher.getByRole('heading', { name: /英文商务信函的结构与格式/ })).toBeVisible();
  await checkPage(teacher, 'the grading page');
  await teacher.goto('/teacher/testInOnlineExamsdex/index');
  await checkPage(teacher, 'the exam page');
  await teacherContext.close();
});
