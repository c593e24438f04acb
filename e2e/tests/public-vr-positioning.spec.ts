import type { Page } from '@playwright/test';
import { expectAccessible } from './axe';
import { expect, test } from './csp-guard';

/*
 * The public VR tour (/zyzvr) and image positioning (/img_positioning), issue 20, signed out (no
 * account): a visitor chooses the container terminal, opens hotspots by a marker and by the
 * keyboard, reads the English and the Chinese (no reading aloud signed out, and the page says why);
 * then finds the items of the commercial invoice by clicking, by the keyboard, a wrong area and a
 * place outside every area, and gets the score; on a phone (390 x 844) the tour and the floor plan
 * work by touch without the page scrolling sideways. Screenshots at both sizes go to the test's
 * output folder.
 */
const TERMINAL = '集装箱码头：装运单据';

async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** Answers the current item by choosing an area of the picture (a click or a tap at its centre), and reads the verdict. */
async function choose(page: Page, zone: string, how: 'click' | 'tap' = 'click') {
  const area = page.locator(`[data-zone="${zone}"]`);
  if (how === 'tap') await area.tap();
  else await area.click();
  return page.getByTestId('positioning-feedback');
}

test('a visitor tours the VR scenes without signing in', async ({ page }, testInfo) => {
  await page.goto('/zyzvr');
  await expect(page.getByRole('heading', { name: 'VR 商务场景漫游' })).toBeVisible();
  const scenes = page.getByTestId('vr-tour-scene');
  await expect(scenes).toHaveCount(3);
  await expect(scenes.first()).toHaveAttribute('aria-pressed', 'true');
  await scenes.filter({ hasText: TERMINAL }).click();
  await expect(page).toHaveURL(/\/zyzvr\?scene=\d+$/);
  await expect(scenes.filter({ hasText: TERMINAL })).toHaveAttribute('aria-pressed', 'true');

  const view = page.getByTestId('vr-view');
  await expect(view).toHaveAttribute('data-ready', 'true', { timeout: 60_000 });
  await expect(page.getByTestId('vr-hotspot-button')).toHaveCount(4);
  // The container stack is ahead: its marker opens it.
  await view.getByTestId('vr-marker').filter({ hasText: /^1$/ }).click();
  const reader = page.getByTestId('vr-hotspot-reader');
  await expect(reader.getByTestId('vr-hotspot-title')).toHaveText('Container stack · 集装箱堆场');
  await expect(reader.getByTestId('vr-hotspot-english')).toContainText('full container load');
  await expect(reader.getByTestId('vr-hotspot-chinese')).toBeVisible();
  // Signed out there is no reading aloud, and the page says why.
  await expect(reader.getByRole('button', { name: /朗读这一句/ })).toHaveCount(0);
  await expect(page.getByTestId('vr-tour-sign-in-note')).toContainText('仅向登录用户开放');
  await expectAccessible(page, '/zyzvr');

  // The keyboard: the list opens a hotspot; the focused view turns with the arrow keys.
  await page.getByTestId('vr-hotspot-button').filter({ hasText: '海关查验口' }).focus();
  await page.keyboard.press('Enter');
  await expect(reader.getByTestId('vr-hotspot-english')).toContainText('export declaration');
  await view.focus();
  await page.keyboard.press('ArrowLeft');
  await page.waitForTimeout(800);
  await page.screenshot({ path: testInfo.outputPath('zyzvr-1440.png') });

  // A link keeps the scene; a phone tours it too.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(scenes.filter({ hasText: TERMINAL })).toHaveAttribute('aria-pressed', 'true');
  await expect(view).toHaveAttribute('data-ready', 'true', { timeout: 60_000 });
  await page.getByTestId('vr-hotspot-button').filter({ hasText: '船公司办公室' }).click();
  await expect(reader.getByTestId('vr-hotspot-english')).toContainText('clean on board ocean bills of lading');
  await noSidewaysScroll(page);
  await page.screenshot({ path: testInfo.outputPath('zyzvr-390.png'), fullPage: true });
});

test('a visitor finds the items of a commercial invoice and gets the score', async ({ page }, testInfo) => {
  await page.goto('/img_positioning');
  await expect(page.getByRole('heading', { name: '图片定位练习' })).toBeVisible();
  const pictures = page.getByTestId('positioning-picture-choice');
  await expect(pictures).toHaveCount(3);
  await expect(pictures.first()).toHaveAttribute('aria-pressed', 'true');
  const prompt = page.getByTestId('positioning-prompt');
  const next = page.getByTestId('positioning-next');

  // 1: right by a click.
  await expect(page.getByTestId('positioning-progress')).toHaveText('第 1 项，共 8 项');
  await expect(prompt).toContainText('Find the consignee');
  await expect(prompt).toContainText('找到收货人');
  await expectAccessible(page, '/img_positioning');
  let verdict = await choose(page, 'consignee');
  await expect(verdict).toHaveAttribute('data-result', 'right');
  await expect(verdict).toContainText('正确');
  await expect(verdict).toContainText('Hamburg');
  await page.screenshot({ path: testInfo.outputPath('img-positioning-1440.png') });
  // One pick per item: clicking elsewhere now changes nothing.
  // The areas say so (aria-disabled), so the click is forced past Playwright's wait for an enabled one.
  await page.locator('[data-zone="seller"]').click({ force: true });
  await expect(verdict).toHaveAttribute('data-result', 'right');
  await next.click();

  // 2: a wrong area; the right one is framed.
  await expect(prompt).toContainText('Find the invoice number');
  verdict = await choose(page, 'seller');
  await expect(verdict).toHaveAttribute('data-result', 'wrong');
  await expect(verdict).toContainText('不对');
  await expect(page.locator('[data-zone="invoiceNo"]')).toHaveClass(/is-right/);
  await expect(page.locator('[data-zone="seller"]')).toHaveClass(/is-wrong/);
  await page.screenshot({ path: testInfo.outputPath('img-positioning-wrong-1440.png') });
  await next.click();

  // 3: by the keyboard, Tab to the area and Enter.
  await expect(prompt).toContainText('Incoterms');
  await page.locator('[data-zone="delivery"]').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('positioning-feedback')).toHaveAttribute('data-result', 'right');
  await page.keyboard.press('Enter');

  // 4: a place outside every area (the document's heading) is wrong too.
  await expect(prompt).toContainText('Find how the buyer will pay');
  const picture = page.getByTestId('positioning-svg');
  const box = await picture.boundingBox();
  if (!box) throw new Error('the picture has no box');
  await picture.click({ position: { x: box.width / 2, y: (30 / 1012) * box.height } });
  await expect(page.getByTestId('positioning-feedback')).toHaveAttribute('data-result', 'wrong');
  await expect(page.getByTestId('positioning-feedback')).toContainText('不是图中的任何区域');
  await next.click();

  for (const zone of ['discharge', 'origin', 'total', 'signature']) {
    await expect(await choose(page, zone)).toHaveAttribute('data-result', 'right');
    await next.click();
  }
  await expect(page.getByTestId('positioning-score-title')).toHaveText('得分：6 / 8');
  await expect(page.getByTestId('positioning-score-item')).toHaveCount(8);
  await expect(page.getByTestId('positioning-score-item').nth(1)).toHaveAttribute('data-result', 'wrong');
  await expect(page.getByTestId('positioning-score-item').nth(3)).toHaveAttribute('data-result', 'wrong');
  await expectAccessible(page, '/img_positioning (score)');
  await page.screenshot({ path: testInfo.outputPath('img-positioning-score-1440.png'), fullPage: true });

  // Another picture starts a new round.
  await page.getByRole('button', { name: '换一张图片' }).click();
  await expect(page).toHaveURL(/picture=bill-of-lading/);
  await expect(page.getByTestId('positioning-progress')).toHaveText('第 1 项，共 8 项');
  await expect(prompt).toContainText('Find the party the shipping line tells when the goods arrive');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the floor plan is answered by touch, and the page never scrolls sideways', async ({ page }, testInfo) => {
    await page.goto('/img_positioning?picture=office-floor-plan');
    await expect(page.getByTestId('positioning-picture-choice').nth(2)).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('positioning-prompt')).toContainText('Find where visitors sign in');
    await noSidewaysScroll(page);
    await page.screenshot({ path: testInfo.outputPath('img-positioning-390.png'), fullPage: true });
    const answers = ['reception', 'boardroom', 'finance', 'hr', 'pantry', 'fireExit', 'samples', 'server'];
    for (const [i, zone] of answers.entries()) {
      // The last one is tapped on purpose in the wrong room.
      const verdict = await choose(page, i === answers.length - 1 ? 'lifts' : zone, 'tap');
      await expect(verdict).toHaveAttribute('data-result', i === answers.length - 1 ? 'wrong' : 'right');
      if (i === 2)
        await page.screenshot({ path: testInfo.outputPath('img-positioning-answered-390.png'), fullPage: true });
      await page.getByTestId('positioning-next').tap();
    }
    await expect(page.getByTestId('positioning-score-title')).toHaveText('得分：7 / 8');
    await noSidewaysScroll(page);
    await page.screenshot({ path: testInfo.outputPath('img-positioning-score-390.png'), fullPage: true });
  });
});
