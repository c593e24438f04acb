/**
 * The team's shared answers: one row per team and stage with a revision number. A save names the
 * revision it edited and lands only on that one (`UPDATE … WHERE revision = $edited`), so of two
 * teammates who edited the same revision, the second is refused with 409 and the current text
 * (envelope data `{ current }`) and nobody's words are silently overwritten. Every accepted save
 * is kept as a revision with its author. The leader submits what they read: the revisions they
 * send must still be the current ones.
 */
import {
  ResponseCode,
  type TStageAnswer,
  type TStageRevision,
  type TStaleSave,
  type ZSaveStageRequest,
  type ZSubmitTeamRequest,
} from '@lingua/contracts';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  classes,
  interactionActivities,
  interactionAnswers,
  interactionMembers,
  interactionRevisions,
  interactionTeams,
  trainingQuestions,
  users,
} from '../../db/schema';
import type { Db, Queryable } from '../../platform/database';
import { AppError, badRequest, conflict, notFound } from '../../platform/errors';
import type { SessionUser } from '../../platform/request-context';
import { loadStages } from './activity-data';
import { activityPolicy, getReadableActivity, membershipOf } from './interaction-policy';

export interface SavedStage {
  teamId: number;
  activityId: number;
  answer: TStageAnswer;
}

/** The student's place for a save, in one read: their team, its state, the activity's phase, the stage. */
async function saveTarget(db: Queryable, user: SessionUser, activityId: number, stageId: number) {
  const [row] = await db
    .select({
      teamId: interactionTeams.id,
      submittedAt: interactionTeams.submittedAt,
      phase: interactionActivities.phase,
      stageOk: sql<boolean>`exists (select 1 from ${trainingQuestions} where ${trainingQuestions.id} = ${stageId} and ${trainingQuestions.trainingId} = ${interactionActivities.trainingId})`,
    })
    .from(interactionMembers)
    .innerJoin(interactionTeams, eq(interactionTeams.id, interactionMembers.teamId))
    .innerJoin(interactionActivities, eq(interactionActivities.id, interactionMembers.activityId))
    .innerJoin(classes, eq(classes.id, interactionActivities.classId))
    .where(
      and(
        eq(interactionMembers.activityId, activityId),
        eq(interactionMembers.studentId, user.userId),
        activityPolicy.read(user),
      ),
    );
  if (!row?.stageOk) throw notFound();
  if (row.phase !== 'answering') throw conflict('interactionNotAnswering');
  if (row.submittedAt) throw conflict('interactionSubmitted');
  return row;
}

export async function presentStage(db: Queryable, teamId: number, stageId: number): Promise<TStageAnswer> {
  const [row] = await db
    .select({ answer: interactionAnswers, editor: users.name })
    .from(interactionAnswers)
    .innerJoin(users, eq(users.id, interactionAnswers.updatedBy))
    .where(and(eq(interactionAnswers.teamId, teamId), eq(interactionAnswers.stageId, stageId)));
  const authors = await db
    .select({ userId: users.id, name: users.name, revisions: count() })
    .from(interactionRevisions)
    .innerJoin(users, eq(users.id, interactionRevisions.authorId))
    .where(and(eq(interactionRevisions.teamId, teamId), eq(interactionRevisions.stageId, stageId)))
    .groupBy(users.id, users.name);
  return {
    stageId,
    text: row?.answer.text ?? '',
    revision: row?.answer.revision ?? 0,
    updatedBy: row ? { userId: row.answer.updatedBy, name: row.editor } : null,
    updatedAt: row ? row.answer.updatedAt.toISOString() : null,
    authors: authors
      .map((a) => ({ userId: a.userId, name: a.name, revisions: Number(a.revisions) }))
      .sort((a, b) => b.revisions - a.revisions),
  };
}

export async function saveStage(
  db: Db,
  user: SessionUser,
  body: z.infer<typeof ZSaveStageRequest>,
): Promise<SavedStage> {
  return db.transaction(async (tx) => {
    const target = await saveTarget(tx, user, body.activityId, body.stageId);
    const now = new Date();
    const next = body.revision + 1;
    const written =
      body.revision === 0
        ? await tx
            .insert(interactionAnswers)
            .values({
              teamId: target.teamId,
              stageId: body.stageId,
              text: body.text,
              revision: 1,
              updatedBy: user.userId,
              updatedAt: now,
            })
            .onConflictDoNothing()
            .returning({ revision: interactionAnswers.revision })
        : await tx
            .update(interactionAnswers)
            .set({ text: body.text, revision: next, updatedBy: user.userId, updatedAt: now })
            .where(
              and(
                eq(interactionAnswers.teamId, target.teamId),
                eq(interactionAnswers.stageId, body.stageId),
                eq(interactionAnswers.revision, body.revision),
              ),
            )
            .returning({ revision: interactionAnswers.revision });
    if (written.length === 0) {
      const current = await presentStage(tx, target.teamId, body.stageId);
      throw new AppError(ResponseCode.conflict, 'interactionStaleSave', {}, 'revision', {
        current,
      } satisfies TStaleSave);
    }
    await tx.insert(interactionRevisions).values({
      teamId: target.teamId,
      stageId: body.stageId,
      revision: next,
      text: body.text,
      authorId: user.userId,
      createdAt: now,
    });
    return {
      teamId: target.teamId,
      activityId: body.activityId,
      answer: await presentStage(tx, target.teamId, body.stageId),
    };
  });
}

export async function stageHistory(db: Queryable, teamId: number, stageId: number): Promise<TStageRevision[]> {
  const rows = await db
    .select({ revision: interactionRevisions, name: users.name })
    .from(interactionRevisions)
    .innerJoin(users, eq(users.id, interactionRevisions.authorId))
    .where(and(eq(interactionRevisions.teamId, teamId), eq(interactionRevisions.stageId, stageId)))
    .orderBy(asc(interactionRevisions.revision));
  return rows.map((r) => ({
    revision: r.revision.revision,
    text: r.revision.text,
    author: { userId: r.revision.authorId, name: r.name },
    at: r.revision.createdAt.toISOString(),
  }));
}

/** The leader submits: every stage answered, and each at the revision the leader read. */
export async function submitTeam(
  db: Db,
  user: SessionUser,
  body: z.infer<typeof ZSubmitTeamRequest>,
): Promise<{ teamId: number }> {
  return db.transaction(async (tx) => {
    const activity = await getReadableActivity(tx, user, body.activityId);
    const member = await membershipOf(tx, activity.id, user.userId);
    if (!member) throw conflict('interactionNotInTeam');
    // The team's row is locked: a save waits for the submit and then finds the team submitted.
    const [team] = await tx.select().from(interactionTeams).where(eq(interactionTeams.id, member.teamId)).for('update');
    if (!team) throw notFound();
    if (team.leaderId !== user.userId) throw conflict('interactionLeaderOnly');
    if (activity.phase !== 'answering') throw conflict('interactionNotAnswering');
    if (team.submittedAt) throw conflict('interactionSubmitted');
    const stages = await loadStages(tx, activity.trainingId);
    const answers = await tx.select().from(interactionAnswers).where(eq(interactionAnswers.teamId, team.id));
    for (const stage of stages) {
      const answer = answers.find((a) => a.stageId === stage.stageId);
      if (!answer || answer.text.trim() === '')
        throw badRequest('interactionStageEmpty', 'revisions', { stage: stage.sort });
      const read = body.revisions.find((r) => r.stageId === stage.stageId);
      if (read?.revision !== answer.revision) throw conflict('interactionStageChanged', { stage: stage.sort });
    }
    await tx.update(interactionTeams).set({ submittedAt: new Date() }).where(eq(interactionTeams.id, team.id));
    return { teamId: team.id };
  });
}
