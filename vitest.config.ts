import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'apps/server/src/**/*.test.ts',
      'packages/*/src/**/*.test.ts',
      'apps/web/src/**/*.test.ts',
      'apps/web/*.test.ts',
    ],
    globalSetup: ['apps/server/src/test/global-setup.ts'],
    pool: 'forks',
    // Two workers on CI's two cores (vitest's default is cores - 1, one here): a test file spends
    // much of its time waiting on its database, not on the CPU.
    maxWorkers: 2,
    // A worker keeps the modules it loaded from one test file to the next (loading the app again
    // for each file was 310 of 492 s on PGlite). Each file still opens its own database; the
    // process's caches of rows by id are emptied before each file (test/per-file-setup.ts).
    isolate: false,
    setupFiles: ['apps/server/src/test/per-file-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
