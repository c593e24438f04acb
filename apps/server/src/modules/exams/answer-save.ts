/**
 * The answer save: the exam's hot path (every change of every student, every few seconds). The
 * session comes from the instance's cache (platform/auth/session-cache.ts) and one statement does
 * the work, written together with the saves of the same few milliseconds (save-batch.ts): it
 * checks the session is still open, locks the student's running attempt row (every condition of a
 * save in its WHERE), upserts the answer, and moves the attempt's progress by one for a first
 * answer. The lock also closes a race: a submit or auto-submit claims the same row with
 * `UPDATE … WHERE state = 'inProgress'`, so a save either lands before the grading reads the
 * answers or is refused; an acknowledged answer is always graded (after its batch's commit). Only the student's own row
 * is locked, never the exam's, so students never wait for each other.
 *
 * What the statement needs from the attempt that never changes (its exam, paper and variant) is
 * kept per instance after the first save; when the statement finds nothing to save, one read
 * tells the student why (paused, locked, ended…).
 */
import { checkAnswerShape, ResponseCode, type TExamSaveAck, type TQuestionAnswer } from '@lingua/contracts';
import { checkSessionOpen } from '../../platform/auth/sessions';
import type { Db } from '../../platform/database';
import { AppError, conflict, notFound } from '../../platform/errors';
import type { MessageKey } from '../../platform/messages';
import type { RealtimeHub } from '../../platform/realtime/hub';
import type { SessionUser } from '../../platform/request-context';
import { rowCache } from '../../platform/row-caches';
import { ATTEMPT_STATE_MESSAGE, examClock } from './exam-access';
import { getOwnExamAttempt } from './exam-policy';
import { pushToBoard } from './exam-push';
import { cachedPaperQuestions } from './papers';
import { MAX_WAITING_SAVES, saveWriter } from './save-batch';

/** An attempt's fixed facts: its exam, and the paper and variant its questions come from. */
interface AttemptFacts {
  studentId: number;
  examId: number;
  paperId: number;
  variant: number;
}
const factsCache = rowCache(new Map<number, AttemptFacts>());

/** A start on this instance tells the save its new attempt's facts: the first save reads nothing. */
export function rememberAttemptFacts(attemptId: number, facts: AttemptFacts): void {
  if (factsCache.size > 20_000) factsCache.clear();
  factsCache.set(attemptId, facts);
}

async function attemptFacts(db: Db, student: SessionUser, attemptId: number): Promise<AttemptFacts> {
  const hit = factsCache.get(attemptId);
  if (hit && hit.studentId === student.userId) return hit;
  const { attempt, exam } = await getOwnExamAttempt(db, student, attemptId);
  const facts = { studentId: attempt.studentId, examId: exam.id, paperId: exam.paperId, variant: attempt.variant };
  rememberAttemptFacts(attemptId, facts);
  return facts;
}

/** Why a save found no running attempt to write to: the message the student sees. */
async function refusal(db: Db, student: SessionUser, attemptId: number): Promise<AppError> {
  // The session first: ended since it was cached (signed in elsewhere: 521; signed out: 700).
  await checkSessionOpen(db, student.sessionId);
  const { attempt, exam } = await getOwnExamAttempt(db, student, attemptId);
  if (attempt.state !== 'inProgress') return conflict(ATTEMPT_STATE_MESSAGE[attempt.state] as MessageKey);
  if (exam.closedAt) return conflict('examPaperClosed');
  if (exam.pausedAt) return conflict('examPaused');
  if (attempt.locked) return conflict('examLocked');
  // Past the deadline and its grace (or, rarely, changed between the statement and this read).
  return conflict('examEnded');
}

export async function saveExamAnswer(
  db: Db,
  hub: RealtimeHub,
  student: SessionUser,
  body: { attemptId: number; questionId: number; answer: TQuestionAnswer; seq: number },
  now: Date,
): Promise<TExamSaveAck> {
  const facts = await attemptFacts(db, student, body.attemptId);
  const question = (await cachedPaperQuestions(db, facts.paperId, facts.variant)).find((q) => q.id === body.questionId);
  if (!question) throw notFound();
  const issue = checkAnswerShape(
    { subject_type: question.subjectType, fullMark: question.fullMark, content: question.content },
    body.answer,
  );
  if (issue) throw new AppError(400, 'answerShapeInvalid', { issue }, 'answer');

  const at = now.toISOString();
  const writer = saveWriter(db);
  // Far behind (the machine is saturated): refuse now, and the page's journal sends it again.
  if (writer.depth >= MAX_WAITING_SAVES) throw new AppError(ResponseCode.tooManyRequests, 'examSaveBusy');
  const row = await writer.submit({
    attemptId: body.attemptId,
    studentId: student.userId,
    sessionId: student.sessionId,
    questionId: body.questionId,
    answer: body.answer,
    seq: body.seq,
    at,
  });
  if (!row) throw await refusal(db, student, body.attemptId);
  const deadline = new Date(row.deadlineAt);
  await pushToBoard(hub, facts.examId, { studentId: student.userId, answered: Number(row.answered), lastSaveAt: at });
  return {
    questionId: body.questionId,
    seq: body.seq,
    savedAt: at,
    clock: examClock({ pausedAt: null }, deadline, now),
  };
}
