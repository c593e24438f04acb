/**
 * The modules a source file pulls in before anything lazy runs: static `import`/`export … from`
 * followed through the web's and the workspace packages' sources; `import()` and `import type` are
 * not followed (a lazy chunk, or nothing at run time). Bare packages are collected by name, not
 * entered. Used to hold the first page free of antd (first-page-imports.test.ts).
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const WORKSPACE_PACKAGES: Record<string, string> = {
  '@lingua/contracts': 'packages/contracts/src/index.ts',
  '@lingua/content': 'packages/content/src/index.ts',
};

// `import x from 'y'`, `import 'y'`, `export { x } from 'y'`, `export * from 'y'`; not `import type`.
const STATIC_IMPORT =
  /(?:^|\n)\s*(?:import\s+(?!type\s)(?:[\w*${}\s,]+?\s+from\s+)?|export\s+(?!type\s)(?:\*(?:\s+as\s+\w+)?|\{[^}]*\})\s+from\s+)['"]([^'"]+)['"]/g;

function resolveFile(base: string): string | null {
  const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')];
  return candidates.find((file) => existsSync(file) && statSync(file).isFile()) ?? null;
}

function stripComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"])\/\/[^\n]*/g, '$1');
}

export interface ImportGraph {
  /** Every source file reached, relative to the repository root. */
  files: string[];
  /** Every bare package reached, with the first file that imports it. */
  packages: Map<string, string>;
}

export function staticImportGraph(entry: string, repoRoot: string): ImportGraph {
  const seen = new Set<string>();
  const packages = new Map<string, string>();
  const queue = [path.resolve(entry)];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    if (!/\.tsx?$/.test(file)) continue;
    const source = stripComments(readFileSync(file, 'utf8'));
    for (const match of source.matchAll(STATIC_IMPORT)) {
      const specifier = match[1] as string;
      const workspace = WORKSPACE_PACKAGES[specifier];
      const target = specifier.startsWith('.')
        ? resolveFile(path.resolve(path.dirname(file), specifier))
        : workspace
          ? path.join(repoRoot, workspace)
          : null;
      if (target) queue.push(target);
      else if (!specifier.startsWith('.') && !packages.has(specifier))
        packages.set(specifier, path.relative(repoRoot, file));
    }
  }
  return { files: [...seen].map((file) => path.relative(repoRoot, file)).sort(), packages };
}
