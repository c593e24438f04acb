import { expect, test } from './csp-guard';
import { createClassByApi, pickOption, signIn, signInByApi } from './helpers';

/*
 * Issue 18's journey through the pool into a built course, with this file's own accounts: teacher
 * 13800000024 (唐欣然, no seeded class: the journey makes one through the API with students
 * 13900000065 and 13900000066) searches the pool, previews a document and a listening exercise,
 * copies 外贸函电, adds the document from the pool through the PracticalSkills tab, publishes,
 * adds the listening from its preview (加入课程), gives the course to her class, and student 65
 * opens the document in its step. Each try names its course and class afresh.
 */
const TEACHER = '13800000024';
const STUDENT = '13900000065';
// Seeded platform materials (seed-resource-pool.ts): a PDF checklist and a listening recording.
const DOCUMENT = '信用证审核清单';
const LISTENING = '听力：修改订单的电话：Harbour Home calls Sunrise Textiles';

test('a teacher builds a course from a copy with a pool resource, publishes it to her class, and a student opens it', async ({
  browser,
  page,
  request,
}, testInfo) => {
  test.setTimeout(420_000);
  const suffix = `${Date.now().toString(36)}-${testInfo.retry}`;
  const className = `唐老师商务英语班 ${suffix}`;
  const courseName = `外贸函电（唐老师版 ${suffix}）`;
  // Her class first, through the API: the page's sign-in below ends that session.
  const token = await signInByApi(request, TEACHER);
  await createClassByApi(request, token, className, [STUDENT, '13900000066']);
  await signIn(page, TEACHER);

  // Search the pool and preview a document, page by page.
  await page.goto(`/resource_pool/search?resourceName=${encodeURIComponent(DOCUMENT)}`);
  await page.getByTestId('pool-card-title').filter({ hasText: DOCUMENT }).first().click();
  await expect(page).toHaveURL(/\/resource_pool\/material_preview\?resourceId=\d+$/);
  await expect(page.getByTestId('pool-document').getByText(/第 1 \/ \d+ 页/)).toBeVisible({ timeout: 120_000 });
  // And the listening exercise, played in place.
  await page.goto('/resource_pool/search?resourceName=Harbour+Home');
  await page.getByTestId('pool-card-title').filter({ hasText: LISTENING }).first().click();
  await expect(page.getByTestId('pool-audio')).toHaveAttribute('src', /\.mp3/);
  const listeningUrl = page.url();

  // A copy of 外贸函电, renamed.
  await page.goto('/teacher/intellectCourseCreate/index');
  await page.getByRole('button', { name: '复制平台课程' }).click();
  await page.getByRole('button', { name: '复制此课程 外贸函电', exact: true }).click();
  await expect(page.getByRole('heading', { name: '外贸函电（副本）' })).toBeVisible({ timeout: 30_000 });
  await page.getByLabel('课程名称（中文）').fill(courseName);
  await page.getByRole('button', { name: '保存课程信息' }).click();
  await expect(page.getByText('课程信息已保存')).toBeVisible();

  // The PracticalSkills tab: the document from the pool into the first step.
  await page.getByRole('tab', { name: '实训技能' }).click();
  const tab = page.getByTestId('tab-PracticalSkills');
  await tab.getByRole('button', { name: '从资源库添加' }).click();
  const picker = page.getByRole('dialog', { name: '从资源库添加实训技能' });
  // The kind's switch moves with a motion: under load a click can land before it takes; the badge
  // then says 素材资源 1 while the list stays on 学习资源. Click until it is the selected kind.
  const materials = picker.locator('.ant-segmented-item', { hasText: '素材资源' });
  await expect(async () => {
    await materials.click();
    await expect(materials).toHaveClass(/ant-segmented-item-selected/, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await picker.getByRole('searchbox', { name: '搜索资源库：标题、描述、正文' }).fill(DOCUMENT);
  await picker.getByRole('searchbox', { name: '搜索资源库：标题、描述、正文' }).press('Enter');
  await picker
    .locator('.ant-list-item', { hasText: DOCUMENT })
    .first()
    .getByRole('button', { name: /添\s*加/ })
    .click();
  await expect(picker).toBeHidden();
  const added = tab.locator('.ant-list-item', { hasText: DOCUMENT });
  await expect(added).toContainText('未保存');
  await expect(added).toContainText('学习资料');
  // Kept across a reload until saved.
  await page.reload();
  await expect(page.getByTestId('outline-state')).toHaveText('有未保存的修改', { timeout: 30_000 });
  await page.getByRole('tab', { name: '实训技能' }).click();
  await expect(tab.locator('.ant-list-item', { hasText: DOCUMENT })).toBeVisible();
  await page.getByRole('button', { name: '保存大纲' }).click();
  await expect(page.getByTestId('outline-state')).toHaveText('所有修改已保存');
  await expect(tab.locator('.ant-list-item', { hasText: DOCUMENT })).not.toContainText('未保存');
  await page.getByRole('button', { name: '发布' }).click();
  await expect(page.getByText('课程已发布，可以在班级的课程设置中选用')).toBeVisible();

  // 加入课程 from the listening's preview, into the same course.
  await page.goto(listeningUrl);
  await page.getByTestId('add-to-course').click();
  const addDialog = page.getByRole('dialog', { name: '加入我的课程' });
  await pickOption(page, addDialog.locator('.ant-select').first(), new RegExp(suffix));
  await addDialog.getByRole('button', { name: /加\s*入/ }).click();
  await expect(page.getByText('已加入课程')).toBeVisible();

  // Her class studies it.
  await page.goto('/teacher/teaching/classManage');
  const row = page.getByRole('row', { name: new RegExp(className) });
  await row.getByRole('button', { name: '设置课程' }).click();
  const dialog = page.getByRole('dialog', { name: new RegExp(className) });
  await pickOption(page, dialog.locator('.ant-select'), new RegExp(suffix));
  await dialog.getByRole('button', { name: /保\s*存|确\s*定/ }).click();
  await expect(row.getByText(courseName)).toBeVisible();

  // The student opens the step's document.
  const studentContext = await browser.newContext();
  const student = await studentContext.newPage();
  await signIn(student, STUDENT);
  await student.goto('/student/practicals');
  const classSelect = student.getByRole('combobox', { name: '选择班级' });
  await expect(classSelect).toBeVisible();
  if (!(await student.locator('.ant-select', { has: classSelect }).textContent())?.includes(className))
    await pickOption(student, student.locator('.ant-select', { has: classSelect }), className);
  await expect(student.getByRole('heading', { name: courseName })).toBeVisible({ timeout: 30_000 });
  await student.getByRole('button', { name: DOCUMENT }).first().click();
  const material = student.getByTestId('step-material');
  await expect(material.getByText(/第 1 \/ \d+ 页/)).toBeVisible({ timeout: 120_000 });
  await student.keyboard.press('Escape');
  await expect(student.getByRole('button', { name: LISTENING }).first()).toBeVisible();
  await studentContext.close();
});
