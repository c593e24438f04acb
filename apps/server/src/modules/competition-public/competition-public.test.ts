/**
 * The competition's public side through the real app: a student registers for a public
 * competition with name and ID number, sits its round, the organiser publishes; then find my
 * score answers that entrant's result (a wrong ID number exactly as "not found"), and the prizes'
 * certificates are issued, found by name and ID number and verified by code.
 */
import type {
  TCertificate,
  TExamSheet,
  TFoundScore,
  TPeriodSummary,
  TPublicCompetition,
  TRegistration,
} from '@lingua/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { buildSchool, buildStudent, buildTeacher } from '../../test/factories';
import { C, paperOfBank, saveRound } from '../../test/fixtures/competitions';
import { bankSeed, S } from '../../test/fixtures/exams';
import { prizeOf } from '../certificates/issue-for-period';
import { insertTraining } from '../trainings/insert-training';

const P = '/openApi/competitionPublic';
const now = new Date('2026-11-20T08:00:00Z');

let t: TestApp;
let organiser: string;
let student: string;
let rival: string;
let compId: number;
let period: TPeriodSummary;
const ID = '11010519990307123X';

const call = <R>(path: string, body: unknown, token?: string, remoteAddress?: string) =>
  t.call<R>(path, body, { ...(token ? { token } : {}), ...(remoteAddress ? { remoteAddress } : {}) });
const data = <R>(r: { body: { code: number; message: string; data?: R | null } }): R => {
  expect([200, 222], r.body.message).toContain(r.body.code);
  return r.body.data as R;
};

beforeAll(async () => {
  t = await buildTestApp({ clock: () => now });
  const school = await buildSchool(t.db);
  await insertTraining(t.db, bankSeed(), school.id);
  organiser = await t.signIn((await buildTeacher(t.db, school.id, ['competitionOrganiser'])).mobile);
  student = await t.signIn((await buildStudent(t.db, school.id)).mobile);
  rival = await t.signIn((await buildStudent(t.db, school.id)).mobile);
  compId = data<{ abilityCompId: number }>(
    await call(
      `${C}/competition/save`,
      { abilityCompName: '全国商务英语挑战赛 2026', isPublicCompetition: 1, eligibility: 0 },
      organiser,
    ),
  ).abilityCompId;
  const paperId = await paperOfBank(
    t,
    organiser,
    'Final paper',
    (stem) => stem.startsWith('Which phrase') || stem.startsWith('CIF'),
  );
  period = await saveRound(t, organiser, { abilityCompId: compId, stage: 'final', name: '决赛', paperId, now });
});
afterAll(() => t.close());

async function sit(token: string, right: boolean) {
  const sheet = data<TExamSheet>(await call(`${S}start`, { examId: period.examId, device: 'test' }, token));
  let seq = 0;
  for (const q of sheet.questions) {
    const answer = q.stem.startsWith('Which') ? { stu_answer: right ? 'B' : 'A' } : { stu_answer: right ? 'T' : 'F' };
    await call(`${S}save`, { attemptId: sheet.attemptId, questionId: q.questionId, answer, seq: ++seq }, token);
  }
  await call(`${S}submit`, { attemptId: sheet.attemptId }, token);
}

describe('registration', () => {
  it('lists the public competition and registers a student with name and ID number', async () => {
    const list = data<TPublicCompetition[]>(await call(`${P}/list`, {}));
    expect(list.map((c) => c.abilityCompId)).toContain(compId);
    const reg = data<TRegistration>(
      await call(
        `${P}/register`,
        { abilityCompId: compId, name: '王芳', idNumber: ID.toLowerCase(), mobile: '13912345678' },
        student,
      ),
    );
    expect(reg).toMatchObject({ name: '王芳', idNumberTail: '123X', competitionName: '全国商务英语挑战赛 2026' });
    const mine = data<TRegistration[]>(await call(`${P}/myRegistrations`, {}, student));
    expect(mine).toHaveLength(1);
    data(
      await call(
        `${P}/register`,
        { abilityCompId: compId, name: '李雷', idNumber: 'E12345678', mobile: '13912345679' },
        rival,
      ),
    );
  });

  it('refuses bad input naming the field, and teachers', async () => {
    const bad = await call(
      `${P}/register`,
      { abilityCompId: compId, name: '王芳', idNumber: '1', mobile: '139' },
      student,
    );
    expect(bad.status).toBe(400);
    const teacher = await call(
      `${P}/register`,
      { abilityCompId: compId, name: 'X', idNumber: ID, mobile: '13912345678' },
      organiser,
    );
    expect(teacher.status).toBe(403);
  });
});

describe('after the round is published', () => {
  beforeAll(async () => {
    await sit(student, true);
    await sit(rival, false);
    data(await call(`${C}/period/publish`, { periodId: period.periodId }, organiser));
  });

  it('find my score answers the entrant their result, and a wrong ID number as not found', async () => {
    const found = data<TFoundScore>(
      await call(`${P}/findScore`, { abilityCompId: compId, name: '王芳', idNumber: ID }, undefined, '10.2.0.1'),
    );
    expect(found.results).toHaveLength(1);
    expect(found.results[0]).toMatchObject({ periodName: '决赛', rank: 1, entrants: 2 });
    const wrong = await call(
      `${P}/findScore`,
      { abilityCompId: compId, name: '王芳', idNumber: '110105199003071234' },
      undefined,
      '10.2.0.2',
    );
    const nobody = await call(
      `${P}/findScore`,
      { abilityCompId: compId, name: '张三', idNumber: ID },
      undefined,
      '10.2.0.2',
    );
    expect(wrong.status).toBe(404);
    expect(wrong.body).toEqual(nobody.body);
  });

  it('find my score is rate limited per name', async () => {
    for (let i = 0; i < 5; i++) {
      await call(
        `${P}/findScore`,
        { abilityCompId: compId, name: '李雷', idNumber: `E0000000${i}` },
        undefined,
        `10.3.0.${i}`,
      );
    }
    const blocked = await call(
      `${P}/findScore`,
      { abilityCompId: compId, name: '李雷', idNumber: 'E12345678' },
      undefined,
      '10.3.1.1',
    );
    expect(blocked.status).toBe(429);
  });

  it('issues the prize certificate on publishing: found by name and ID number, verified by code', async () => {
    const mine = data<TCertificate[]>(
      await call(
        '/openApi/certificates/find',
        { competitionId: compId, name: '王芳', idNumber: ID },
        undefined,
        '10.4.0.1',
      ),
    );
    expect(mine).toHaveLength(1);
    expect(mine[0]?.award).toBe('决赛 一等奖 First Prize');
    const verified = data<TCertificate>(await call('/openApi/certificates/verify', { code: mine[0]?.code }));
    expect(verified.holderName).toBe('王芳');
    // Publishing again issues nothing new.
    data(await call(`${C}/period/publish`, { periodId: period.periodId }, organiser));
    const list = data<TCertificate[]>(await call('/openApi/certificates/issued', { competitionId: compId }, organiser));
    expect(list.map((c) => c.code)).toEqual([mine[0]?.code, ...list.slice(1).map((c) => c.code)]);
  });
});

describe('prizes by rank share', () => {
  it('gives the first tenth (at least one) first prizes, the next fifth second, the next three tenths third', () => {
    expect([1, 2].map((r) => prizeOf(r, 2))).toEqual(['一等奖 First Prize', '二等奖 Second Prize']);
    const ten = Array.from({ length: 10 }, (_, i) => prizeOf(i + 1, 10));
    expect(ten.filter((p) => p?.startsWith('一等奖'))).toHaveLength(1);
    expect(ten.filter((p) => p?.startsWith('二等奖'))).toHaveLength(2);
    expect(ten.filter((p) => p?.startsWith('三等奖'))).toHaveLength(3);
    expect(ten.filter((p) => p === null)).toHaveLength(4);
  });
});
