import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { signIn } from './helpers';

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
  await page.locator('.ant-select-item-option', { hasText: '商务谈判' }).click();
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

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function roster(rows: string[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('学生名单');
  sheet.addRow(['手机号', '姓名']);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
