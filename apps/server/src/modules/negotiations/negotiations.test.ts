/**
 * Negotiation contests through the real app: the policies (a student sees only their side's brief
 * and their own pairing; a judge of another school gets 404), the phases, the simulation against
 * the machine, the platform round's alternating turns on the server's clock, the rubric's
 * validation, the ranking and the public page once published.
 */
import type { TNegotiationStudentView, TPublicNegotiation } from '@lingua/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { negotiationContests } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { buildClass, buildManager, buildSchool, buildStudent, buildTeacher } from '../../test/factories';
import { NS, NT, negotiationWorld, okCall, RUBRIC } from '../../test/fixtures/negotiations';

let t: TestApp;
let schoolId: number;

beforeAll(async () => {
  t = await buildTestApp();
  schoolId = (await buildSchool(t.db)).id;
});
afterAll(() => t.close());

const ok = <T>(path: string, body: object, token: string) => okCall<T>(t, path, body, token);
const world = (platformMinutes = 10) => negotiationWorld(t, schoolId, platformMinutes);

describe('negotiation contests', () => {
  it('shows a student only their own side’s brief, and keeps other schools and classes out', async () => {
    const w = await world();
    const sellerView = await w.view(0);
    expect(sellerView.brief?.side).toBe('seller');
    expect(sellerView.brief?.brief).toContain('USD 16.90');
    expect(JSON.stringify(sellerView)).not.toContain('USD 16.50 per panel');
    const buyerView = await w.view(2);
    expect(buyerView.brief?.side).toBe('buyer');
    expect(JSON.stringify(buyerView)).not.toContain('USD 16.90');
    expect(buyerView.opponent?.name).toBe('Brightway team');

    // A judge of another school: 404 on the detail and the score, never a 403.
    const otherSchool = (await buildSchool(t.db)).id;
    const outsider = await t.signIn((await buildTeacher(t.db, otherSchool)).mobile);
    const foreignManager = await t.signIn((await buildManager(t.db, otherSchool)).mobile);
    for (const token of [outsider, foreignManager]) {
      expect((await t.call(`${NT}/detail`, { contestId: w.contestId }, { token })).body.code).toBe(404);
      const score = await t.call(
        `${NT}/score`,
        { contestId: w.contestId, teamId: w.seller?.teamId, scores: [10, 10, 10] },
        { token },
      );
      expect(score.body.code).toBe(404);
    }
    // A colleague who does not teach the class: 404; the school's manager judges it.
    const colleague = await t.signIn((await buildTeacher(t.db, schoolId)).mobile);
    expect((await t.call(`${NT}/detail`, { contestId: w.contestId }, { token: colleague })).body.code).toBe(404);
    const manager = await t.signIn((await buildManager(t.db, schoolId)).mobile);
    expect((await t.call(`${NT}/detail`, { contestId: w.contestId }, { token: manager })).body.code).toBe(200);
    // A student of another class, and a student of the class in no team: 404.
    const stranger = await buildStudent(t.db, schoolId);
    await buildClass(t.db, { schoolId, teacherId: w.teacher.id, studentIds: [stranger.id] });
    const strangerToken = await t.signIn(stranger.mobile);
    expect((await t.call(`${NS}/view`, { contestId: w.contestId }, { token: strangerToken })).body.code).toBe(404);
    // A student cannot call the teacher's detail (which holds both briefs).
    expect((await t.call(`${NT}/detail`, { contestId: w.contestId }, { token: w.tokens[0] })).body.code).toBe(403);
  });

  it('refuses a student in two teams and a student from outside the class', async () => {
    const w = await world();
    const twice = await t.call(
      `${NT}/formTeams`,
      {
        contestId: w.contestId,
        pairings: [
          {
            seller: { name: 'A', memberIds: [w.students[0]?.id] },
            buyer: { name: 'B', memberIds: [w.students[0]?.id] },
          },
        ],
      },
      { token: w.teacherToken, headers: { 'accept-language': 'en' } },
    );
    expect(twice.body).toMatchObject({
      code: 400,
      field: 'pairings.0.buyer.memberIds',
      message: 'A student cannot be in two teams',
    });
    const outsider = await buildStudent(t.db, schoolId);
    const notInClass = await t.call(
      `${NT}/formTeams`,
      {
        contestId: w.contestId,
        pairings: [
          { seller: { name: 'A', memberIds: [outsider.id] }, buyer: { name: 'B', memberIds: [w.students[1]?.id] } },
        ],
      },
      { token: w.teacherToken },
    );
    expect(notInClass.body.code).toBe(404);
    // Bad input names the field in the user's language.
    const noMinutes = await t.call(
      `${NT}/create`,
      {
        classId: w.klass.id,
        caseKey: 'led-panel-price',
        title: 'X',
        rubric: RUBRIC,
        platformMinutes: 0,
        platformTurns: 4,
      },
      { token: w.teacherToken },
    );
    expect(noMinutes.body).toMatchObject({ code: 400, field: 'platformMinutes' });
    expect(noMinutes.body.message).toContain('平台对抗时长');
    const unknownCase = await t.call(
      `${NT}/create`,
      {
        classId: w.klass.id,
        caseKey: 'no-such-case',
        title: 'X',
        rubric: RUBRIC,
        platformMinutes: 5,
        platformTurns: 4,
      },
      { token: w.teacherToken },
    );
    expect(unknownCase.body).toMatchObject({ code: 400, field: 'caseKey', message: '请选择谈判案例' });
    const skip = await t.call(
      `${NT}/advance`,
      { contestId: w.contestId, phase: 'platform' },
      { token: w.teacherToken },
    );
    expect(skip.body).toMatchObject({ code: 400, field: 'phase' });
  });

  it('runs the simulation against the machine line by line and records when a team finishes', async () => {
    const w = await world();
    expect(
      (await t.call(`${NS}/simulationTurn`, { contestId: w.contestId, text: 'Hello' }, { token: w.tokens[0] })).body
        .code,
    ).toBe(409);
    await w.advance('simulation');
    let v = await w.view(0);
    expect(v.simulation.machineRole).toContain('Hoffmann');
    expect(v.simulation.lines).toHaveLength(1);
    // The machine plays the buyer to the seller team: the buyer's opening, with a note for the seller.
    expect(v.simulation.lines[0]?.text).toContain('Before we talk about price');
    expect(v.simulation.lines[0]?.note).toContain('不要急于降价');
    expect(v.simulation.nextLine).toBe(0);
    // A line not reached yet has no audio.
    expect(
      (await t.call(`${NS}/lineAudio`, { contestId: w.contestId, line: 3 }, { token: w.tokens[0] })).body.code,
    ).toBe(404);
    for (let i = 0; i < v.simulation.lineCount; i++) {
      v = await ok<TNegotiationStudentView>(
        `${NS}/simulationTurn`,
        { contestId: w.contestId, text: `Our reply number ${i + 1}, with our reasons.` },
        w.tokens[i % 2] as string,
      );
    }
    expect(v.simulation.nextLine).toBeNull();
    expect(v.simulation.turns).toHaveLength(5);
    expect(v.team?.simulationDoneAt).not.toBeNull();
    const again = await t.call(
      `${NS}/simulationTurn`,
      { contestId: w.contestId, text: 'More' },
      { token: w.tokens[1] },
    );
    expect(again.body.code).toBe(409);
    // The teammate sees the team's turns; the other team sees none of them.
    expect((await w.view(1)).simulation.turns).toHaveLength(5);
    expect((await w.view(2)).simulation.turns).toHaveLength(0);
  });

  it('alternates the platform round’s turns, seller first, on the server’s clock', async () => {
    const w = await world(10);
    await w.advance('simulation');
    expect(
      (await t.call(`${NS}/platformTurn`, { contestId: w.contestId, text: 'Early' }, { token: w.tokens[0] })).body.code,
    ).toBe(409);
    const before = Date.now();
    const started = await w.advance('platform');
    const startedAt = Date.parse(started.clock.startedAt ?? '');
    expect(startedAt).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(started.clock.endsAt ?? '') - startedAt).toBe(10 * 60_000);
    const buyerFirst = await t.call(
      `${NS}/platformTurn`,
      { contestId: w.contestId, text: 'We want 15.80.' },
      { token: w.tokens[2], headers: { 'accept-language': 'en' } },
    );
    expect(buyerFirst.body).toMatchObject({ code: 409, message: 'It is the other team’s turn to speak' });
    await ok(
      `${NS}/platformTurn`,
      { contestId: w.contestId, text: 'Our price is USD 18.50 FOB Shenzhen.' },
      w.tokens[0] as string,
    );
    const twice = await t.call(`${NS}/platformTurn`, { contestId: w.contestId, text: 'And…' }, { token: w.tokens[1] });
    expect(twice.body.code).toBe(409);
    const b = await ok<TNegotiationStudentView>(
      `${NS}/platformTurn`,
      { contestId: w.contestId, text: 'That is above our budget of USD 16.50.' },
      w.tokens[3] as string,
    );
    expect(b.platform.turns.map((x) => x.side)).toEqual(['seller', 'buyer']);
    expect(b.platform.nextSide).toBe('seller');
    // The clock is the server's: once its end has passed, a turn is refused.
    await t.db
      .update(negotiationContests)
      .set({ platformStartedAt: new Date(Date.now() - 11 * 60_000) })
      .where(eq(negotiationContests.id, w.contestId));
    const late = await t.call(`${NS}/platformTurn`, { contestId: w.contestId, text: 'Late' }, { token: w.tokens[0] });
    expect(late.body).toMatchObject({ code: 409, message: '平台对抗时间已到' });
    const v = await w.view(0);
    expect(Date.parse(v.platform.clock.endsAt ?? '')).toBeLessThan(Date.parse(v.platform.clock.serverNow));
  });

  it('validates the rubric, ranks the teams, publishes, and shows the public page', async () => {
    const w = await world();
    await w.advance('simulation');
    // The buyer team finishes the simulation; the seller team does not.
    for (let i = 0; i < 5; i++)
      await ok(`${NS}/simulationTurn`, { contestId: w.contestId, text: `Reply ${i}` }, w.tokens[2] as string);
    await w.advance('platform');
    const early = await t.call(
      `${NT}/score`,
      { contestId: w.contestId, teamId: w.seller?.teamId, scores: [20, 30, 20] },
      { token: w.teacherToken },
    );
    expect(early.body.code).toBe(409);
    await w.advance('review');
    const en = { 'accept-language': 'en' };
    const missing = await t.call(
      `${NT}/score`,
      { contestId: w.contestId, teamId: w.seller?.teamId, scores: [20, 30] },
      { token: w.teacherToken, headers: en },
    );
    expect(missing.body).toMatchObject({
      code: 400,
      field: 'scores',
      message: 'Score every criterion of the rubric (3 in all)',
    });
    const over = await t.call(
      `${NT}/score`,
      { contestId: w.contestId, teamId: w.seller?.teamId, scores: [20, 41, 20] },
      { token: w.teacherToken },
    );
    expect(over.body).toMatchObject({ code: 400, field: 'scores.1', message: '“Business English”的分数须在0到40之间' });
    await ok(
      `${NT}/score`,
      { contestId: w.contestId, teamId: w.seller?.teamId, scores: [25, 30, 20], comment: 'Firm anchoring.' },
      w.teacherToken,
    );
    // Publishing needs every team scored.
    const unscored = await t.call(
      `${NT}/advance`,
      { contestId: w.contestId, phase: 'published' },
      { token: w.teacherToken },
    );
    expect(unscored.body).toMatchObject({ code: 409, message: '还有队伍未评分：Hoffmann team' });
    // A tie (75 each): the buyer team finished the simulation, so it ranks first.
    await ok(`${NT}/score`, { contestId: w.contestId, teamId: w.buyer?.teamId, scores: [25, 30, 20] }, w.teacherToken);
    // A second judge (the school's manager) is averaged in.
    const manager = await t.signIn((await buildManager(t.db, schoolId)).mobile);
    await ok(`${NT}/score`, { contestId: w.contestId, teamId: w.seller?.teamId, scores: [25, 30, 20] }, manager);
    const hidden = await ok<TPublicNegotiation[]>('/openApi/negotiation/public/list', {}, '');
    expect(hidden.some((p) => p.contestId === w.contestId)).toBe(false);
    expect((await w.view(0)).ranking).toEqual([]);
    const published = await w.advance('published');
    expect(published.ranking.map((r) => [r.name, r.rank, r.total])).toEqual([
      ['Hoffmann team', 1, 75],
      ['Brightway team', 2, 75],
    ]);
    const mine = await w.view(0);
    expect(mine.ranking).toHaveLength(2);
    expect(mine.myScores.map((s) => s.comment)).toContain('Firm anchoring.');
    const shown = await t.call<TPublicNegotiation[]>('/openApi/negotiation/public/list', {});
    const row = shown.body.data?.find((p) => p.contestId === w.contestId);
    expect(row?.ranking[0]?.name).toBe('Hoffmann team');
    expect(row?.teams).toHaveLength(2);
    expect(JSON.stringify(row)).not.toMatch(/brief|USD 16/);
  });
});
