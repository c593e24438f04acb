/**
 * Caches of database rows kept in the process, keyed by row ids (an attempt's facts, a paper's
 * questions, a school's time zone). One process serves one database, so an id names one row for
 * the process's life. The tests are the exception: test files share a process (vitest, isolate
 * off) but each opens its own database, where the same ids name other rows; they empty these
 * caches before each file (apps/server/src/test/per-file-setup.ts).
 */

const caches: { clear(): void }[] = [];

/** Registers a cache of rows by id; answers it. */
export function rowCache<T extends { clear(): void }>(cache: T): T {
  caches.push(cache);
  return cache;
}

/** Empties every registered cache (a test file's new database). */
export function clearRowCaches(): void {
  for (const cache of caches) cache.clear();
}
