/**
 * The floors stay straight: no import runs back up a floor or closes a loop between modules,
 * areas or features (rules and floors in test/import-floors.ts), no test fixture stands among
 * product files, and the web asks the shared access rules about roles rather than comparing user
 * types. A failure lists each offending import, so the fix is where the arrow starts.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixturesAmongProduct, repoRoot, serverFloors, upwardArrows, webFloors } from './test/import-floors';

const show = (arrows: ReturnType<typeof upwardArrows>) =>
  arrows.map((arrow) => `${arrow.from} -> ${arrow.to} (${arrow.reason})`);

describe('floors', () => {
  it.each([serverFloors, webFloors])('$name: no import runs back up', (plan) => {
    expect(show(upwardArrows(plan))).toEqual([]);
  });

  it.each([serverFloors, webFloors])('$name: test fixtures live under test/', (plan) => {
    expect(fixturesAmongProduct(plan)).toEqual([]);
  });

  it('web: roles come from the shared access rules, not user-type comparisons', () => {
    const dir = path.join(repoRoot, webFloors.sourceDir);
    const offenders = readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
      .filter((file) => /userType\s*[!=]==?\s*\d|isStudentType/.test(readFileSync(path.join(dir, file), 'utf8')));
    expect(offenders).toEqual([]);
  });
});

describe('the floor rules', () => {
  it('find an import that runs back up and both arrows of a loop between modules', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'lingua-floors-'));
    const write = (file: string, text: string) => {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), text);
    };
    write('db/schema.ts', "import { hash } from '../platform/hash';\n");
    write('platform/hash.ts', 'export const hash = 1;\n');
    write('modules/x/one.ts', "import { two } from '../y/two';\nexport const one = 1;\n");
    write('modules/y/two.ts', "import type { one } from '../x/one';\nexport const two = 2;\n");
    write('modules/z/fine.ts', "import { hash } from '../../platform/hash';\nimport { two } from '../y/two';\n");
    write('modules/z/fine.test.ts', "import { seed } from '../../seed/demo';\n");
    write('seed/demo.ts', "import { two } from '../modules/y/two';\nexport const seed = 1;\n");
    const arrows = upwardArrows({ ...serverFloors, sourceDir: path.relative(repoRoot, dir) });
    expect(show(arrows).sort()).toEqual([
      'db/schema.ts -> platform/hash.ts (db imports platform)',
      'modules/x/one.ts -> modules/y/two.ts (loop modules/x -> modules/y)',
      'modules/y/two.ts -> modules/x/one.ts (loop modules/y -> modules/x)',
    ]);
  });
});
