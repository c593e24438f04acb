/**
 * `npm run pages -w @lingua/bench`: the JavaScript of the first page and of the student's and the
 * teacher's home pages over the wire (brotli), each against its budget (bundle-size.ts,
 * BUDGET_KB): the first page under 150 KB, and what a home page adds to it under 100 KB. Exits 1
 * when a page is over. Builds the web first; starts its own server on a fresh database.
 */
import { spawnSync } from 'node:child_process';
import { BUDGET_KB, firstPageJavaScript, homePageJavaScript, type ScriptFigures } from './bundle-size';
import { repoRoot, startServer } from './server-process';

const PASSWORD = 'lingua123';
const HOMES = [
  { label: 'student home', mobile: '13900000001' },
  { label: 'teacher home', mobile: '13800000001' },
];

const print = (line: string) => process.stdout.write(`${line}\n`);
const figures = (f: ScriptFigures) =>
  `${String(f.transferKb).padStart(6)} KB brotli (${f.decodedKb} KB decoded, ${f.files} files)`;
const verdict = (kb: number, budget: number) => (kb <= budget ? `within ${budget} KB` : `OVER ${budget} KB`);

export async function printPageBudgets(url: string): Promise<boolean> {
  let within = true;
  const first = await firstPageJavaScript(url);
  within &&= first.transferKb <= BUDGET_KB.firstPage;
  print(
    `  first page (/practice_teaching)        ${figures(first)}   ${verdict(first.transferKb, BUDGET_KB.firstPage)}`,
  );
  for (const home of HOMES) {
    const page = await homePageJavaScript(url, home.mobile, PASSWORD, '[data-testid="user-dropdown"]');
    within &&= page.afterFirstPage.transferKb <= BUDGET_KB.pageAdds;
    print(
      `  ${home.label.padEnd(13)} adds to the first page ${figures(page.afterFirstPage)}   ${verdict(page.afterFirstPage.transferKb, BUDGET_KB.pageAdds)}`,
    );
    print(`  ${home.label.padEnd(13)} opened fresh            ${figures(page.fresh)}`);
  }
  return within;
}

async function main(): Promise<void> {
  const build = spawnSync('npm', ['run', 'build', '-w', '@lingua/web'], { cwd: repoRoot, stdio: 'ignore' });
  if (build.status !== 0) throw new Error('the web build failed');
  const server = await startServer({ port: Number(process.env.BENCH_PORT ?? 3403) });
  try {
    print('JavaScript per page in Chromium, against the budgets:');
    if (!(await printPageBudgets(server.url))) process.exitCode = 1;
  } finally {
    await server.stop();
  }
}

if (process.argv[1]?.endsWith('page-budgets.ts')) {
  main().catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
    process.exit(1);
  });
}
