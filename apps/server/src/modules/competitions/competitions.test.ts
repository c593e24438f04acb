/**
 * Competitions (issue 20) through the real app: the organiser creates a competition and a period
 * on the exam engine; students enter, sign the commitment, sit the round and are ranked (ties by
 * time); a withdrawal needs its reason and leaves the ranking; who may call what.
 */
import type { TCompetitionView, TExamSheet, TPeriodSummary, TRanking } from '@lingua/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { buildSchool, buildStudent, buildTeacher } from '../../test/factories';
import { bankSeed, S, T } from '../../test/fixtures/exams';
import { insertTraining } from '../trainings/insert-training';

const C = '/openApi/competitionTeacher';
const ST = '/openApi/competitionStudent/competitionInfo';

let t: TestApp;
let now = new Date('2026-11-20T08:00:00Z');
const clock = () => now;
const advance = (ms: number) => {
  now = new Date(now.getTime() + ms);
};

const tokens = {} as Record<'organiser' | 'plain' | 'a' | 'b' | 'c' | 'd' | 'stranger' | 'otherOrganiser', string>;
let compId: number;
let period: TPeriodSummary;

beforeAll(async () => {
  t = await buildTestApp({ clock });
  const school = await buildSchool(t.db);
  const other = await buildSchool(t.db);
  const organiser = await buildTeacher(t.db, school.id, ['competitionOrganiser']);
  const plain = await buildTeacher(t.db, school.id);
  const students = await Promise.all([1, 2, 3, 4].map(() => buildStudent(t.db, school.id)));
  const stranger = await buildStudent(t.db, other.id);
  const otherOrganiser = await buildTeacher(t.db, other.id, ['competitionOrganiser']);
  await insertTraining(t.db, bankSeed(), school.id);
  tokens.organiser = await t.signIn(organiser.mobile);
  tokens.plain = await t.signIn(plain.mobile);
  [tokens.a, tokens.b, tokens.c, tokens.d] = (await Promise.all(students.map((s) => t.signIn(s.mobile)))) as [
    string,
    string,
    string,
    string,
  ];
  tokens.stranger = await t.signIn(stranger.mobile);
  tokens.otherOrganiser = await t.signIn(otherOrganiser.mobile);
});
afterAll(() => t.close());

const call = <R>(path: string, body: unknown, token: string) => t.call<R>(path, body, { token });

async function paperFor(token: string) {
  const bank = await call<{ questionId: number; stem: string }[]>(`${T}bankQuestions`, {}, token);
  // The choice (right: B) and "CIF includes insurance" (right: T) of the exam fixture's bank.
  const ids = (bank.body.data ?? [])
    .filter((q) => q.stem.startsWith('Which phrase') || q.stem.startsWith('CIF'))
    .map((q) => q.questionId);
  const paper = await call<{ paperId: number }>(
    `${T}paper/create`,
    { title: 'Contest paper', timeMinutes: 20, questionIds: ids },
    token,
  );
  return paper.body.data?.paperId as number;
}

describe('the organiser', () => {
  it('creates a competition and a period whose round is an exam', async () => {
    const saved = await call<{ abilityCompId: number }>(
      `${C}/competition/save`,
      {
        abilityCompName: 'Business English Skills Contest',
        intro: '<p>Intro</p><script>alert(1)</script>',
        rules: '<p>Rules</p>',
        commitment: '<p>I will answer on my own.</p>',
        isPublicCompetition: 0,
        isOfficial: 1,
        eligibility: 1,
        exitControl: 1,
      },
      tokens.organiser,
    );
    expect(saved.body.code).toBe(222);
    compId = saved.body.data?.abilityCompId as number;
    const paperId = await paperFor(tokens.organiser);
    const p = await call<TPeriodSummary>(
      `${C}/period/save`,
      {
        abilityCompId: compId,
        stage: 'preliminary',
        name: 'Preliminary',
        paperId,
        opensAt: new Date(now.getTime() - 60_000).toISOString(),
        closesAt: new Date(now.getTime() + 3600_000).toISOString(),
        timeLimitMinutes: 20,
      },
      tokens.organiser,
    );
    expect(p.body.code).toBe(222);
    period = p.body.data as TPeriodSummary;
    expect(period.examId).toBeGreaterThan(0);
    const main = await call<{ intro: string; isOfficial: number }>(
      `${ST}/competitionMain`,
      { abilityCompId: compId },
      tokens.a,
    );
    expect(main.body.data?.intro).toBe('<p>Intro</p>');
  });
});

describe('who may call what', () => {
  it('refuses organiser calls to a teacher without the right and to students', async () => {
    const body = { abilityCompName: 'X' };
    expect((await call(`${C}/competition/save`, body, tokens.plain)).status).toBe(403);
    expect((await call(`${C}/competition/save`, body, tokens.a)).status).toBe(403);
    expect((await call(`${C}/competition/entries`, { abilityCompId: compId }, tokens.a)).status).toBe(403);
    expect((await call(`${C}/period/publish`, { periodId: period.periodId }, tokens.a)).status).toBe(403);
  });

  it('hides a school-only competition from another school', async () => {
    expect((await call(`${ST}/entrance`, { abilityCompId: compId }, tokens.stranger)).status).toBe(404);
    expect((await call(`${ST}/enter`, { abilityCompId: compId }, tokens.stranger)).status).toBe(404);
    expect((await call(`${ST}/competitionMain`, { abilityCompId: compId }, tokens.stranger)).status).toBe(404);
    expect((await call(`${C}/competition/detail`, { abilityCompId: compId }, tokens.otherOrganiser)).status).toBe(404);
    const list = await call<{ abilityCompId: number }[]>(`${ST}/competitionList`, {}, tokens.stranger);
    expect(list.body.data?.some((c) => c.abilityCompId === compId)).toBe(false);
  });
});

async function sit(token: string, answerSeconds: number, right: boolean) {
  const sheet = (await call<TExamSheet>(`${S}start`, { examId: period.examId, device: 'test' }, token)).body
    .data as TExamSheet;
  let seq = 0;
  for (const q of sheet.questions) {
    const answer = q.stem.startsWith('Which') ? { stu_answer: right ? 'B' : 'A' } : { stu_answer: right ? 'T' : 'F' };
    await call(`${S}save`, { attemptId: sheet.attemptId, questionId: q.questionId, answer, seq: ++seq }, token);
  }
  advance(answerSeconds * 1000);
  await call(`${S}submit`, { attemptId: sheet.attemptId }, token);
  advance(-answerSeconds * 1000);
}

describe('entering, the commitment and the round', () => {
  it('asks for the commitment before the round opens', async () => {
    const entered = await call<TCompetitionView>(`${ST}/enter`, { abilityCompId: compId }, tokens.a);
    expect(entered.body.data?.entry).toBe('entered');
    expect(entered.body.data?.commitmentRequired).toBe(true);
    // Not yet admitted: the exam engine refuses the start.
    expect((await call(`${S}start`, { examId: period.examId, device: 'test' }, tokens.a)).status).toBe(404);
    const signed = await call<TCompetitionView>(`${ST}/signCommitment`, { abilityCompId: compId }, tokens.a);
    expect(signed.body.data?.entry).toBe('committed');
    const now3 = await call<{ classId: number | null }>('/openApi/overall/getNowClassId', { classType: 3 }, tokens.a);
    expect(now3.body.data?.classId).not.toBeNull();
  });

  it('ranks by score, ties broken by the shorter time', async () => {
    for (const k of ['b', 'c', 'd'] as const) {
      await call(`${ST}/enter`, { abilityCompId: compId }, tokens[k]);
      await call(`${ST}/signCommitment`, { abilityCompId: compId }, tokens[k]);
    }
    await sit(tokens.a, 600, true);
    await sit(tokens.b, 300, true);
    await sit(tokens.c, 200, false);
    const live = await call<TRanking>(`${ST}/ranking`, { periodId: period.periodId }, tokens.a);
    const rows = live.body.data?.rows ?? [];
    expect(rows.map((r) => r.rank)).toEqual([1, 2, 3]);
    expect(rows[0]?.timeUsedSeconds).toBe(300);
    expect(rows[1]?.timeUsedSeconds).toBe(600);
    expect(live.body.data?.mine?.rank).toBe(2);
    const published = await call<TRanking>(`${C}/period/publish`, { periodId: period.periodId }, tokens.organiser);
    expect(published.body.data?.published).toBe(true);
    expect(published.body.data?.rows).toHaveLength(3);
  });
});

describe('withdrawal', () => {
  it('needs a reason of at most 500 characters, in the user language', async () => {
    const empty = await call(`${ST}/withdrawal`, { abilityCompId: compId, stuId: '', reason: ' ' }, tokens.b);
    expect(empty.status).toBe(400);
    expect((empty.body as { message: string }).message).toBe('退赛理由不能为空');
    const long = await call(
      `${ST}/withdrawal`,
      { abilityCompId: compId, stuId: '', reason: 'x'.repeat(501) },
      tokens.b,
    );
    expect(long.status).toBe(400);
  });

  it('takes the entrant out of the published ranking, and the others move up', async () => {
    const done = await call(`${ST}/withdrawal`, { abilityCompId: compId, stuId: '', reason: '实习安排冲突' }, tokens.b);
    expect(done.body.code).toBe(222);
    const after = await call<TRanking>(`${ST}/ranking`, { periodId: period.periodId }, tokens.a);
    expect(after.body.data?.rows.map((r) => r.rank)).toEqual([1, 2]);
    expect(after.body.data?.mine?.rank).toBe(1);
    const entries = await call<{ withdrawalReason: string | null }[]>(
      `${C}/competition/entries`,
      { abilityCompId: compId },
      tokens.organiser,
    );
    expect(entries.body.data?.some((e) => e.withdrawalReason === '实习安排冲突')).toBe(true);
    expect((await call(`${ST}/enter`, { abilityCompId: compId }, tokens.b)).status).toBe(409);
    const centre = await call<{ entries: { results: { rank: number }[] }[] }>(
      '/openApi/competitionStudent/center/index',
      {},
      tokens.a,
    );
    expect(centre.body.data?.entries[0]?.results[0]?.rank).toBe(1);
  });

  it('is refused when the competition has no withdrawal', async () => {
    await call(
      `${C}/competition/save`,
      { abilityCompId: compId, abilityCompName: 'Business English Skills Contest', exitControl: 0 },
      tokens.organiser,
    );
    const refused = await call(`${ST}/withdrawal`, { abilityCompId: compId, stuId: '', reason: 'ill' }, tokens.d);
    expect(refused.status).toBe(409);
  });
});
