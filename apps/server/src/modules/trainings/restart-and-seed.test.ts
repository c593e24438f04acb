/**
 * Autosaved answers survive a server restart (the app is closed and built again; on PGlite the
 * database folder itself is closed and reopened), and the seeded trainings are linked to the demo
 * courses so a course activity opens its training under the step order rule.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TAnswerSheet, TClassLesson, TEnvelope } from '@lingua/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { activityTrainings, courses, trainings } from '../../db/schema';
import { type Database, wrapPglite } from '../../platform/database';
import { createDiskStorage } from '../../platform/storage';
import { seedCourses } from '../../seed/seed-courses';
import { seedTrainings } from '../../seed/seed-trainings';
import { buildClass, buildSchool, buildStudent, buildTeacher } from '../../test/factories';
import { openTestDatabase } from '../../test/test-database';

const storage = createDiskStorage(mkdtempSync(path.join(os.tmpdir(), 'lingua-restart-files-')));
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lingua-restart-db-'));
const usePostgres = Boolean(process.env.DATABASE_URL);
let shared: Database | undefined;

/** Opens the database as a fresh process would: the same PGlite folder, or the same PostgreSQL database. */
async function openStore(first: boolean): Promise<Database> {
  if (usePostgres) {
    shared ??= await openTestDatabase();
    return { ...shared, close: async () => undefined };
  }
  const template = process.env.LINGUA_TEST_TEMPLATE ?? '';
  const client = first
    ? await PGlite.create(dataDir, { loadDataDir: new Blob([readFileSync(template)]) })
    : await PGlite.create(dataDir);
  return wrapPglite(client);
}

async function call<T>(app: FastifyInstance, url: string, body: unknown, token?: string) {
  const r = await app.inject({
    method: 'POST',
    url,
    payload: body as object,
    headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
  });
  return r.json() as TEnvelope<T>;
}

afterAll(async () => {
  await shared?.close();
});

describe('seeded trainings and a server restart', () => {
  it('links course activities to trainings, opens one in order, and keeps its answers across a restart', async () => {
    let store = await openStore(true);
    await seedCourses(store.db, storage);
    expect(await seedTrainings(store.db, storage)).toBe(true);
    expect(await seedTrainings(store.db, storage)).toBe(false);
    expect(await store.db.$count(trainings)).toBeGreaterThanOrEqual(18);
    expect(await store.db.$count(activityTrainings)).toBeGreaterThanOrEqual(13);
    // A release that brings new trainings: a database without some of them gets exactly those,
    // and their activities are linked again, while every other training stays as it was.
    const before = await store.db.$count(trainings);
    const links = await store.db.$count(activityTrainings);
    const [gone] = await store.db.delete(trainings).where(eq(trainings.key, 'read-enquiry-email')).returning();
    expect(await store.db.$count(activityTrainings)).toBeLessThan(links);
    expect(await seedTrainings(store.db, storage)).toBe(true);
    expect(await store.db.$count(trainings)).toBe(before);
    expect(await store.db.$count(activityTrainings)).toBe(links);
    const [back] = await store.db.select().from(trainings).where(eq(trainings.key, 'read-enquiry-email'));
    expect(back?.id).not.toBe(gone?.id);
    expect(await seedTrainings(store.db, storage)).toBe(false);
    const [listening] = await store.db.select().from(trainings).where(eq(trainings.key, 'hear-order-call'));
    expect(listening?.background[0]?.fileUrl).toMatch(/^\/files\/.+\.mp3$/);

    const [course] = await store.db.select().from(courses).where(eq(courses.key, 'foreign-trade-correspondence'));
    const school = await buildSchool(store.db);
    const teacher = await buildTeacher(store.db, school.id);
    const student = await buildStudent(store.db, school.id);
    const classId = (
      await buildClass(store.db, {
        schoolId: school.id,
        teacherId: teacher.id,
        courseId: course?.id,
        studentIds: [student.id],
      })
    ).id;

    let app = await buildApp({ db: store.db, storage });
    const login = await call<{ token: string }>(app, '/openApi/login/login', {
      mobile: student.mobile,
      password: 'lingua123',
    });
    const token = login.data?.token ?? '';
    const lesson = await call<TClassLesson>(app, '/openApi/student/lesson/index/classLesson', { classId }, token);
    const [first, second] = lesson.data?.chapters[0]?.steps ?? [];
    const firstActivity = first?.activities[0];
    expect(firstActivity?.kind).toBe('readSkill');
    const locked = await call(
      app,
      '/openApi/student/training/openActivity',
      { classId, activityId: second?.activities[0]?.activityId },
      token,
    );
    expect(locked.code).toBe(409);
    const opened = await call<{ trainingId: number; kind: string }>(
      app,
      '/openApi/student/training/openActivity',
      { classId, activityId: firstActivity?.activityId },
      token,
    );
    expect(opened.data?.kind).toBe('readSkill');
    const sheet = await call<TAnswerSheet>(
      app,
      '/openApi/student/training/answerSheet',
      { classId, trainingId: opened.data?.trainingId },
      token,
    );
    // Every seeded reading training has a true/false question.
    const q = sheet.data?.questions.find((x) => x.subject_type === 11);
    const saved = await call(
      app,
      '/openApi/student/training/saveAnswer',
      { attemptId: sheet.data?.attempt.attemptId, questionId: q?.questionId, answer: { stu_answer: 'T' } },
      token,
    );
    expect(saved.code).toBe(200);

    // Restart: stop the server and its database, start both again.
    await app.close();
    await store.close();
    store = await openStore(false);
    app = await buildApp({ db: store.db, storage });
    const again = await call<TAnswerSheet>(
      app,
      '/openApi/student/training/answerSheet',
      { classId, trainingId: opened.data?.trainingId },
      token,
    );
    expect(again.data?.attempt.attemptId).toBe(sheet.data?.attempt.attemptId);
    expect(again.data?.attempt.answers).toEqual([{ questionId: q?.questionId, answer: { stu_answer: 'T' } }]);
    const submitted = await call<{ status: string }>(
      app,
      '/openApi/student/training/submit',
      { attemptId: again.data?.attempt.attemptId },
      token,
    );
    expect(submitted.data?.status).toBe('submitted');
    const after = await call<TClassLesson>(app, '/openApi/student/lesson/index/classLesson', { classId }, token);
    expect(after.data?.chapters[0]?.steps[0]?.activities[0]?.finished).toBe(2);
    await app.close();
    await store.close();
  }, 120_000);
});
