import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expect, test } from './csp-guard';
import { chooseUserMenu, confirmDialog, courseOption, signIn, signInFirstTime } from './helpers';

/*
 * The manager 13700000001 belongs to this file (one session per account; files run in parallel).
 * The school's first hour (issue 24): the manager adds a teacher, makes a class for them and imports
 * its students from an xlsx written here; the teacher signs in with the password shown once, finds
 * the class and sets its course; the manager links the students to their school numbers (typed, and
 * from a spreadsheet); a student signs in with the imported account, continues from the
 * home into the course's first activity and goes on to the next from its report.
 */

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function sheetOf(header: string[], rows: string[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('名单');
  sheet.addRow(header);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
const studentList = (rows: string[][]) => sheetOf(['手机号', '姓名'], rows);

async function openManageMenu(page: Page, label: string, heading: string): Promise<void> {
  await page.getByTestId('top-nav').getByText(label, { exact: true }).click();
  await expect(page.getByRole('heading', { name: heading })).toBeVisible();
}

test('a school manager lands on the school overview, and enters manager mode with ?isManage=1', async ({ page }) => {
  await signIn(page, '13700000001');
  await expect(page).toHaveURL(/\/manage\/manage\/index/);
  await expect(page.getByText('学校概况')).toBeVisible();
  await page.goto('/index?isManage=1');
  await expect(page).toHaveURL(/\/manage\/manage\/index/);
  const nav = page.getByTestId('top-nav');
  await expect(nav.getByText('学校管理', { exact: true })).toBeVisible();
  await expect(nav.getByText('个人中心', { exact: true })).toBeVisible();
  await expect(page.getByText('学校概况')).toBeVisible();
  // At least the demo's 40: other journeys running beside this one add students (a roster import).
  const students = page.locator('.ant-statistic', { hasText: '学生' }).locator('.ant-statistic-content-value');
  await expect(students).toHaveText(/^\d+$/);
  expect(Number(await students.textContent())).toBeGreaterThanOrEqual(40);
  await expect(page.locator('canvas').first()).toBeVisible();
});

test('the manager adds a teacher and imports a class; the teacher sets its course; a student continues from the home into it and on to the next activity', async ({
  page,
  browser,
}) => {
  // Three browsers and an import: its own budget on a loaded CI machine.
  test.setTimeout(150_000);
  // Numbers per attempt, so a retry meets none of an earlier attempt's accounts.
  const tag = String(Date.now()).slice(-6);
  const teacherMobile = `13610${tag}`;
  const teacherName = `林雨桐${tag.slice(-2)}`;
  const className = `2026秋外贸函电班-${tag}`;
  const studentMobiles = [`13520${tag}`, `13521${tag}`];

  await signIn(page, '13700000001');
  await openManageMenu(page, '教师管理', '教师管理');
  await page.getByRole('button', { name: '添加教师' }).click();
  const add = page.getByRole('dialog', { name: '添加教师' });
  await add.getByLabel('姓名').fill(teacherName);
  // A stray 取消 after typing asks first, and keeping on editing keeps what was typed.
  await add.getByRole('button', { name: /取\s*消/ }).click();
  await page.getByRole('button', { name: '继续编辑' }).click();
  await expect(add.getByLabel('姓名')).toHaveValue(teacherName);
  await add.getByLabel('手机号（账号）').fill(teacherMobile);
  await add.getByRole('button', { name: /保\s*存/ }).click();
  const password = (await page.getByTestId('new-password').textContent())?.trim() ?? '';
  expect(password).toMatch(/^[a-z2-9]{8}$/);
  await page.getByRole('button', { name: /确\s*定|OK/ }).click();
  await expect(page.getByRole('row', { name: new RegExp(teacherMobile) })).toContainText(teacherName);

  // The class, for the new teacher, with no course yet: the teacher chooses it.
  await openManageMenu(page, '班级管理', '班级管理');
  await page.getByRole('button', { name: '新建班级' }).click();
  const create = page.getByRole('dialog', { name: '新建班级' });
  await create.getByLabel('班级名称').fill(className);
  // The teacher select searches as one types: a click can land while its options are replaced, so
  // it is tried again until the select shows the teacher.
  await expect(async () => {
    await create.locator('#schoolClass_teacherId').fill(teacherMobile);
    await page
      .locator('.ant-select-item-option', { hasText: teacherMobile })
      .filter({ visible: true })
      .first()
      .click({ timeout: 3_000 });
    await expect(create.getByTitle(`${teacherName} (${teacherMobile})`)).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await create.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page.getByText(/班级已创建，班级码 [A-Z0-9]{6}/)).toBeVisible();
  const classRow = page.getByRole('row', { name: new RegExp(className) });
  await expect(classRow).toContainText(teacherName);
  await expect(classRow).toContainText('未设置课程');

  // Its students, from a spreadsheet, into that class.
  await classRow.getByRole('button', { name: '查看学生' }).click();
  await expect(page.getByRole('heading', { name: '学生管理' })).toBeVisible();
  await page
    .locator('.ant-upload', { hasText: '导入学生' })
    .locator('input[type=file]')
    .setInputFiles({
      name: '学生名单.xlsx',
      mimeType: XLSX,
      buffer: await studentList([
        [studentMobiles[0] ?? '', '何思琪'],
        [studentMobiles[1] ?? '', '唐浩然'],
      ]),
    });
  await expect(page.getByText('已导入 2 名学生（新建账号 2 个）')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(studentMobiles[0] ?? '') })).toContainText(className);

  // The school's own sign-in will find them by their student numbers: one typed on the row, one
  // from a spreadsheet (a bad row first: nothing is linked and the row is named).
  const firstRow = page.getByRole('row', { name: new RegExp(studentMobiles[0] ?? '') });
  await firstRow.getByRole('button', { name: '设置何思琪的学号/工号' }).click();
  const numberDialog = page.getByRole('dialog', { name: '何思琪的学号/工号' });
  await numberDialog.getByLabel('学号/工号').fill('2026 01');
  await numberDialog.getByRole('button', { name: /保\s*存/ }).click();
  await expect(numberDialog.getByText('只能包含字母、数字和 . _ @ -，最多 64 个字符')).toBeVisible();
  await numberDialog.getByLabel('学号/工号').fill(`S${tag}01`);
  await numberDialog.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page.getByText('学号/工号已保存')).toBeVisible();
  await expect(firstRow).toContainText(`S${tag}01`);
  const numberUpload = page.locator('.ant-upload', { hasText: '导入学号/工号' }).locator('input[type=file]');
  const numbers = (rows: string[][]) => sheetOf(['手机号', '学号/工号'], rows);
  await numberUpload.setInputFiles({
    name: '学号.xlsx',
    mimeType: XLSX,
    buffer: await numbers([[studentMobiles[1] ?? '', `S${tag}01`]]),
  });
  await expect(page.getByTestId('roster-errors')).toHaveText('第 2 行：该学号/工号已关联给文件之外的另一个人');
  await page.getByRole('button', { name: '知道了' }).click();
  await numberUpload.setInputFiles({
    name: '学号.xlsx',
    mimeType: XLSX,
    buffer: await numbers([[studentMobiles[1] ?? '', `S${tag}02`]]),
  });
  await expect(page.getByText('已关联 1 人，0 人无变化')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(studentMobiles[1] ?? '') })).toContainText(`S${tag}02`);

  // The teacher signs in with the password shown once, finds the class and sets its course.
  const teacherContext = await browser.newContext();
  const teacher = await teacherContext.newPage();
  await signInFirstTime(teacher, teacherMobile, password);
  await teacher.getByRole('button', { name: '班级管理' }).click();
  await expect(teacher.getByRole('heading', { name: '班级管理' })).toBeVisible();
  const row = teacher.getByRole('row', { name: new RegExp(className) });
  await expect(row.getByRole('cell', { name: '2', exact: true })).toBeVisible();
  await row.getByRole('button', { name: '设置课程' }).first().click();
  const course = teacher.getByRole('dialog');
  await course.getByLabel('课程').click();
  await courseOption(teacher, '外贸函电').click();
  await course.getByRole('button', { name: /保\s*存/ }).click();
  await expect(teacher.getByText('课程已设置')).toBeVisible();
  await expect(row).toContainText('外贸函电');
  await teacherContext.close();

  // A student of the class signs in with the imported account, continues from the home into the
  // course's first activity, submits it and goes on to the next from the report.
  const studentContext = await browser.newContext();
  const student = await studentContext.newPage();
  await signInFirstTime(student, studentMobiles[0] ?? '', (studentMobiles[0] ?? '').slice(-6));
  await expect(student).toHaveURL(/\/student\/teaching\/index$/);
  await expect(student.getByTestId('progress-card')).toContainText('外贸函电');
  const continueCard = student.getByTestId('continue-card');
  await expect(continueCard.getByTestId('continue-title')).toHaveText('阅读英文商务信函的结构与格式');
  await continueCard.getByTestId('continue-open').click();
  await expect(student.getByText('阅读：英文商务信函的结构与格式').first()).toBeVisible();
  await student.getByRole('button', { name: /提\s*交/ }).click();
  await confirmDialog(student);
  await expect(student).toHaveURL(/readSkillReport\?.*attemptId=\d+/);
  await student.getByTestId('next-activity').click();
  await expect(student.getByText('单词训练：外贸信函常用缩略语').first()).toBeVisible();
  await studentContext.close();

  // Every change is in the audit log.
  await openManageMenu(page, '操作记录', '操作记录');
  await expect(page.getByRole('row', { name: new RegExp(`设置课程.*${className}`) })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(`添加教师.*${teacherMobile}`) })).toBeVisible();
});

test('the manager writes news as a draft, publishes it, and a student reads it in the school announcements', async ({
  page,
  browser,
}, testInfo) => {
  // A retry writes a news item of its own: the first try's item may already be published and read.
  const title =
    ['关于第三届商务英语技能大赛报名的通知', '关于第三届商务英语技能大赛报名的补充通知'][testInfo.retry] ??
    `第三届商务英语技能大赛通知（${testInfo.retry}）`;
  await signIn(page, '13700000001');
  await openManageMenu(page, '新闻管理', '新闻管理');
  await page.getByRole('button', { name: '写新闻' }).click();
  await expect(page.getByRole('heading', { name: '写新闻' })).toBeVisible();
  await page.getByLabel('标题（中文）').fill(title);
  const text = page.getByRole('textbox', { name: '正文（中文）' });
  await text.click();
  await page.keyboard.type('本届大赛设商务谈判和外贸函电两个项目，');
  await page
    .getByRole('toolbar', { name: /^正文（中文）/ })
    .getByRole('button', { name: '加粗' })
    .click();
  await page.keyboard.type('报名截止到12月15日');
  await page.getByRole('button', { name: '保存草稿' }).click();
  await expect(page.getByText('已保存')).toBeVisible();
  await expect(page).toHaveURL(/newCreated\?newsId=\d+/);

  // A draft: on the list, not yet for readers; published from the list after confirming.
  await page.getByRole('button', { name: '返回列表' }).click();
  const row = page.getByRole('row', { name: new RegExp(title) });
  await expect(row).toContainText('草稿');
  await row.getByRole('button', { name: '发布' }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /发\s*布/ })
    .click();
  await expect(row).toContainText('已发布');
  await expect(row.getByRole('cell', { name: '0', exact: true })).toBeVisible();

  // A student of the school (no class needed) finds it unread among the announcements and reads it.
  const context = await browser.newContext();
  const student = await context.newPage();
  await signIn(student, '13900000042');
  // The dropdown settled first: a click while it still slides in can miss the item.
  await chooseUserMenu(student, '学校公告');
  await expect(student.getByRole('heading', { name: '学校公告' })).toBeVisible();
  const item = student.getByRole('listitem').filter({ hasText: title });
  await expect(item).toContainText('未读');
  await item.click();
  const dialog = student.getByRole('dialog', { name: title });
  await expect(dialog.locator('strong')).toHaveText('报名截止到12月15日');
  await student.keyboard.press('Escape');
  await expect(item).not.toContainText('未读');
  await context.close();

  // The manager sees one reader.
  await page.reload();
  await expect(
    page.getByRole('row', { name: new RegExp(title) }).getByRole('cell', { name: '1', exact: true }),
  ).toBeVisible();
});
