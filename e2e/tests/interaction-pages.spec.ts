import { expect, test } from './csp-guard';
import { callApi, createClassByApi, pickOption, signIn, signInByApi } from './helpers';

/*
 * The teacher's pages of interactive training and comprehensive cases in the practice-teaching,
 * course-builder and workplace-skills areas (issue 16; part 2 §2.6, §2.8): teacher 13800000021
 * (no seeded class) makes a class through the API, previews a scenario, creates an activity in
 * the browser from /sjjx/tea/pra_teaching/interactionCase, finds it on its group and group-view
 * pages, reads the empty histories, and opens a comprehensive case from mutiple-case-list and
 * the builder's preview.
 */
const TEACHER = '13800000021';

test('the practice-teaching area runs the interactive training and shows the comprehensive cases', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const token = await signInByApi(request, TEACHER);
  const className = `2026级商务英语综合实训班 ${Date.now() % 10_000}`;
  const classId = await createClassByApi(request, token, className, []);
  const scenarios = await callApi<{ trainingId: number; title: string }[]>(
    request,
    '/openApi/teacher/interaction/scenarios',
    {},
    token,
  );
  const fair = scenarios.find((s) => s.title.includes('广交会'));
  if (!fair) throw new Error('the Canton Fair scenario is not seeded');
  // The API's session ends when the browser signs in (one session per account): ask first.
  const cases = await callApi<{ trainingId: number; title: string }[]>(
    request,
    '/openApi/teacher/training/comprehensiveCases',
    { classId },
    token,
  );
  const first = cases[0];
  if (!first) throw new Error('no comprehensive case is seeded');
  await signIn(page, TEACHER);

  // The scenario preview: the stages with their notes and the suggested rubric (also the builder's).
  for (const path of [
    '/sjjx/tea/interactive_training_preview',
    '/sjjx/building_courses_preview/index/bu_cou_pre_interaction_case',
  ]) {
    await page.goto(`${path}?trainingId=${fair.trainingId}`);
    await expect(page.getByTestId('scenario-preview')).toContainText(fair.title);
    await expect(page.getByTestId('preview-stages').locator('.ant-list-item')).toHaveCount(3);
    await expect(page.getByTestId('scenario-preview')).toContainText('建议评分项');
  }

  // The class has no activity yet; the teacher creates one here and lands on its teams.
  await page.goto('/sjjx/tea/pra_teaching/interactionCase');
  const list = page.getByTestId('interaction-teacher-list');
  await expect(list).toContainText('本班还没有互动实训');
  await page.getByRole('button', { name: '新建互动实训' }).click();
  const dialog = page.getByRole('dialog');
  await pickOption(page, dialog.locator('.ant-select').first(), fair.title);
  await expect(dialog.getByLabel('活动名称')).toHaveValue(fair.title);
  await dialog.getByLabel('活动名称').fill('广交会展位接待（第二轮）');
  await dialog.getByRole('button', { name: '创建' }).click();
  await expect(page).toHaveURL(/\/sjjx\/tea\/interactive_training_group\?activityId=\d+/);
  const activityId = Number(new URL(page.url()).searchParams.get('activityId'));
  await expect(page.getByTestId('interaction-teacher-activity')).toContainText('广交会展位接待（第二轮）');
  await expect(page.getByTestId('save-teams')).toBeVisible();
  // Tabs keep the area: the report of a forming activity says it is not published yet.
  await page.getByRole('tab', { name: '报告' }).click();
  await expect(page).toHaveURL(new RegExp(`/sjjx/tea/interactive_training_report\\?activityId=${activityId}`));
  await expect(page.getByTestId('activity-report')).toContainText('成绩尚未发布');
  await page.goto(`/sjjx/tea/interactive_training_group_view?activityId=${activityId}`);
  await expect(page.getByText('还没有小组')).toBeVisible();
  await expect(page.getByTestId('save-teams')).toHaveCount(0);

  // The histories of a class with nothing published yet.
  await page.goto('/sjjx/tea/interactive_training_person_score_history');
  await expect(page.getByTestId('person-score-history')).toContainText('还没有已发布的成绩');
  await page.goto('/teacher/practicals/interactionHistory');
  await expect(page.getByTestId('team-score-history')).toContainText('还没有已发布的成绩');

  // Comprehensive cases in the workplace-skills area: the class's cases, one case in detail.
  await page.goto(`/wskills-tea/mutiple-case-list?classId=${classId}`);
  await expect(page.getByText(first.title)).toBeVisible();
  for (const path of [
    '/wskills-tea/mutiple-case-detail',
    '/sjjx/building_courses_preview/index/bu_cou_pre_multiple_case',
  ]) {
    await page.goto(`${path}?trainingId=${first.trainingId}`);
    await expect(page.getByTestId('preview-question').first()).toBeVisible();
  }
});
