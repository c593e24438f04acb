import type { Page } from '@playwright/test';
import { expect, test } from './csp-guard';
import { pickOption, signIn } from './helpers';

/*
 * Intelligent course creation (issue 18 item 5), with this file's own accounts: teacher
 * 13800000014 (林晓雯, class 2026级商务英语4班) copies 外贸函电 (its unit tests come with exam papers),
 * renames it, adds a chapter with a step and an activity, previews it as a student, publishes it and
 * gives it to her class; student
 * 13900000047 of that class opens it; manager 13700000005 sees it on teacher_building_courses.
 * Each try names its course afresh, so a retry finds its own.
 */

async function addChapterWithActivity(page: Page, chapter: { cn: string; en: string }): Promise<void> {
  await page.getByRole('button', { name: '添加章节' }).click();
  const card = page.getByTestId('outline-chapter').last();
  await card.getByLabel('章节标题 中文标题').fill(chapter.cn);
  await card.getByLabel('章节标题 英文标题').fill(chapter.en);
  await card.getByRole('button', { name: '添加步骤' }).click();
  await card.getByLabel('步骤标题 中文标题').last().fill('洽谈开场');
  await card.getByLabel('步骤标题 英文标题').last().fill('Opening the talk');
  await card.getByRole('button', { name: '添加活动' }).last().click();
  const picker = page.getByRole('dialog', { name: '选择实训' });
  await picker.getByRole('button', { name: '选择实训' }).first().click();
  await expect(picker).toBeHidden();
  await expect(card.locator('.ant-list-item')).toHaveCount(1);
}

test('a teacher copies 外贸函电, edits and publishes it to her class; the student opens it and the manager sees it', async ({
  browser,
  page,
}, testInfo) => {
  // Three accounts and a copied course of twelve chapters, every title editable: a long journey.
  test.setTimeout(360_000);
  const suffix = `${Date.now().toString(36)}-${testInfo.retry}`;
  const name = `外贸函电（林老师版 ${suffix}）`;
  const chapter = { cn: `展会洽谈 ${suffix}`, en: `Talks at the trade fair ${suffix}` };
  await signIn(page, '13800000014');
  await page.goto('/teacher/intellectCourseCreate/index');
  await expect(page.getByRole('heading', { name: '智能建课' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: '复制平台课程' }).click();
  await expect(page.getByRole('heading', { name: '选择要复制的课程' })).toBeVisible();
  await page.getByRole('button', { name: '复制此课程 外贸函电', exact: true }).click();
  await expect(page.getByRole('heading', { name: '外贸函电（副本）' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('复制自：外贸函电')).toBeVisible();
  const courseId = new URL(page.url()).searchParams.get('courseId');

  // The catalogue's unit tests came with exam papers of hers: the course's test preview shows them.
  await page.goto(`/sjjx/building_courses_preview/index/bu_cou_pre_subject_test?courseId=${courseId}`);
  const firstPaper = page.getByTestId('course-paper').first();
  await expect(firstPaper).toContainText('信函格式单元测验');
  await expect(firstPaper).toContainText(/\d+ 题 · 满分 \d+/);
  await expect(firstPaper.getByText('第 1 题')).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { name: '外贸函电（副本）' })).toBeVisible();

  // Rename it.
  await page.getByLabel('课程名称（中文）').fill(name);
  await page.getByRole('button', { name: '保存课程信息' }).click();
  await expect(page.getByText('课程信息已保存')).toBeVisible();

  // A chapter of her own with a step and an activity; the draft says it is unsaved until saved.
  await addChapterWithActivity(page, chapter);
  await expect(page.getByTestId('outline-state')).toHaveText('有未保存的修改');
  await page.getByRole('button', { name: '保存大纲' }).click();
  await expect(page.getByTestId('outline-state')).toHaveText('所有修改已保存');

  // Preview as a student.
  await page.getByRole('button', { name: '预览' }).click();
  await expect(page.getByRole('heading', { name: '学生视角预览' })).toBeVisible();
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.getByText(chapter.cn)).toBeVisible();
  await page.goBack();

  await page.getByRole('button', { name: '发布' }).click();
  await expect(page.getByText('课程已发布，可以在班级的课程设置中选用')).toBeVisible();

  // Give it to class 4.
  await page.goto('/teacher/teaching/classManage');
  const row = page.getByRole('row', { name: /2026级商务英语4班/ });
  await row.getByRole('button', { name: '设置课程' }).click();
  const dialog = page.getByRole('dialog', { name: /2026级商务英语4班/ });
  await pickOption(page, dialog.locator('.ant-select'), new RegExp(name.replace(/[()（）]/g, '.')));
  await dialog.getByRole('button', { name: /保\s*存|确\s*定/ }).click();
  await expect(row.getByText(name)).toBeVisible();

  // The student of class 4 opens it as any course.
  const studentContext = await browser.newContext();
  const student = await studentContext.newPage();
  await signIn(student, '13900000047');
  await student.goto('/student/practicals');
  await expect(student.getByText(name).first()).toBeVisible();
  await expect(student.getByText(chapter.cn)).toBeVisible();
  await studentContext.close();

  // The manager sees it with its teacher and class.
  const managerContext = await browser.newContext();
  const manager = await managerContext.newPage();
  await signIn(manager, '13700000005');
  await manager.goto('/manage/manage/teacher_building_courses');
  await expect(manager.getByRole('heading', { name: '教师建课' })).toBeVisible();
  const managed = manager.getByRole('row', { name: new RegExp(suffix) });
  await expect(managed.getByText('林晓雯')).toBeVisible();
  await expect(managed.getByText('已发布')).toBeVisible();
  await expect(managed.getByText('2026级商务英语4班')).toBeVisible();
  await managed.getByRole('link', { name: '预览' }).click();
  await expect(manager.getByText(chapter.cn)).toBeVisible();
  await managerContext.close();
});
