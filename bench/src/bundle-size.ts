/**
 * The JavaScript the first page really loads: /practice_teaching opened in Debian's Chromium,
 * every script response counted as sent over the wire (compressed) and as code (decoded).
 */
import { chromium } from 'playwright-core';

export async function firstPageJavaScript(
  url: string,
): Promise<{ files: number; transferKb: number; decodedKb: number }> {
  const browser = await chromium.launch({
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
  try {
    const page = await browser.newPage();
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
    await page.goto(`${url}/practice_teaching`, { waitUntil: 'networkidle' });
    await page.locator('#login-mobile').waitFor();
    const sizes = await Promise.all(scripts);
    const kb = (n: number) => Math.round(n / 102.4) / 10;
    return {
      files: sizes.length,
      transferKb: kb(sizes.reduce((sum, s) => sum + s.transfer, 0)),
      decodedKb: kb(sizes.reduce((sum, s) => sum + s.decoded, 0)),
    };
  } finally {
    await browser.close();
  }
}
