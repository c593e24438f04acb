/** The online classroom: starting a lesson, signing in, marking attendance. */
import type { TBulkMarkResult, TOnlineLessonDetail, TOnlineLessonSummary } from '@lingua/contracts';
import { REALTIME_PATH } from '@lingua/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onlineLessons } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { buildSchool, buildStudent, buildTeacher } from '../../test/factories';
import { type LessonTestContext, lessonHelpers, S, T } from '../../test/fixtures/online-lessons';
import { periodAt, rotatingCode } from './sign-in-code';

let t: TestApp;
let schoolId: number;
let _wsUrl: string;
const ctx = {} as LessonTestContext;
const { setUp, start, code, signIn, detail } = lessonHelpers(ctx);

beforeAll(async () => {
  t = await buildTestApp();
  schoolId = (await buildSchool(t.db)).id;
  _wsUrl = `${(await t.app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws')}${REALTIME_PATH}`;
  ctx.t = t;
  ctx.schoolId = schoolId;
});
afterAll(() => t.close());

describe('starting a lesson', () => {
  it('lets the class teacher start one live lesson per class; its students see it', async () => {
    const c = await setUp();
    const lesson = await start(c.klass.id, c.teacherToken);
    expect(lesson).toMatchObject({ isLive: true, isSignInOpen: true, studentNumber: 3, signedInNumber: 0 });
    expect(lesson.attendance.every((a) => a.status === null)).toBe(true);
    const again = await t.call(`${T}/start`, { classId: c.klass.id, title: '再来一次' }, { token: c.teacherToken });
    expect(again.status).toBe(409);
    const seen = await t.call<TOnlineLessonSummary>(`${S}/current`, { classId: c.klass.id }, { token: c.tokens[0] });
    expect(seen.body.data?.lessonId).toBe(lesson.lessonId);
    const all = await t.call<TOnlineLessonSummary[]>(`${S}/liveList`, {}, { token: c.tokens[0] });
    expect(all.body.data?.map((l) => l.lessonId)).toEqual([lesson.lessonId]);
    const outsider = await t.signIn((await buildStudent(t.db, schoolId)).mobile);
    expect((await t.call<TOnlineLessonSummary[]>(`${S}/liveList`, {}, { token: outsider })).body.data).toEqual([]);
    expect((await t.call(`${S}/current`, { classId: c.klass.id }, { token: outsider })).status).toBe(404);
  });

  it('keeps out the signed out, students, other teachers and other schools', async () => {
    const c = await setUp(1);
    expect((await t.call(`${T}/start`, { classId: c.klass.id, title: 'x' })).status).toBe(401);
    expect((await t.call(`${T}/start`, { classId: c.klass.id, title: 'x' }, { token: c.tokens[0] })).status).toBe(403);
    const colleague = await t.signIn((await buildTeacher(t.db, schoolId)).mobile);
    expect((await t.call(`${T}/start`, { classId: c.klass.id, title: 'x' }, { token: colleague })).status).toBe(404);
    const lesson = await start(c.klass.id, c.teacherToken);
    const foreign = await t.signIn((await buildTeacher(t.db, (await buildSchool(t.db)).id)).mobile);
    expect((await t.call(`${T}/detail`, { lessonId: lesson.lessonId }, { token: foreign })).status).toBe(404);
    expect((await t.call(`${T}/rollCall`, { lessonId: lesson.lessonId }, { token: colleague })).status).toBe(404);
    expect((await t.call(`${T}/list`, { classId: c.klass.id }, { token: foreign })).status).toBe(404);
  });

  it('asks for the fixed code when the fixed mode is chosen', async () => {
    const c = await setUp(1);
    const r = await t.call(
      `${T}/start`,
      { classId: c.klass.id, title: 'x', signInMode: 'fixed' },
      { token: c.teacherToken },
    );
    expect(r.body).toMatchObject({ code: 400, field: 'fixedCode' });
  });
});

describe('signing in', () => {
  it('takes the current rotating code once; the same student cannot sign in twice', async () => {
    const c = await setUp();
    const lesson = await start(c.klass.id, c.teacherToken);
    const shown = await code(lesson.lessonId, c.teacherToken);
    expect(shown).toMatchObject({ signInMode: 'rotating', periodSeconds: 10 });
    expect(shown.code).toMatch(/^\d{4}$/);
    const first = await signIn(lesson.lessonId, shown.code, c.tokens[0] as string);
    expect(first.body).toMatchObject({ code: 222, data: { status: 'present' } });
    const second = await signIn(
      lesson.lessonId,
      (await code(lesson.lessonId, c.teacherToken)).code,
      c.tokens[0] as string,
    );
    expect(second.status).toBe(409);
    expect(second.body.message).toBe('您已签到，无需重复签到');
    const d = await detail(lesson.lessonId, c.teacherToken);
    expect(d.signedInNumber).toBe(1);
    expect(d.attendance.find((a) => a.studentId === c.students[0]?.id)).toMatchObject({
      status: 'present',
      source: 'self',
    });
  });

  it('refuses a code outside its window', async () => {
    const c = await setUp(1);
    const lesson = await start(c.klass.id, c.teacherToken);
    const [row] = await t.db.select().from(onlineLessons).where(eq(onlineLessons.id, lesson.lessonId));
    if (!row) throw new Error('no lesson');
    const now = periodAt(Date.now());
    const valid = new Set([
      rotatingCode(row.signInSecret, row.id, now),
      rotatingCode(row.signInSecret, row.id, now - 1),
    ]);
    // Codes from two to six periods ago, and the next period's: all outside the window.
    const stale = [now - 2, now - 3, now - 6, now + 1]
      .map((p) => rotatingCode(row.signInSecret, row.id, p))
      .filter((c) => !valid.has(c));
    expect(stale.length).toBeGreaterThan(0);
    for (const s of stale) {
      const r = await signIn(lesson.lessonId, s, c.tokens[0] as string);
      expect(r.body).toMatchObject({ code: 400, field: 'code' });
    }
    expect((await detail(lesson.lessonId, c.teacherToken)).signedInNumber).toBe(0);
  });

  it('refuses a student of another class, even with the right code', async () => {
    const c = await setUp(1);
    const other = await setUp(1);
    const lesson = await start(c.klass.id, c.teacherToken);
    const r = await signIn(
      lesson.lessonId,
      (await code(lesson.lessonId, c.teacherToken)).code,
      other.tokens[0] as string,
    );
    expect(r.status).toBe(404);
    expect((await detail(lesson.lessonId, c.teacherToken)).attendance.map((a) => a.studentId)).not.toContain(
      other.students[0]?.id,
    );
  });

  it('takes the teacher’s fixed code as the fallback, and stops rotating codes meanwhile', async () => {
    const c = await setUp(2);
    const lesson = await start(c.klass.id, c.teacherToken);
    const rotating = (await code(lesson.lessonId, c.teacherToken)).code;
    const switched = await t.call(
      `${T}/setSignInMode`,
      { lessonId: lesson.lessonId, signInMode: 'fixed', fixedCode: rotating === '4826' ? '4827' : '4826' },
      { token: c.teacherToken },
    );
    expect(switched.body.code).toBe(200);
    const fixed = await code(lesson.lessonId, c.teacherToken);
    expect(fixed).toMatchObject({ signInMode: 'fixed' });
    expect((await signIn(lesson.lessonId, rotating, c.tokens[0] as string)).status).toBe(400);
    expect((await signIn(lesson.lessonId, fixed.code, c.tokens[0] as string)).body.code).toBe(222);
  });

  it('marks a sign-in after the late limit as late', async () => {
    const c = await setUp(1);
    const lesson = await start(c.klass.id, c.teacherToken, { lateAfterMinutes: 5 });
    await t.db
      .update(onlineLessons)
      .set({ startedAt: new Date(Date.now() - 6 * 60_000) })
      .where(eq(onlineLessons.id, lesson.lessonId));
    const r = await signIn(lesson.lessonId, (await code(lesson.lessonId, c.teacherToken)).code, c.tokens[0] as string);
    expect(r.body.data).toMatchObject({ status: 'late' });
  });

  it('locks a student out after many wrong codes', async () => {
    const c = await setUp(1);
    const lesson = await start(c.klass.id, c.teacherToken);
    const right = (await code(lesson.lessonId, c.teacherToken)).code;
    const wrong = right === '0000' ? '0001' : '0000';
    for (let i = 0; i < 8; i++) expect((await signIn(lesson.lessonId, wrong, c.tokens[0] as string)).status).toBe(400);
    expect((await signIn(lesson.lessonId, right, c.tokens[0] as string)).status).toBe(429);
  });
});

describe('marking attendance', () => {
  it('a bulk mark leaves the students’ own sign-ins alone', async () => {
    const c = await setUp(3);
    const lesson = await start(c.klass.id, c.teacherToken);
    await signIn(lesson.lessonId, (await code(lesson.lessonId, c.teacherToken)).code, c.tokens[0] as string);
    const r = await t.call<TBulkMarkResult>(
      `${T}/bulkMark`,
      { lessonId: lesson.lessonId, status: 'absent' },
      { token: c.teacherToken },
    );
    expect(r.body).toMatchObject({ code: 222, data: { changed: 2, keptOwnSignIns: 1 } });
    const rows = (await detail(lesson.lessonId, c.teacherToken)).attendance;
    expect(rows.find((a) => a.studentId === c.students[0]?.id)).toMatchObject({ status: 'present', source: 'self' });
    expect(rows.filter((a) => a.status === 'absent')).toHaveLength(2);
    // A second bulk change (excused) moves the teacher's marks, still not the student's.
    await t.call(`${T}/bulkMark`, { lessonId: lesson.lessonId, status: 'excused' }, { token: c.teacherToken });
    const after = (await detail(lesson.lessonId, c.teacherToken)).attendance;
    expect(after.map((a) => a.status).sort()).toEqual(['excused', 'excused', 'present']);
  });

  it('a hand mark of one student is final, and keeps when they signed in', async () => {
    const c = await setUp(2);
    const lesson = await start(c.klass.id, c.teacherToken);
    await signIn(lesson.lessonId, (await code(lesson.lessonId, c.teacherToken)).code, c.tokens[0] as string);
    const studentId = c.students[0]?.id;
    await t.call(`${T}/mark`, { lessonId: lesson.lessonId, studentId, status: 'late' }, { token: c.teacherToken });
    const row = (await detail(lesson.lessonId, c.teacherToken)).attendance.find((a) => a.studentId === studentId);
    expect(row).toMatchObject({ status: 'late', source: 'teacher' });
    expect(row?.signedInAt).not.toBeNull();
    // A student of another class is no one to mark here.
    const stranger = await buildStudent(t.db, schoolId);
    const r = await t.call(
      `${T}/mark`,
      { lessonId: lesson.lessonId, studentId: stranger.id, status: 'present' },
      { token: c.teacherToken },
    );
    expect(r.status).toBe(404);
  });

  it('ending sign-in marks the rest absent and refuses later sign-ins', async () => {
    const c = await setUp(3);
    const lesson = await start(c.klass.id, c.teacherToken);
    await signIn(lesson.lessonId, (await code(lesson.lessonId, c.teacherToken)).code, c.tokens[0] as string);
    await t.call(
      `${T}/mark`,
      { lessonId: lesson.lessonId, studentId: c.students[1]?.id, status: 'excused' },
      { token: c.teacherToken },
    );
    const ended = await t.call<TOnlineLessonDetail>(
      `${T}/endSignIn`,
      { lessonId: lesson.lessonId },
      { token: c.teacherToken },
    );
    expect(ended.body.code).toBe(222);
    expect(ended.body.data?.attendance.map((a) => a.status).sort()).toEqual(['absent', 'excused', 'present']);
    expect(ended.body.data?.isSignInOpen).toBe(false);
    expect((await t.call(`${T}/signInCode`, { lessonId: lesson.lessonId }, { token: c.teacherToken })).status).toBe(
      409,
    );
    const late = await signIn(lesson.lessonId, '1234', c.tokens[2] as string);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('签到已结束');
  });
});
