import { expect, test } from './csp-guard';
import { signIn } from './helpers';

test('a teacher opens the cross-cultural graph, zooms, and opens a level-3 topic’s details', async ({ page }) => {
  await signIn(page, '13800000099');
  await page.goto('/sjjx/knowledge_graph/index');
  await expect(page.getByRole('combobox', { name: '选择知识图谱' })).toBeVisible();
  await expect(page.getByText('跨文化商务交际（77）')).toBeVisible();
  await expect(page.locator('canvas').first()).toBeVisible();

  // Zoom stays within 40%-200% (part 1 §9).
  const zoom = page.getByTestId('knowledge-zoom');
  await expect(zoom).toHaveText('100%');
  for (let i = 0; i < 6; i++) await page.getByRole('button', { name: '放大' }).click({ force: true });
  await expect(zoom).toHaveText('200%');
  await expect(page.getByRole('button', { name: '放大' })).toBeDisabled();
  for (let i = 0; i < 9; i++) await page.getByRole('button', { name: '缩小' }).click({ force: true });
  await expect(zoom).toHaveText('40%');

  await page.getByRole('combobox', { name: '搜索知识点' }).fill('高语境');
  await page.getByTitle('高语境与低语境文化').click();
  const details = page.getByRole('dialog');
  await expect(details).toContainText('高语境与低语境文化');
  await expect(details).toContainText('理解文化差异');
  await expect(details).toContainText('难度系数 1');
  await expect(details).toContainText('综合目标（阅读与写作）');
});

test('the same viewer answers the graph routes and switches graphs', async ({ page }) => {
  await signIn(page, '13800000099');
  await page.goto('/teacher/myCourse/knowledgeGraph?graph=trade-documents');
  await expect(page.getByText('外贸单证（102）')).toBeVisible();
  await page.goto('/sjjx/knowledge_graph/pro?graph=correspondence');
  await expect(page.getByText(/（120）/)).toBeVisible();
});
