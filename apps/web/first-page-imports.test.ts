/**
 * The first page (the login, landing, school login and sign-in return pages) must not pull antd or
 * any other heavy library into its chunks: the entry's static import graph and each sign-in page's
 * are walked from the sources (static-imports.ts). A static import of antd anywhere on them
 * fails the build's tests, long before the bench would notice the bytes.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { staticImportGraph } from './static-imports.ts';

const WEB_ROOT = path.dirname(new URL(import.meta.url).pathname);
const REPO = path.resolve(WEB_ROOT, '../..');
const WEB = path.join(WEB_ROOT, 'src');

const FIRST_PAGE_ENTRIES = [
  'main.tsx',
  'areas/login/landing-page.tsx',
  'areas/login/school-login-page.tsx',
  'areas/login/school-sign-in-return-page.tsx',
];

/** Libraries only the app behind sign-in may use. */
const HEAVY = [
  /^antd(\/|$)/,
  /^@ant-design\/(icons|cssinjs|colors)(\/|$)/,
  /^@rc-component\//,
  /^rc-/,
  /^echarts/,
  /^@tiptap\//,
  /^zod$/,
];

describe('the first page', () => {
  it.each(FIRST_PAGE_ENTRIES)('%s statically imports no antd, charts, editor or zod', (entry) => {
    const graph = staticImportGraph(path.join(WEB, entry), REPO);
    const heavy = [...graph.packages]
      .filter(([name]) => HEAVY.some((pattern) => pattern.test(name)))
      // zod stays in packages/contracts' schemas, which the build blanks (vite-pure-contracts.ts).
      .filter(([name, from]) => !(name === 'zod' && from.startsWith('packages/contracts/')))
      .map(([name, from]) => `${name} (from ${from})`);
    expect(heavy).toEqual([]);
  });

  it('the walker sees what it must: the shells behind sign-in do import antd', () => {
    const graph = staticImportGraph(path.join(WEB, 'app/antd-frame.tsx'), REPO);
    expect(graph.packages.has('antd')).toBe(true);
    expect(graph.files).toContain('apps/web/src/app/antd-frame.tsx');
  });
});
