/**
 * The exam save's session comes from the instance's cache, and the codes stay exact: a sign-in
 * elsewhere answers 521 and a sign-out 700 at the very next save. First on one instance (PGlite or
 * PostgreSQL), then on two instances of one PostgreSQL database (only with DATABASE_URL, as the
 * realtime's cross-instance test): signing in again on A ends the old token on B at once.
 */
import type { TExamSaveAck, TExamSheet } from '@lingua/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../../platform/database';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createExam, examFixture, S, start } from '../../test/fixtures/exams';
import { createFreshPostgresDatabase } from '../../test/test-database';

const now = new Date('2026-11-20T08:00:00Z');
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function sitting(t: TestApp) {
  const f = await examFixture(t, 1);
  const token = f.tokens[0] as string;
  const examId = await createExam(t, f, now);
  const sheet = (await start(t, token, examId)).body.data as TExamSheet;
  const questionId = sheet.questions.find((x) => x.stem.startsWith('CIF'))?.questionId as number;
  const save = (on: TestApp, tokenUsed: string, seq: number) =>
    on.call<TExamSaveAck>(
      `${S}save`,
      { attemptId: sheet.attemptId, questionId, answer: { stu_answer: 'T' }, seq },
      { token: tokenUsed },
    );
  return { f, token, save, mobile: f.students[0]?.mobile as string };
}

describe('the exam save on a cached session', () => {
  it('answers 521 after a sign-in elsewhere and 700 after a sign-out, at the next save', async () => {
    const t = await buildTestApp({ clock: () => now });
    cleanups.push(() => t.close());
    const { token, save, mobile } = await sitting(t);
    expect((await save(t, token, 1)).body.code).toBe(200);
    expect((await save(t, token, 2)).body.code).toBe(200);
    expect(t.app.sessionCache.size).toBeGreaterThan(0);

    const second = await t.signIn(mobile);
    expect((await save(t, token, 3)).body.code).toBe(521);
    // The database's NOTIFY (migration 0032's trigger) has reached this instance's cache too.
    await expect.poll(() => t.app.sessionCache.size, { timeout: 5000, interval: 10 }).toBe(0);
    expect((await save(t, second, 4)).body.code).toBe(200);
    await t.call('/openApi/login/logoutUser', {}, { token: second });
    expect((await save(t, second, 5)).body.code).toBe(700);
  });
});

const databaseUrl = process.env.DATABASE_URL;

describe.skipIf(!databaseUrl)('the exam save on two instances of one PostgreSQL', () => {
  it('answers 521 on instance B at once when the student signs in again on instance A', async () => {
    const fresh = await createFreshPostgresDatabase(databaseUrl ?? '');
    cleanups.push(() => fresh.drop());
    const databases = [openPostgres(fresh.url, 4, () => undefined), openPostgres(fresh.url, 4, () => undefined)];
    await databases[0]?.migrate();
    for (const d of databases) cleanups.push(() => d.close());
    const [a, b] = await Promise.all(databases.map((database) => buildTestApp({ clock: () => now, database })));
    cleanups.push(
      () => (a as TestApp).close(),
      () => (b as TestApp).close(),
    );
    if (!a || !b) throw new Error('two instances');

    const { token, save, mobile } = await sitting(a);
    // B has the session in its cache after its first save.
    expect((await save(b, token, 1)).body.code).toBe(200);
    expect((await save(b, token, 2)).body.code).toBe(200);
    expect(b.app.sessionCache.size).toBe(1);

    await a.signIn(mobile);
    // The very next save on B, without any wait: 521.
    expect((await save(b, token, 3)).body.code).toBe(521);
    // And B's cache has let the entry go (the database's message reached it).
    await expect.poll(() => b.app.sessionCache.size, { timeout: 2000, interval: 10 }).toBe(0);
  });
});
