/**
 * Interactive group training through the real app: a team that drops out during the review (its
 * unfinished reviews go to the teams still reviewing), the report's given ratings, and the teacher's
 * person score history of a class.
 */
import type { TActivityDetail, TClassPersonHistoryRow } from '@lingua/contracts';
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

const count = (d: TActivityDetail, key: 'reviewerTeamId' | 'targetTeamId', teamId: number) =>
  d.assignments.filter((a) => a[key] === teamId).length;

describe('a team dropping out during the review', () => {
  it('moves its unfinished reviews to the teams left (odd number), keeps its given rating, and refuses it more', {
    timeout: 90_000,
  }, async () => {
    const w = await interactionWorld(t, schoolId, 10, 2);
    const d = await w.form([
      [0, 1],
      [2, 3],
      [4, 5],
      [6, 7],
      [8, 9],
    ]);
    await w.call(`${IT}/start`, {}, w.teacherToken);
    for (const k of [0, 2, 4, 6, 8]) await w.answerAll(k);
    const drop = (teamId: number | undefined) =>
      t.call<TActivityDetail>(`${IT}/dropTeam`, { activityId: w.activityId, teamId }, { token: w.teacherToken });
    // Only during the review.
    expect((await drop(d.teams[0]?.teamId)).body).toMatchObject({ code: 409, message: '当前不在互评阶段' });
    const review = await w.call<TActivityDetail>(`${IT}/startReview`, {}, w.teacherToken);
    expect(review.assignments).toHaveLength(10);

    // Team 1's leader rates one of its two teams, then team 1 leaves the lesson.
    const leaving = review.teams[0]?.teamId as number;
    const v = await w.view(0);
    const first = v.reviews[0]?.targetTeamId as number;
    const items = v.stages.map((s) => ({ stageId: s.stageId, items: [4, 4] }));
    await w.call(
      `${IS}/review`,
      { targetTeamId: first, scores: items, comment: 'Clear and polite.' },
      w.tokens[0] as string,
    );
    const unfinished = v.reviews.find((r) => r.targetTeamId !== first)?.targetTeamId as number;

    // Another class's teacher sees nothing of it.
    const stranger = await interactionWorld(t, schoolId, 2);
    const foreign = await t.call(
      `${IT}/dropTeam`,
      { activityId: w.activityId, teamId: leaving },
      { token: stranger.teacherToken },
    );
    expect(foreign.status).toBe(404);

    const dropped = await drop(leaving);
    expect(dropped.body).toMatchObject({ code: 222, message: '已标记该小组退出互评，其未完成的评分已分给其他小组' });
    const after = dropped.body.data as TActivityDetail;
    expect(after.teams.find((x) => x.teamId === leaving)?.droppedAt).toBeTruthy();
    // The given rating stays; the unfinished one moved to a team still reviewing.
    expect(after.assignments.filter((a) => a.reviewerTeamId === leaving)).toEqual([
      expect.objectContaining({ targetTeamId: first, submittedAt: expect.any(String) }),
    ]);
    expect(count(after, 'targetTeamId', unfinished)).toBe(2);
    for (const team of after.teams) expect(count(after, 'targetTeamId', team.teamId)).toBe(2);
    const loads = after.teams.filter((x) => x.teamId !== leaving).map((x) => count(after, 'reviewerTeamId', x.teamId));
    expect(Math.max(...loads) - Math.min(...loads)).toBeLessThanOrEqual(1);
    expect(after.assignments.some((a) => a.reviewerTeamId === a.targetTeamId)).toBe(false);
    expect(after.reviews).toEqual([expect.objectContaining({ targetTeamId: first, comment: 'Clear and polite.' })]);

    // The dropped team rates no more; dropping it twice is refused.
    const again = await t.call(
      `${IS}/review`,
      { activityId: w.activityId, targetTeamId: unfinished, scores: items, comment: 'Late' },
      { token: w.tokens[0] },
    );
    expect(again.body).toMatchObject({ code: 409, message: '本组已退出互评，不能再评分' });
    expect((await drop(leaving)).body).toMatchObject({ code: 409, message: '该小组已退出互评' });
    // The new reviewer of the unfinished answer sees it among its reviews.
    const taker = after.assignments.find(
      (a) =>
        a.targetTeamId === unfinished &&
        !review.assignments.some((r) => r.reviewerTeamId === a.reviewerTeamId && r.targetTeamId === unfinished),
    )?.reviewerTeamId;
    const takerLeader = w.students.findIndex((s) => s.id === after.teams.find((x) => x.teamId === taker)?.leaderId);
    expect((await w.view(takerLeader)).reviews.map((r) => r.targetTeamId)).toContain(unfinished);
  });

  it("gives the teacher every student's published results of a class, and no one else's class", async () => {
    const w = await interactionWorld(t, schoolId, 4, 1);
    await w.form([
      [0, 1],
      [2, 3],
    ]);
    await w.call(`${IT}/start`, {}, w.teacherToken);
    for (const k of [0, 2]) await w.answerAll(k);
    await w.call(`${IT}/startReview`, {}, w.teacherToken);
    for (const k of [0, 2]) {
      const v = await w.view(k);
      const scores = v.stages.map((s) => ({ stageId: s.stageId, items: [5, 4] }));
      await w.call(
        `${IS}/review`,
        { targetTeamId: v.reviews[0]?.targetTeamId, scores, comment: 'Well argued.' },
        w.tokens[k] as string,
      );
    }
    await w.call(`${IT}/closeReview`, {}, w.teacherToken);
    for (const s of w.students) await w.call(`${IT}/personScore`, { studentId: s.id, score: 70 }, w.teacherToken);
    await w.call(`${IT}/publish`, {}, w.teacherToken);
    const rows = await ok<TClassPersonHistoryRow[]>(
      t,
      `${IT}/personScoreHistory`,
      { classId: w.klass.id },
      w.teacherToken,
    );
    expect(rows).toHaveLength(4);
    // (90 × 50%) + (70 × 50%) = 80 for everyone: both teams rated 5 + 4 of 10 on every stage.
    expect(rows.every((r) => r.teamScore === 90 && r.personalScore === 70 && r.total === 80)).toBe(true);
    expect(new Set(rows.map((r) => r.studentId))).toEqual(new Set(w.students.map((s) => s.id)));
    const other = await interactionWorld(t, schoolId, 2);
    const refused = await t.call(`${IT}/personScoreHistory`, { classId: w.klass.id }, { token: other.teacherToken });
    expect(refused.status).toBe(404);
    const asStudent = await t.call(`${IT}/personScoreHistory`, { classId: w.klass.id }, { token: w.tokens[0] });
    expect(asStudent.status).toBe(403);
  });
});
