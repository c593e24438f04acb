#!/usr/bin/env node
// The server for the end-to-end tests: a fresh PGlite data folder every run, the built web app,
// the demo school seeded. Removed again when Playwright stops it.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lingua-e2e-'));
const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
    CHECK_RESPONSES: '1',
    PORT: process.env.E2E_PORT ?? '3210',
    // The LTI journey's simulated Moodle (e2e/tests/lti.spec.ts starts it on this port).
    LTI_PLATFORMS: JSON.stringify([
      {
        school: '示范外国语学校',
        name: 'Simulated Moodle (e2e)',
        issuer: 'http://localhost:3263',
        clientId: 'lingua-e2e',
        deploymentIds: ['e2e-deployment'],
        authLoginUrl: 'http://localhost:3263/auth',
        tokenUrl: 'http://localhost:3263/token',
        jwksUrl: 'http://localhost:3263/jwks',
      },
    ]),
  },
});
const cleanup = () => rmSync(dataDir, { recursive: true, force: true });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => {
  cleanup();
  process.exit(code ?? 0);
});
