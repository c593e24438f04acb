/**
 * Before each test file: the test files share a process (vitest.config.ts, isolate off, which
 * spares each file loading the app's modules again) but each opens its own database, so the
 * process's caches of rows by id are emptied (platform/row-caches.ts).
 */
import { clearRowCaches } from '../platform/row-caches';

clearRowCaches();
