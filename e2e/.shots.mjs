import { chromium } from 'playwright-core';
const CHROMIUM_PATH = '/usr/bin/chromium'; const CHROMIUM_ARGS = ['--headless','--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'];
const base = process.env.BASE ?? 'http://localhost:3295';
const [mobile, ...pages] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
for (const [w, h, tag] of [[1440, 900, 'desk'], [390, 844, 'phone']]) {
  const ctx = await browser.newContext({ viewport: { width: w, height: h }, locale: 'zh-CN' });
  const page = await ctx.newPage();
  await page.goto(`${base}/practice_teaching`);
  await page.locator('#login-mobile').fill(mobile);
  await page.locator('#login-password').fill('lingua123');
  await page.locator('#login-password').press('Enter');
  await page.getByTestId('user-dropdown').waitFor();
  for (const [i, p] of pages.entries()) {
    const [path, action] = p.split('#');
    await page.goto(`${base}${path}`);
    await page.waitForTimeout(2500);
    if (action) { await page.getByText(action, { exact: true }).first().click(); await page.waitForTimeout(1500); }
    await page.screenshot({ path: `/tmp/shot-${tag}-${i}.png`, fullPage: true });
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    console.log(tag, i, path, 'scrollWidth', width);
  }
  await ctx.close();
}
await browser.close();
