/**
 * Reading an activity whole (stages, teams, answers, reviews, adjustments, personal scores) and
 * presenting it: the teacher's detail and a student's view are built from the same rows, and the
 * results from the one pure score rule (scores.ts).
 */
import type {
  TActivityDetail,
  TActivitySummary,
  TInteractionStage,
  TLanguageUse,
  TPerson,
  TStageAnswer,
  TStudentView,
} from '@lingua/contracts';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import {
  classStudents,
  interactionAdjustments,
  interactionAnswers,
  interactionMembers,
  interactionPersonScores,
  interactionReviews,
  interactionRevisions,
  interactionTeams,
  trainingQuestions,
  trainings,
  users,
} from '../../db/schema';
import type { Queryable } from '../../platform/database';
import type { ActivityRow } from './interaction-policy';
import { computeResults } from './scores';

export type AnswerRow = typeof interactionAnswers.$inferSelect;
export type ReviewRow = typeof interactionReviews.$inferSelect;

export interface TeamData {
  teamId: number;
  name: string;
  sort: number;
  leaderId: number | null;
  submittedAt: Date | null;
  droppedAt: Date | null;
  members: TPerson[];
}

export interface ActivityData {
  activity: ActivityRow;
  trainingTitle: string;
  background: { text: string; translation: string }[];
  stages: TInteractionStage[];
  teams: TeamData[];
  classStudents: TPerson[];
  answers: AnswerRow[];
  authors: { teamId: number; stageId: number; userId: number; name: string; revisions: number }[];
  reviews: ReviewRow[];
  adjustments: (typeof interactionAdjustments.$inferSelect)[];
  personScores: (typeof interactionPersonScores.$inferSelect)[];
  names: Map<number, string>;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export async function loadStages(db: Queryable, trainingId: number): Promise<TInteractionStage[]> {
  const rows = await db
    .select({
      id: trainingQuestions.id,
      sort: trainingQuestions.sort,
      stem: trainingQuestions.stem,
      analysis: trainingQuestions.analysis,
    })
    .from(trainingQuestions)
    .where(eq(trainingQuestions.trainingId, trainingId))
    .orderBy(asc(trainingQuestions.sort));
  return rows.map((r, i) => ({ stageId: r.id, sort: i + 1, prompt: r.stem, notes: r.analysis }));
}

/**
 * Everything of one activity. `onlyTeamId`: a student's read, which loads the answers and authors
 * of their own team only (other teams' answers reach a student only as a review's target).
 */
export async function loadActivity(
  db: Queryable,
  activity: ActivityRow,
  language: TLanguageUse,
  answersOf: 'all' | number[] = 'all',
): Promise<ActivityData> {
  const [training] = await db
    .select({ title: trainings.title, background: trainings.background })
    .from(trainings)
    .where(eq(trainings.id, activity.trainingId));
  const stages = await loadStages(db, activity.trainingId);
  const teamRows = await db
    .select()
    .from(interactionTeams)
    .where(eq(interactionTeams.activityId, activity.id))
    .orderBy(asc(interactionTeams.sort), asc(interactionTeams.id));
  const memberRows = await db
    .select({ teamId: interactionMembers.teamId, userId: users.id, name: users.name })
    .from(interactionMembers)
    .innerJoin(users, eq(users.id, interactionMembers.studentId))
    .where(eq(interactionMembers.activityId, activity.id))
    .orderBy(asc(users.name), asc(users.id));
  const students = await db
    .select({ userId: users.id, name: users.name })
    .from(classStudents)
    .innerJoin(users, eq(users.id, classStudents.studentId))
    .where(eq(classStudents.classId, activity.classId))
    .orderBy(asc(users.name), asc(users.id));
  const teamIds = teamRows.map((t) => t.id);
  const wanted = answersOf === 'all' ? teamIds : answersOf.filter((id) => teamIds.includes(id));
  const answers = wanted.length
    ? await db.select().from(interactionAnswers).where(inArray(interactionAnswers.teamId, wanted))
    : [];
  const authorRows = wanted.length
    ? await db
        .select({
          teamId: interactionRevisions.teamId,
          stageId: interactionRevisions.stageId,
          userId: users.id,
          name: users.name,
          revisions: count(),
        })
        .from(interactionRevisions)
        .innerJoin(users, eq(users.id, interactionRevisions.authorId))
        .where(inArray(interactionRevisions.teamId, wanted))
        .groupBy(interactionRevisions.teamId, interactionRevisions.stageId, users.id, users.name)
    : [];
  const reviews = await db.select().from(interactionReviews).where(eq(interactionReviews.activityId, activity.id));
  const adjustments = teamIds.length
    ? await db.select().from(interactionAdjustments).where(inArray(interactionAdjustments.teamId, teamIds))
    : [];
  const personScores = await db
    .select()
    .from(interactionPersonScores)
    .where(eq(interactionPersonScores.activityId, activity.id));
  const names = new Map<number, string>();
  for (const s of students) names.set(s.userId, s.name);
  for (const m of memberRows) names.set(m.userId, m.name);
  const editorIds = [...new Set(answers.map((a) => a.updatedBy).filter((id) => !names.has(id)))];
  if (editorIds.length) {
    for (const u of await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, editorIds)))
      names.set(u.id, u.name);
  }
  return {
    activity,
    trainingTitle: training?.title[language] ?? '',
    background: (training?.background ?? [])
      .filter((b) => b.displayType === 1 && b.htmlStr)
      .map((b) => ({ text: b.htmlStr, translation: b.translation })),
    stages,
    teams: teamRows.map((t) => ({
      teamId: t.id,
      name: t.name,
      sort: t.sort,
      leaderId: t.leaderId,
      submittedAt: t.submittedAt,
      droppedAt: t.droppedAt,
      members: memberRows.filter((m) => m.teamId === t.id).map((m) => ({ userId: m.userId, name: m.name })),
    })),
    classStudents: students,
    answers,
    authors: authorRows.map((a) => ({ ...a, revisions: Number(a.revisions) })),
    reviews,
    adjustments,
    personScores,
    names,
  };
}

export function presentAnswers(data: ActivityData, teamId: number): TStageAnswer[] {
  return data.stages.map((stage) => {
    const row = data.answers.find((a) => a.teamId === teamId && a.stageId === stage.stageId);
    return {
      stageId: stage.stageId,
      text: row?.text ?? '',
      revision: row?.revision ?? 0,
      updatedBy: row ? { userId: row.updatedBy, name: data.names.get(row.updatedBy) ?? '' } : null,
      updatedAt: iso(row?.updatedAt ?? null),
      authors: data.authors
        .filter((a) => a.teamId === teamId && a.stageId === stage.stageId)
        .map((a) => ({ userId: a.userId, name: a.name, revisions: a.revisions }))
        .sort((a, b) => b.revisions - a.revisions),
    };
  });
}

const presentTeam = (t: TeamData) => ({
  teamId: t.teamId,
  name: t.name,
  leaderId: t.leaderId,
  members: t.members,
  submittedAt: iso(t.submittedAt),
  droppedAt: iso(t.droppedAt),
});

/** Submitted reviews only count; scores from the review rows. */
export function results(data: ActivityData) {
  return computeResults({
    stageIds: data.stages.map((s) => s.stageId),
    teams: data.teams.map((t) => ({ teamId: t.teamId, name: t.name, leaderId: t.leaderId, members: t.members })),
    reviews: data.reviews
      .filter((r) => r.submittedAt !== null && r.scores !== null)
      .map((r) => ({ targetTeamId: r.targetTeamId, scores: r.scores ?? [] })),
    adjustments: data.adjustments,
    personScores: data.personScores,
  });
}

export function presentSummary(data: ActivityData, myTeamId: number | null = null): TActivitySummary {
  const a = data.activity;
  return {
    activityId: a.id,
    classId: a.classId,
    className: a.className,
    trainingId: a.trainingId,
    title: a.title,
    scenarioTitle: data.trainingTitle,
    phase: a.phase,
    teamCount: data.teams.length,
    createdAt: a.createdAt.toISOString(),
    publishedAt: iso(a.publishedAt),
    myTeamId,
  };
}

export function presentDetail(data: ActivityData): TActivityDetail {
  const placed = new Set(data.teams.flatMap((t) => t.members.map((m) => m.userId)));
  const r = results(data);
  return {
    ...presentSummary(data),
    rubric: data.activity.rubric,
    reviewsPerAnswer: data.activity.reviewsPerAnswer,
    teamMode: data.activity.teamMode,
    teamSize: data.activity.teamSize,
    stages: data.stages,
    teams: data.teams.map(presentTeam),
    unassigned: data.classStudents.filter((s) => !placed.has(s.userId)),
    answers: data.teams.map((t) => ({ teamId: t.teamId, stages: presentAnswers(data, t.teamId) })),
    assignments: data.reviews.map((rv) => ({
      reviewerTeamId: rv.reviewerTeamId,
      targetTeamId: rv.targetTeamId,
      submittedAt: iso(rv.submittedAt),
    })),
    reviews: data.reviews.flatMap((rv) => {
      const given = presentReview(data, rv);
      return given ? [{ ...given, targetTeamId: rv.targetTeamId }] : [];
    }),
    teamResults: r.teams,
    persons: r.persons,
  };
}

function presentReview(data: ActivityData, rv: ReviewRow) {
  if (!rv.submittedAt || !rv.scores) return null;
  return {
    reviewerTeamId: rv.reviewerTeamId,
    reviewerTeamName: data.teams.find((t) => t.teamId === rv.reviewerTeamId)?.name ?? '',
    scores: rv.scores,
    comment: rv.comment ?? '',
    submittedAt: rv.submittedAt.toISOString(),
  };
}

/** A student's view; `data` holds the answers of the student's team and of the teams it rates. */
export function presentStudentView(data: ActivityData, studentId: number): TStudentView {
  const a = data.activity;
  const myTeam = data.teams.find((t) => t.members.some((m) => m.userId === studentId)) ?? null;
  const published = a.phase === 'published';
  const r = published ? results(data) : null;
  const showReviews = myTeam && (a.phase === 'reviewing' || a.phase === 'closed' || published);
  return {
    activity: {
      ...presentSummary(data, myTeam?.teamId ?? null),
      rubric: a.rubric,
      teamMode: a.teamMode,
    },
    stages: data.stages,
    background: data.background,
    // While students choose, every team with its members; later, the team names (ranks name them).
    teams: data.teams.map((t) => ({
      ...presentTeam(t),
      members: a.phase === 'forming' || t.teamId === myTeam?.teamId ? t.members : [],
      size: t.members.length,
    })),
    teamSize: a.teamSize,
    myTeam: myTeam ? presentTeam(myTeam) : null,
    isLeader: myTeam?.leaderId === studentId,
    answers: myTeam && a.phase !== 'forming' ? presentAnswers(data, myTeam.teamId) : [],
    reviews: showReviews
      ? data.reviews
          .filter((rv) => rv.reviewerTeamId === myTeam.teamId)
          .map((rv) => ({
            targetTeamId: rv.targetTeamId,
            targetTeamName: data.teams.find((t) => t.teamId === rv.targetTeamId)?.name ?? '',
            answers: presentAnswers(data, rv.targetTeamId),
            submitted: presentReview(data, rv),
          }))
      : [],
    results: r
      ? {
          teams: r.teams,
          me: r.persons.find((p) => p.userId === studentId) ?? null,
          received: data.reviews
            .filter((rv) => rv.targetTeamId === myTeam?.teamId)
            .map((rv) => presentReview(data, rv))
            .filter((x) => x !== null),
        }
      : null,
  };
}

/** The teams a student's view needs answers of: their own and the ones it rates. */
export async function teamsSeenBy(db: Queryable, activityId: number, studentId: number): Promise<number[]> {
  const rows = await db
    .select({ teamId: interactionMembers.teamId })
    .from(interactionMembers)
    .where(and(eq(interactionMembers.activityId, activityId), eq(interactionMembers.studentId, studentId)));
  const own = rows[0]?.teamId;
  if (own === undefined) return [];
  const targets = await db
    .select({ teamId: interactionReviews.targetTeamId })
    .from(interactionReviews)
    .where(eq(interactionReviews.reviewerTeamId, own));
  return [own, ...targets.map((t) => t.teamId)];
}
