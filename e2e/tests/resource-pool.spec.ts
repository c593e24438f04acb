import { expect, test } from './csp-guard';
import { signIn } from './helpers';
import { makePng } from './png';

// Accounts of this file only: teacher 13800000013 and student 13900000045.
const TEACHER = '13800000013';
const STUDENT = '13900000045';
// Seeded platform resources (seed-resource-pool.ts): a listening recording and a business document.
const LISTENING = '听力：修改订单的电话：Harbour Home calls Sunrise Textiles';
const CONTRACT = '销售合同模板';

test('a student who enters the resource library lands on no_authority, with a way back', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, STUDENT);
  await page.goto('/platform_list');
  await page.getByTestId('platform-resource_library').click();
  await expect(page).toHaveURL(/\/resource_pool\/no_authority$/);
  await expect(page.getByRole('heading', { name: '暂无权限访问资源库' })).toBeVisible();
  // Any pool page sends a student there; the spec's second address says the same.
  await page.goto('/resource_pool/material_resources');
  await expect(page).toHaveURL(/\/resource_pool\/no_authority$/);
  await page.goto('/jxzyk/no_authority');
  await expect(page.getByTestId('pool-no-authority')).toBeVisible();
  await page.getByRole('button', { name: '返回我的首页' }).click();
  await expect(page).toHaveURL(/\/student\/teaching\/index$/);
});

test('a teacher searches, filters, previews, uploads, shares and favourites in the pool', async ({ page }) => {
  test.setTimeout(300_000);
  await signIn(page, TEACHER);

  // From the platform chooser to the pool's home: its navigation, counts and newest.
  await page.goto('/platform_list');
  await page.getByTestId('platform-resource_library').click();
  await expect(page).toHaveURL(/\/resource_pool\/home$/);
  const nav = page.getByTestId('pool-nav');
  for (const name of ['首页', '学习资源', '实训资源', '案例资源', '素材资源', '题库资源', '个人中心'])
    await expect(nav.getByRole('menuitem', { name })).toBeVisible();
  await expect(page.getByTestId('pool-kind-counts')).toContainText('素材资源');
  await expect(page.getByTestId('pool-newest').locator('.ant-list-item').first()).toBeVisible();

  // Search in English on Enter: the transcript of the listening matches.
  const search = page.getByTestId('pool-search').getByRole('searchbox');
  await search.fill('proforma invoice');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/resource_pool\/search\?resourceName=proforma\+invoice$/);
  await expect(page.getByTestId('pool-crumb')).toContainText('搜索');
  await expect(page.getByTestId('pool-crumb')).toContainText('搜索结果');
  await expect(page.getByTestId('pool-card-title').filter({ hasText: LISTENING })).toBeVisible();

  // In Chinese with the button.
  await search.fill('销售合同');
  await page.getByTestId('pool-search').getByRole('button', { name: '搜索' }).click();
  await expect(page).toHaveURL(/resourceName=%E9%94%80%E5%94%AE%E5%90%88%E5%90%8C/);
  await expect(page.getByTestId('pool-card-title').filter({ hasText: CONTRACT })).toBeVisible();

  // A facet narrows the results: materials only, and every card is a material.
  await page.getByTestId('facet-kinds').getByTestId('facet-value').filter({ hasText: '素材资源' }).click();
  await expect(page).toHaveURL(/type=5/);
  await expect(page.getByTestId('facet-kinds').locator('.ant-tag-checkable-checked')).toContainText('素材资源');
  // Asked of the list as it is now, not of the cards at one moment: the unfiltered list can still
  // be on screen for a moment after the click.
  await expect(page.getByTestId('pool-card').first()).toBeVisible();
  await expect(page.getByTestId('pool-card').filter({ hasNotText: '素材资源' })).toHaveCount(0);

  // The materials list: audio only, then page 2; a preview and back keeps page 2.
  await nav.getByRole('menuitem', { name: '素材资源' }).click();
  await expect(page).toHaveURL(/\/resource_pool\/material_resources$/);
  await page.getByRole('combobox', { name: '素材类型' }).click();
  await page.locator('.ant-select-item-option', { hasText: '音频' }).click();
  await expect(page).toHaveURL(/mediaType=audio/);
  // The newest materials are documents: an audio card first is the filtered list.
  await expect(page.getByTestId('pool-card').first()).toContainText('音频');
  await page.locator('.ant-pagination-item-2').click();
  await expect(page).toHaveURL(/mediaType=audio&page=2/);
  // The pager follows the rows it shows: page 2's rows are in once it says 2.
  await expect(page.locator('.ant-pagination-item-active')).toHaveText('2');
  const secondPageFirst = await page.getByTestId('pool-card-title').first().textContent();
  await page.getByTestId('pool-card-title').first().click();
  await expect(page).toHaveURL(/\/resource_pool\/material_preview\?resourceId=\d+$/);
  await expect(page.getByTestId('pool-audio')).toBeVisible();
  await page.getByTestId('pool-preview-back').click();
  await expect(page).toHaveURL(/\/resource_pool\/material_resources\?mediaType=audio&page=2$/);
  await expect(page.locator('.ant-pagination-item-active')).toHaveText('2');
  await expect(page.getByTestId('pool-card-title').first()).toHaveText(secondPageFirst ?? '');

  // A listening (audio) material plays in place.
  await page.getByRole('searchbox', { name: '关键词' }).fill('Harbour Home');
  await page.getByRole('searchbox', { name: '关键词' }).press('Enter');
  await page.getByTestId('pool-card-title').filter({ hasText: LISTENING }).click();
  const audio = page.getByTestId('pool-audio');
  await expect(audio).toHaveAttribute('src', /\.mp3/);
  await expect.poll(() => audio.evaluate((el: HTMLAudioElement) => el.readyState)).toBeGreaterThan(0);
  await expect(page.getByText('Please send me a revised proforma invoice today', { exact: false })).toBeVisible();
  // Favourite it from the preview.
  await page.getByRole('button', { name: '收藏' }).click();
  await expect(page.getByText('已收藏')).toBeVisible();
  await expect(page.getByRole('button', { name: '取消收藏' })).toBeVisible();

  // A document, page by page (a PDF: its pages are drawn on the server the first time). The list
  // comes back as it was left (audio, "Harbour Home"): reset it first.
  await nav.getByRole('menuitem', { name: '素材资源' }).click();
  await expect(page).toHaveURL(/mediaType=audio/);
  await page.getByRole('button', { name: '重置' }).click();
  await expect(page).toHaveURL(/\/resource_pool\/material_resources$/);
  await page.getByRole('searchbox', { name: '关键词' }).fill('信用证审核清单');
  await page.getByRole('searchbox', { name: '关键词' }).press('Enter');
  await page.getByTestId('pool-card-title').filter({ hasText: '信用证审核清单' }).first().click();
  const documentView = page.getByTestId('pool-document');
  await expect(documentView.getByText(/第 1 \/ \d+ 页/)).toBeVisible({ timeout: 120_000 });
  await expect(documentView.getByRole('img', { name: '第 1 页' })).toBeVisible();
  await expect(documentView.getByRole('link', { name: /下载 PDF/ })).toBeVisible();

  // A practical training, as the student sees it.
  await nav.getByRole('menuitem', { name: '实训资源' }).click();
  await expect(page).toHaveURL(/\/resource_pool\/practical_resources$/);
  await page.getByTestId('pool-card-title').first().click();
  await expect(page).toHaveURL(/\/resource_pool\/practical_preview\?resourceId=\d+$/);
  await expect(page.getByTestId('preview-question').first()).toBeVisible();
  await expect(page.getByRole('switch', { name: '显示答案' })).toBeVisible();

  // Upload a small picture: space first, the suffix groups, then it is found in the personal centre.
  const title = `询盘回复示意图 ${String(Date.now()).slice(-5)}`;
  await nav.getByRole('menuitem', { name: '素材资源' }).click();
  await page.getByRole('button', { name: '上传素材' }).click();
  const dialog = page.getByRole('dialog', { name: '上传素材' });
  await expect(dialog.getByTestId('pool-space')).toContainText('学校：已用');
  await expect(dialog.getByTestId('pool-suffix-groups')).toContainText('mp3');
  // A text behind a picture's suffix: the server refuses it on the file, and what was typed stays.
  const fileInput = dialog.locator('input[type=file]');
  await fileInput.setInputFiles({
    name: 'enquiry-reply.png',
    mimeType: 'image/png',
    buffer: Buffer.from('not a picture'),
  });
  await expect(dialog.getByTestId('pool-upload-file')).toContainText('enquiry-reply.png');
  await expect(dialog.getByLabel('标题')).toHaveValue('enquiry-reply');
  await dialog.getByLabel('标题').fill(title);
  await dialog.getByLabel('描述').fill('回复客户询盘的邮件结构图：感谢、报价、交期、付款方式。');
  await dialog.getByRole('button', { name: '上传' }).click();
  // The server's own message (its content check), under the file.
  const refusal = dialog.getByText('文件类型不支持');
  await expect(refusal).toBeVisible();
  await expect(dialog.getByLabel('标题')).toHaveValue(title);
  await expect(dialog.getByLabel('描述')).toHaveValue(/回复客户询盘/);
  // The real picture goes through.
  await fileInput.setInputFiles({ name: 'enquiry-reply.png', mimeType: 'image/png', buffer: makePng(64, 48) });
  await expect(refusal).toHaveCount(0);
  await dialog.getByRole('button', { name: '上传' }).click();
  await expect(page.getByText('素材已上传')).toBeVisible();
  await expect(dialog).toBeHidden();

  await nav.getByRole('menuitem', { name: '个人中心' }).click();
  const mine = page.getByTestId('pool-card').filter({ hasText: title });
  await expect(mine).toBeVisible();
  await expect(mine).toContainText('仅自己可见');
  await mine.getByRole('button', { name: '共享' }).click();
  await expect(page.getByText('已共享给本校教师')).toBeVisible();
  await expect(mine).toContainText('已共享');
  await page.getByRole('tab', { name: '我的共享' }).click();
  await expect(page.getByTestId('pool-card').filter({ hasText: title })).toBeVisible();
  await page.getByRole('tab', { name: '我的收藏' }).click();
  await expect(page.getByTestId('pool-card').filter({ hasText: LISTENING })).toBeVisible();
  // The uploaded picture previews as an image.
  await page.getByRole('tab', { name: '我的上传' }).click();
  await mine.getByTestId('pool-card-title').click();
  await expect(page.getByTestId('pool-image')).toBeVisible();
  await expect.poll(() => page.getByTestId('pool-image').evaluate((el: HTMLImageElement) => el.naturalWidth)).toBe(64);
});
