/**
 * Every table column has a heading (issue 24: two columns of the training table had none). A
 * column of buttons is headed 操作 / Actions (common.actions); an empty `title: ''` is refused.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const areas = path.join(path.dirname(new URL(import.meta.url).pathname), 'src', 'areas');

function pages(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? pages(path.join(dir, e.name)) : e.name.endsWith('.tsx') ? [path.join(dir, e.name)] : [],
  );
}

describe('table columns', () => {
  it('every column of every page has a heading', () => {
    const untitled = pages(areas).flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      // A column object: `{` then `title: ''` (or no title) before its dataIndex, key or render.
      return [...text.matchAll(/\{\s*title:\s*(''|"")\s*,/g)].map(
        (m) => `${path.relative(areas, file)}:${text.slice(0, m.index).split('\n').length}`,
      );
    });
    expect(untitled).toEqual([]);
  });
});
