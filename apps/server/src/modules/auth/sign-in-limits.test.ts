/**
 * Sign-in limits under concurrency and over time (issue 15, item 6): 30 parallel wrong passwords
 * check at most 5, and the window slides.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimitWindows } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { buildSchool, buildStudent, buildTeacher } from '../../test/factories';
import { signIn } from './sign-in';

let t: TestApp;
let schoolId: number;
beforeAll(async () => {
  t = await buildTestApp();
  schoolId = (await buildSchool(t.db)).id;
});
afterAll(() => t.close());

const LOGIN = '/openApi/login/login';

async function placesOf(key: string): Promise<number> {
  const [row] = await t.db.select().from(rateLimitWindows).where(eq(rateLimitWindows.key, key));
  return row?.hits.length ?? 0;
}

describe('30 wrong passwords at once', () => {
  it('checks at most 5; the others are refused with the lock message, and so is the right one after', async () => {
    const student = await buildStudent(t.db, schoolId);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        t.call(LOGIN, { mobile: student.mobile, password: `wrong-${i}` }, { remoteAddress: '10.30.0.1' }),
      ),
    );
    // Every checked wrong password answers 400 "手机号或密码错误"; every refused one 429 before any check.
    const checked = answers.filter((a) => a.status === 400);
    const refused = answers.filter((a) => a.status === 429);
    expect(checked.length).toBeLessThanOrEqual(5);
    expect(checked.length + refused.length).toBe(30);
    for (const a of checked) expect(a.body.message).toBe('手机号或密码错误');
    for (const a of refused) expect(a.body.message).toMatch(/^登录失败次数过多，请 1[45] 分钟后再试$/);
    expect(await placesOf(`login:account:${student.mobile}`)).toBe(checked.length);
    const right = await t.call(
      LOGIN,
      { mobile: student.mobile, password: 'lingua123' },
      { remoteAddress: '10.30.0.2' },
    );
    expect(right.status).toBe(429);
  });

  it('lets a class of 40 behind one address sign in at once, and does not count them', async () => {
    const students = await Promise.all(Array.from({ length: 40 }, () => buildStudent(t.db, schoolId)));
    const answers = await Promise.all(
      students.map((s) => t.call(LOGIN, { mobile: s.mobile, password: 'lingua123' }, { remoteAddress: '10.30.0.3' })),
    );
    expect(answers.map((a) => a.body.code)).toEqual(students.map(() => 200));
    expect(await placesOf('login:address:10.30.0.3')).toBe(0);
  });
});

describe('the window slides (an injected clock)', () => {
  const T0 = new Date('2030-03-01T08:14:00.000Z');
  const later = (ms: number) => new Date(T0.getTime() + ms);
  const meta = { ip: '10.30.0.9', equipmentCode: '' };
  const attempt = (mobile: string, password: string, now: Date) =>
    signIn(t.db, { mobile, password }, meta, now).then(
      () => 'signed in',
      (error: { messageKey?: string; params?: { minutes?: number } }) =>
        error.messageKey === 'tooManyAttempts' ? `locked ${error.params?.minutes} min` : error.messageKey,
    );

  it('allows no 5 + 5 across a quarter-hour edge; a failure frees its place 15 minutes after it', async () => {
    const teacher = await buildTeacher(t.db, schoolId);
    for (let i = 0; i < 5; i++) expect(await attempt(teacher.mobile, 'nope', later(i * 10_000))).toBe('loginFailed');
    // 08:15 began a new fixed window: the old counters allowed five more here.
    expect(await attempt(teacher.mobile, 'nope', later(60_000))).toBe('locked 14 min');
    expect(await attempt(teacher.mobile, 'lingua123', later(14 * 60_000))).toBe('locked 1 min');
    // 15 minutes after the first failure, one place is free again, and only one.
    expect(await attempt(teacher.mobile, 'nope', later(15 * 60_000 + 1))).toBe('loginFailed');
    expect(await attempt(teacher.mobile, 'lingua123', later(15 * 60_000 + 2))).toBe('locked 1 min');
    expect(await attempt(teacher.mobile, 'lingua123', later(15 * 60_000 + 10_001))).toBe('signed in');
    // The right password ended the account's failures.
    expect(await placesOf(`login:account:${teacher.mobile}`)).toBe(0);
  });
});
