/**
 * Every progress bar has a name (axe aria-progressbar-name, WCAG 4.1.2): antd's Progress renders a
 * role="progressbar" with no name of its own, so each use says what it measures in aria-label.
 * The accessibility sweep (e2e) found six pages whose bars had none.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const src = path.join(path.dirname(new URL(import.meta.url).pathname), 'src');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(path.join(dir, e.name)) : e.name.endsWith('.tsx') ? [path.join(dir, e.name)] : [],
  );
}

describe('progress bars', () => {
  it('every <Progress> is named by aria-label', () => {
    const unnamed = sources(src).flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return [...text.matchAll(/<Progress\b[\s\S]*?\/>/g)]
        .filter((m) => !m[0].includes('aria-label'))
        .map((m) => `${path.relative(src, file)}:${text.slice(0, m.index).split('\n').length}`);
    });
    expect(unnamed).toEqual([]);
  });
});
