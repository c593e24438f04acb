#!/usr/bin/env node
// `npm test`: the whole suite. Check (typecheck, lint, format), unit and integration tests on
// PGlite, again on PostgreSQL when DATABASE_URL is set, the web build, and the end-to-end tests.
// Ends with one line "N passed, N failed" and a non-zero exit when anything failed.
// Two Nodes (README "Node versions"): the check, the PGlite pass and the web build run on the
// machine's Node (20), the PostgreSQL pass and the end-to-end tests on the current LTS, so every
// test file runs on both. LINGUA_TEST_NODE=system or =lts runs everything on one of them.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureLtsNode, ltsNodeEnv } from './node-lts.mjs';
import { ensureDependencies, ensureTestMachine } from './prepare.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = mkdtempSync(path.join(os.tmpdir(), 'lingua-test-'));
const results = [];
let passed = 0;
let failed = 0;
/** Names of the failed tests, repeated at the end: CI logs are often read from their tail. */
const failures = [];
const flaky = [];

function run(name, command, args, env = {}) {
  process.stdout.write(`\n━━ ${name} ━━\n`);
  const started = Date.now();
  const child = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = child.status === 0;
  results.push(`${ok ? '✔' : '✘'} ${name} (${Math.round((Date.now() - started) / 1000)} s)`);
  return ok;
}

function countVitest(file) {
  try {
    const report = JSON.parse(readFileSync(file, 'utf8'));
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    for (const suite of report.testResults ?? []) {
      const where = path.relative(root, suite.name);
      for (const test of suite.assertionResults ?? []) {
        if (test.status === 'failed') failures.push(`${where} › ${test.fullName}`);
      }
      // A file that failed to load has no assertions, only a message.
      if (suite.status === 'failed' && !(suite.assertionResults ?? []).some((t) => t.status === 'failed')) {
        failures.push(`${where}: ${String(suite.message ?? '').split('\n')[0]}`);
      }
    }
    return report.numTotalTests > 0;
  } catch {
    failed += 1;
    return false;
  }
}

/** `filters` limits the run to those paths (the PostgreSQL pass needs only the server's tests). */
function vitest(name, file, env, filters = []) {
  const ok = run(
    name,
    'npx',
    ['vitest', 'run', ...filters, '--reporter=default', '--reporter=json', `--outputFile.json=${file}`],
    env,
  );
  const counted = countVitest(file);
  return ok && counted;
}

function collectPlaywrightFailures(suites) {
  for (const suite of suites) {
    for (const spec of suite.specs ?? []) {
      if (spec.tests?.some((test) => test.status === 'unexpected')) failures.push(`e2e ${spec.file} › ${spec.title}`);
      if (spec.tests?.some((test) => test.status === 'flaky')) flaky.push(`e2e ${spec.file} › ${spec.title}`);
    }
    collectPlaywrightFailures(suite.suites ?? []);
  }
}

// Everything the suite needs is there first, or the run stops here saying how to get it.
ensureDependencies();
ensureTestMachine();

const nodeChoice = process.env.LINGUA_TEST_NODE ?? 'both';
if (!['both', 'system', 'lts'].includes(nodeChoice)) {
  process.stderr.write(`LINGUA_TEST_NODE is "${nodeChoice}": use both, system or lts.\n`);
  process.exit(1);
}
const ltsEnv = nodeChoice === 'system' ? {} : ltsNodeEnv(ensureLtsNode());
const systemEnv = nodeChoice === 'lts' ? ltsEnv : {};
const secondEnv = nodeChoice === 'system' ? {} : ltsEnv;
const nodeVersion = (env) =>
  spawnSync('node', ['--version'], { encoding: 'utf8', env: { ...process.env, ...env } }).stdout.trim();
const onSystem = `Node ${nodeVersion(systemEnv)}`;
const onSecond = `Node ${nodeVersion(secondEnv)}`;

let ok = run(`check: typecheck, lint, format (${onSystem})`, 'npm', ['run', 'check'], systemEnv);
if (!ok) failed += 1;

ok =
  vitest(`unit and integration tests on PGlite (${onSystem})`, path.join(out, 'vitest-pglite.json'), {
    ...systemEnv,
    DATABASE_URL: '',
  }) && ok;

if (process.env.DATABASE_URL) {
  // Only the server's tests touch the database; the rest ran above.
  ok =
    vitest(`integration tests on PostgreSQL (${onSecond})`, path.join(out, 'vitest-postgres.json'), secondEnv, [
      'apps/server',
    ]) && ok;
} else {
  results.push('- PostgreSQL pass skipped: DATABASE_URL is not set');
}

const built = run(`web build (${onSystem})`, 'npm', ['run', 'build', '-w', '@lingua/web'], systemEnv);
if (!built) failed += 1;
ok = built && ok;

if (built) {
  const e2eFile = path.join(out, 'playwright.json');
  const e2eOk = run(`end-to-end tests in Chromium (${onSecond})`, 'npm', ['run', 'test:e2e'], {
    ...secondEnv,
    PLAYWRIGHT_JSON_OUTPUT_NAME: e2eFile,
    DATABASE_URL: '',
  });
  try {
    const stats = JSON.parse(readFileSync(e2eFile, 'utf8')).stats;
    passed += stats.expected + stats.flaky;
    failed += stats.unexpected;
    collectPlaywrightFailures(JSON.parse(readFileSync(e2eFile, 'utf8')).suites ?? []);
    if (stats.expected + stats.unexpected === 0) failed += 1;
  } catch {
    failed += 1;
  }
  ok = e2eOk && ok;
}

rmSync(out, { recursive: true, force: true });
const failureList = failures.length ? `\nFailed:\n${failures.map((name) => `  ✘ ${name}`).join('\n')}\n` : '';
const flakyList = flaky.length
  ? `\nFlaky (failed, then passed on retry):\n${flaky.map((name) => `  ~ ${name}`).join('\n')}\n`
  : '';
process.stdout.write(`\n${results.join('\n')}\n${failureList}${flakyList}\n${passed} passed, ${failed} failed\n`);
process.exit(ok && failed === 0 ? 0 : 1);
