/**
 * Issue 24 through the API: a spoken activity the class does not require never holds the course
 * back; the teacher may require it, and mark it done for a student (only the class's teacher or
 * the school's manager); after a report, the next activity of the course.
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TClassLesson, TNextActivity, TSpokenProgress } from '@lingua/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityProgress, courses, trainings } from '../../db/schema';
import { createDiskStorage } from '../../platform/storage';
import { seedCourses } from '../../seed/seed-courses';
import { seedTrainings } from '../../seed/seed-trainings';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { buildClass, buildManager, buildSchool, buildStudent, buildTeacher } from '../../test/factories';

let t: TestApp;
let classId: number;
let studentId: number;
const tokens: Record<'student' | 'teacher' | 'otherTeacher' | 'manager' | 'otherManager', string> = {
  student: '',
  teacher: '',
  otherTeacher: '',
  manager: '',
  otherManager: '',
};

beforeAll(async () => {
  t = await buildTestApp();
  const storage = createDiskStorage(mkdtempSync(path.join(os.tmpdir(), 'spoken-')));
  await seedCourses(t.db, storage);
  await seedTrainings(t.db, storage);
  const [course] = await t.db.select().from(courses).where(eq(courses.key, 'foreign-trade-correspondence'));
  const school = await buildSchool(t.db);
  const teacher = await buildTeacher(t.db, school.id);
  const student = await buildStudent(t.db, school.id);
  studentId = student.id;
  classId = (
    await buildClass(t.db, {
      schoolId: school.id,
      teacherId: teacher.id,
      courseId: course?.id,
      studentIds: [student.id],
    })
  ).id;
  tokens.student = await t.signIn(student.mobile);
  tokens.teacher = await t.signIn(teacher.mobile);
  tokens.otherTeacher = await t.signIn((await buildTeacher(t.db, school.id)).mobile);
  tokens.manager = await t.signIn((await buildManager(t.db, school.id)).mobile);
  tokens.otherManager = await t.signIn((await buildManager(t.db, (await buildSchool(t.db)).id)).mobile);
});
afterAll(() => t.close());

const lesson = async () =>
  (await t.call<TClassLesson>('/openApi/student/lesson/index/classLesson', { classId }, { token: tokens.student })).body
    .data;
const firstSteps = async () => {
  const [first, second] = (await lesson())?.chapters[0]?.steps ?? [];
  return { first, second };
};
const mark = (token: string, activityId: number, student = studentId) =>
  t.call('/openApi/teacher/index/markSpokenDone', { classId, studentId: student, activityId }, { token });
const complete = (activityId: number) =>
  t.db
    .insert(activityProgress)
    .values({ classId, studentId, activityId, finished: 2 })
    .onConflictDoUpdate({
      target: [activityProgress.classId, activityProgress.studentId, activityProgress.activityId],
      set: { finished: 2 },
    });

describe('spoken activities in the step order', () => {
  it('are optional by default: with the reading done, the next step opens though the word training is not', async () => {
    const { first, second } = await firstSteps();
    const [reading, words] = first?.activities ?? [];
    expect(reading).toMatchObject({ kind: 'readSkill', available: true, spoken: false, required: true });
    expect(words).toMatchObject({ kind: 'wordTraining', available: true, spoken: true, required: false });
    expect(second?.locked).toBe(true);
    await complete(reading?.activityId ?? 0);
    const after = await firstSteps();
    expect(after.first?.activities[1]).toMatchObject({ locked: false, finished: 0 });
    expect(after.second).toMatchObject({ locked: false, lockReason: null });
    const start = await t.call(
      '/openApi/student/lesson/index/startActivity',
      { classId, activityId: after.second?.activities[0]?.activityId },
      { token: tokens.student },
    );
    expect(start.body.code).toBe(200);
  });

  it('hold the course back once the teacher requires them, until done', async () => {
    const set = await t.call(
      '/openApi/teacher/index/updateLessonSet',
      { classId, stepUnlockOrder: 1, scoreRule: 0, scoreDisplay: 0, spokenRequired: 1 },
      { token: tokens.teacher },
    );
    expect(set.body.code).toBe(222);
    const view = await lesson();
    expect(view?.spokenRequired).toBe(1);
    expect(view?.chapters[0]?.steps[0]?.activities[1]).toMatchObject({ spoken: true, required: true });
    expect(view?.chapters[0]?.steps[1]).toMatchObject({ locked: true, lockReason: 'previousStep' });
    const blocked = await t.call(
      '/openApi/student/lesson/index/startActivity',
      { classId, activityId: view?.chapters[0]?.steps[1]?.activities[0]?.activityId },
      { token: tokens.student },
    );
    expect(blocked.status).toBe(409);
  });
});

describe('marking a spoken activity done (the class teacher or the manager only)', () => {
  it('refuses a student, another teacher, another school, a written activity and a student of another class', async () => {
    const { first } = await firstSteps();
    const [reading, words] = first?.activities ?? [];
    expect((await mark(tokens.student, words?.activityId ?? 0)).status).toBe(403);
    expect((await mark(tokens.otherTeacher, words?.activityId ?? 0)).status).toBe(404);
    expect((await mark(tokens.otherManager, words?.activityId ?? 0)).status).toBe(404);
    expect((await mark(tokens.teacher, reading?.activityId ?? 0)).status).toBe(409);
    const stranger = await buildStudent(t.db, (await buildSchool(t.db)).id);
    expect((await mark(tokens.teacher, words?.activityId ?? 0, stranger.id)).status).toBe(404);
    expect((await firstSteps()).second?.locked).toBe(true);
    const progress = await t.call('/openApi/teacher/index/spokenProgress', { classId }, { token: tokens.otherTeacher });
    expect(progress.status).toBe(404);
  });

  it("lets the class's teacher mark it: the step opens and the progress says who marked it", async () => {
    const { first } = await firstSteps();
    const words = first?.activities[1]?.activityId ?? 0;
    const r = await mark(tokens.teacher, words);
    expect(r.body).toMatchObject({ code: 200, data: { activityId: words, finished: 2 } });
    expect((await firstSteps()).second?.locked).toBe(false);
    const progress = (
      await t.call<TSpokenProgress>('/openApi/teacher/index/spokenProgress', { classId }, { token: tokens.teacher })
    ).body.data;
    expect(progress?.activities.map((a) => a.activityId)).toContain(words);
    expect(progress?.students).toEqual([
      expect.objectContaining({ studentId, done: [words], markedByTeacher: [words] }),
    ]);
  });

  it("lets the school's manager mark one too", async () => {
    const { second } = await firstSteps();
    const spoken = second?.activities.find((a) => a.spoken)?.activityId ?? 0;
    expect((await mark(tokens.manager, spoken)).body.code).toBe(200);
  });
});

describe('the next activity after a report', () => {
  const next = async (key: string) => {
    const [training] = await t.db.select().from(trainings).where(eq(trainings.key, key));
    return (
      await t.call<TNextActivity>(
        '/openApi/student/lesson/index/nextActivity',
        { classId, trainingId: training?.id ?? 0 },
        { token: tokens.student },
      )
    ).body.data;
  };

  it('names the activity the training belongs to and the next one that opens a training', async () => {
    const view = await lesson();
    const [step1, step2] = view?.chapters[0]?.steps ?? [];
    expect(await next('read-letter-layout')).toEqual({
      activityId: step1?.activities[0]?.activityId,
      next: expect.objectContaining({
        activityId: step1?.activities[1]?.activityId,
        kind: 'wordTraining',
        locked: false,
      }),
    });
    // The chapter's test paper is set elsewhere and an activity without its training yet opens
    // nothing: the next one is the first later activity that opens a training.
    const later = (view?.chapters.slice(1) ?? []).flatMap((c) => c.steps.flatMap((s) => s.activities));
    const afterWriting = await next('write-salutation-close');
    expect(afterWriting?.activityId).toBe(step2?.activities[1]?.activityId);
    expect(afterWriting?.next).toMatchObject({ activityId: later.find((a) => a.available)?.activityId });
  });

  it('answers no activity for a training outside the course', async () => {
    expect(await next('hear-order-call')).toEqual({ activityId: null, next: null });
  });
});
