/**
 * The floors of the house, read from the import statements of the sources. A file sits on a floor
 * (server: db under platform under modules; web: the base folders under features under areas
 * under app) and may import only from its own floor or below; the folders on one floor (modules,
 * areas, features) may import each other but never in a loop. An "upward arrow" is one relative
 * import that breaks either rule. `floors.test.ts` fails on any; run this file with tsx
 * (`npx tsx apps/server/src/test/import-floors.ts`) to print the count and the list.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

export interface ImportArrow {
  /** Both paths relative to the scanned source folder. */
  from: string;
  to: string;
}

export interface UpwardArrow extends ImportArrow {
  reason: string;
}

/**
 * Where a file sits: its floor (higher may import lower) and its unit on that floor (a module, an
 * area, a feature folder) for the loop check, or null for files no rule covers (entry points, tests'
 * own folder).
 */
export interface Place {
  floor: number;
  floorName: string;
  unit: string;
}

export interface FloorPlan {
  name: string;
  /** Source folder, relative to the repository root. */
  sourceDir: string;
  place(file: string): Place | null;
}

const sourceFile = /\.(ts|tsx)$/;
const importSpecifier =
  /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+|^\s*export\s+\*\s+from\s+)['"](\.{1,2}\/[^'"]*)['"]/gm;

function listSources(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => sourceFile.test(file) && !file.endsWith('.d.ts'))
    .map((file) => file.split(path.sep).join('/'));
}

function resolveImport(from: string, specifier: string, known: Set<string>): string | null {
  const base = path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
  const candidates = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`];
  return candidates.find((candidate) => known.has(candidate)) ?? null;
}

/** Every relative import between source files of the plan's folder. */
export function readImports(plan: FloorPlan): ImportArrow[] {
  const dir = path.join(repoRoot, plan.sourceDir);
  const files = listSources(dir);
  const known = new Set(files);
  const arrows: ImportArrow[] = [];
  for (const from of files) {
    const text = readFileSync(path.join(dir, from), 'utf8');
    for (const match of text.matchAll(importSpecifier)) {
      const to = resolveImport(from, match[1] as string, known);
      if (to !== null) arrows.push({ from, to });
    }
  }
  return arrows;
}

/** Units that reach each other through imports (strongly connected, more than one unit). */
function unitsInLoops(edges: Array<[string, string]>): Set<string> {
  const next = new Map<string, Set<string>>();
  for (const [a, b] of edges) {
    if (!next.has(a)) next.set(a, new Set());
    next.get(a)?.add(b);
  }
  const reach = (start: string): Set<string> => {
    const seen = new Set<string>();
    const stack = [start];
    while (stack.length > 0) {
      const unit = stack.pop() as string;
      for (const n of next.get(unit) ?? []) {
        if (!seen.has(n)) {
          seen.add(n);
          stack.push(n);
        }
      }
    }
    return seen;
  };
  const inLoop = new Set<string>();
  for (const [a, b] of edges) if (reach(b).has(a)) inLoop.add(`${a}\u0000${b}`);
  return inLoop;
}

/** The imports that run back up a floor or close a loop between units of one floor. */
export function upwardArrows(plan: FloorPlan): UpwardArrow[] {
  const arrows = readImports(plan);
  const placed = arrows.flatMap((arrow) => {
    const from = plan.place(arrow.from);
    const to = plan.place(arrow.to);
    return from && to ? [{ arrow, from, to }] : [];
  });
  const sideways = placed.filter(({ from, to }) => from.floor === to.floor && from.unit !== to.unit);
  const loops = unitsInLoops(sideways.map(({ from, to }) => [from.unit, to.unit]));
  const upward: UpwardArrow[] = [];
  for (const { arrow, from, to } of placed) {
    if (to.floor > from.floor) {
      upward.push({ ...arrow, reason: `${from.floorName} imports ${to.floorName}` });
    } else if (from.floor === to.floor && loops.has(`${from.unit}\u0000${to.unit}`)) {
      upward.push({ ...arrow, reason: `loop ${from.unit} -> ${to.unit}` });
    }
  }
  return upward;
}

const isTest = (file: string) => /\.test\.tsx?$/.test(file);

/**
 * db and each module's messages.ts < platform < modules < seed < test/; app.ts and main.ts stand
 * above and may import any.
 */
export const serverFloors: FloorPlan = {
  name: 'server',
  sourceDir: 'apps/server/src',
  place(file) {
    if (isTest(file)) return null;
    const [top, second, third] = file.split('/');
    if (top === 'db') return { floor: 0, floorName: 'db', unit: 'db' };
    // A module's messages are plain data under everything: platform assembles them (messages.ts).
    if (top === 'modules' && third === 'messages.ts') {
      return { floor: 0, floorName: 'module messages', unit: `messages/${second}` };
    }
    if (top === 'platform') return { floor: 1, floorName: 'platform', unit: 'platform' };
    if (top === 'modules' && second !== undefined) {
      return { floor: 2, floorName: 'modules', unit: `modules/${second}` };
    }
    if (top === 'seed') return { floor: 3, floorName: 'seed', unit: 'seed' };
    // Test helpers stand above everything: a product file never imports them.
    if (top === 'test') return { floor: 4, floorName: 'test', unit: 'test' };
    return null;
  },
};

/**
 * api, session, i18n and the other base folders < features < areas < app < test/; main.tsx
 * stands above. A feature or an area is its first folder.
 */
export const webFloors: FloorPlan = {
  name: 'web',
  sourceDir: 'apps/web/src',
  place(file) {
    if (isTest(file)) return null;
    const [top, second] = file.split('/');
    if (top === 'test') return { floor: 4, floorName: 'test', unit: 'test' };
    if (top === 'app') return { floor: 3, floorName: 'app', unit: 'app' };
    if (top === 'areas' && second !== undefined) {
      return { floor: 2, floorName: 'areas', unit: `areas/${second}` };
    }
    if (top === 'features' && second !== undefined) {
      return { floor: 1, floorName: 'features', unit: `features/${second}` };
    }
    if (top !== undefined && file.includes('/')) return { floor: 0, floorName: top, unit: top };
    return null;
  },
};

/** Files outside test/ whose name or folder says they are test fixtures. */
export function fixturesAmongProduct(plan: FloorPlan): string[] {
  return listSources(path.join(repoRoot, plan.sourceDir)).filter(
    (file) => /fixture/i.test(file) && !file.startsWith('test/'),
  );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  for (const plan of [serverFloors, webFloors]) {
    const upward = upwardArrows(plan);
    console.log(`${plan.name}: ${upward.length} upward arrows`);
    for (const arrow of upward) console.log(`  ${arrow.from} -> ${arrow.to}  (${arrow.reason})`);
    const fixtures = fixturesAmongProduct(plan);
    console.log(`${plan.name}: ${fixtures.length} fixtures among product files`);
    for (const file of fixtures) console.log(`  ${file}`);
  }
}
