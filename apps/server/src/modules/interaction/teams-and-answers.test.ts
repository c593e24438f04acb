/**
 * Interactive group training through the real app, up to the answers: forming teams and starting,
 * the shared stage answer (revisions, stale saves, reload), the leader's submit, live updates, and
 * who may read or write a team's answer. Review and scores: review-and-scores.test.ts.
 */
import {
  REALTIME_PATH,
  type TActivityDetail,
  type TStageAnswer,
  type TStaleSave,
  type TStudentView,
} from '@lingua/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { buildClass, buildSchool, buildStudent, buildTeacher } from '../../test/factories';
import { IS, IT, interactionWorld } from '../../test/fixtures/interaction';
import { wrapSocket } from '../../test/realtime-client';

let t: TestApp;
let schoolId: number;
let wsUrl: string;

beforeAll(async () => {
  t = await buildTestApp();
  schoolId = (await buildSchool(t.db)).id;
  wsUrl = `${(await t.app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws')}${REALTIME_PATH}`;
});
afterAll(() => t.close());

const en = { 'accept-language': 'en' };

describe('forming teams and starting', () => {
  it('forms teams by hand with a leader, refuses a student twice or a leader from outside, and starts', async () => {
    const w = await interactionWorld(t, schoolId, 4);
    const twice = await t.call(
      `${IT}/formTeams`,
      {
        activityId: w.activityId,
        mode: 'manual',
        teams: [
          { name: 'A', memberIds: [w.students[0]?.id, w.students[1]?.id], leaderId: w.students[0]?.id },
          { name: 'B', memberIds: [w.students[1]?.id], leaderId: w.students[1]?.id },
        ],
      },
      { token: w.teacherToken, headers: en },
    );
    expect(twice.body).toMatchObject({
      code: 400,
      field: 'teams.1.memberIds',
      message: 'A student cannot be in two teams',
    });
    const outsider = await t.call(
      `${IT}/formTeams`,
      {
        activityId: w.activityId,
        mode: 'manual',
        teams: [
          { name: 'A', memberIds: [w.students[0]?.id], leaderId: w.students[1]?.id },
          { name: 'B', memberIds: [w.students[1]?.id], leaderId: null },
        ],
      },
      { token: w.teacherToken },
    );
    expect(outsider.body).toMatchObject({ code: 400, field: 'teams.0.leaderId', message: '组长必须是本组成员' });
    // No leader: the start names the team.
    await w.call(
      `${IT}/formTeams`,
      {
        mode: 'manual',
        teams: [
          { name: 'A', memberIds: [w.students[0]?.id, w.students[1]?.id], leaderId: w.students[0]?.id },
          { name: 'B', memberIds: [w.students[2]?.id, w.students[3]?.id], leaderId: null },
        ],
      },
      w.teacherToken,
    );
    const noLeader = await t.call(`${IT}/start`, { activityId: w.activityId }, { token: w.teacherToken });
    expect(noLeader.body).toMatchObject({ code: 409, message: '“B”还没有组长' });
    const detail = await w.form([
      [0, 1],
      [2, 3],
    ]);
    expect(detail.teams.map((x) => x.members.length)).toEqual([2, 2]);
    const started = await t.call<TActivityDetail>(
      `${IT}/start`,
      { activityId: w.activityId },
      { token: w.teacherToken },
    );
    expect(started.body).toMatchObject({ code: 222, data: { phase: 'answering' } });
    const again = await t.call(
      `${IT}/formTeams`,
      { activityId: w.activityId, mode: 'random' },
      { token: w.teacherToken },
    );
    expect(again.body).toMatchObject({ code: 409, message: '活动已开始，不能再调整小组' });
  });

  it('needs two teams with members to start', async () => {
    const w = await interactionWorld(t, schoolId, 2);
    await w.call(`${IT}/formTeams`, { mode: 'random', teamSize: 4 }, w.teacherToken);
    const r = await t.call(`${IT}/start`, { activityId: w.activityId }, { token: w.teacherToken, headers: en });
    expect(r.body).toMatchObject({ code: 409, message: 'At least two teams with members are needed to start' });
  });

  it('forms random teams whose sizes differ by at most one, each with a leader', async () => {
    const w = await interactionWorld(t, schoolId, 7);
    const d = await w.call<TActivityDetail>(`${IT}/formTeams`, { mode: 'random', teamSize: 3 }, w.teacherToken);
    expect(d.teams.map((x) => x.members.length).sort()).toEqual([2, 2, 3]);
    expect(d.teams.every((x) => x.leaderId !== null && x.members.some((m) => m.userId === x.leaderId))).toBe(true);
    expect(d.unassigned).toEqual([]);
  });

  it('lets students choose a team up to its size; the first to join leads it', async () => {
    const w = await interactionWorld(t, schoolId, 4);
    const d = await w.call<TActivityDetail>(`${IT}/formTeams`, { mode: 'choose', teamSize: 2 }, w.teacherToken);
    const [a, b] = d.teams;
    if (!a || !b) throw new Error('teams');
    await w.call(`${IS}/joinTeam`, { teamId: a.teamId }, w.tokens[0] as string);
    await w.call(`${IS}/joinTeam`, { teamId: a.teamId }, w.tokens[1] as string);
    const full = await t.call(`${IS}/joinTeam`, { activityId: w.activityId, teamId: a.teamId }, { token: w.tokens[2] });
    expect(full.body).toMatchObject({ code: 409, message: '该小组人数已满，请选择其他小组' });
    const v = await w.call<TStudentView>(`${IS}/joinTeam`, { teamId: b.teamId }, w.tokens[2] as string);
    expect(v).toMatchObject({ isLeader: true, myTeam: { teamId: b.teamId } });
    expect((await w.view(0)).isLeader).toBe(true);
    const byTeacher = await w.form([[0], [1]]);
    const manual = await t.call(
      `${IS}/joinTeam`,
      { activityId: w.activityId, teamId: byTeacher.teams[0]?.teamId },
      { token: w.tokens[3] },
    );
    expect(manual.body).toMatchObject({ code: 409, message: '本活动由教师分组，不能自行选择小组' });
  });
});

describe('the shared stage answer', () => {
  it("keeps every teammate's edit: a stale save is refused with the current text, and a reload returns it", async () => {
    const w = await interactionWorld(t, schoolId, 4);
    await w.form([
      [0, 1],
      [2, 3],
    ]);
    await w.call(`${IT}/start`, {}, w.teacherToken);
    const first = await w.view(0);
    const stageId = first.stages[0]?.stageId as number;
    expect(first.answers[0]).toMatchObject({ revision: 0, text: '' });
    const saved = await w.call<TStageAnswer>(
      `${IS}/save`,
      { stageId, text: 'Good morning, Mr Müller.', revision: 0 },
      w.tokens[0] as string,
    );
    expect(saved).toMatchObject({ revision: 1, updatedBy: { userId: w.students[0]?.id } });
    // The teammate edited revision 0 too: refused, with the text that is there now.
    const stale = await t.call<TStaleSave>(
      `${IS}/save`,
      { activityId: w.activityId, stageId, text: 'Welcome to Hangzhou.', revision: 0 },
      { token: w.tokens[1], headers: en },
    );
    expect(stale.body).toMatchObject({
      code: 409,
      field: 'revision',
      message: 'A teammate has updated this stage, so your change was not saved. Continue from the latest text.',
      data: { current: { revision: 1, text: 'Good morning, Mr Müller.' } },
    });
    await w.call(
      `${IS}/save`,
      { stageId, text: 'Good morning, Mr Müller. Welcome to Hangzhou.', revision: 1 },
      w.tokens[1] as string,
    );
    // A reload (a fresh read) by either member returns the team's answer, with who wrote it.
    const reloaded = await w.view(0);
    expect(reloaded.answers[0]).toMatchObject({
      revision: 2,
      text: 'Good morning, Mr Müller. Welcome to Hangzhou.',
      updatedBy: { userId: w.students[1]?.id },
    });
    expect(reloaded.answers[0]?.authors.map((a) => a.userId).sort()).toEqual(
      [w.students[0]?.id, w.students[1]?.id].sort(),
    );
    const history = await w.call<{ revision: number; author: { userId: number } }[]>(
      `${IS}/stageHistory`,
      { teamId: reloaded.myTeam?.teamId, stageId },
      w.tokens[1] as string,
    );
    expect(history.map((h) => [h.revision, h.author.userId])).toEqual([
      [1, w.students[0]?.id],
      [2, w.students[1]?.id],
    ]);
    // The other team starts from its own empty answer.
    expect((await w.view(2)).answers[0]).toMatchObject({ revision: 0, text: '' });
  });

  it('lets only the leader submit, every stage answered, at the revisions the leader read', async () => {
    const w = await interactionWorld(t, schoolId, 4);
    await w.form([
      [0, 1],
      [2, 3],
    ]);
    await w.call(`${IT}/start`, {}, w.teacherToken);
    const v = await w.view(0);
    const submit = (k: number, revisions: { stageId: number; revision: number }[]) =>
      t.call(`${IS}/submit`, { activityId: w.activityId, revisions }, { token: w.tokens[k] });
    expect((await submit(1, [])).body).toMatchObject({ code: 409, message: '只有组长可以提交' });
    const empty = await submit(0, []);
    expect(empty.body).toMatchObject({ code: 400, message: '第 1 阶段还没有作答，请先完成再提交' });
    await w.answerAll(0, false);
    const read = (await w.view(0)).answers.map((a) => ({ stageId: a.stageId, revision: a.revision }));
    const stage2 = v.stages[1]?.stageId as number;
    // A teammate changes stage 2 after the leader read it.
    await w.call(
      `${IS}/save`,
      { stageId: stage2, text: 'One more sentence.', revision: read[1]?.revision },
      w.tokens[1] as string,
    );
    expect((await submit(0, read)).body).toMatchObject({
      code: 409,
      message: '组员刚刚修改了第 2 阶段，请查看最新内容后再提交',
    });
    const fresh = (await w.view(0)).answers.map((a) => ({ stageId: a.stageId, revision: a.revision }));
    expect((await submit(0, fresh)).body.code).toBe(222);
    const late = await t.call(
      `${IS}/save`,
      { activityId: w.activityId, stageId: stage2, text: 'late', revision: fresh[1]?.revision },
      { token: w.tokens[1] },
    );
    expect(late.body).toMatchObject({ code: 409, message: '本组已提交，答案不能再修改' });
  });

  it('pushes every save to the teammates live, never to another team', async () => {
    const w = await interactionWorld(t, schoolId, 4);
    const d = await w.form([
      [0, 1],
      [2, 3],
    ]);
    await w.call(`${IT}/start`, {}, w.teacherToken);
    const [teamA, teamB] = d.teams;
    const open = async (token: string, room: string) => {
      const ws = wrapSocket(await t.app.injectWS(REALTIME_PATH));
      ws.send({ type: 'auth', token });
      await ws.next();
      ws.send({ type: 'subscribe', room });
      return { ws, answer: await ws.next() };
    };
    const mate = await open(w.tokens[1] as string, `team:${teamA?.teamId}`);
    expect(mate.answer).toEqual({ type: 'subscribed', room: `team:${teamA?.teamId}` });
    const teacher = await open(w.teacherToken, `team:${teamA?.teamId}`);
    expect(teacher.answer.type).toBe('subscribed');
    const other = await open(w.tokens[2] as string, `team:${teamA?.teamId}`);
    expect(other.answer).toEqual({ type: 'denied', room: `team:${teamA?.teamId}` });
    const own = await open(w.tokens[2] as string, `team:${teamB?.teamId}`);
    const stageId = d.stages[0]?.stageId as number;
    await w.call(`${IS}/save`, { stageId, text: 'Live text', revision: 0 }, w.tokens[0] as string);
    const pushed = await mate.ws.nextMatching((m) => m.type === 'event');
    expect(pushed).toMatchObject({
      event: 'interaction.stageSaved',
      data: { stageId, text: 'Live text', revision: 1 },
    });
    expect(await teacher.ws.nextMatching((m) => m.type === 'event')).toMatchObject({ data: { text: 'Live text' } });
    expect(own.ws.pending()).toEqual([]);
    for (const s of [mate, teacher, other, own]) s.ws.socket.close();
    expect(wsUrl).toContain('ws://');
  });
});

describe("who may read and write a team's answer", () => {
  it('keeps out another team, another class and another school', async () => {
    const w = await interactionWorld(t, schoolId, 4);
    const d = await w.form([
      [0, 1],
      [2, 3],
    ]);
    await w.call(`${IT}/start`, {}, w.teacherToken);
    const teamA = d.teams[0]?.teamId as number;
    const stageId = d.stages[0]?.stageId as number;
    await w.call(`${IS}/save`, { stageId, text: 'Team A only', revision: 0 }, w.tokens[0] as string);
    // Another team's member: their own team's row at most; team A's history is a 404.
    const otherTeam = await t.call(
      `${IS}/stageHistory`,
      { activityId: w.activityId, teamId: teamA, stageId },
      { token: w.tokens[2] },
    );
    expect(otherTeam.status).toBe(404);
    const theirView = await w.view(2);
    expect(JSON.stringify(theirView)).not.toContain('Team A only');
    // A student of another class and of another school: the activity is not there.
    const stranger = await buildStudent(t.db, schoolId);
    await buildClass(t.db, { schoolId, teacherId: w.teacher.id, studentIds: [stranger.id] });
    const strangerToken = await t.signIn(stranger.mobile);
    for (const [path, body] of [
      [`${IS}/view`, { activityId: w.activityId }],
      [`${IS}/save`, { activityId: w.activityId, stageId, text: 'x', revision: 1 }],
      [`${IS}/stageHistory`, { activityId: w.activityId, teamId: teamA, stageId }],
    ] as const) {
      expect((await t.call(path, body, { token: strangerToken })).status).toBe(404);
    }
    const foreignSchool = (await buildSchool(t.db)).id;
    const foreignTeacher = await t.signIn((await buildTeacher(t.db, foreignSchool)).mobile);
    expect((await t.call(`${IT}/detail`, { activityId: w.activityId }, { token: foreignTeacher })).status).toBe(404);
    const colleague = await t.signIn((await buildTeacher(t.db, schoolId)).mobile);
    expect((await t.call(`${IT}/detail`, { activityId: w.activityId }, { token: colleague })).status).toBe(404);
    expect((await t.call(`${IT}/detail`, { activityId: w.activityId }, { token: w.tokens[0] })).status).toBe(403);
    // The saved text is still team A's own.
    expect((await w.view(1)).answers[0]?.text).toBe('Team A only');
  });
});
