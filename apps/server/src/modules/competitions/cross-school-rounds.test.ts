/**
 * A public competition's rounds across schools (issue 20, exams/exam-policy.ts): a student of
 * another school who registered sits the round with the exam engine's guarantees (server clock,
 * saves, one attempt), is ranked with their own school's name, and the organiser reads the
 * attempt; a school-only competition of the same school still refuses them, and an unregistered
 * student of another school cannot start the public round.
 */
import type { TExamSheet, TPeriodSummary, TRanking } from '@lingua/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { buildSchool, buildStudent, buildTeacher } from '../../test/factories';
import { C, paperOfBank, saveRound } from '../../test/fixtures/competitions';
import { bankSeed, S } from '../../test/fixtures/exams';
import { insertTraining } from '../trainings/insert-training';

const ST = '/openApi/competitionStudent/competitionInfo';
const P = '/openApi/competitionPublic';
const now = new Date('2026-11-20T08:00:00Z');

let t: TestApp;
let organiser: string;
let visitor: string;
let bystander: string;
let otherSchoolName: string;
let publicRound: TPeriodSummary;
let schoolRound: TPeriodSummary;
let schoolOnlyId: number;

const call = <R>(path: string, body: unknown, token: string) => t.call<R>(path, body, { token });
const data = <R>(r: { body: { code: number; message: string; data?: R | null } }): R => {
  expect([200, 222], r.body.message).toContain(r.body.code);
  return r.body.data as R;
};

async function competitionWithRound(isPublic: 0 | 1, paperId: number): Promise<[number, TPeriodSummary]> {
  const id = data<{ abilityCompId: number }>(
    await call(
      `${C}/competition/save`,
      {
        abilityCompName: isPublic ? '跨校商务英语公开赛' : '校内商务英语选拔赛',
        isPublicCompetition: isPublic,
        eligibility: 0,
      },
      organiser,
    ),
  ).abilityCompId;
  const period = await saveRound(t, organiser, { abilityCompId: id, stage: 'preliminary', name: '初赛', paperId, now });
  return [id, period];
}

beforeAll(async () => {
  t = await buildTestApp({ clock: () => now });
  const school = await buildSchool(t.db);
  const other = await buildSchool(t.db);
  otherSchoolName = other.name;
  await insertTraining(t.db, bankSeed(), school.id);
  organiser = await t.signIn((await buildTeacher(t.db, school.id, ['competitionOrganiser'])).mobile);
  visitor = await t.signIn((await buildStudent(t.db, other.id)).mobile);
  bystander = await t.signIn((await buildStudent(t.db, other.id)).mobile);
  const paperId = await paperOfBank(t, organiser, 'Open round', (stem) => stem.startsWith('Which phrase'));
  let publicId: number;
  [publicId, publicRound] = await competitionWithRound(1, paperId);
  [schoolOnlyId, schoolRound] = await competitionWithRound(0, paperId);
  data(
    await call(
      `${P}/register`,
      { abilityCompId: publicId, name: '赵晓明', idNumber: '110105199903071234', mobile: '13912340001' },
      visitor,
    ),
  );
});
afterAll(() => t.close());

describe('a public competition', () => {
  it('lets a registered student of another school sit its round once, saved and ranked', async () => {
    const sheet = data<TExamSheet>(await call(`${S}start`, { examId: publicRound.examId, device: 'test' }, visitor));
    expect(sheet.clock.remainingSeconds).toBe(20 * 60);
    const q = sheet.questions[0];
    if (!q) throw new Error('the paper has questions');
    const saved = await call(
      `${S}save`,
      { attemptId: sheet.attemptId, questionId: q.questionId, answer: { stu_answer: 'B' }, seq: 1 },
      visitor,
    );
    expect(saved.status).toBe(200);
    // A reload finds the saved answer on the server.
    const again = data<TExamSheet>(await call(`${S}start`, { examId: publicRound.examId, device: 'test' }, visitor));
    expect(again.attemptId).toBe(sheet.attemptId);
    expect(again.answers.map((a) => a.questionId)).toEqual([q.questionId]);
    data(await call(`${S}submit`, { attemptId: sheet.attemptId }, visitor));
    // One attempt: the round does not start again.
    expect((await call(`${S}start`, { examId: publicRound.examId, device: 'test' }, visitor)).status).toBe(409);
    const ranking = data<TRanking>(await call(`${ST}/ranking`, { periodId: publicRound.periodId }, visitor));
    expect(ranking.mine?.schoolName).toBe(otherSchoolName);
    // The organiser reads the entrant's attempt (the report's call).
    const report = await call('/openApi/exam/report', { attemptId: sheet.attemptId }, organiser);
    expect(report.status).toBe(200);
  });

  it('refuses its round to a student of another school who did not register', async () => {
    expect((await call(`${S}start`, { examId: publicRound.examId, device: 'test' }, bystander)).status).toBe(404);
  });
});

describe('a school-only competition', () => {
  it('still refuses students of other schools, its round included', async () => {
    expect((await call(`${ST}/enter`, { abilityCompId: schoolOnlyId }, visitor)).status).toBe(404);
    expect((await call(`${S}start`, { examId: schoolRound.examId, device: 'test' }, visitor)).status).toBe(404);
  });
});
