/** The online classroom live: roll call, quick questions and their statistics, ending a lesson. */
import type {
  TOnlineLessonDetail,
  TOnlineLessonSummary,
  TPage,
  TQuestionStats,
  TRollCall,
  TStudentLessonView,
} from '@lingua/contracts';
import { REALTIME_PATH } from '@lingua/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { buildSchool } from '../../test/factories';
import { type LessonTestContext, lessonHelpers, S, T } from '../../test/fixtures/online-lessons';
import { openSocket } from '../../test/realtime-client';

let t: TestApp;
let schoolId: number;
let wsUrl: string;
const ctx = {} as LessonTestContext;
const { setUp, start, code, signIn, detail } = lessonHelpers(ctx);

beforeAll(async () => {
  t = await buildTestApp();
  schoolId = (await buildSchool(t.db)).id;
  wsUrl = `${(await t.app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws')}${REALTIME_PATH}`;
  ctx.t = t;
  ctx.schoolId = schoolId;
});
afterAll(() => t.close());

describe('roll call', () => {
  it('never draws a student who has not signed in', async () => {
    const c = await setUp(4);
    const lesson = await start(c.klass.id, c.teacherToken);
    expect((await t.call(`${T}/rollCall`, { lessonId: lesson.lessonId }, { token: c.teacherToken })).status).toBe(409);
    const current = (await code(lesson.lessonId, c.teacherToken)).code;
    await signIn(lesson.lessonId, current, c.tokens[0] as string);
    await signIn(lesson.lessonId, current, c.tokens[1] as string);
    // Marked excused and absent by hand: not signed in, never called.
    await t.call(
      `${T}/mark`,
      { lessonId: lesson.lessonId, studentId: c.students[2]?.id, status: 'excused' },
      { token: c.teacherToken },
    );
    await t.call(
      `${T}/mark`,
      { lessonId: lesson.lessonId, studentId: c.students[3]?.id, status: 'absent' },
      { token: c.teacherToken },
    );
    const signedIn = new Set([c.students[0]?.id, c.students[1]?.id]);
    const drawn = new Set<number>();
    for (let i = 0; i < 30; i++) {
      const r = await t.call<TRollCall>(`${T}/rollCall`, { lessonId: lesson.lessonId }, { token: c.teacherToken });
      drawn.add(r.body.data?.studentId ?? 0);
    }
    expect([...drawn].every((id) => signedIn.has(id))).toBe(true);
    // Random among them: in 30 draws both appear (odds of missing one: 2 in a billion).
    expect(drawn.size).toBe(2);
    expect((await detail(lesson.lessonId, c.teacherToken)).rollCalls).toHaveLength(30);
    const mine = await t.call<TStudentLessonView>(`${S}/enter`, { lessonId: lesson.lessonId }, { token: c.tokens[2] });
    expect(mine.body.data?.myRollCalls).toEqual([]);
  });
});

describe('quick questions', () => {
  it('are pushed live, answered once per student, and counted', async () => {
    const c = await setUp(3);
    const lesson = await start(c.klass.id, c.teacherToken);
    const socket = await openSocket(wsUrl);
    socket.send({ type: 'auth', token: c.tokens[0] as string });
    await socket.next();
    socket.send({ type: 'subscribe', room: `lesson:${lesson.lessonId}` });
    expect(await socket.next()).toMatchObject({ type: 'subscribed' });

    const pushed = await t.call<TQuestionStats>(
      `${T}/pushQuestion`,
      { lessonId: lesson.lessonId, title: 'Which is a counter-offer?', options: ['A', 'B', 'C'], correct: [1] },
      { token: c.teacherToken },
    );
    expect(pushed.body.data).toMatchObject({ answered: 0, counts: [0, 0, 0], isOpen: true });
    const questionId = pushed.body.data?.questionId;
    expect(await socket.nextMatching((m) => m.type === 'event' && m.event === 'question')).toMatchObject({
      data: { questionId },
    });

    const answer = (i: number, a: number[]) =>
      t.call(`${S}/answer`, { lessonId: lesson.lessonId, questionId, answer: a }, { token: c.tokens[i] });
    expect((await answer(0, [1])).body.code).toBe(222);
    expect((await answer(0, [2])).status).toBe(409);
    expect((await answer(1, [0, 1])).body).toMatchObject({ code: 400, field: 'answer' });
    expect((await answer(1, [7])).status).toBe(400);
    await answer(1, [2]);
    const stats = (await detail(lesson.lessonId, c.teacherToken)).questions[0];
    expect(stats).toMatchObject({ answered: 2, counts: [0, 1, 1], correctNumber: 1 });
    // Students do not see the right answer while the question is open.
    const view = await t.call<TStudentLessonView>(`${S}/enter`, { lessonId: lesson.lessonId }, { token: c.tokens[0] });
    expect(view.body.data?.questions[0]).toMatchObject({ myAnswer: [1], correct: null, isOpen: true });

    await t.call(`${T}/closeQuestion`, { lessonId: lesson.lessonId, questionId }, { token: c.teacherToken });
    expect((await answer(2, [1])).status).toBe(409);
    const closed = await t.call<TStudentLessonView>(
      `${S}/enter`,
      { lessonId: lesson.lessonId },
      { token: c.tokens[0] },
    );
    expect(closed.body.data?.questions[0]).toMatchObject({ correct: [1], isOpen: false });
    socket.socket.close();
  });

  it('sends the teacher a live statistic, and the lesson room a sign-in event', async () => {
    const c = await setUp(1);
    const lesson = await start(c.klass.id, c.teacherToken);
    const teacherSocket = await openSocket(wsUrl);
    teacherSocket.send({ type: 'auth', token: c.teacherToken });
    await teacherSocket.next();
    for (const room of [`lesson:${lesson.lessonId}`, `user:${c.teacher.id}`]) {
      teacherSocket.send({ type: 'subscribe', room });
      expect(await teacherSocket.next()).toEqual({ type: 'subscribed', room });
    }
    // A student of the class may listen to the lesson, a stranger may not.
    const stranger = await openSocket(wsUrl);
    stranger.send({ type: 'auth', token: (await setUp(1)).tokens[0] as string });
    await stranger.next();
    stranger.send({ type: 'subscribe', room: `lesson:${lesson.lessonId}` });
    expect(await stranger.next()).toMatchObject({ type: 'denied' });
    stranger.socket.close();

    await signIn(lesson.lessonId, (await code(lesson.lessonId, c.teacherToken)).code, c.tokens[0] as string);
    expect(await teacherSocket.nextMatching((m) => m.type === 'event' && m.event === 'attendance')).toMatchObject({
      data: { studentId: c.students[0]?.id, status: 'present', source: 'self' },
    });
    const q = await t.call<TQuestionStats>(
      `${T}/pushQuestion`,
      { lessonId: lesson.lessonId, title: 'Agree?', options: ['Yes', 'No'] },
      { token: c.teacherToken },
    );
    await t.call(
      `${S}/answer`,
      { lessonId: lesson.lessonId, questionId: q.body.data?.questionId, answer: [0] },
      { token: c.tokens[0] },
    );
    expect(
      await teacherSocket.nextMatching(
        (m) => m.type === 'event' && m.event === 'answerStats' && m.room.startsWith('user:'),
      ),
    ).toMatchObject({ data: { questionId: q.body.data?.questionId, answered: 1, counts: [1, 0] } });
    teacherSocket.socket.close();
  });
});

describe('ending a lesson', () => {
  it('ends sign-in and questions, and lists the lesson in the history of both sides', async () => {
    const c = await setUp(2);
    const lesson = await start(c.klass.id, c.teacherToken);
    await t.call(
      `${T}/pushQuestion`,
      { lessonId: lesson.lessonId, title: 'Q', options: ['a', 'b'] },
      { token: c.teacherToken },
    );
    const ended = await t.call<TOnlineLessonDetail>(
      `${T}/end`,
      { lessonId: lesson.lessonId },
      { token: c.teacherToken },
    );
    expect(ended.body.data).toMatchObject({ isLive: false, isSignInOpen: false });
    expect(ended.body.data?.questions[0]?.isOpen).toBe(false);
    expect(ended.body.data?.attendance.every((a) => a.status === 'absent')).toBe(true);
    expect((await t.call(`${T}/rollCall`, { lessonId: lesson.lessonId }, { token: c.teacherToken })).status).toBe(409);
    const history = await t.call<TPage<TOnlineLessonSummary>>(
      `${S}/list`,
      { classId: c.klass.id },
      { token: c.tokens[0] },
    );
    expect(history.body.data?.list[0]).toMatchObject({ lessonId: lesson.lessonId, isLive: false });
    const managed = await t.call<TPage<TOnlineLessonSummary>>(
      `${T}/list`,
      { classId: c.klass.id },
      { token: c.teacherToken },
    );
    expect(managed.body.data?.list.map((l) => l.lessonId)).toEqual([lesson.lessonId]);
    expect((await t.call(`${S}/current`, { classId: c.klass.id }, { token: c.tokens[0] })).body.data).toBeNull();
    // A new lesson may start once the last one ended.
    await start(c.klass.id, c.teacherToken);
  });
});
