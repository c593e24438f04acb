import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/test-database';
import type { Database } from './database';
import { clearPlaces, minutesToWait, releasePlace, takePlace } from './rate-limit';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const RULE = { limit: 5, windowMs: 15 * 60_000 };
const T0 = new Date('2030-01-01T08:00:00.000Z');
const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);

describe('takePlace', () => {
  it('gives `limit` places in a window and then says how long until the oldest leaves it', async () => {
    for (const minute of [0, 1, 2, 3, 4])
      expect((await takePlace(database.db, 'k:fill', RULE, at(minute))).taken).toBe(true);
    const refused = await takePlace(database.db, 'k:fill', RULE, at(10));
    expect(refused).toEqual({ taken: false, retryAfterMs: 5 * 60_000 });
    expect(minutesToWait(5 * 60_000)).toBe(5);
  });

  it('slides: no 5 + 5 across an edge, and each failure frees its place 15 minutes after it', async () => {
    // Five failures just before a fixed window's edge: the old counters reset at 08:15.
    for (const second of [0, 10, 20, 30, 40]) {
      expect((await takePlace(database.db, 'k:edge', RULE, new Date(at(14).getTime() + second * 1000))).taken).toBe(
        true,
      );
    }
    expect((await takePlace(database.db, 'k:edge', RULE, at(15))).taken).toBe(false);
    expect((await takePlace(database.db, 'k:edge', RULE, at(28.9))).taken).toBe(false);
    // 08:29:00.001: the first failure (08:14:00) has left the window, and only it.
    expect((await takePlace(database.db, 'k:edge', RULE, new Date(at(29).getTime() + 1))).taken).toBe(true);
    expect((await takePlace(database.db, 'k:edge', RULE, new Date(at(29).getTime() + 2))).taken).toBe(false);
  });

  it('takes at most `limit` places when 30 attempts come at once', async () => {
    const results = await Promise.all(
      Array.from({ length: 30 }, () => takePlace(database.db, 'k:parallel', RULE, at(0))),
    );
    expect(results.filter((r) => r.taken)).toHaveLength(5);
  });

  it('gives back one place when its check passed, and forgets a key', async () => {
    const places = [];
    for (let i = 0; i < 5; i++) places.push(await takePlace(database.db, 'k:release', RULE, at(0)));
    const first = places[0];
    if (!first?.taken) throw new Error('expected a place');
    await releasePlace(database.db, 'k:release', first.at);
    // The five places were taken at the same instant: one is given back, four stay.
    expect((await takePlace(database.db, 'k:release', RULE, at(1))).taken).toBe(true);
    expect((await takePlace(database.db, 'k:release', RULE, at(1))).taken).toBe(false);
    await clearPlaces(database.db, 'k:release');
    expect((await takePlace(database.db, 'k:release', RULE, at(1))).taken).toBe(true);
  });

  it('keeps keys apart', async () => {
    for (let i = 0; i < 5; i++) await takePlace(database.db, 'k:a', RULE, at(0));
    expect((await takePlace(database.db, 'k:a', RULE, at(0))).taken).toBe(false);
    expect((await takePlace(database.db, 'k:b', RULE, at(0))).taken).toBe(true);
  });
});
