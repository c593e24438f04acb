/**
 * The class's course rules hold for trainings too (part 1 §4, part 2 §2.1 courseSetting): a
 * training of a locked step cannot be opened by its id, an ended course takes no more work, and
 * the score rule and score display of the course settings decide the scores.
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TAnswerSheet, TClassLesson, TStudentTraining, TTrainingHistory } from '@lingua/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityTrainings, courses } from '../../db/schema';
import { createDiskStorage } from '../../platform/storage';
import { seedCourses } from '../../seed/seed-courses';
import { seedTrainings } from '../../seed/seed-trainings';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { buildClass, buildSchool, buildStudent, buildTeacher } from '../../test/factories';

let t: TestApp;
let classId: number;
let studentToken: string;
let teacherToken: string;
let firstTraining: number;
let lockedTraining: number;

beforeAll(async () => {
  t = await buildTestApp();
  const storage = createDiskStorage(mkdtempSync(path.join(os.tmpdir(), 'course-rules-')));
  await seedCourses(t.db, storage);
  await seedTrainings(t.db, storage);
  const [course] = await t.db.select().from(courses).where(eq(courses.key, 'foreign-trade-correspondence'));
  const school = await buildSchool(t.db);
  const teacher = await buildTeacher(t.db, school.id);
  const student = await buildStudent(t.db, school.id);
  classId = (
    await buildClass(t.db, {
      schoolId: school.id,
      teacherId: teacher.id,
      courseId: course?.id,
      studentIds: [student.id],
    })
  ).id;
  studentToken = await t.signIn(student.mobile);
  teacherToken = await t.signIn(teacher.mobile);
  const lesson = (
    await t.call<TClassLesson>('/openApi/student/lesson/index/classLesson', { classId }, { token: studentToken })
  ).body.data;
  const [first, second] = lesson?.chapters[0]?.steps ?? [];
  const trainingOf = async (activityId: number | undefined) => {
    const [link] = await t.db
      .select({ trainingId: activityTrainings.trainingId })
      .from(activityTrainings)
      .where(inArray(activityTrainings.activityId, [activityId ?? 0]));
    return link?.trainingId ?? 0;
  };
  firstTraining = await trainingOf(first?.activities[0]?.activityId);
  lockedTraining = await trainingOf(second?.activities.find((a) => a.available && a.required)?.activityId);
  // A training linked only from the locked step (not also from an open one).
  const openIds = (first?.activities ?? []).map((a) => a.activityId);
  const alsoOpen = await t.db
    .select()
    .from(activityTrainings)
    .where(and(eq(activityTrainings.trainingId, lockedTraining), inArray(activityTrainings.activityId, openIds)));
  expect(alsoOpen).toHaveLength(0);
});
afterAll(() => t.close());

const sheet = (trainingId: number) =>
  t.call<TAnswerSheet>('/openApi/student/training/answerSheet', { classId, trainingId }, { token: studentToken });
const setCourse = (body: object) =>
  t.call(
    '/openApi/teacher/index/updateLessonSet',
    { classId, stepUnlockOrder: 1, scoreRule: 0, scoreDisplay: 0, ...body },
    { token: teacherToken },
  );

describe('the step order holds for a training opened by its id', () => {
  it('refuses the training of a locked step, and serves the first step', async () => {
    expect(firstTraining).toBeGreaterThan(0);
    expect(lockedTraining).toBeGreaterThan(0);
    expect(await sheet(lockedTraining)).toMatchObject({ status: 409, body: { message: '请先完成上一步骤的全部任务' } });
    expect((await sheet(firstTraining)).body.code).toBe(200);
    const list =
      (await t.call<TStudentTraining[]>('/openApi/student/training/list', { classId }, { token: studentToken })).body
        .data ?? [];
    expect(list.find((x) => x.trainingId === lockedTraining)?.lockReason).toBe('previousStep');
    expect(list.find((x) => x.trainingId === firstTraining)?.lockReason).toBeNull();
  });

  it('serves it once the teacher opens every step', async () => {
    await setCourse({ stepUnlockOrder: 0 });
    expect((await sheet(lockedTraining)).body.code).toBe(200);
    await setCourse({ stepUnlockOrder: 1 });
  });
});

describe('the score rule and score display of the course settings', () => {
  /** Submits one attempt answering every true/false question with `value`, or nothing. */
  async function attempt(value: 'T' | null) {
    const s = (await sheet(firstTraining)).body.data;
    for (const q of value ? (s?.questions.filter((x) => x.subject_type === 11) ?? []) : [])
      await t.call(
        '/openApi/student/training/saveAnswer',
        { attemptId: s?.attempt.attemptId, questionId: q.questionId, answer: { stu_answer: value } },
        { token: studentToken },
      );
    await t.call('/openApi/student/training/submit', { attemptId: s?.attempt.attemptId }, { token: studentToken });
  }
  const history = async () =>
    (
      await t.call<TTrainingHistory>(
        '/openApi/student/training/history',
        { classId, trainingId: firstTraining },
        { token: studentToken },
      )
    ).body.data;
  const listed = async () =>
    (
      await t.call<TStudentTraining[]>('/openApi/student/training/list', { classId }, { token: studentToken })
    ).body.data?.find((x) => x.trainingId === firstTraining);

  it('follows highest/first and highest/latest', async () => {
    await attempt('T');
    await attempt(null);
    const scores = (await history())?.attempts.map((a) => a.score) ?? [];
    expect(scores).toHaveLength(2);
    const [latest, earliest] = scores as [number, number];
    expect(latest).not.toBe(earliest);
    const best = Math.max(latest, earliest);

    expect(await history()).toMatchObject({ score: best, displayScore: best });
    await setCourse({ scoreRule: 1, scoreDisplay: 1 });
    expect(await history()).toMatchObject({ score: earliest, displayScore: latest });
    expect((await listed())?.score).toBe(latest);
    await setCourse({ scoreRule: 0, scoreDisplay: 0 });
    expect((await listed())?.score).toBe(best);
  });
});

describe('an ended course takes no more work', () => {
  it('refuses the answer sheet of an open step once the teacher ends the course', async () => {
    await t.call(
      '/openApi/teacher/index/updateLessonStatus',
      { classId, lessonStatus: 'ended' },
      { token: teacherToken },
    );
    expect(await sheet(firstTraining)).toMatchObject({
      status: 409,
      body: { message: expect.stringContaining('教师已结束本课程') },
    });
    await t.call(
      '/openApi/teacher/index/updateLessonStatus',
      { classId, lessonStatus: 'open' },
      { token: teacherToken },
    );
    expect((await sheet(firstTraining)).body.code).toBe(200);
  });
});
