/**
 * The public competition page, the live scoreboard and the organiser's certificates by rule
 * (issue 20), through the real app: the page and the scoreboard need no sign-in and show only
 * public competitions; the scoreboard follows the round as entrants hand in, masks names and
 * carries no mobile, ID number or account id; the organiser issues a published period's prizes
 * by places or by score bands, downloads them as one zip, and each code verifies.
 */
import type {
  TCertificate,
  TCertificateFile,
  TExamSheet,
  TPeriodCertificatesResult,
  TPeriodSummary,
  TPublicCompetitionPage,
  TScoreboard,
} from '@lingua/contracts';
import { UserType } from '@lingua/contracts';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { buildSchool, buildTeacher, buildUser } from '../../test/factories';
import { C, paperOfBank, saveRound } from '../../test/fixtures/competitions';
import { bankSeed, S } from '../../test/fixtures/exams';
import { insertTraining } from '../trainings/insert-training';

const P = '/openApi/competitionPublic';
const CERT = '/openApi/certificates';
let now = new Date('2026-11-20T08:00:00Z');
const later = (seconds: number) => {
  now = new Date(now.getTime() + seconds * 1000);
};

let t: TestApp;
let organiser: string;
let colleague: string;
const entrants: { token: string; mobile: string }[] = [];
let compId: number;
let schoolOnlyId: number;
let period: TPeriodSummary;

const call = <R>(path: string, body: unknown, token?: string) => t.call<R>(path, body, token ? { token } : {});
const data = <R>(r: { body: { code: number; message: string; data?: R | null } }): R => {
  expect([200, 222], r.body.message).toContain(r.body.code);
  return r.body.data as R;
};

beforeAll(async () => {
  t = await buildTestApp({ clock: () => now });
  const school = await buildSchool(t.db);
  await insertTraining(t.db, bankSeed(), school.id);
  organiser = await t.signIn((await buildTeacher(t.db, school.id, ['competitionOrganiser'])).mobile);
  colleague = await t.signIn((await buildTeacher(t.db, school.id)).mobile);
  for (const name of ['张晓明', '李雷', '欧阳娜娜']) {
    const s = await buildUser(t.db, { schoolId: school.id, userType: UserType.student, name });
    entrants.push({ token: await t.signIn(s.mobile), mobile: s.mobile });
  }
  compId = data<{ abilityCompId: number }>(
    await call(
      `${C}/competition/save`,
      {
        abilityCompName: '2026 全国大学生商务英语挑战赛',
        intro: '<p>A contest in business letters, meetings and negotiation.</p>',
        rules: '<p>One attempt; the server clock decides.</p>',
        faq: '<p>Q: May I use a dictionary? A: No.</p>',
        isPublicCompetition: 1,
        eligibility: 0,
      },
      organiser,
    ),
  ).abilityCompId;
  schoolOnlyId = data<{ abilityCompId: number }>(
    await call(`${C}/competition/save`, { abilityCompName: '校内选拔赛', isPublicCompetition: 0 }, organiser),
  ).abilityCompId;
  const paperId = await paperOfBank(t, organiser, 'Open round', (stem) => stem.startsWith('Which phrase'));
  period = await saveRound(t, organiser, { abilityCompId: compId, stage: 'preliminary', name: '初赛', paperId, now });
  for (const [i, e] of entrants.entries()) {
    data(
      await call(
        `${P}/register`,
        { abilityCompId: compId, name: ['张晓明', '李雷', '欧阳娜娜'][i], idNumber: `E1234567${i}`, mobile: e.mobile },
        e.token,
      ),
    );
  }
});
afterAll(() => t.close());

async function sit(token: string, right: boolean, seconds: number) {
  const sheet = data<TExamSheet>(await call(`${S}start`, { examId: period.examId, device: 'test' }, token));
  for (const q of sheet.questions) {
    const answer = { stu_answer: right ? 'B' : 'A' };
    await call(`${S}save`, { attemptId: sheet.attemptId, questionId: q.questionId, answer, seq: 1 }, token);
  }
  later(seconds);
  data(await call(`${S}submit`, { attemptId: sheet.attemptId }, token));
}

describe('the public page', () => {
  it("shows a public competition's fields and schedule without sign-in, never its commitment", async () => {
    const page = data<TPublicCompetitionPage>(await call(`${P}/competition`, { abilityCompId: compId }));
    expect(page.main.abilityCompName).toBe('2026 全国大学生商务英语挑战赛');
    expect(page.main.faq).toContain('dictionary');
    expect(page.periods.map((p) => p.name)).toEqual(['初赛']);
    expect('commitment' in page.main).toBe(false);
  });

  it('answers a school-only or unknown competition as not found', async () => {
    expect((await call(`${P}/competition`, { abilityCompId: schoolOnlyId })).status).toBe(404);
    expect((await call(`${P}/competition`, { abilityCompId: 987_654 })).status).toBe(404);
    expect((await call(`${P}/scoreboard`, { abilityCompId: schoolOnlyId })).status).toBe(404);
  });
});

describe('the live scoreboard', () => {
  it('follows the round as entrants hand in, with masked names and no contact data', async () => {
    const [a, b, c] = entrants;
    if (!a || !b || !c) throw new Error('three entrants');
    const before = data<TScoreboard>(await call(`${P}/scoreboard`, { abilityCompId: compId }));
    expect(before.periodId).toBe(period.periodId);
    expect(before.rows).toEqual([]);
    await sit(a.token, true, 300);
    later(2);
    const one = data<TScoreboard>(await call(`${P}/scoreboard`, { abilityCompId: compId }));
    expect(one.rows.map((r) => r.maskedName)).toEqual(['张*明']);
    await sit(b.token, true, 200);
    await sit(c.token, false, 100);
    later(2);
    const all = data<TScoreboard>(await call(`${P}/scoreboard`, { abilityCompId: compId, periodId: period.periodId }));
    expect(all.rows.map((r) => [r.rank, r.maskedName])).toEqual([
      [1, '李*'],
      [2, '张*明'],
      [3, '欧**娜'],
    ]);
    expect(all.finished).toBe(3);
    const text = JSON.stringify(all);
    for (const e of entrants) expect(text).not.toContain(e.mobile);
    expect(text).not.toMatch(/E1234567|studentId|attemptId|李雷|张晓明/);
  });
});

describe('certificates by the organiser', () => {
  it('refuses before the results are published, and to a colleague without the right', async () => {
    const rule = { kind: 'top', first: 1, second: 1, third: 0 };
    expect((await call(`${CERT}/issueForPeriod`, { periodId: period.periodId, rule }, organiser)).status).toBe(409);
    expect((await call(`${CERT}/issueForPeriod`, { periodId: period.periodId, rule }, colleague)).status).toBe(403);
  });

  it('refuses score bands that rise, naming the field in the caller language', async () => {
    const bad = await call(
      `${CERT}/issueForPeriod`,
      { periodId: period.periodId, rule: { kind: 'bands', first: 5, second: 8, third: 1 } },
      organiser,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('分数线');
  });

  it('issues by places, then by score bands keeping unchanged codes, and zips the period; each verifies', async () => {
    data(await call(`${C}/period/publish`, { periodId: period.periodId }, organiser));
    const byPlaces = data<TPeriodCertificatesResult>(
      await call(
        `${CERT}/issueForPeriod`,
        { periodId: period.periodId, rule: { kind: 'top', first: 1, second: 1, third: 1 } },
        organiser,
      ),
    );
    expect(byPlaces.issued + byPlaces.kept).toBe(3);
    const first = data<TCertificate[]>(
      await call(`${CERT}/issued`, { competitionId: compId, periodId: period.periodId }, organiser),
    );
    expect(first.map((c) => [c.rank, c.award])).toEqual([
      [1, '初赛 一等奖 First Prize'],
      [2, '初赛 二等奖 Second Prize'],
      [3, '初赛 三等奖 Third Prize'],
    ]);
    // Bands: the two full marks are first prizes; the wrong answers score 0, below every band.
    const full = period.fullMark;
    const byBands = data<TPeriodCertificatesResult>(
      await call(
        `${CERT}/issueForPeriod`,
        { periodId: period.periodId, rule: { kind: 'bands', first: full, second: full / 2, third: 1 } },
        organiser,
      ),
    );
    expect(byBands).toEqual({ issued: 1, kept: 1, withdrawn: 2 });
    const second = data<TCertificate[]>(
      await call(`${CERT}/issued`, { competitionId: compId, periodId: period.periodId }, organiser),
    );
    expect(second.map((c) => c.award)).toEqual(['初赛 一等奖 First Prize', '初赛 一等奖 First Prize']);
    expect(second[0]?.code).toBe(first[0]?.code);
    // The third place's withdrawn certificate no longer verifies.
    expect((await call(`${CERT}/verify`, { code: first[2]?.code })).status).toBe(404);
    const zip = data<TCertificateFile>(
      await call(`${CERT}/batch`, { competitionId: compId, periodId: period.periodId }, organiser),
    );
    const files = unzipSync(Buffer.from(zip.base64, 'base64'));
    expect(Object.keys(files)).toHaveLength(2);
    for (const c of second) {
      expect(data<TCertificate>(await call(`${CERT}/verify`, { code: c.code })).holderName).toBe(c.holderName);
    }
  }, 120_000);
});
