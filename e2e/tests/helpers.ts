import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';

export const PASSWORD = 'lingua123';

/*
 * One active session per user: a sign-in kicks the account's other sessions. Files run in parallel
 * workers, so each account belongs to one file: teachers 13800000001 (teacher-shell, and a failed
 * sign-in in session), 13800000002 (session), 13800000003 (class-manage, course settings), 13800000099
 * (knowledge-graph); managers 13700000001 (school-admin) and 13700000002 (manage-stats) and operator 13600000001 (manage-operator); students
 * 01 (language), 11-12 (session), 20 (user-centre), 21 (messages), 30 (join-class), 36 (class-manage),
 * 37 and 15 (training), 39 (practice-answer-loss); teacher 13800000004 and student 31 (assistant); teacher 13800000005 and student 38
 * (training-grading); teacher 13800000006 and students 25-29 and 32 (online-classroom); teacher 13800000007
 * and students 02-05 and 40 (exam); teacher 13800000008 and students 06-10 (speaking); teacher 13800000009 and
 * students 13-14 (face-check); students 43 and 44 (student-dashboard, one per try, in a class it makes
 * as teacher 13800000009 through the API: face-check runs long before it in the file order). Free:
 * teachers 13800000010 (question-bank import), 13800000011 (training preview) and students 41
 * (question-bank import), 42 (school-admin: news) and 16 (seeded in no class).
 * Students 101-130 (2025级商务英语3班, teacher 13800000001's second class) carry a seeded learning
 * history: no journey submits for them, and no journey may expect that class to be empty. Students
 * 110-111 belong to teacher-shell's data-cockpit journey (110, 111 on a retry, opens a training draft).
 * Manager 13700000003 and teacher 13800000012 belong to teaching-plans, manager 13700000004 to
 * data-cockpit; teacher 13800000015 and student 46 to document-preview; teacher 13800000013 and
 * student 45 to resource-pool; teacher 13800000025 (Sophie Turner, no class) to pool-cases.
 * Teacher 13800000014, students 47-48 (her class 4) and manager 13700000005 belong to course-builder.
 * Teacher 13800000016 (no seeded class) and students 17-19 belong to case-work (a class it makes
 * through the API; the students are also in class 1).
 * Operator 13600000002 (平台运维二) belongs to school-sign-in, with the schools it creates and the users
 * their own sign-in creates (王芳 through OpenID Connect, 周老师 through CAS).
 * lti uses no demo account: its teacher and student are made by launches from its simulated Moodle
 * (port 3263, registered for the demo school by server.mjs's LTI_PLATFORMS).
 * Teacher 13800000017 (no seeded class) and students 22, 23, 33, 34 and 35 (two a try, in a class the
 * journey makes through the API) belong to interaction.
 * Teacher 13800000021 (no seeded class) belongs to interaction-pages (a class it makes through the API,
 * with no students).
 * Teacher 13800000019 (高敏, no seeded class) and students 53-56 (in a class the journey makes through
 * the API) belong to negotiation.
 * Teacher 13800000018 (许志远, the competition organiser, no seeded class) and students 49-52 (in no
 * class) belong to competition.
 * Teacher 13800000026 (彭国栋, an organiser by the seed, no competition), students 69-70 (one per
 * try) and the second school's student 13900000099 belong to competition-journey.
 * Teacher 13800000020 (Olivia Brown, no seeded class) and students 57-58 belong to competition-public
 * (the recording tools, lottery draws, certificates and /exit_login).
 * Teacher 13800000022 (曹丽娜, no seeded class) and student 61 (in a class it makes through the API)
 * belong to phone; student 62 (joins 2026级商务英语1班 by its code) to keyboard.
 * Teacher 13800000029 (邓子涵, no seeded class: the organiser, in a class it makes through the API
 * with students 63-64) and teacher 13800000033 (蒋文静, no class: the invited judge) belong to
 * negotiation-judges. public-vr-positioning signs in as no one (/zyzvr and /img_positioning are public).
 * Teacher 13800000023 (Henry Zhou, no seeded class) and students 75 (axe) and 76 (keyboard), each in
 * a class its test makes through the API, belong to exam-accessibility.
 * Teacher 13800000024 (唐欣然, no seeded class) and students 65-66 (in a class it makes through the
 * API) belong to course-builder-pool.
 * Teacher 13800000032 (付佳琪, no seeded class) belongs to negotiation-timer, with two students it
 * imports into its own class (new numbers each run, so no seeded student).
 * Teacher 13800000031 (夏明轩, no seeded class) and student 79 (in a class it makes through the API)
 * belong to pool-question-editor; student 80 is kept for it.
 * Teacher 13800000030 (Lucy Evans, no seeded class) and students 77-78 (one per try, in a class it
 * makes through the API on the course it builds) belong to vr-resources.
 */

/**
 * Picks an option of an antd Select, and tries again until the select shows it: on a loaded machine
 * the first click can land while the dropdown is still opening or closing.
 */
export async function pickOption(page: Page, select: Locator, option: string | RegExp): Promise<void> {
  await expect(async () => {
    await select.click();
    await page
      .locator('.ant-select-item-option', { hasText: option })
      .filter({ visible: true })
      .first()
      .click({ timeout: 2_000 });
    await expect(select).toContainText(option, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}

/**
 * A platform course's option in a course select ("外贸函电 · 12 章"), and none of the school's own
 * courses copied from it ("外贸函电（林老师版…） (自建) · 13 章"): the course builder's journey
 * publishes such a copy into the demo school while other journeys run.
 */
export function courseOption(page: Page, courseName: string): Locator {
  const escaped = courseName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return page.locator('.ant-select-item-option', { hasText: new RegExp(`^${escaped} · `) });
}

/** A private file's URL as pages receive it: signed, with its expiry (docs/architecture.md, "Files"). */
export const signedFileUrl = (extension: string) => new RegExp(`^/files/[^?]+\\.${extension}\\?exp=\\d+&sig=[\\w-]+$`);

type Envelope<T> = { code: number; message: string; data: T };

/** One call to the API as the page would make it (token header when signed in); its data, or a throw with the message. */
export async function callApi<T>(request: APIRequestContext, url: string, data: unknown, token?: string): Promise<T> {
  const response = await request.post(url, { data, headers: token ? { token } : {} });
  const body = (await response.json()) as Envelope<T>;
  if (body.code !== 200 && body.code !== 222) throw new Error(`${url}: ${body.message}`);
  return body.data;
}

/** Signs in through the API (for a test's set-up as another user); the session token. */
export async function signInByApi(request: APIRequestContext, mobile: string): Promise<string> {
  const { token } = await callApi<{ token: string }>(request, '/openApi/login/login', { mobile, password: PASSWORD });
  return token;
}

/** As a teacher signed in by the API: a class on the named course (or their first), with these students; its id. */
export async function createClassByApi(
  request: APIRequestContext,
  token: string,
  className: string,
  studentMobiles: string[],
  courseName?: string,
): Promise<number> {
  const courses = await callApi<{ courseId: number; courseName: string }[]>(
    request,
    '/openApi/resourceManage/lesson/teacherLessonList',
    {},
    token,
  );
  const course = courseName ? courses.find((c) => c.courseName === courseName) : courses[0];
  if (!course) throw new Error(`the teacher has no course ${courseName}`);
  const { classId } = await callApi<{ classId: number }>(
    request,
    '/openApi/teacher/manage/class/createClass',
    { className, courseId: course.courseId },
    token,
  );
  for (const mobile of studentMobiles)
    await callApi(request, '/openApi/teacher/manage/class/addStudent', { classId, mobile }, token);
  return classId;
}

/** Signs in through a login page's own form and waits for the shell. */
export async function signIn(page: Page, mobile: string, loginPath = '/practice_teaching'): Promise<void> {
  await page.goto(loginPath);
  await page.locator('#login-mobile').fill(mobile);
  await page.locator('#login-password').fill(PASSWORD);
  await page.locator('#login-password').press('Enter');
  await expect(page.getByTestId('user-dropdown')).toBeVisible();
}

/**
 * Opens the user dropdown and chooses an item once the menu has settled. Under CPU load antd's
 * popup can still be in its opening motion (or not yet aligned) when the item first shows; a click
 * then lands beside it, closes the menu and goes nowhere.
 */
export async function chooseUserMenu(page: Page, name: RegExp | string): Promise<void> {
  await page.getByTestId('user-dropdown').click();
  const menu = page.locator('.ant-dropdown').filter({ has: page.getByRole('menuitem', { name }) });
  await expect(menu).toBeVisible();
  await expect(menu).not.toHaveClass(/-(appear|enter|leave)\b/);
  await page.getByRole('menuitem', { name }).click();
}

/**
 * Clicks a button of the open confirmation dialog (antd's Modal.confirm) once it has settled, and
 * again while the dialog stays open: a click while the dialog still zooms in can land beside its
 * button under CPU load, and nothing happens.
 */
export async function confirmDialog(page: Page, button: 'primary' | 'dangerous' = 'primary'): Promise<void> {
  const dialog = page.locator('.ant-modal-confirm').filter({ visible: true }).last();
  await expect(dialog).toBeVisible();
  await expect(dialog).not.toHaveClass(/-(appear|enter)\b/);
  await expect(async () => {
    if (await dialog.isVisible()) await dialog.locator(`.ant-modal-confirm-btns .ant-btn-${button}`).click();
    await expect(dialog).toBeHidden({ timeout: 10_000 });
  }).toPass({ timeout: 45_000 });
}

/** Signs out through the user dropdown and the spec's confirmation. */
export async function signOut(page: Page): Promise<void> {
  await chooseUserMenu(page, /退出登录|Sign out/);
  await expect(page.locator('.ant-modal-confirm').filter({ visible: true })).toContainText(
    /您确定退出登录吗？|Are you sure you want to sign out\?/,
  );
  await confirmDialog(page);
}

/**
 * As the signed-in teacher: opens a class for a course on the class management page, then adds a
 * student of the school by mobile number on its student page.
 */
export async function createClassWithStudent(
  page: Page,
  className: string,
  courseName: string,
  studentMobile: string,
): Promise<void> {
  await page.goto('/teacher/practicals/classManage');
  await page.getByRole('button', { name: '新建班级' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('班级名称').fill(className);
  await dialog.getByLabel('课程').click();
  await courseOption(page, courseName).click();
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText(/班级已创建/)).toBeVisible();
  await page
    .getByRole('row', { name: new RegExp(className) })
    .getByRole('button', { name: '学生管理' })
    .click();
  await page.getByLabel('手机号').fill(studentMobile);
  await page.getByRole('button', { name: '添加学生' }).click();
  await expect(page.getByRole('cell', { name: studentMobile })).toBeVisible();
}

/**
 * A first sign-in with a password the school set: the page asks for an own password before anything
 * else, and the user carries on where sign-in took them.
 */
export async function signInFirstTime(page: Page, mobile: string, initialPassword: string): Promise<void> {
  await page.goto('/practice_teaching');
  await page.locator('#login-mobile').fill(mobile);
  await page.locator('#login-password').fill(initialPassword);
  await page.locator('#login-password').press('Enter');
  await expect(page.getByRole('heading', { name: /请先设置您的新密码/ })).toBeVisible();
  await page.getByLabel('原密码').fill(initialPassword);
  await page.getByLabel('新密码', { exact: true }).fill('Binhai-2026');
  await page.getByLabel('确认新密码').fill('Binhai-2026');
  await page.getByRole('button', { name: '修改密码' }).click();
  await expect(page.getByTestId('user-dropdown')).toBeVisible();
}
