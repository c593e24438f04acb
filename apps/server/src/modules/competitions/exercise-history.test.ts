/**
 * The organiser's exercise history through the real app: only practice (non-official)
 * competitions' rounds, the organiser's own (a manager sees the school's), with entrants and the
 * published results' average and best; students are refused.
 */
import type { TExamSheet, TExerciseHistoryRow, TPeriodSummary } from '@lingua/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { buildManager, buildSchool, buildStudent, buildTeacher } from '../../test/factories';
import { bankSeed, S, T } from '../../test/fixtures/exams';
import { insertTraining } from '../trainings/insert-training';

const C = '/openApi/competitionTeacher';
const ST = '/openApi/competitionStudent/competitionInfo';
const now = new Date('2026-11-20T08:00:00Z');

let t: TestApp;
let organiser: string;
let colleague: string;
let manager: string;
let student: string;
let period: TPeriodSummary;

const data = <R>(r: { body: { code: number; message: string; data?: R | null } }): R => {
  expect([200, 222], r.body.message).toContain(r.body.code);
  return r.body.data as R;
};
const as = <R>(token: string, url: string, body: object = {}) => t.call<R>(url, body, { token }).then(data);

beforeAll(async () => {
  t = await buildTestApp({ clock: () => now });
  const school = await buildSchool(t.db);
  await insertTraining(t.db, bankSeed(), school.id);
  organiser = await t.signIn((await buildTeacher(t.db, school.id, ['competitionOrganiser'])).mobile);
  colleague = await t.signIn((await buildTeacher(t.db, school.id, ['competitionOrganiser'])).mobile);
  manager = await t.signIn((await buildManager(t.db, school.id)).mobile);
  student = await t.signIn((await buildStudent(t.db, school.id)).mobile);
  const bank = await as<{ questionId: number; stem: string }[]>(organiser, `${T}bankQuestions`);
  const ids = bank.filter((q) => q.stem.startsWith('Which phrase')).map((q) => q.questionId);
  const { paperId } = await as<{ paperId: number }>(organiser, `${T}paper/create`, {
    title: 'Practice paper',
    timeMinutes: 20,
    questionIds: ids,
  });
  const terms = {
    paperId,
    opensAt: new Date(now.getTime() - 60_000).toISOString(),
    closesAt: new Date(now.getTime() + 3_600_000).toISOString(),
    timeLimitMinutes: 20,
  };
  for (const [name, isOfficial] of [
    ['Weekly practice: trade terms', 0],
    ['Official contest', 1],
  ] as const) {
    const { abilityCompId } = await as<{ abilityCompId: number }>(organiser, `${C}/competition/save`, {
      abilityCompName: name,
      isOfficial,
      eligibility: 0,
    });
    const saved = await as<TPeriodSummary>(organiser, `${C}/period/save`, {
      abilityCompId,
      stage: 'preliminary',
      name: `${name} round 1`,
      ...terms,
    });
    if (isOfficial === 0) {
      period = saved;
      await as(student, `${ST}/enter`, { abilityCompId });
    }
  }
  const sheet = await as<TExamSheet>(student, `${S}start`, { examId: period.examId, device: 'test' });
  let seq = 0;
  for (const q of sheet.questions) {
    await t.call(
      `${S}save`,
      { attemptId: sheet.attemptId, questionId: q.questionId, answer: { stu_answer: 'B' }, seq: ++seq },
      { token: student },
    );
  }
  await as(student, `${S}submit`, { attemptId: sheet.attemptId });
  await as(organiser, `${C}/period/publish`, { periodId: period.periodId });
});
afterAll(() => t.close());

describe('exerciseHistory', () => {
  it("lists the organiser's practice rounds only, with entrants and published figures", async () => {
    const rows = await as<TExerciseHistoryRow[]>(organiser, `${C}/exerciseHistory`);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      abilityCompName: 'Weekly practice: trade terms',
      periodId: period.periodId,
      entrants: 1,
      published: true,
      resultCount: 1,
    });
    expect(rows[0]?.bestScore).toBe(rows[0]?.averageScore);
    expect(rows[0]?.fullMark).toBeGreaterThan(0);
  });

  it("shows a colleague none of it, the school's manager all of it, and refuses students", async () => {
    expect(await as<TExerciseHistoryRow[]>(colleague, `${C}/exerciseHistory`)).toEqual([]);
    expect(await as<TExerciseHistoryRow[]>(manager, `${C}/exerciseHistory`)).toHaveLength(1);
    expect((await t.call(`${C}/exerciseHistory`, {}, { token: student })).status).toBe(403);
  });
});
