import ExcelJS from 'exceljs';
import { expect, test } from './csp-guard';
import { confirmDialog, courseOption, createClassWithStudent, signIn } from './helpers';

test('a teacher creates a class and reads its code; a student joins with it and sees the course in step order', async ({
  page,
  browser,
}) => {
  // The longest journey (two browsers, a course, two imports): its own budget on a loaded CI machine.
  test.setTimeout(120_000);
  // A suffix per attempt, so a retry meets none of an earlier attempt's classes or students.
  const tag = String(Date.now()).slice(-4);
  const className = `2026级商务英语3班-${tag}`;
  const newMobile = `1397777${tag}`;
  await signIn(page, '13800000003');
  await page.getByRole('button', { name: '班级管理' }).click();
  await expect(page).toHaveURL(/\/teacher\/practicals\/classManage/);
  // Wait for the page itself: the home's button of the same name may still be on screen.
  await expect(page.getByRole('heading', { name: '班级管理' })).toBeVisible();
  await page.getByRole('button', { name: '新建班级' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('班级名称').fill(className);
  await dialog.getByLabel('课程').click();
  await courseOption(page, '商务谈判').click();
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText(/班级已创建，班级码 [A-Z0-9]{6}/)).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(className) });
  await expect(row).toContainText('商务谈判');
  const code = (await row.getByTestId('class-code').textContent())?.trim() ?? '';
  expect(code).toMatch(/^[ACDEFGHJKMNPQRTUVWXY34679]{6}$/);

  const context = await browser.newContext();
  const student = await context.newPage();
  await signIn(student, '13900000036');
  await student.getByRole('button', { name: '加入班级' }).click();
  await student.getByRole('dialog').getByLabel('班级码').fill(code);
  await student.getByRole('dialog').getByRole('button', { name: '加入', exact: true }).click();
  await expect(student.getByText(`已加入 ${className}`)).toBeVisible();
  await student.getByTestId('top-nav').getByText('实训', { exact: true }).click();
  await student.getByRole('combobox', { name: '选择班级' }).click();
  await student.locator('.ant-select-item-option', { hasText: className }).click();
  await expect(student.getByRole('heading', { name: '商务谈判' })).toBeVisible();
  const steps = student.getByTestId('course-step');
  await expect(steps.first()).not.toContainText('完成上一步骤的全部任务后解锁');
  await expect(steps.nth(1)).toContainText('完成上一步骤的全部任务后解锁');
  await context.close();

  // Back with the teacher: the student is in the class list.
  await page.reload();
  const classRow = page.getByRole('row', { name: new RegExp(className) });
  await expect(classRow.getByRole('cell', { name: '1', exact: true })).toBeVisible();
  await page
    .getByRole('row', { name: new RegExp(className) })
    .getByRole('button', { name: '学生管理' })
    .click();
  await expect(page.getByRole('cell', { name: '13900000036' })).toBeVisible();

  // Import from a spreadsheet: a bad row rejects the file and says which; a good file imports.
  const upload = page.locator('input[type=file]');
  await upload.setInputFiles({
    name: '名单.xlsx',
    mimeType: XLSX,
    buffer: await roster([
      [newMobile, '宋佳琪'],
      ['12345', '错号'],
    ]),
  });
  await expect(page.getByTestId('roster-errors')).toContainText('第 3 行：手机号格式不正确');
  await page.getByRole('button', { name: /知道了|OK/ }).click();
  await expect(page.getByRole('cell', { name: newMobile })).toHaveCount(0);
  await upload.setInputFiles({ name: '名单.xlsx', mimeType: XLSX, buffer: await roster([[newMobile, '宋佳琪']]) });
  await expect(page.getByText('已导入 1 名学生（新建账号 1 个）')).toBeVisible();
  await expect(page.getByRole('cell', { name: '宋佳琪' })).toBeVisible();
});

test('a teacher sets a class course from its card: steps all open, then the course ended for the student', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const tag = String(Date.now()).slice(-4);
  const className = `跨文化班-${tag}`;
  await signIn(page, '13800000003');
  await createClassWithStudent(page, className, '跨文化商务交际', '13900000036');

  // The course home: one card per class; its settings action opens that class's course settings.
  await page.getByTestId('top-nav').getByText('我的课程', { exact: true }).click();
  const card = page.getByTestId('course-card').filter({ hasText: className });
  await expect(card).toContainText('跨文化商务交际');
  await expect(card).toContainText('1 名学生');
  await card.getByRole('button', { name: '课程设置' }).click();
  await expect(page).toHaveURL(/\/teacher\/practicals\/courseSetting/);
  await expect(page.getByTestId('class-breadcrumb').getByText(className)).toBeVisible();
  await page.getByLabel('全部开放：学生可按任意顺序学习').check();
  await page.getByRole('button', { name: '保存设置' }).click();
  await expect(page.getByText('课程设置已保存')).toBeVisible();

  const context = await browser.newContext();
  const student = await context.newPage();
  await signIn(student, '13900000036');
  await student.goto('/student/practicals/index/practical');
  await student.getByRole('combobox', { name: '选择班级' }).click();
  await student.locator('.ant-select-item-option', { hasText: className }).click();
  await expect(student.getByText(/教师已开放全部步骤/)).toBeVisible();
  await expect(student.getByTestId('course-step').nth(1)).not.toContainText('完成上一步骤的全部任务后解锁');

  // Ending the course: asked first, then the student reads it but cannot work.
  await page.getByRole('button', { name: '结束课程' }).click();
  await confirmDialog(page);
  await expect(page.getByTestId('lesson-status')).toHaveText('已结课');
  await student.reload();
  await expect(student.getByText(/教师已结束本课程：可以查看课程内容/)).toBeVisible();
  await context.close();

  // The 4_118 button opens the current class's own course graph (knowledgeType 2).
  await page.getByTestId('graph-nav-button').click();
  await expect(page).toHaveURL(/\/sjjx\/knowledge_graph\/pro\?graph=cross-cultural/);
  await expect(page.getByText('跨文化商务交际（77）')).toBeVisible();

  // A card folds away and comes back from "hidden courses".
  await page.goto('/teacher/myCourse/index');
  await page.getByTestId('course-card').filter({ hasText: className }).getByRole('button', { name: '隐藏' }).click();
  await expect(page.getByText(/已隐藏，可在页面底部/)).toBeVisible();
  const hidden = page.getByTestId('hidden-courses');
  await hidden.getByText(/已隐藏的课程/).click();
  await hidden
    .getByTestId('course-card')
    .filter({ hasText: className })
    .getByRole('button', { name: '取消隐藏' })
    .click();
  await expect(page.getByText('已恢复显示')).toBeVisible();

  // Emily is one of the demo's four knowledge network map accounts.
  await page.getByTestId('network-map-button').click();
  const map = page.getByTestId('network-map');
  await expect(map.locator('canvas').first()).toBeVisible();
  await expect(map.getByText('商务谈判（135）')).toBeVisible();
});

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function roster(rows: string[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('学生名单');
  sheet.addRow(['手机号', '姓名']);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
