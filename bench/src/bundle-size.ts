/**
 * The JavaScript pages really load, opened in Debian's Chromium: every script response counted as
 * sent over the wire (compressed) and as code (decoded). The first page (/practice_teaching) is
 * measured in a fresh browser; a signed-in page both fresh (everything it needs) and after the
 * first page (what it adds to it: its own code, antd and the shell), since a user reaches it from
 * the sign-in page.
 */
import { type Browser, chromium, type Page } from 'playwright-core';

export interface ScriptFigures {
  files: number;
  transferKb: number;
  decodedKb: number;
}

/** The budgets of issue 22 item 3: the first page, and what any page adds to it. */
export const BUDGET_KB = { firstPage: 150, pageAdds: 100 } as const;

const kb = (n: number) => Math.round(n / 102.4) / 10;

function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** Counts the scripts the page loads from now until `stop()`. */
function countScripts(page: Page): () => Promise<ScriptFigures> {
  const scripts: Promise<{ transfer: number; decoded: number }>[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return;
    scripts.push(
      Promise.all([request.sizes(), request.response().then((r) => r?.body())]).then(([sizes, body]) => ({
        transfer: sizes.responseBodySize,
        decoded: body?.length ?? 0,
      })),
    );
  });
  return async () => {
    const sizes = await Promise.all(scripts);
    return {
      files: sizes.length,
      transferKb: kb(sizes.reduce((sum, s) => sum + s.transfer, 0)),
      decodedKb: kb(sizes.reduce((sum, s) => sum + s.decoded, 0)),
    };
  };
}

async function openFirstPage(page: Page, url: string): Promise<void> {
  await page.goto(`${url}/practice_teaching`, { waitUntil: 'networkidle' });
  await page.locator('#login-mobile').waitFor();
}

export async function firstPageJavaScript(url: string): Promise<ScriptFigures> {
  const browser = await launch();
  try {
    const page = await browser.newPage();
    const figures = countScripts(page);
    await openFirstPage(page, url);
    return await figures();
  } finally {
    await browser.close();
  }
}

export interface SignedInPageFigures {
  /** Opened directly in a fresh browser already signed in. */
  fresh: ScriptFigures;
  /** Reached by signing in on the first page: what it loads beyond the first page. */
  afterFirstPage: ScriptFigures;
}

/**
 * A signed-in user's home page: `mobile` signs in through the first page's form (the home opens),
 * then a fresh browser with that session opens the home again directly.
 */
export async function homePageJavaScript(
  url: string,
  mobile: string,
  password: string,
  ready: string,
): Promise<SignedInPageFigures> {
  const browser = await launch();
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    await openFirstPage(page, url);
    const afterFirstPage = countScripts(page);
    await page.locator('#login-mobile').fill(mobile);
    await page.locator('#login-password').fill(password);
    await page.locator('#login-password').press('Enter');
    await page.locator(ready).first().waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    const homePath = new URL(page.url()).pathname;
    const added = await afterFirstPage();
    const storage = await context.storageState();
    const fresh = await browser.newContext({ storageState: storage });
    const again = await fresh.newPage();
    const freshFigures = countScripts(again);
    await again.goto(`${url}${homePath}`, { waitUntil: 'networkidle' });
    await again.locator(ready).first().waitFor({ timeout: 60_000 });
    return { fresh: await freshFigures(), afterFirstPage: added };
  } finally {
    await browser.close();
  }
}
