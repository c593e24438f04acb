/**
 * Scenarios, creating an activity, forming teams (by hand, at random, or students choose, with a
 * size) and starting it. Every phase change locks the activity's row, so two tabs of the teacher
 * cannot, say, start while re-forming.
 */
import { INTERACTION_RUBRICS } from '@lingua/content';
import {
  type TActivitySummary,
  type TCreateInteractionRequest,
  type TFormTeamsRequest,
  type TLanguageUse,
  type TRubricItem,
  type TScenario,
  type TScenarioSummary,
  UserType,
  type ZCreateInteractionRequest,
  type ZFormTeamsRequest,
} from '@lingua/contracts';
import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  classes,
  classStudents,
  interactionActivities,
  interactionMembers,
  interactionTeams,
  trainingQuestions,
  trainings,
} from '../../db/schema';
import type { Db, Queryable } from '../../platform/database';
import { badRequest, conflict, notFound } from '../../platform/errors';
import type { SessionUser } from '../../platform/request-context';
import { assertClassTakesWork, getReadableClass } from '../classes/class-policy';
import { getReadableTraining, trainingPolicy } from '../trainings/training-policy';
import { loadStages } from './activity-data';
import { seededRandom, shuffled } from './allocation';
import { type ActivityRow, activityPolicy, getChangeableActivity, getReadableActivity } from './interaction-policy';

/** A rubric for a scenario that suggests none (a school's own). */
const DEFAULT_RUBRIC: Record<TLanguageUse, TRubricItem[]> = {
  cn: [
    { name: '任务完成', description: '回应了本阶段的全部要求' },
    { name: '语言准确得体', description: '用词、语法与商务语气' },
    { name: '策略与逻辑', description: '立场清楚，理由充分，方案可行' },
  ],
  en: [
    { name: 'Task achievement', description: 'Covers everything the stage asks for' },
    { name: 'Accurate, suitable language', description: 'Words, grammar and a business tone' },
    { name: 'Strategy and logic', description: 'A clear position, good reasons, a workable plan' },
  ],
};

export async function listScenarios(db: Db, user: SessionUser): Promise<TScenarioSummary[]> {
  const rows = await db
    .select({ id: trainings.id, title: trainings.title, intro: trainings.intro, stages: count(trainingQuestions.id) })
    .from(trainings)
    .leftJoin(trainingQuestions, eq(trainingQuestions.trainingId, trainings.id))
    .where(and(eq(trainings.kind, 'interaction'), trainingPolicy.read(user)))
    .groupBy(trainings.id)
    .orderBy(asc(trainings.id));
  return rows.map((r) => ({
    trainingId: r.id,
    title: r.title[user.language],
    intro: r.intro[user.language],
    stageCount: Number(r.stages),
  }));
}

export async function getScenario(db: Db, user: SessionUser, trainingId: number): Promise<TScenario> {
  const training = await getReadableTraining(db, user, trainingId);
  if (training.kind !== 'interaction') throw notFound();
  const stages = await loadStages(db, training.id);
  const suggested = INTERACTION_RUBRICS[training.key]?.map((item) => ({
    name: item.name[user.language],
    description: item.description[user.language],
  }));
  return {
    trainingId: training.id,
    title: training.title[user.language],
    intro: training.intro[user.language],
    stageCount: stages.length,
    background: training.background
      .filter((b) => b.displayType === 1 && b.htmlStr)
      .map((b) => ({ text: b.htmlStr, translation: b.translation })),
    stages,
    suggestedRubric: suggested ?? DEFAULT_RUBRIC[user.language],
  };
}

export async function createActivity(
  db: Db,
  user: SessionUser,
  body: z.infer<typeof ZCreateInteractionRequest>,
): Promise<number> {
  await assertClassTakesWork(db, user, body.classId);
  const training = await getReadableTraining(db, user, body.trainingId);
  if (training.kind !== 'interaction') throw badRequest('interactionNotInteraction', 'trainingId');
  const [created] = await db
    .insert(interactionActivities)
    .values({
      schoolId: user.schoolId,
      classId: body.classId,
      trainingId: training.id,
      teacherId: user.userId,
      title: body.title,
      rubric: body.rubric,
      reviewsPerAnswer: body.reviewsPerAnswer,
    })
    .returning({ id: interactionActivities.id });
  if (!created) throw new Error('activity insert returned nothing');
  return created.id;
}

export type { TCreateInteractionRequest, TFormTeamsRequest };

async function classStudentIds(db: Queryable, classId: number): Promise<number[]> {
  const rows = await db
    .select({ id: classStudents.studentId })
    .from(classStudents)
    .where(eq(classStudents.classId, classId))
    .orderBy(asc(classStudents.studentId));
  return rows.map((r) => r.id);
}

function teamName(language: TLanguageUse, n: number): string {
  return language === 'cn' ? `第${n}组` : `Team ${n}`;
}

function mustBeForming(activity: ActivityRow): void {
  if (activity.phase !== 'forming') throw conflict('interactionNotForming');
}

/** Splits `ids` into `teams` groups whose sizes differ by at most one. */
function split(ids: number[], teams: number): number[][] {
  const out: number[][] = Array.from({ length: teams }, () => []);
  for (const [i, id] of ids.entries()) out[i % teams]?.push(id);
  return out;
}

export async function formTeams(db: Db, user: SessionUser, body: z.infer<typeof ZFormTeamsRequest>): Promise<void> {
  await db.transaction(async (tx) => {
    const activity = await getChangeableActivity(tx, user, body.activityId, true);
    mustBeForming(activity);
    const studentIds = await classStudentIds(tx, activity.classId);
    let teams: { name: string; memberIds: number[]; leaderId: number | null }[];
    if (body.mode === 'manual') {
      const seen = new Set<number>();
      const inClass = new Set(studentIds);
      teams = body.teams.map((team, i) => {
        for (const id of team.memberIds) {
          if (!inClass.has(id)) throw notFound();
          if (seen.has(id)) throw badRequest('interactionStudentTwice', `teams.${i}.memberIds`);
          seen.add(id);
        }
        if (team.leaderId !== null && !team.memberIds.includes(team.leaderId))
          throw badRequest('interactionLeaderNotMember', `teams.${i}.leaderId`);
        return { name: team.name, memberIds: team.memberIds, leaderId: team.leaderId };
      });
    } else {
      if (studentIds.length === 0) throw badRequest('interactionNoStudents', 'mode');
      const count = Math.max(1, Math.ceil(studentIds.length / body.teamSize));
      if (body.mode === 'random') {
        const groups = split(shuffled(studentIds, seededRandom(Date.now() ^ activity.id)), count);
        teams = groups.map((memberIds, i) => ({
          name: teamName(user.language, i + 1),
          memberIds,
          leaderId: memberIds[0] ?? null,
        }));
      } else {
        teams = Array.from({ length: count }, (_, i) => ({
          name: teamName(user.language, i + 1),
          memberIds: [],
          leaderId: null,
        }));
      }
    }
    await tx.delete(interactionTeams).where(eq(interactionTeams.activityId, activity.id));
    await tx
      .update(interactionActivities)
      .set({ teamMode: body.mode, teamSize: body.teamSize })
      .where(eq(interactionActivities.id, activity.id));
    for (const [i, team] of teams.entries()) {
      const [row] = await tx
        .insert(interactionTeams)
        .values({ activityId: activity.id, sort: i + 1, name: team.name, leaderId: team.leaderId })
        .returning({ id: interactionTeams.id });
      if (row && team.memberIds.length) {
        await tx
          .insert(interactionMembers)
          .values(team.memberIds.map((studentId) => ({ activityId: activity.id, studentId, teamId: row.id })));
      }
    }
  });
}

export async function setLeader(
  db: Db,
  user: SessionUser,
  body: { activityId: number; teamId: number; studentId: number },
): Promise<void> {
  await db.transaction(async (tx) => {
    const activity = await getChangeableActivity(tx, user, body.activityId, true);
    if (activity.phase !== 'forming' && activity.phase !== 'answering') throw conflict('interactionNotForming');
    const [team] = await tx
      .select({ id: interactionTeams.id, submittedAt: interactionTeams.submittedAt })
      .from(interactionTeams)
      .where(and(eq(interactionTeams.id, body.teamId), eq(interactionTeams.activityId, activity.id)));
    if (!team) throw notFound();
    if (team.submittedAt) throw conflict('interactionSubmitted');
    const [member] = await tx
      .select({ id: interactionMembers.studentId })
      .from(interactionMembers)
      .where(and(eq(interactionMembers.teamId, team.id), eq(interactionMembers.studentId, body.studentId)));
    if (!member) throw badRequest('interactionLeaderNotMember', 'studentId');
    await tx.update(interactionTeams).set({ leaderId: body.studentId }).where(eq(interactionTeams.id, team.id));
  });
}

/** forming → answering: empty teams are dropped; at least two teams remain, each with a leader. */
export async function startActivity(db: Db, user: SessionUser, activityId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const activity = await getChangeableActivity(tx, user, activityId, true);
    mustBeForming(activity);
    const teams = await tx
      .select({
        id: interactionTeams.id,
        name: interactionTeams.name,
        leaderId: interactionTeams.leaderId,
        members: count(interactionMembers.studentId),
      })
      .from(interactionTeams)
      .leftJoin(interactionMembers, eq(interactionMembers.teamId, interactionTeams.id))
      .where(eq(interactionTeams.activityId, activity.id))
      .groupBy(interactionTeams.id)
      .orderBy(asc(interactionTeams.sort));
    const withMembers = teams.filter((t) => Number(t.members) > 0);
    if (withMembers.length < 2) throw conflict('interactionTooFewTeams');
    const leaderless = withMembers.find((t) => t.leaderId === null);
    if (leaderless) throw conflict('interactionNoLeader', { team: leaderless.name });
    const empty = teams.filter((t) => Number(t.members) === 0).map((t) => t.id);
    if (empty.length) await tx.delete(interactionTeams).where(inArray(interactionTeams.id, empty));
    await tx
      .update(interactionActivities)
      .set({ phase: 'answering', startedAt: new Date() })
      .where(eq(interactionActivities.id, activity.id));
  });
}

/** A student picks a team while the teacher lets students choose (forming only, within the size). */
export async function joinTeam(db: Db, user: SessionUser, activityId: number, teamId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const activity = await getReadableActivity(tx, user, activityId);
    // The team's row is the lock: two students taking its last place wait for each other.
    const [team] = await tx
      .select()
      .from(interactionTeams)
      .where(and(eq(interactionTeams.id, teamId), eq(interactionTeams.activityId, activity.id)))
      .for('update');
    if (!team) throw notFound();
    mustBeForming(activity);
    if (activity.teamMode !== 'choose') throw conflict('interactionNotChoose');
    const [{ members } = { members: 0 }] = await tx
      .select({ members: count() })
      .from(interactionMembers)
      .where(and(eq(interactionMembers.teamId, team.id), eq(interactionMembers.activityId, activity.id)));
    const [current] = await tx
      .select({ teamId: interactionMembers.teamId })
      .from(interactionMembers)
      .where(and(eq(interactionMembers.activityId, activity.id), eq(interactionMembers.studentId, user.userId)));
    if (current?.teamId === team.id) return;
    if (Number(members) >= activity.teamSize) throw conflict('interactionTeamFull');
    if (current) {
      await tx
        .delete(interactionMembers)
        .where(and(eq(interactionMembers.activityId, activity.id), eq(interactionMembers.studentId, user.userId)));
      // A leader who moves leaves their old team without one; its next member to join leads it.
      await tx
        .update(interactionTeams)
        .set({ leaderId: null })
        .where(and(eq(interactionTeams.id, current.teamId), eq(interactionTeams.leaderId, user.userId)));
    }
    await tx.insert(interactionMembers).values({ activityId: activity.id, studentId: user.userId, teamId: team.id });
    if (team.leaderId === null) {
      await tx.update(interactionTeams).set({ leaderId: user.userId }).where(eq(interactionTeams.id, team.id));
    }
  });
}

/** Activities of a class (teacher), or of every class of the student, newest first. */
export async function listActivities(db: Db, user: SessionUser, classId: number | null): Promise<TActivitySummary[]> {
  if (classId !== null) await getReadableClass(db, user, classId);
  const where: SQL[] = [user.userType === UserType.student ? activityPolicy.read(user) : activityPolicy.change(user)];
  if (classId !== null) where.push(eq(interactionActivities.classId, classId));
  const rows = await db
    .select({
      activity: interactionActivities,
      className: classes.name,
      trainingTitle: trainings.title,
    })
    .from(interactionActivities)
    .innerJoin(classes, eq(classes.id, interactionActivities.classId))
    .innerJoin(trainings, eq(trainings.id, interactionActivities.trainingId))
    .where(and(...where))
    .orderBy(desc(interactionActivities.createdAt), desc(interactionActivities.id));
  const ids = rows.map((r) => r.activity.id);
  const teamCounts = ids.length
    ? await db
        .select({ activityId: interactionTeams.activityId, n: count() })
        .from(interactionTeams)
        .where(inArray(interactionTeams.activityId, ids))
        .groupBy(interactionTeams.activityId)
    : [];
  const mine =
    ids.length && user.userType === UserType.student
      ? await db
          .select({ activityId: interactionMembers.activityId, teamId: interactionMembers.teamId })
          .from(interactionMembers)
          .where(and(inArray(interactionMembers.activityId, ids), eq(interactionMembers.studentId, user.userId)))
      : [];
  return rows.map(({ activity: a, className, trainingTitle }) => ({
    activityId: a.id,
    classId: a.classId,
    className,
    trainingId: a.trainingId,
    title: a.title,
    scenarioTitle: trainingTitle[user.language],
    phase: a.phase,
    teamCount: Number(teamCounts.find((c) => c.activityId === a.id)?.n ?? 0),
    createdAt: a.createdAt.toISOString(),
    publishedAt: a.publishedAt ? a.publishedAt.toISOString() : null,
    myTeamId: mine.find((m) => m.activityId === a.id)?.teamId ?? null,
  }));
}
