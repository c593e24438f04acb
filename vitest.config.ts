import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    pool: 'forks',
    // Two workers on CI's two cores (vitest's default is cores - 1, one here): a test file spends
    // much of its time waiting on its database, not on the CPU.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 120_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts', 'packages/*/src/**/*.test.ts'],
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          // A worker keeps the modules it loaded from one test file to the next (loading the app
          // again for each file was 310 of 492 s on PGlite). Each file still opens its own
          // database; the process's caches of rows by id are emptied before each file
          // (test/per-file-setup.ts).
          isolate: false,
          setupFiles: ['apps/server/src/test/per-file-setup.ts'],
        },
      },
      {
        extends: true,
        // The web's tests mock modules (vi.mock) and globals: each file in a fresh module registry.
        test: { name: 'web', include: ['apps/web/src/**/*.test.ts', 'apps/web/*.test.ts'] },
      },
    ],
  },
});
