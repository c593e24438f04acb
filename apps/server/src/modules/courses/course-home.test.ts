import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  type TClassLesson,
  type TClassPreview,
  type TCourseClassEntry,
  type TRecommendLesson,
  UserType,
} from '@lingua/contracts';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityProgress, activityTrainings, auditLog, classes, courses, trainings } from '../../db/schema';
import { createDiskStorage } from '../../platform/storage';
import { seedCourses } from '../../seed/seed-courses';
import { seedTrainings } from '../../seed/seed-trainings';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { buildClass, buildManager, buildSchool, buildStudent, buildTeacher, buildUser } from '../../test/factories';

let t: TestApp;
let courseIds: Map<string, number>;
let classId: number;
let otherClassId: number;
let teacherToken: string;
let otherTeacherToken: string;
let managerToken: string;
let strangerToken: string;
let studentToken: string;
let student: { id: number; mobile: string };

beforeAll(async () => {
  t = await buildTestApp({ knowledgeMapAccounts: ['13512345678'] });
  const storage = createDiskStorage(mkdtempSync(path.join(os.tmpdir(), 'home-')));
  await seedCourses(t.db, storage);
  await seedTrainings(t.db, storage);
  courseIds = new Map((await t.db.select().from(courses)).map((c) => [c.key, c.id]));
  const schoolId = (await buildSchool(t.db)).id;
  const teacher = await buildTeacher(t.db, schoolId);
  const otherTeacher = await buildTeacher(t.db, schoolId);
  student = await buildStudent(t.db, schoolId);
  const classmate = await buildStudent(t.db, schoolId);
  classId = (
    await buildClass(t.db, {
      schoolId,
      teacherId: teacher.id,
      courseId: courseIds.get('cross-cultural-communication'),
      studentIds: [student.id, classmate.id],
    })
  ).id;
  otherClassId = (
    await buildClass(t.db, { schoolId, teacherId: otherTeacher.id, courseId: courseIds.get('business-etiquette') })
  ).id;
  teacherToken = await t.signIn(teacher.mobile);
  otherTeacherToken = await t.signIn(otherTeacher.mobile);
  managerToken = await t.signIn((await buildManager(t.db, schoolId)).mobile);
  const strangerSchool = (await buildSchool(t.db)).id;
  strangerToken = await t.signIn((await buildTeacher(t.db, strangerSchool)).mobile);
  studentToken = await t.signIn(student.mobile);
});
afterAll(() => t.close());

const home = async (token: string) =>
  (await t.call<TCourseClassEntry[]>('/openApi/teacher/index/teacherLessonIndex', {}, { token })).body.data ?? [];
const lesson = async () =>
  (await t.call<TClassLesson>('/openApi/student/lesson/index/classLesson', { classId }, { token: studentToken })).body
    .data;

describe('teacherLessonIndex: the course home cards', () => {
  it('lists the teacher own classes with the course class entry fields', async () => {
    const [card, ...rest] = await home(teacherToken);
    expect(rest).toHaveLength(0);
    expect(card).toMatchObject({
      classId,
      resourceLessonId: courseIds.get('cross-cultural-communication'),
      lessonVersionId: courseIds.get('cross-cultural-communication'),
      resourceLessonName: '跨文化商务交际',
      studentNumber: 2,
      isHidden: '0',
      lessonStatus: 'open',
      finishedRate: 0,
      knowledgeType: 2,
      knowledgeGraph: 'cross-cultural',
      resourceLanguage: 'en',
      lessonSet: { stepUnlockOrder: 1, scoreRule: 0, scoreDisplay: 0 },
    });
    expect(card?.classResourceLessonName).toContain('跨文化商务交际');
    expect(card?.picUrl).toMatch(/^\/files\//);
  });

  it('gives a course without its own graph knowledgeType 1', async () => {
    const [card] = await home(otherTeacherToken);
    expect(card).toMatchObject({ classId: otherClassId, knowledgeType: 1, knowledgeGraph: null });
  });

  it('counts completed activities of current students into finishedRate', async () => {
    const [first] = (await lesson())?.chapters[0]?.steps[0]?.activities ?? [];
    await t.db
      .insert(activityProgress)
      .values({ classId, studentId: student.id, activityId: first?.activityId ?? 0, finished: 2 });
    const [card] = await home(teacherToken);
    expect(card?.finishedRate).toBeGreaterThan(0);
    await t.db.delete(activityProgress).where(eq(activityProgress.classId, classId));
  });

  it('is for teachers only', async () => {
    expect((await t.call('/openApi/teacher/index/teacherLessonIndex', {}, { token: studentToken })).status).toBe(403);
    expect((await t.call('/openApi/teacher/index/teacherLessonIndex', {})).body.code).toBe(700);
  });
});

describe('updateHiddenStatus', () => {
  it('folds a card away and back, for its teacher', async () => {
    const hide = await t.call(
      '/openApi/teacher/index/updateHiddenStatus',
      { classId, isHidden: 1 },
      { token: teacherToken },
    );
    expect(hide.body).toMatchObject({ code: 200, data: { isHidden: '1' } });
    expect((await home(teacherToken))[0]?.isHidden).toBe('1');
    await t.call('/openApi/teacher/index/updateHiddenStatus', { classId, isHidden: '0' }, { token: teacherToken });
    expect((await home(teacherToken))[0]?.isHidden).toBe('0');
  });

  it('answers 404 for another teacher class or another school, 400 for a bad flag', async () => {
    const body = { classId, isHidden: 1 };
    expect((await t.call('/openApi/teacher/index/updateHiddenStatus', body, { token: otherTeacherToken })).status).toBe(
      404,
    );
    expect((await t.call('/openApi/teacher/index/updateHiddenStatus', body, { token: strangerToken })).status).toBe(
      404,
    );
    const bad = await t.call(
      '/openApi/teacher/index/updateHiddenStatus',
      { classId, isHidden: 5 },
      { token: teacherToken },
    );
    expect(bad).toMatchObject({ status: 400, body: { message: expect.stringContaining('隐藏状态') } });
  });
});

describe('updateLessonSet: course settings', () => {
  it('saves the settings (222 with a notice) and the class settings page reads them back', async () => {
    const saved = await t.call(
      '/openApi/teacher/index/updateLessonSet',
      { classId, stepUnlockOrder: 0, scoreRule: 1, scoreDisplay: 1 },
      { token: teacherToken },
    );
    expect(saved.body).toMatchObject({ code: 222, message: '课程设置已保存' });
    const entry = await t.call<TCourseClassEntry>(
      '/openApi/teacher/index/lessonSet',
      { classId },
      { token: teacherToken },
    );
    expect(entry.body.data?.lessonSet).toEqual({
      stepUnlockOrder: 0,
      scoreRule: 1,
      scoreDisplay: 1,
      spokenRequired: 0,
    });
    // The manager sees the change in the audit log (and on teacher_teaching).
    const [logged] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.objectId, classId), eq(auditLog.action, 'class.lessonSettings')))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(logged).toMatchObject({ objectType: 'class', after: { stepUnlockOrder: 0, scoreRule: 1, scoreDisplay: 1 } });
  });

  it('opens every step for the students when the unlock order is off, and locks them again when on', async () => {
    // Only an activity that opens a training holds the course back: link the first one to one.
    const [reading] = await t.db.select().from(trainings).where(eq(trainings.key, 'read-job-advert'));
    const first = (await lesson())?.chapters[0]?.steps[0]?.activities[0]?.activityId ?? 0;
    await t.db
      .insert(activityTrainings)
      .values({ activityId: first, trainingId: reading?.id ?? 0 })
      .onConflictDoNothing();
    const open = await lesson();
    expect(open?.stepUnlockOrder).toBe(0);
    expect(open?.chapters.flatMap((c) => c.steps).every((s) => !s.locked)).toBe(true);
    const later = open?.chapters[1]?.steps[0]?.activities[0]?.activityId ?? 0;
    const started = await t.call(
      '/openApi/student/lesson/index/startActivity',
      { classId, activityId: later },
      { token: studentToken },
    );
    expect(started.body.code).toBe(200);
    await t.call(
      '/openApi/teacher/index/updateLessonSet',
      { classId, stepUnlockOrder: 1, scoreRule: 0, scoreDisplay: 0 },
      { token: teacherToken },
    );
    expect((await lesson())?.chapters[1]?.steps[0]?.locked).toBe(true);
    await t.db.delete(activityProgress).where(eq(activityProgress.classId, classId));
  });

  it('lets the school manager set another teacher class, and refuses a bad rule', async () => {
    const ok = await t.call(
      '/openApi/teacher/index/updateLessonSet',
      { classId: otherClassId, stepUnlockOrder: 1, scoreRule: 1, scoreDisplay: 0 },
      { token: managerToken },
    );
    expect(ok.body.code).toBe(222);
    const bad = await t.call(
      '/openApi/teacher/index/updateLessonSet',
      { classId, stepUnlockOrder: 1, scoreRule: 4, scoreDisplay: 0 },
      { token: teacherToken },
    );
    expect(bad).toMatchObject({ status: 400, body: { message: expect.stringContaining('成绩规则') } });
    const missing = await t.call('/openApi/teacher/index/updateLessonSet', { classId }, { token: teacherToken });
    expect(missing.status).toBe(400);
    const stranger = await t.call(
      '/openApi/teacher/index/updateLessonSet',
      { classId, stepUnlockOrder: 1, scoreRule: 0, scoreDisplay: 0 },
      { token: strangerToken },
    );
    expect(stranger.status).toBe(404);
  });
});

describe('ending a course (part 1 §4)', () => {
  it('ends the course for its students: they read it but cannot start a task', async () => {
    const ended = await t.call(
      '/openApi/teacher/index/updateLessonStatus',
      { classId, lessonStatus: 'ended' },
      { token: teacherToken },
    );
    expect(ended.body).toMatchObject({ code: 222, data: { lessonStatus: 'ended' } });
    const view = await lesson();
    expect(view?.lessonStatus).toBe('ended');
    const first = view?.chapters[0]?.steps[0];
    expect(first).toMatchObject({ locked: true, lockReason: 'lessonEnded' });
    const refused = await t.call(
      '/openApi/student/lesson/index/startActivity',
      { classId, activityId: first?.activities[0]?.activityId ?? 0 },
      { token: studentToken },
    );
    expect(refused).toMatchObject({ status: 409, body: { message: '教师已结束本课程，可以查看内容，不能再开始任务' } });
    expect((await home(teacherToken))[0]?.lessonStatus).toBe('ended');
  });

  it('keeps the first end time when ended twice, and reopens', async () => {
    const [before] = await t.db.select().from(classes).where(eq(classes.id, classId));
    await t.call(
      '/openApi/teacher/index/updateLessonStatus',
      { classId, lessonStatus: 'ended' },
      { token: teacherToken },
    );
    const [after] = await t.db.select().from(classes).where(eq(classes.id, classId));
    expect(after?.lessonEndedAt?.getTime()).toBe(before?.lessonEndedAt?.getTime());
    await t.call(
      '/openApi/teacher/index/updateLessonStatus',
      { classId, lessonStatus: 'open' },
      { token: teacherToken },
    );
    const view = await lesson();
    expect(view?.lessonStatus).toBe('open');
    expect(view?.chapters[0]?.steps[0]?.locked).toBe(false);
  });

  it('refuses students, other teachers and unknown states', async () => {
    const body = { classId, lessonStatus: 'ended' };
    expect((await t.call('/openApi/teacher/index/updateLessonStatus', body, { token: studentToken })).status).toBe(403);
    expect((await t.call('/openApi/teacher/index/updateLessonStatus', body, { token: otherTeacherToken })).status).toBe(
      404,
    );
    const bad = await t.call(
      '/openApi/teacher/index/updateLessonStatus',
      { classId, lessonStatus: 'paused' },
      { token: teacherToken },
    );
    expect(bad.status).toBe(400);
  });
});

describe('toBeAddedClassList: the class behind a code, before joining', () => {
  it('shows the class, its teacher and course, and whether the student is in it', async () => {
    const [row] = await t.db.select().from(classes).where(eq(classes.id, classId));
    const seen = await t.call<TClassPreview[]>(
      '/openApi/student/index/toBeAddedClassList',
      { classCode: row?.classCode.toLowerCase() },
      { token: studentToken },
    );
    expect(seen.body.data).toEqual([
      expect.objectContaining({ classId, resourceLessonName: '跨文化商务交际', studentNumber: 2, joined: true }),
    ]);
  });

  it('answers a wrong code, a closed class and another school code like joining does', async () => {
    const wrong = await t.call(
      '/openApi/student/index/toBeAddedClassList',
      { classCode: 'XXXXXX' },
      { token: studentToken },
    );
    expect(wrong).toMatchObject({ status: 400, body: { message: expect.stringContaining('班级码') } });
    const [other] = await t.db.select().from(classes).where(eq(classes.id, otherClassId));
    await t.db.update(classes).set({ status: 'closed' }).where(eq(classes.id, otherClassId));
    const closed = await t.call(
      '/openApi/student/index/toBeAddedClassList',
      { classCode: other?.classCode },
      { token: studentToken },
    );
    expect(closed.status).toBe(409);
    await t.db.update(classes).set({ status: 'open' }).where(eq(classes.id, otherClassId));
    const strangerSchool = (await buildSchool(t.db)).id;
    const far = await buildClass(t.db, {
      schoolId: strangerSchool,
      teacherId: (await buildTeacher(t.db, strangerSchool)).id,
    });
    const across = await t.call(
      '/openApi/student/index/toBeAddedClassList',
      { classCode: far.classCode },
      { token: studentToken },
    );
    expect(across.status).toBe(400);
  });
});

describe('recommendLesson', () => {
  it('recommends up to four courses the student is not studying, studied ones first', async () => {
    const list =
      (await t.call<TRecommendLesson[]>('/openApi/student/index/recommendLesson', {}, { token: studentToken })).body
        .data ?? [];
    expect(list).toHaveLength(4);
    expect(list.map((l) => l.lessonId)).not.toContain(courseIds.get('cross-cultural-communication'));
    expect(list[0]?.lessonName).toBeTruthy();
    expect(list[0]?.lessonOtherInfo).toBeTruthy();
  });

  it('is for students', async () => {
    expect((await t.call('/openApi/student/index/recommendLesson', {}, { token: teacherToken })).status).toBe(403);
  });
});

describe('networkMapAccess: the floating knowledge network map', () => {
  it('shows only for the configured accounts', async () => {
    const access = (token: string) => t.call('/openApi/knowledge/networkMapAccess', {}, { token });
    expect((await access(teacherToken)).body.data).toEqual({ visible: false });
    const schoolId = (await buildSchool(t.db)).id;
    const listed = await buildUser(t.db, { schoolId, userType: UserType.teacher, mobile: '13512345678' });
    expect((await access(await t.signIn(listed.mobile))).body.data).toEqual({ visible: true });
  });
});
