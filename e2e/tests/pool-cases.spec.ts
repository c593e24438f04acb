/*
 * The pool's second phase (issue 18 items 1, 3, 4), as teacher 13800000025 (Sophie Turner, no
 * class): she copies a platform training into her own and edits a question of the copy, opens
 * 资源管理 from the navigation (the space used shown), edits the copy's title and shares it; then she opens an interactive case and a comprehensive
 * case in the pool and tries them as a student would, nothing recorded (the try-out notice, answers
 * kept across a reload in the browser only).
 */
import type { Page } from '@playwright/test';
import { expect, test } from './csp-guard';
import { callApi, signIn } from './helpers';

const TEACHER = '13800000025';

interface Row {
  resourceId: number;
  title: string;
  trainingKind: string | null;
}

/** The first platform training of a kind, found by its title's prefix through the pool's search. */
async function firstOfKind(page: Page, kind: string, keyword: string, type: number): Promise<Row> {
  const token = (await page.context().cookies()).find((c) => c.name === 'lingua.token')?.value ?? '';
  const found = await callApi<{ list: Row[] }>(
    page.request,
    '/openApi/resourcePool/search',
    { resourceName: keyword, resourceTopLevelType: type, scope: 'platform', pageNum: 1, pageSize: 20 },
    token,
  );
  const row = found.list.find((r) => r.trainingKind === kind);
  if (!row) throw new Error(`no ${kind} training in the pool`);
  return row;
}

test('a teacher manages her resources and tries the pool cases as a student', async ({ page }) => {
  await signIn(page, TEACHER);

  // Copy a platform training (a comprehensive case) into her own version.
  const multiple = await firstOfKind(page, 'multiple', '综合案例', 4);
  await page.goto(`/resource_pool/case_preview?resourceId=${multiple.resourceId}`);
  await expect(page.getByText(multiple.title).first()).toBeVisible();
  await page.getByTestId('pool-copy').click();
  await expect(page).not.toHaveURL(new RegExp(`resourceId=${multiple.resourceId}$`));
  await expect(page.getByText(`${multiple.title} (副本)`).first()).toBeVisible();

  // Edit the copy's first question: its text and an option, through the question type's editor.
  await page.getByTestId('pool-edit-questions').click();
  const drawer = page.getByRole('dialog', { name: '编辑题目' });
  const stem = drawer.getByLabel('题干').first();
  await expect(stem).not.toHaveValue('');
  await stem.fill('Which preparations must be finished <bl>before</bl> the fair? Choose <bl>all</bl> that apply.');
  await drawer.getByLabel('选项 A').first().fill('Invite existing buyers and new target buyers to visit the stand');
  await drawer.getByTestId('save-question').first().click();
  await expect(page.getByText('已保存')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByText('Invite existing buyers and new target buyers').first()).toBeVisible();

  // 资源管理 from the teacher's navigation: the space used, and the copy under 我的实训.
  await page.goto('/teacher/myCourse/index');
  await page.getByTestId('top-nav').getByText('资源管理', { exact: true }).click();
  await expect(page).toHaveURL(/\/teacher\/resourseManage\?tab=1/);
  await expect(page.getByTestId('pool-space')).toContainText('个人：已用');
  await page.getByRole('tab', { name: '我的实训' }).click();
  await expect(page).toHaveURL(/tab=2/);
  const card = page.getByTestId('pool-card').filter({ hasText: '(副本)' }).first();
  await expect(card).toContainText('仅自己可见');

  // Edit its title and share it with the school.
  await card.getByRole('button', { name: '编辑' }).click();
  const dialog = page.getByRole('dialog');
  const title = dialog.getByLabel('标题');
  await title.fill('Our class version: the comprehensive trade case');
  await dialog.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page.getByText('已保存')).toBeVisible();
  const edited = page.getByTestId('pool-card').filter({ hasText: 'Our class version' });
  await expect(edited).toBeVisible();
  await edited.getByRole('button', { name: '共享' }).click();
  await expect(page.getByText('已共享给本校教师')).toBeVisible();
  await page.getByRole('tab', { name: '我的共享' }).click();
  await expect(page.getByTestId('pool-card').filter({ hasText: 'Our class version' })).toContainText('已共享');

  // Try an interactive case as a student team would: nothing recorded, the answer kept in the browser.
  const interaction = await firstOfKind(page, 'interaction', '互动实训', 4);
  await page.goto(`/resource_pool/case_preview?resourceId=${interaction.resourceId}`);
  await page.getByTestId('pool-try-out').click();
  await expect(page).toHaveURL(/\/resource_pool\/case_interaction_answer\?resourceId=/);
  await expect(page.getByTestId('try-notice')).toContainText('不会提交或记录成绩');
  const stage = page.getByTestId('try-stage').first();
  await stage.getByRole('textbox').fill('We propose a 5% discount for an order of 2,000 units, shipped FOB Ningbo.');
  await page.reload();
  await expect(page.getByTestId('try-stage').first().getByRole('textbox')).toHaveValue(/5% discount/);

  // Try a comprehensive case: its task list, then one link's tasks answered.
  await page.goto(`/resource_pool/case_preview?resourceId=${multiple.resourceId}`);
  await page.getByTestId('pool-try-out').click();
  await expect(page).toHaveURL(/\/resource_pool\/case_comprehensive_task\?resourceId=/);
  await expect(page.getByTestId('try-notice')).toBeVisible();
  const links = page.getByTestId('try-link');
  await expect(links.first()).toContainText('已作答 0/');
  await page.getByTestId('try-start-link').first().click();
  await expect(page).toHaveURL(/\/resource_pool\/case_comprehensive_Answer\?resourceId=\d+&link=0/);
  const task = page.getByTestId('try-task').first();
  await expect(task).toBeVisible();
  const box = task.getByRole('textbox').first();
  if (await box.count()) await box.fill('Confirm the order by letter and ask for the L/C within ten days.');
  else await task.getByRole('checkbox').or(task.getByRole('radio')).first().check();
  await page.getByRole('button', { name: '返回任务列表' }).last().click();
  await expect(page.getByTestId('try-link').first()).not.toContainText('已作答 0/');
});
