/**
 * Peer review and scoring: the allocation when the review starts (over the teams that submitted),
 * a team leader's rating of an allocated team (every item of every stage, a comment, never their
 * own team), closing, the teacher's adjustments and personal scores, and publishing.
 */
import {
  RATING_MAX,
  type ZAdjustScoreRequest,
  type ZPersonScoreRequest,
  type ZSubmitReviewRequest,
} from '@lingua/contracts';
import { and, eq, isNotNull, isNull, or } from 'drizzle-orm';
import type { z } from 'zod';
import {
  interactionActivities,
  interactionAdjustments,
  interactionMembers,
  interactionPersonScores,
  interactionReviews,
  interactionTeams,
} from '../../db/schema';
import type { Db } from '../../platform/database';
import { badRequest, conflict, notFound } from '../../platform/errors';
import type { SessionUser } from '../../platform/request-context';
import { loadStages } from './activity-data';
import { allocateReviews, reallocateDropped } from './allocation';
import { getChangeableActivity, getReadableActivity, membershipOf } from './interaction-policy';

/** answering → reviewing: teams that did not submit dropped out; the others rate each other. */
export async function startReview(db: Db, user: SessionUser, activityId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const activity = await getChangeableActivity(tx, user, activityId, true);
    if (activity.phase !== 'answering') throw conflict('interactionNotAnswering');
    const submitted = await tx
      .select({ id: interactionTeams.id })
      .from(interactionTeams)
      .where(and(eq(interactionTeams.activityId, activity.id), isNotNull(interactionTeams.submittedAt)));
    if (submitted.length < 2) throw conflict('interactionTooFewSubmitted');
    const pairs = allocateReviews(
      submitted.map((t) => t.id),
      activity.reviewsPerAnswer,
      activity.id,
    );
    await tx.insert(interactionReviews).values(pairs.map((p) => ({ activityId: activity.id, ...p })));
    await tx
      .update(interactionActivities)
      .set({ phase: 'reviewing', reviewStartedAt: new Date() })
      .where(eq(interactionActivities.id, activity.id));
  });
}

/** The leader's rating of an allocated team (part 1 §5 rating rules). */
export async function submitReview(
  db: Db,
  user: SessionUser,
  body: z.infer<typeof ZSubmitReviewRequest>,
): Promise<void> {
  await db.transaction(async (tx) => {
    const activity = await getReadableActivity(tx, user, body.activityId);
    const member = await membershipOf(tx, activity.id, user.userId);
    if (!member) throw conflict('interactionNotInTeam');
    if (member.droppedAt) throw conflict('interactionTeamDropped');
    if (member.teamId === body.targetTeamId) throw badRequest('interactionSelfReview', 'targetTeamId');
    const [review] = await tx
      .select()
      .from(interactionReviews)
      .where(
        and(
          eq(interactionReviews.reviewerTeamId, member.teamId),
          eq(interactionReviews.targetTeamId, body.targetTeamId),
        ),
      )
      .for('update');
    if (!review) throw notFound();
    if (member.leaderId !== user.userId) throw conflict('interactionLeaderOnly');
    if (activity.phase !== 'reviewing') throw conflict('interactionNotReviewing');
    if (review.submittedAt) throw conflict('interactionReviewDone');
    const stages = await loadStages(tx, activity.trainingId);
    const items = activity.rubric.length;
    const scores = stages.map((stage, i) => {
      const given = body.scores.find((s) => s.stageId === stage.stageId)?.items ?? [];
      const values = Array.from({ length: items }, (_, k) => given[k] ?? null);
      if (values.some((v) => v === null)) throw badRequest('interactionItemUnscored', `scores.${i}.items`);
      if (values.some((v) => (v as number) > RATING_MAX))
        throw badRequest('interactionScoreOverFull', `scores.${i}.items`, { max: RATING_MAX });
      return { stageId: stage.stageId, items: values as number[] };
    });
    if (body.comment.trim() === '') throw badRequest('interactionCommentEmpty', 'comment');
    await tx
      .update(interactionReviews)
      .set({ scores, comment: body.comment, submittedBy: user.userId, submittedAt: new Date() })
      .where(eq(interactionReviews.id, review.id));
  });
}

/**
 * During the review the teacher marks a team that dropped out (left the lesson): it rates no more,
 * and its unfinished reviews go to the teams still reviewing (reallocateDropped keeps the loads even
 * and never gives a team its own answer or one it already rates). Its own answer keeps its reviews.
 */
export async function dropTeam(db: Db, user: SessionUser, activityId: number, teamId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const activity = await getChangeableActivity(tx, user, activityId, true);
    const teams = await tx
      .select()
      .from(interactionTeams)
      .where(eq(interactionTeams.activityId, activity.id))
      .for('update');
    const team = teams.find((t) => t.id === teamId);
    if (!team) throw notFound();
    if (activity.phase !== 'reviewing') throw conflict('interactionNotReviewing');
    if (!team.submittedAt) throw conflict('interactionNotParticipant');
    if (team.droppedAt) throw conflict('interactionAlreadyDropped');
    const rows = await tx.select().from(interactionReviews).where(eq(interactionReviews.activityId, activity.id));
    const active = teams.filter((t) => t.submittedAt && !t.droppedAt && t.id !== teamId).map((t) => t.id);
    const { removed, added } = reallocateDropped(
      rows.map((r) => ({
        reviewerTeamId: r.reviewerTeamId,
        targetTeamId: r.targetTeamId,
        done: r.submittedAt !== null,
      })),
      teamId,
      active,
      activity.id + teamId,
    );
    if (removed.length) {
      await tx
        .delete(interactionReviews)
        .where(
          and(
            eq(interactionReviews.activityId, activity.id),
            isNull(interactionReviews.submittedAt),
            or(
              ...removed.map((p) =>
                and(
                  eq(interactionReviews.reviewerTeamId, p.reviewerTeamId),
                  eq(interactionReviews.targetTeamId, p.targetTeamId),
                ),
              ),
            ),
          ),
        );
    }
    if (added.length) await tx.insert(interactionReviews).values(added.map((p) => ({ activityId: activity.id, ...p })));
    await tx.update(interactionTeams).set({ droppedAt: new Date() }).where(eq(interactionTeams.id, teamId));
  });
}

/** reviewing → closed: ratings not given by now are left out; scores stand as computed. */
export async function closeReview(db: Db, user: SessionUser, activityId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const activity = await getChangeableActivity(tx, user, activityId, true);
    if (activity.phase !== 'reviewing') throw conflict('interactionNotReviewing');
    await tx
      .update(interactionActivities)
      .set({ phase: 'closed', closedAt: new Date() })
      .where(eq(interactionActivities.id, activity.id));
  });
}

/** The teacher replaces a submitted team's stage score, with a reason (reviewing or closed). */
export async function adjustScore(db: Db, user: SessionUser, body: z.infer<typeof ZAdjustScoreRequest>): Promise<void> {
  await db.transaction(async (tx) => {
    const activity = await getChangeableActivity(tx, user, body.activityId, true);
    const [team] = await tx
      .select()
      .from(interactionTeams)
      .where(and(eq(interactionTeams.id, body.teamId), eq(interactionTeams.activityId, activity.id)));
    if (!team) throw notFound();
    const stages = await loadStages(tx, activity.trainingId);
    if (!stages.some((s) => s.stageId === body.stageId)) throw notFound();
    if (activity.phase === 'published') throw conflict('interactionPublished');
    if (activity.phase !== 'reviewing' && activity.phase !== 'closed') throw conflict('interactionNotReviewing');
    if (!team.submittedAt) throw conflict('interactionNotParticipant');
    const values = { score: body.score, reason: body.reason, teacherId: user.userId, createdAt: new Date() };
    await tx
      .insert(interactionAdjustments)
      .values({ teamId: team.id, stageId: body.stageId, ...values })
      .onConflictDoUpdate({ target: [interactionAdjustments.teamId, interactionAdjustments.stageId], set: values });
  });
}

/** A member's personal score (out of 100), once the activity has started and until it is published. */
export async function setPersonScore(
  db: Db,
  user: SessionUser,
  body: z.infer<typeof ZPersonScoreRequest>,
): Promise<void> {
  await db.transaction(async (tx) => {
    const activity = await getChangeableActivity(tx, user, body.activityId, true);
    const [member] = await tx
      .select({ id: interactionMembers.studentId })
      .from(interactionMembers)
      .where(and(eq(interactionMembers.activityId, activity.id), eq(interactionMembers.studentId, body.studentId)));
    if (!member) throw notFound();
    if (activity.phase === 'published') throw conflict('interactionPublished');
    if (activity.phase === 'forming') throw conflict('interactionNotAnswering');
    const values = { score: body.score, reason: body.reason, teacherId: user.userId, updatedAt: new Date() };
    await tx
      .insert(interactionPersonScores)
      .values({ activityId: activity.id, studentId: body.studentId, ...values })
      .onConflictDoUpdate({
        target: [interactionPersonScores.activityId, interactionPersonScores.studentId],
        set: values,
      });
  });
}

/** closed → published: every member has a personal score. */
export async function publish(db: Db, user: SessionUser, activityId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const activity = await getChangeableActivity(tx, user, activityId, true);
    if (activity.phase === 'published') throw conflict('interactionPublished');
    if (activity.phase !== 'closed') throw conflict('interactionNotClosed');
    const missing = await tx
      .select({ id: interactionMembers.studentId })
      .from(interactionMembers)
      .leftJoin(
        interactionPersonScores,
        and(
          eq(interactionPersonScores.activityId, interactionMembers.activityId),
          eq(interactionPersonScores.studentId, interactionMembers.studentId),
        ),
      )
      .where(and(eq(interactionMembers.activityId, activity.id), isNull(interactionPersonScores.studentId)));
    if (missing.length) throw conflict('interactionPersonScoresMissing', { count: missing.length });
    await tx
      .update(interactionActivities)
      .set({ phase: 'published', publishedAt: new Date() })
      .where(eq(interactionActivities.id, activity.id));
  });
}
