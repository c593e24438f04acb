/**
 * A scoring job survives a server restart: the first server queues it, starts scoring it and
 * dies (its runner job's lease held, never finished); a second server on the same database and
 * files claims it when the lease runs out, scores it, and the submitted attempt gets its score.
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { QuestionTypeCodes as C, type TAnswerSheet, type TEnvelope } from '@lingua/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { jobs, speechRecordings, trainingAttempts } from '../../db/schema';
import { createDiskStorage } from '../../platform/storage';
import { buildClass, buildSchool, buildStudent, buildTeacher } from '../../test/factories';
import { record, spoken } from '../../test/speaking';
import { openTestDatabase } from '../../test/test-database';
import { insertTraining } from '../trainings/insert-training';

const database = await openTestDatabase();
const storage = createDiskStorage(mkdtempSync(path.join(os.tmpdir(), 'lingua-restart-speech-')));
afterAll(() => database.close());

async function call<T>(app: FastifyInstance, url: string, body: unknown, token?: string) {
  const r = await app.inject({
    method: 'POST',
    url,
    payload: body as object,
    headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
  });
  return r.json() as TEnvelope<T>;
}

describe('scoring jobs', () => {
  it('are picked up again after a restart and score the submitted attempt', { timeout: 120_000 }, async () => {
    const db = database.db;
    const school = await buildSchool(db);
    const teacher = await buildTeacher(db, school.id);
    const student = await buildStudent(db, school.id);
    const klass = await buildClass(db, { schoolId: school.id, teacherId: teacher.id, studentIds: [student.id] });
    const text = 'Could you send me the invoice by Friday?';
    const { training } = await insertTraining(db, {
      key: 'test-restart-speech',
      kind: 'sentenceTraining',
      title: { cn: '句子', en: 'Sentence' },
      intro: { cn: '跟读', en: 'Repeat' },
      background: [],
      settings: {},
      questions: [
        {
          subject_type: C.repeatSentence,
          stem: 'Repeat.',
          fullMark: 10,
          analysis: { cn: '', en: '' },
          content: { text },
        },
      ],
    });

    // The first server queues jobs but its worker dies before finishing one.
    const first = await buildApp({ db, storage, jobs: { run: false } });
    const login = async (app: FastifyInstance, mobile: string) =>
      (await call<{ token: string }>(app, '/openApi/login/login', { mobile, password: 'lingua123' })).data?.token ?? '';
    const teacherToken = await login(first, teacher.mobile);
    await call(
      first,
      '/openApi/teacher/training/setClassTraining',
      {
        classId: klass.id,
        trainingId: training.id,
        isOpen: true,
        deadline: null,
      },
      teacherToken,
    );
    const token = await login(first, student.mobile);
    const sheet = (
      await call<TAnswerSheet>(
        first,
        '/openApi/student/training/answerSheet',
        { classId: klass.id, trainingId: training.id },
        token,
      )
    ).data as TAnswerSheet;
    const attemptId = sheet.attempt.attemptId;
    const recorded = await record(
      first,
      token,
      { attemptId, questionId: sheet.questions[0]?.questionId ?? 0 },
      spoken(text),
    );
    expect(recorded.code, recorded.message).toBe(200);
    expect(
      (await call<{ score: number | null }>(first, '/openApi/student/training/submit', { attemptId }, token)).data
        ?.score,
    ).toBeNull();
    // Claimed mid-way (its job running, lease not run out yet) when the server goes down.
    const [recording] = await db.select().from(speechRecordings).where(eq(speechRecordings.attemptId, attemptId));
    await db
      .update(speechRecordings)
      .set({ status: 'processing', tries: 1, leaseUntil: new Date(Date.now() + 1500) })
      .where(eq(speechRecordings.attemptId, attemptId));
    const [job] = await db
      .update(jobs)
      .set({ state: 'running', attempts: 1, leaseUntil: new Date(Date.now() + 1500) })
      .where(eq(jobs.key, `recording:${recording?.id}`))
      .returning();
    expect(job?.kind).toBe('speaking.score');
    await first.close();

    const second = await buildApp({ db, storage, jobs: { pollMs: 200 } });
    await second.ready();
    let status = '';
    for (let i = 0; i < 300 && status !== 'done'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      const [row] = await db.select().from(speechRecordings).where(eq(speechRecordings.attemptId, attemptId));
      status = row?.status ?? '';
    }
    expect(status).toBe('done');
    const [row] = await db.select().from(speechRecordings).where(eq(speechRecordings.attemptId, attemptId));
    expect(row?.tries).toBe(2);
    expect(row?.result?.overall).toBeGreaterThan(80);
    const [attempt] = await db.select().from(trainingAttempts).where(eq(trainingAttempts.id, attemptId));
    expect(attempt?.score).toBeGreaterThan(8);
    await second.close();
  });
});
