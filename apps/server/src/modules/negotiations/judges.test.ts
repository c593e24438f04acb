/**
 * Invited judges: the organiser invites any teachers of the school (not only the class's staff);
 * each scores with the rubric; the detail shows each judge's scores and the ranking their mean.
 * An invited judge only judges (never pairs, moves phases or invites); a student, another school's
 * teacher or an uninvited colleague cannot judge.
 */
import type { TNegotiationDetail, TNegotiationJudge, TNegotiationSummary } from '@lingua/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { buildSchool, buildStudent, buildTeacher } from '../../test/factories';
import { NT, negotiationWorld, okCall } from '../../test/fixtures/negotiations';

let t: TestApp;
let schoolId: number;

beforeAll(async () => {
  t = await buildTestApp({ jobs: { run: false } });
  schoolId = (await buildSchool(t.db)).id;
});
afterAll(() => t.close());

describe('invited judges', () => {
  it('lets the organiser invite the school’s teachers, who score with the rubric and nothing more', async () => {
    const w = await negotiationWorld(t, schoolId);
    const judge = await buildTeacher(t.db, schoolId);
    const colleague = await buildTeacher(t.db, schoolId);
    const student = await buildStudent(t.db, schoolId);
    const foreign = await buildTeacher(t.db, (await buildSchool(t.db)).id);
    const judgeToken = await t.signIn(judge.mobile);
    const colleagueToken = await t.signIn(colleague.mobile);

    // The candidates: the school's teachers (the organiser left out), never a student or another school's.
    const candidates = await okCall<TNegotiationJudge[]>(
      t,
      `${NT}/judgeCandidates`,
      { contestId: w.contestId },
      w.teacherToken,
    );
    const ids = candidates.map((c) => c.judgeId);
    expect(ids).toEqual(expect.arrayContaining([judge.id, colleague.id]));
    expect(ids).not.toContain(student.id);
    expect(ids).not.toContain(foreign.id);
    expect(ids).not.toContain(w.teacher.id);

    // A student or another school's teacher is refused, naming the entry, in the caller's language.
    const asStudent = await t.call(
      `${NT}/setJudges`,
      { contestId: w.contestId, judgeIds: [judge.id, student.id] },
      { token: w.teacherToken },
    );
    expect(asStudent.body).toMatchObject({ code: 400, field: 'judgeIds.1', message: '评委须是本校的教师' });
    const asForeign = await t.call(
      `${NT}/setJudges`,
      { contestId: w.contestId, judgeIds: [foreign.id] },
      { token: w.teacherToken, headers: { 'accept-language': 'en' } },
    );
    expect(asForeign.body).toMatchObject({
      code: 400,
      field: 'judgeIds.0',
      message: 'A judge must be a teacher of the school',
    });

    // Before the invitation the judge sees nothing; after it, the contest and its whole detail.
    expect((await t.call(`${NT}/detail`, { contestId: w.contestId }, { token: judgeToken })).body.code).toBe(404);
    const invited = await okCall<TNegotiationDetail>(
      t,
      `${NT}/setJudges`,
      { contestId: w.contestId, judgeIds: [judge.id] },
      w.teacherToken,
    );
    expect(invited.judges.map((j) => j.judgeId)).toEqual([judge.id]);
    expect(invited.mayRun).toBe(true);
    const list = await okCall<TNegotiationSummary[]>(t, `${NT}/list`, {}, judgeToken);
    expect(list.find((c) => c.contestId === w.contestId)?.invited).toBe(true);
    const organiserList = await okCall<TNegotiationSummary[]>(t, `${NT}/list`, {}, w.teacherToken);
    expect(organiserList.find((c) => c.contestId === w.contestId)?.invited).toBe(false);
    const seen = await okCall<TNegotiationDetail>(t, `${NT}/detail`, { contestId: w.contestId }, judgeToken);
    expect(seen.mayRun).toBe(false);
    expect(seen.briefs).toHaveLength(2);

    // The judge only judges: no phase change, no pairing, no inviting; a colleague not invited: 404.
    for (const [path, body] of [
      [`${NT}/advance`, { contestId: w.contestId, phase: 'simulation' }],
      [`${NT}/setJudges`, { contestId: w.contestId, judgeIds: [colleague.id] }],
      [`${NT}/judgeCandidates`, { contestId: w.contestId }],
    ] as const)
      expect((await t.call(path, body, { token: judgeToken })).body.code).toBe(404);
    expect((await t.call(`${NT}/detail`, { contestId: w.contestId }, { token: colleagueToken })).body.code).toBe(404);

    // Review: the organiser and the invited judge each score; each judge's scores and the mean show.
    await w.advance('simulation');
    await w.advance('platform');
    await w.advance('review');
    const seller = w.seller?.teamId ?? 0;
    await okCall(t, `${NT}/score`, { contestId: w.contestId, teamId: seller, scores: [20, 30, 20] }, w.teacherToken);
    const both = await okCall<TNegotiationDetail>(
      t,
      `${NT}/score`,
      { contestId: w.contestId, teamId: seller, scores: [25, 35, 25], comment: 'Strong anchoring.' },
      judgeToken,
    );
    const sellerScores = both.scores.filter((s) => s.teamId === seller);
    expect(sellerScores.map((s) => [s.judgeId, s.scores])).toEqual(
      expect.arrayContaining([
        [w.teacher.id, [20, 30, 20]],
        [judge.id, [25, 35, 25]],
      ]),
    );
    expect(both.ranking.find((r) => r.teamId === seller)).toMatchObject({ total: 77.5, judges: 2 });
    const colleagueScore = await t.call(
      `${NT}/score`,
      { contestId: w.contestId, teamId: seller, scores: [1, 1, 1] },
      { token: colleagueToken },
    );
    expect(colleagueScore.body.code).toBe(404);

    // Uninvited, the judge is out again; the scores given stay.
    const after = await okCall<TNegotiationDetail>(
      t,
      `${NT}/setJudges`,
      { contestId: w.contestId, judgeIds: [] },
      w.teacherToken,
    );
    expect(after.judges).toEqual([]);
    expect(after.scores.filter((s) => s.judgeId === judge.id)).toHaveLength(1);
    expect((await t.call(`${NT}/detail`, { contestId: w.contestId }, { token: judgeToken })).body.code).toBe(404);
  }, 120_000);
});
