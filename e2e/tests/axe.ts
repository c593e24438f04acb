/**
 * axe-core over the page as it stands, at WCAG 2.1 A and AA: the serious and critical violations,
 * each with the elements it found. The engine's source (npm axe-core) is evaluated in the page
 * through the DevTools protocol rather than added as an inline <script>, which the server's
 * Content-Security-Policy refuses (and csp-guard.ts would report).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

export async function seriousViolations(page: Page): Promise<AxeViolation[]> {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    // biome-ignore lint/suspicious/noExplicitAny: axe is the engine just evaluated in the page
    const axe = (window as any).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      resultTypes: ['violations'],
    });
    return result.violations as AxeViolation[];
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      ...v,
      nodes: v.nodes.slice(0, 5).map((n) => ({ target: n.target, failureSummary: n.failureSummary })),
    }));
}

/** Every serious or critical violation of the page, one line each, named by rule and element. */
export async function violationLines(page: Page): Promise<string[]> {
  // Let entering motion (antd's fades) end, so contrast is measured on the final colours.
  await page.waitForTimeout(400);
  const violations = await seriousViolations(page);
  return violations.map(
    (v) =>
      `${v.impact} ${v.id} (${v.help}): ${v.nodes.map((n) => `${n.target.join(' ')} ${(n.failureSummary ?? '').split('\n').slice(1, 2).join('').trim()}`).join(' | ')}`,
  );
}

/** Fails with every serious or critical violation of the page, named by rule and element. */
export async function expectAccessible(page: Page, where: string): Promise<void> {
  expect(await violationLines(page), `axe on ${where}`).toEqual([]);
}
