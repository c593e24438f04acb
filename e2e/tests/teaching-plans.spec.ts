import type { Page } from '@playwright/test';
import JSZip from 'jszip';
import { expect, test } from './csp-guard';
import { pickOption, signIn } from './helpers';

/*
 * Teaching plans, teacher teaching and the school information (issue 17), with this file's own
 * accounts: teacher 13800000012 (吴静怡, no class) writes a plan (a unique title per try) with a
 * .docx built here, the manager 13700000003 finds and opens it on teachingPlan, reads what teacher
 * 13800000001 teaches (the seeded history class 2025级商务英语3班 and its tasks; read only) and opens
 * the school information. Nothing here changes the school's name or anything another journey reads.
 */

/** A Word document as Word writes its least: content types and the document part. */
async function planDocx(text: string): Promise<Buffer> {
  const zip = new JSZip();
  zip.file(
    '[Content_Types].xml',
    '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  );
  zip.file(
    'word/document.xml',
    `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:body></w:document>`,
  );
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

/** Opens a manager page by its address: the menu may fold late entries under "…" when it is full. */
async function openManagePage(page: Page, path: string, heading: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: heading })).toBeVisible();
}

test('a teacher writes a plan with a Word document, and the manager finds and opens it', async ({
  browser,
  page,
}, testInfo) => {
  const title = `外贸函电 2026 秋季教学计划 ${Date.now().toString(36)}-${testInfo.retry}`;
  await signIn(page, '13800000012');
  await page.goto('/teacher/teaching/courseSetting');
  await page.getByTestId('teaching-plan-entry').click();
  await expect(page.getByRole('heading', { name: '我的教学计划' })).toBeVisible();
  await page.getByRole('button', { name: '新建教学计划' }).click();
  const dialog = page.getByRole('dialog', { name: '新建教学计划' });
  // Neither text nor a document: the form says one is needed, as the server would.
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog.getByText('请填写教学计划标题')).toBeVisible();
  await expect(dialog.getByText('请填写计划正文或上传计划文件（至少一项）')).toBeVisible();
  // A teacher without a class yet chooses the course the plan is for.
  await pickOption(page, dialog.locator('.ant-select', { has: page.getByLabel('课程') }), /^外贸函电$/);
  await dialog.locator('#plan_title').fill(title);
  await dialog.getByRole('textbox', { name: '计划正文' }).click();
  await page.keyboard.type('Weeks 1-4: enquiries and offers. Weeks 5-8: counter-offers and orders.');
  await dialog.locator('input[type=file]').setInputFiles({
    name: '外贸函电教学计划.docx',
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    buffer: await planDocx('Foreign trade correspondence: term plan'),
  });
  await expect(dialog.getByTestId('plan-file-link')).toHaveText(/外贸函电教学计划\.docx/);
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(title, { exact: true })).toBeVisible();

  const managerContext = await browser.newContext();
  const manager = await managerContext.newPage();
  await signIn(manager, '13700000003');
  await openManagePage(manager, '/manage/manage/teachingPlan', '教学计划');
  await manager.getByText(title, { exact: true }).click();
  const view = manager.getByTestId('plan-view');
  await expect(view.getByText('吴静怡')).toBeVisible();
  await expect(view.getByText('Weeks 1-4: enquiries and offers.', { exact: false })).toBeVisible();
  const file = view.getByRole('link', { name: /外贸函电教学计划\.docx/ });
  await expect(file).toHaveAttribute('href', /\.docx\?exp=\d+&sig=/);
  const served = await manager.request.get((await file.getAttribute('href')) ?? '');
  expect(served.status()).toBe(200);
  await managerContext.close();
});

test('the manager reads what a teacher teaches, and the school information', async ({ page }) => {
  await signIn(page, '13700000003');
  await openManagePage(page, '/manage/manage/teacher_teaching', '教师教学');
  await page.getByRole('combobox', { name: '选择教师' }).click();
  await page.keyboard.type('13800000001');
  await page.locator('.ant-select-item-option', { hasText: '13800000001' }).click();
  await expect(page).toHaveURL(/teacherId=\d+/);
  const tasks = page.getByRole('tabpanel');
  await expect(tasks.getByText('2025级商务英语3班').first()).toBeVisible();
  await page.getByRole('tab', { name: '学生分析' }).click();
  await expect(page.getByRole('tabpanel').getByText('2025级商务英语3班')).toBeVisible();
  await page.getByRole('tab', { name: '班级与课程设置' }).click();
  await expect(page.getByRole('columnheader', { name: '成绩权重' })).toBeVisible();

  await openManagePage(page, '/manage/information', '学校信息');
  const info = page.getByTestId('school-information');
  await expect(info.getByText('示范外国语学校', { exact: true })).toBeVisible();
  await expect(info.getByText('Asia/Shanghai')).toBeVisible();
  await expect(page.getByText('学校简介')).toBeVisible();
});
