/**
 * `npm run bench`: prints the foundation's figures. Cold start of the start command on a fresh
 * and an existing data folder; sign-in and an authenticated read at 50 connections on PGlite and,
 * when DATABASE_URL is set, on PostgreSQL; and the JavaScript of the first page and the home pages, each beside its budget.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { withFreshPostgres } from './fresh-postgres';
import { authenticatedReadLoad, type LoadFigures, signInLoad } from './load';
import { printPageBudgets } from './page-budgets';
import { repoRoot, startServer } from './server-process';

const print = (line: string) => process.stdout.write(`${line}\n`);
const row = (db: string, f: LoadFigures) =>
  print(
    `  ${db.padEnd(10)} ${f.name.padEnd(26)} ${String(f.requestsPerSecond).padStart(6)} req/s   p50 ${String(f.p50).padStart(4)} ms   p99 ${String(f.p99).padStart(4)} ms   errors ${f.errors + f.non2xx}`,
  );

async function coldStarts(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lingua-cold-'));
  const fresh = await startServer({ port: 3401, dataDir });
  await fresh.stop();
  const again = await startServer({ port: 3401, dataDir });
  await again.stop();
  rmSync(dataDir, { recursive: true, force: true });
  print(`Cold start of npm start (web already built), PGlite:`);
  print(`  fresh data folder (migrate + seed the demo): ${Math.round(fresh.coldStartMs)} ms`);
  print(`  existing data folder:                         ${Math.round(again.coldStartMs)} ms`);
}

async function loadOn(label: string, databaseUrl?: string): Promise<void> {
  const server = await startServer({ port: 3402, ...(databaseUrl ? { databaseUrl } : {}) });
  try {
    row(label, await signInLoad(server.url));
    row(label, await authenticatedReadLoad(server.url));
  } finally {
    await server.stop();
  }
}

async function main(): Promise<void> {
  print(
    `Lingua foundation benchmark · ${new Date().toISOString()} · node ${process.version} · ${os.cpus().length} cores`,
  );
  // Build first, so the cold start times the start command alone.
  const build = spawnSync('npm', ['run', 'build', '-w', '@lingua/web'], { cwd: repoRoot, stdio: 'ignore' });
  if (build.status !== 0) throw new Error('the web build failed');
  await coldStarts();
  print('\nLoad at 50 connections, 10 s each (autocannon):');
  await loadOn('PGlite');
  const url = process.env.DATABASE_URL;
  if (url) await withFreshPostgres(url, (fresh) => loadOn('PostgreSQL', fresh));
  else print('  PostgreSQL: skipped (set DATABASE_URL)');
  const server = await startServer({ port: 3403 });
  try {
    print('\nJavaScript per page in Chromium, against the budgets:');
    await printPageBudgets(server.url);
  } finally {
    await server.stop();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
