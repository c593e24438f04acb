import type { Page } from '@playwright/test';
import { violationLines } from './axe';
import { expect, test } from './csp-guard';
import { signIn } from './helpers';

/*
 * The accessibility sweep (issue 22 item 4): axe at WCAG 2.1 AA over the pages each role opens from
 * its menus, in Chinese and then in English, at the desktop size (phone.spec.ts and keyboard.spec.ts
 * check the phone and the keyboard). A page passes with no serious or critical violation. Accounts
 * of this file only: student 13900000003 (class 1, with a history), teacher 13800000027 (no class),
 * manager 13700000006; the public pages need none.
 */

/** Pages with no sign-in: the landing, the public competition pages and the tools. */
const PUBLIC_PAGES = [
  '/practice_teaching',
  '/loginpage?id=1',
  '/find_score',
  '/find_certificate',
  '/contest_registration',
  '/competition_enroll_info',
  '/drawLotteryRaffle',
  '/recordTools',
  '/negotiation',
];

const STUDENT_PAGES = [
  '/student/teaching/index',
  '/index',
  '/lessonList',
  '/newsList',
  '/student/practicals/index/practical',
  '/student/teaching/onlineLesson',
  '/student/teaching/task',
  '/student/teaching/testIndex',
  '/student/teaching/everyDay',
  '/student/teaching/learnAnalyse',
  '/student/teaching/lessonScore',
  '/student/center',
  '/competition/student/index',
];

const TEACHER_PAGES = [
  '/teacher/myCourse/index',
  '/teacher/practicals/classManage',
  '/teacher/practicals/practical',
  '/teacher/teaching/taskManage',
  '/teacher/teaching/onlineManage',
  '/teacher/testInOnlineExamsdex/index',
  '/teacher/intellectCourseCreate/index',
  '/teacher/myCourse/knowledgeGraph',
  '/teacher/negotiations/index',
  '/teacher/center',
  '/resource_pool/home',
  '/resource_pool/material_resources',
  '/resource_pool/personal_center',
  '/competition/teacher/index',
];

const MANAGER_PAGES = [
  '/manage/manage/index',
  '/manage/manage/teachers',
  '/manage/manage/students',
  '/manage/manage/classes',
  '/manage/manage/audit',
  '/manage/manage/newsManage',
  '/manage/manage/usage_statistics',
  '/manage/manage/progress_score',
  '/manage/manage/class_courses_list',
  '/manage/manage/teacher_teaching',
  '/manage/manage/teachingPlan',
  '/manage/manage/teacher_building_courses',
  '/manage/information',
];

/**
 * Opens each page once its data has settled and answers its violations, each line prefixed with
 * the page, so one run names every page that fails rather than only the first.
 */
async function sweep(page: Page, paths: readonly string[], language: string): Promise<string[]> {
  const found: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    // A page still showing its skeleton is measured too early.
    await expect(page.locator('.ant-skeleton-active')).toHaveCount(0, { timeout: 15_000 });
    for (const line of await violationLines(page)) found.push(`${path} (${language}): ${line}`);
  }
  return found;
}

/** Switches the signed-in user's language with the header's switch. */
async function toEnglish(page: Page): Promise<void> {
  await page.getByTestId('language-switch').click();
  await expect(page.locator('html')).toHaveAttribute('lang', /^en/);
}

test.describe.configure({ mode: 'parallel' });
test.setTimeout(240_000);

test('axe: the public pages, in Chinese and in English', async ({ page }) => {
  const found = await sweep(page, PUBLIC_PAGES, 'zh');
  await page.goto('/practice_teaching');
  await toEnglish(page);
  found.push(...(await sweep(page, PUBLIC_PAGES, 'en')));
  expect(found).toEqual([]);
});

for (const [role, mobile, paths] of [
  ['student', '13900000003', STUDENT_PAGES],
  ['teacher', '13800000027', TEACHER_PAGES],
  ['manager', '13700000006', MANAGER_PAGES],
] as const) {
  test(`axe: the ${role}'s pages, in Chinese and in English`, async ({ page }) => {
    await signIn(page, mobile);
    const found = await sweep(page, paths, 'zh');
    await toEnglish(page);
    found.push(...(await sweep(page, paths, 'en')));
    expect(found).toEqual([]);
  });
}
