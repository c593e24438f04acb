/** Autosaved answers and listening plays of a draft attempt, within its time limit and listening rules. */
import { checkAnswerShape, isAnswered, type TQuestionAnswer } from '@lingua/contracts';
import { and, eq, lte, sql } from 'drizzle-orm';
import { attemptAnswers, attemptMediaPlays, trainingAttempts, trainingQuestions } from '../../db/schema';
import type { Db } from '../../platform/database';
import { AppError, conflict, notFound } from '../../platform/errors';
import type { SessionUser } from '../../platform/request-context';
import { assertMayWorkOn } from '../courses/class-lesson';
import { linkedActivityIds } from './activity-links';
import { loadQuestions } from './attempt-reads';
import { assertLinkOpen } from './case-links';
import { assertWorkable, type ClassTrainingTerms } from './class-training-terms';
import { getClassTraining, getOwnAttempt } from './training-policy';

/** Seconds allowed after a time limit for the last autosave and the automatic submission to arrive. */
export const TIME_LIMIT_GRACE_SECONDS = 30;

export async function workableDraft(db: Db, student: SessionUser, attemptId: number) {
  const attempt = await getOwnAttempt(db, student, attemptId);
  if (attempt.status !== 'draft') throw conflict('attemptSubmitted');
  const terms = await getClassTraining(db, student, attempt.classId, attempt.trainingId);
  assertWorkable(terms);
  await assertMayWorkOn(db, student, attempt.classId, await linkedActivityIds(db, attempt.classId, attempt.trainingId));
  // The clock is the server's: after the time limit answers are frozen (submission stays open).
  const limit = terms.training.settings.timeLimitMinutes;
  if (limit && Date.now() > attempt.startedAt.getTime() + (limit * 60 + TIME_LIMIT_GRACE_SECONDS) * 1000)
    throw conflict('timeUp');
  return { attempt, terms };
}

/** Audio background items whose listening rule blocks answering until played through. */
async function assertListened(db: Db, attemptId: number, terms: ClassTrainingTerms) {
  const rules = terms.training.settings.listening;
  if (!rules?.blockAnswerUntilEnd) return;
  const audio = terms.training.background.flatMap((item, index) => (item.displayType === 3 ? [index] : []));
  if (audio.length === 0) return;
  const plays = await db.select().from(attemptMediaPlays).where(eq(attemptMediaPlays.attemptId, attemptId));
  const done = new Set(plays.filter((p) => p.fullyPlayed).map((p) => p.itemIndex));
  if (!audio.every((i) => done.has(i))) throw conflict('listenFirst');
}

export async function saveAnswer(
  db: Db,
  student: SessionUser,
  body: { attemptId: number; questionId: number; answer: TQuestionAnswer; seq?: number | undefined },
) {
  const { attempt, terms } = await workableDraft(db, student, body.attemptId);
  const [question] = await db
    .select()
    .from(trainingQuestions)
    .where(and(eq(trainingQuestions.id, body.questionId), eq(trainingQuestions.trainingId, attempt.trainingId)));
  if (!question) throw notFound();
  // A comprehensive case is worked link by link.
  if (question.link !== null)
    await assertLinkOpen(db, attempt.id, await loadQuestions(db, attempt.trainingId), question);
  const issue = checkAnswerShape(
    { subject_type: question.subjectType, fullMark: question.fullMark, content: question.content },
    body.answer,
  );
  if (issue) throw new AppError(400, 'answerShapeInvalid', { issue }, 'answer');
  await assertListened(db, attempt.id, terms);
  const now = new Date();
  // A resend from the page's journal with an older number never overwrites a newer save (it is
  // acknowledged all the same: the newer answer is what the student wants kept).
  const seq = body.seq ?? null;
  await db
    .insert(attemptAnswers)
    .values({ attemptId: attempt.id, questionId: question.id, answer: body.answer, updatedAt: now, seq: seq ?? 0 })
    .onConflictDoUpdate({
      target: [attemptAnswers.attemptId, attemptAnswers.questionId],
      set: seq === null ? { answer: body.answer, updatedAt: now } : { answer: body.answer, updatedAt: now, seq },
      ...(seq === null ? {} : { setWhere: lte(attemptAnswers.seq, seq) }),
    });
  await db.update(trainingAttempts).set({ updatedAt: now }).where(eq(trainingAttempts.id, attempt.id));
  return {
    questionId: question.id,
    answered: isAnswered(question.subjectType, body.answer),
    savedAt: now.toISOString(),
  };
}

/**
 * Listening plays: a play is refused once the plays are used up; an end counts as playing the
 * item through only when at least its length (at the fastest allowed rate) has passed since the play.
 */
export async function mediaEvent(
  db: Db,
  student: SessionUser,
  body: { attemptId: number; index: number; event: 'play' | 'ended' },
) {
  const { attempt, terms } = await workableDraft(db, student, body.attemptId);
  const item = terms.training.background[body.index];
  if (!item || (item.displayType !== 3 && item.displayType !== 4)) throw notFound();
  const rules = terms.training.settings.listening;
  const [state] = await db
    .select()
    .from(attemptMediaPlays)
    .where(and(eq(attemptMediaPlays.attemptId, attempt.id), eq(attemptMediaPlays.itemIndex, body.index)));
  const now = new Date();
  if (body.event === 'play') {
    if (rules && rules.maxPlays > 0 && (state?.plays ?? 0) >= rules.maxPlays) throw conflict('playLimitReached');
    await db
      .insert(attemptMediaPlays)
      .values({ attemptId: attempt.id, itemIndex: body.index, plays: 1, lastPlayAt: now })
      .onConflictDoUpdate({
        target: [attemptMediaPlays.attemptId, attemptMediaPlays.itemIndex],
        set: { plays: sql`${attemptMediaPlays.plays} + 1`, lastPlayAt: now },
      });
  } else {
    if (!state?.lastPlayAt) throw conflict('playNotFinished');
    const fastest = rules?.noRateChange ? 1 : 1.5;
    const needed = Math.max(0, (item.durationSeconds / fastest - 1) * 1000);
    if (now.getTime() - state.lastPlayAt.getTime() < needed) throw conflict('playNotFinished');
    await db
      .update(attemptMediaPlays)
      .set({ fullyPlayed: true })
      .where(and(eq(attemptMediaPlays.attemptId, attempt.id), eq(attemptMediaPlays.itemIndex, body.index)));
  }
  const [after] = await db
    .select()
    .from(attemptMediaPlays)
    .where(and(eq(attemptMediaPlays.attemptId, attempt.id), eq(attemptMediaPlays.itemIndex, body.index)));
  return { index: body.index, plays: after?.plays ?? 0, fullyPlayed: after?.fullyPlayed ?? false };
}
