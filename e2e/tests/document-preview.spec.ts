import { expect, test } from './csp-guard';
import { callApi, createClassByApi, signIn, signInByApi } from './helpers';

// Accounts of this file only: teacher 13800000015 and student 13900000046 (seeded in no class).
const TEACHER = '13800000015';
const STUDENT = '13900000046';

/**
 * A 3-page .docx of a business-English unit, written byte by byte by the server tests' helpers.
 * Imported by a path the compiler does not follow (the e2e project's rootDir is e2e/); Playwright
 * loads the TypeScript itself.
 */
async function inquiryUnitDocx(): Promise<Buffer> {
  const test = '../../apps/server/src/test';
  const { docxOf } = (await import(`${test}/office-files.ts`)) as { docxOf: (pages: unknown) => Buffer };
  const { INQUIRY_UNIT } = (await import(`${test}/fixtures/business-documents.ts`)) as { INQUIRY_UNIT: unknown };
  return docxOf(INQUIRY_UNIT);
}

test('a student previews a task’s .docx attachment page by page, on a desktop and a phone', async ({
  page,
  request,
}) => {
  // LibreOffice's conversion takes seconds on a quiet machine, most of a minute on a loaded one.
  test.setTimeout(240_000);
  const token = await signInByApi(request, TEACHER);
  const classId = await createClassByApi(request, token, `询价信班-${String(Date.now()).slice(-5)}`, [STUDENT]);
  const upload = await request.post('/openApi/overall/upload', {
    headers: { token },
    multipart: {
      fileWorkType: '31',
      file: { name: 'inquiry.docx', mimeType: 'application/octet-stream', buffer: await inquiryUnitDocx() },
    },
  });
  const { filePath } = ((await upload.json()) as { data: { filePath: string } }).data;
  const { taskId } = await callApi<{ taskId: number }>(
    request,
    '/openApi/teacher/task/create',
    {
      title: 'Reply to an inquiry 回复询价信',
      taskType: 'writing',
      uploadRule: 'optional',
      fileGroups: ['document'],
      maxFileMb: 5,
      fullMark: 100,
      deadline: new Date(Date.now() + 86_400_000).toISOString(),
      classIds: [classId],
      attachments: [{ name: 'Unit 3 询价信.docx', url: filePath }],
    },
    token,
  );

  await signIn(page, STUDENT);
  await page.goto(`/student/teaching/taskAnswer?taskId=${taskId}&classId=${classId}`);
  await expect(page.getByRole('link', { name: 'Unit 3 询价信.docx' })).toBeVisible();
  await page.getByRole('button', { name: '预览' }).click();
  const dialog = page.getByRole('dialog', { name: /预览：Unit 3 询价信\.docx/ });
  await expect(dialog).toBeVisible();
  // Queued or converting first, then the pages with the counter and both downloads.
  await expect(dialog.getByText('第 1 / 3 页')).toBeVisible({ timeout: 200_000 });
  await expect(dialog.getByRole('img', { name: /^第 \d 页$/ })).toHaveCount(3);
  await expect(dialog.getByRole('img', { name: '第 1 页' })).toBeVisible();
  await expect(dialog.getByRole('link', { name: /下载 PDF/ })).toHaveAttribute(
    'href',
    /\.docx\.pages\/document\.pdf\?exp=\d+&sig=/,
  );
  await expect(dialog.getByRole('link', { name: /下载原文件/ })).toHaveAttribute('href', /\.docx\?exp=\d+&sig=/);
  // The last page in view moves the counter.
  await dialog.getByRole('img', { name: '第 3 页' }).scrollIntoViewIfNeeded();
  await expect(dialog.getByText('第 3 / 3 页')).toBeVisible();

  // On a phone: the page fits the screen's width, nothing wider than the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  const first = await dialog.getByRole('img', { name: '第 1 页' }).boundingBox();
  expect(first?.width ?? 0).toBeGreaterThan(250);
  expect((first?.x ?? 0) + (first?.width ?? 0)).toBeLessThanOrEqual(390);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
