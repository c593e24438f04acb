import { chromium } from 'playwright-core';
const CHROMIUM_ARGS = ['--headless','--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'];
const base = 'http://localhost:3295';
const [mobile, path, className, out, ...clicks] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
for (const [w, h, tag] of [[1440, 900, 'desk'], [390, 844, 'phone']]) {
  const ctx = await browser.newContext({ viewport: { width: w, height: h }, locale: 'zh-CN' });
  const page = await ctx.newPage();
  await page.goto(`${base}/practice_teaching`);
  await page.locator('#login-mobile').fill(mobile);
  await page.locator('#login-password').fill('lingua123');
  await page.locator('#login-password').press('Enter');
  await page.getByTestId('user-dropdown').waitFor();
  await page.goto(`${base}${path}`);
  await page.waitForTimeout(2000);
  if (className && className !== '-') {
    await page.getByRole('combobox').first().click();
    await page.locator('.ant-select-item-option', { hasText: className }).click();
    await page.waitForTimeout(2000);
  }
  for (const c of clicks) { await page.getByText(c, { exact: true }).first().click(); await page.waitForTimeout(1500); }
  await page.screenshot({ path: `/tmp/${out}-${tag}.png`, fullPage: true });
  console.log(tag, 'scrollWidth', await page.evaluate(() => document.documentElement.scrollWidth));
  await ctx.close();
}
await browser.close();
