/**
 * The `test` of every journey: it fails when the page breaks the server's Content-Security-Policy
 * (a blocked script, style, image, media, socket or frame), in the test's own page and in every
 * other context the test opens in this browser. The browser reports each violation as a
 * `securitypolicyviolation` event and a "Refused to …" console message; both are watched.
 */
import { type BrowserContext, test as base, expect } from '@playwright/test';

const VIOLATION = /Refused to |Content Security Policy/;

export const test = base.extend<{ cspGuard: undefined }>({
  cspGuard: [
    async ({ browser }, use) => {
      const violations: string[] = [];
      const watch = (context: BrowserContext) => {
        void context.addInitScript(() => {
          document.addEventListener('securitypolicyviolation', (e) => {
            console.error(`Content Security Policy: ${e.effectiveDirective} refused ${e.blockedURI || 'inline'}`);
          });
        });
        context.on('console', (message) => {
          if (VIOLATION.test(message.text())) violations.push(`${message.location().url}: ${message.text()}`);
        });
      };
      for (const context of browser.contexts()) watch(context);
      browser.on('context', watch);
      await use(undefined);
      browser.off('context', watch);
      expect(violations, 'Content-Security-Policy violations in the browser console').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
