/**
 * Interactive group training through the real app, after the answers: the allocation on the
 * database, the rating rules, scores and publishing. Teams and answers: teams-and-answers.test.ts.
 */
import type { TActivityDetail, TActivitySummary, TInteractionHistoryRow } from '@lingua/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { buildSchool } from '../../test/factories';
import { IS, IT, interactionWorld, ok } from '../../test/fixtures/interaction';

let t: TestApp;
let schoolId: number;

beforeAll(async () => {
  t = await buildTestApp();
  schoolId = (await buildSchool(t.db)).id;
});
afterAll(() => t.close());

describe('peer review, scores and publishing', () => {
  it('allocates fairly among the teams that submitted (three of four), enforces the rating rules, scores and publishes', async () => {
    const w = await interactionWorld(t, schoolId, 8, 2);
    const d = await w.form([
      [0, 1],
      [2, 3],
      [4, 5],
      [6, 7],
    ]);
    await w.call(`${IT}/start`, {}, w.teacherToken);
    const early = await t.call(`${IT}/startReview`, { activityId: w.activityId }, { token: w.teacherToken });
    expect(early.body).toMatchObject({ code: 409, message: '至少需要两个小组提交答案才能开始互评' });
    for (const k of [0, 2, 4]) await w.answerAll(k);
    // Team 4 never submits: it drops out of the review.
    const review = await w.call<TActivityDetail>(`${IT}/startReview`, {}, w.teacherToken);
    expect(review.phase).toBe('reviewing');
    const dropped = d.teams[3]?.teamId;
    expect(review.assignments).toHaveLength(6);
    for (const team of d.teams.slice(0, 3)) {
      expect(review.assignments.filter((a) => a.reviewerTeamId === team.teamId)).toHaveLength(2);
      expect(review.assignments.filter((a) => a.targetTeamId === team.teamId)).toHaveLength(2);
    }
    expect(review.assignments.some((a) => a.reviewerTeamId === dropped || a.targetTeamId === dropped)).toBe(false);
    expect(review.assignments.some((a) => a.reviewerTeamId === a.targetTeamId)).toBe(false);

    const leader = await w.view(0);
    const myTeam = leader.myTeam?.teamId as number;
    expect(leader.reviews).toHaveLength(2);
    const target = leader.reviews[0]?.targetTeamId as number;
    expect(leader.reviews[0]?.answers[0]?.text).toContain('Our answer');
    const full = (items: (number | null)[]) => leader.stages.map((s) => ({ stageId: s.stageId, items }));
    const rate = (k: number, body: object) =>
      t.call(`${IS}/review`, { activityId: w.activityId, ...body }, { token: w.tokens[k] });
    expect((await rate(0, { targetTeamId: myTeam, scores: full([5, 5]), comment: 'Great' })).body).toMatchObject({
      code: 400,
      field: 'targetTeamId',
      message: '不能给自己的小组评分',
    });
    expect((await rate(0, { targetTeamId: target, scores: full([5, null]), comment: 'Great' })).body).toMatchObject({
      code: 400,
      message: '请为每一项评分后再提交',
    });
    expect((await rate(0, { targetTeamId: target, scores: full([6, 4]), comment: 'Great' })).body).toMatchObject({
      code: 400,
      message: '分数不能超过满分 5 分',
    });
    expect((await rate(0, { targetTeamId: target, scores: full([4, 4]), comment: '   ' })).body).toMatchObject({
      code: 400,
      field: 'comment',
      message: '评语不能为空',
    });
    expect((await rate(1, { targetTeamId: target, scores: full([4, 4]), comment: 'Good' })).body).toMatchObject({
      code: 409,
      message: '只有组长可以提交',
    });
    const notAllocated = d.teams.find(
      (x) => x.teamId !== myTeam && !leader.reviews.some((r) => r.targetTeamId === x.teamId),
    );
    expect((await rate(0, { targetTeamId: notAllocated?.teamId, scores: full([4, 4]), comment: 'Good' })).status).toBe(
      404,
    );
    expect((await rate(0, { targetTeamId: target, scores: full([4, 3]), comment: 'Clear agenda.' })).body.code).toBe(
      222,
    );
    expect((await rate(0, { targetTeamId: target, scores: full([4, 3]), comment: 'Again' })).body).toMatchObject({
      code: 409,
      message: '本组已提交对该组的评分',
    });

    const closed = await w.call<TActivityDetail>(`${IT}/closeReview`, {}, w.teacherToken);
    const targetResult = closed.teamResults.find((r) => r.teamId === target);
    // One review of 4 + 3 out of 10 on every stage: 70.
    expect(targetResult?.stages.every((s) => s.peerScore === 70 && s.reviewCount === 1)).toBe(true);
    expect(targetResult?.teamScore).toBe(70);
    const adjusted = await w.call<TActivityDetail>(
      `${IT}/adjust`,
      { teamId: target, stageId: leader.stages[0]?.stageId, score: 90, reason: 'Excellent opening in class' },
      w.teacherToken,
    );
    // (90 + 70 × 3) / 4 = 75.
    expect(adjusted.teamResults.find((r) => r.teamId === target)?.teamScore).toBe(75);
    const publishEarly = await t.call(`${IT}/publish`, { activityId: w.activityId }, { token: w.teacherToken });
    expect(publishEarly.body).toMatchObject({ code: 409, message: '还有 8 名学生没有个人成绩，请先评分再发布' });
    for (const s of w.students) await w.call(`${IT}/personScore`, { studentId: s.id, score: 80 }, w.teacherToken);
    const published = await t.call<TActivityDetail>(
      `${IT}/publish`,
      { activityId: w.activityId },
      { token: w.teacherToken },
    );
    expect(published.body).toMatchObject({ code: 222, data: { phase: 'published' } });
    const targetMember = published.body.data?.persons.find((p) => p.teamId === target);
    expect(targetMember).toMatchObject({ teamScore: 75, personalScore: 80, total: 77.5 });
    expect(
      (
        await t.call(
          `${IT}/adjust`,
          { activityId: w.activityId, teamId: target, stageId: leader.stages[0]?.stageId, score: 10, reason: 'x' },
          { token: w.teacherToken },
        )
      ).body,
    ).toMatchObject({ code: 409, message: '成绩已发布，不能再修改' });

    // Students see the ranks, their own result and the ratings their team received.
    const memberOfTarget = w.students.findIndex((s) => s.id === targetMember?.userId);
    const seen = await w.view(memberOfTarget);
    expect(seen.results?.me).toMatchObject({ total: 77.5 });
    expect(seen.results?.teams).toHaveLength(4);
    expect(seen.results?.received.map((r) => r.comment)).toEqual(['Clear agenda.']);
    const history = await ok<TInteractionHistoryRow[]>(t, `${IS}/history`, {}, w.tokens[memberOfTarget] as string);
    expect(history).toEqual([expect.objectContaining({ activityId: w.activityId, total: 77.5, teamScore: 75 })]);
    const list = await ok<TActivitySummary[]>(t, `${IS}/list`, {}, w.tokens[memberOfTarget] as string);
    expect(list[0]).toMatchObject({ activityId: w.activityId, phase: 'published', myTeamId: target });
    const classHistory = await ok<{ teams: unknown[] }[]>(
      t,
      `${IT}/scoreHistory`,
      { classId: w.klass.id },
      w.teacherToken,
    );
    expect(classHistory[0]?.teams).toHaveLength(4);
    const file = await ok<{ fileName: string; base64: string }>(
      t,
      `${IT}/export`,
      { activityId: w.activityId },
      w.teacherToken,
    );
    expect(file.fileName).toMatch(/\.xlsx$/);
    expect(Buffer.from(file.base64, 'base64').subarray(0, 2).toString()).toBe('PK');
  });

  it('refuses a training of another kind and bad rubrics with the field named', async () => {
    const w = await interactionWorld(t, schoolId, 2);
    const bad = await t.call(
      `${IT}/create`,
      { classId: w.klass.id, trainingId: w.trainingId, title: 'x', rubric: [] },
      { token: w.teacherToken },
    );
    expect(bad.body).toMatchObject({ code: 400, field: 'rubric' });
    const scenario = await ok<{ suggestedRubric: unknown[]; stages: unknown[] }>(
      t,
      `${IT}/scenario`,
      { trainingId: w.trainingId },
      w.teacherToken,
    );
    expect(scenario.stages).toHaveLength(4);
    expect(scenario.suggestedRubric).toHaveLength(4);
  });
});
