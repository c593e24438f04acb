/**
 * The answer save: the exam's hot path (every change of every student, every few seconds). One
 * statement does the work, after the session check: it locks the student's running attempt row
 * (every condition of a save in its WHERE), upserts the answer, and moves the attempt's progress
 * by one for a first answer. The lock also closes a race: a submit or auto-submit claims the same
 * row with `UPDATE … WHERE state = 'inProgress'`, so a save either lands before the grading reads
 * the answers or is refused; an acknowledged answer is always graded. Only the student's own row
 * is locked, never the exam's, so students never wait for each other.
 *
 * What the statement needs from the attempt that never changes (its exam, paper and variant) is
 * kept per instance after the first save; when the statement finds nothing to save, one read
 * tells the student why (paused, locked, ended…).
 */
import { checkAnswerShape, type TExamSaveAck, type TQuestionAnswer } from '@lingua/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/database';
import { AppError, conflict, notFound } from '../../platform/errors';
import type { MessageKey } from '../../platform/messages';
import type { RealtimeHub } from '../../platform/realtime/hub';
import type { SessionUser } from '../../platform/request-context';
import { rowCache } from '../../platform/row-caches';
import { ATTEMPT_STATE_MESSAGE, examClock, SAVE_GRACE_SECONDS } from './exam-access';
import { getOwnExamAttempt } from './exam-policy';
import { pushToBoard } from './exam-push';
import { cachedPaperQuestions } from './papers';

/** An attempt's fixed facts: its exam, and the paper and variant its questions come from. */
interface AttemptFacts {
  studentId: number;
  examId: number;
  paperId: number;
  variant: number;
}
const factsCache = rowCache(new Map<number, AttemptFacts>());

async function attemptFacts(db: Db, student: SessionUser, attemptId: number): Promise<AttemptFacts> {
  const hit = factsCache.get(attemptId);
  if (hit && hit.studentId === student.userId) return hit;
  const { attempt, exam } = await getOwnExamAttempt(db, student, attemptId);
  const facts = { studentId: attempt.studentId, examId: exam.id, paperId: exam.paperId, variant: attempt.variant };
  if (factsCache.size > 20_000) factsCache.clear();
  factsCache.set(attemptId, facts);
  return facts;
}

/** Why a save found no running attempt to write to: the message the student sees. */
async function refusal(db: Db, student: SessionUser, attemptId: number): Promise<AppError> {
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
  const result = await db.execute(sql`
    with claimed as (
      -- The running attempt, locked: a concurrent save of the same attempt, or its submit, waits here
      -- and then sees the other's outcome (READ COMMITTED re-checks these conditions on the new row).
      select a.id from exam_attempts a join exams e on e.id = a.exam_id
      where a.id = ${body.attemptId}
        and a.student_id = ${student.userId}
        and a.state = 'inProgress'
        and not a.locked
        and e.paused_at is null
        and e.closed_at is null
        and e.deleted_at is null
        and ${at}::timestamptz <= a.deadline_at + make_interval(secs => ${SAVE_GRACE_SECONDS})
      for no key update of a
    ),
    saved as (
      -- A resend from the journal with an older number never overwrites a newer save.
      insert into exam_answers (attempt_id, question_id, answer, seq, saved_at)
      select id, ${body.questionId}, ${JSON.stringify(body.answer)}::jsonb, ${body.seq}, ${at}::timestamptz
      from claimed
      on conflict (attempt_id, question_id) do update
        set answer = excluded.answer, seq = excluded.seq, saved_at = excluded.saved_at
        where exam_answers.seq <= excluded.seq
      returning (xmax = 0) as inserted
    )
    -- Progress counts a question once: only a first answer (a real insert, xmax = 0) adds one.
    update exam_attempts a
    set last_save_at = ${at}::timestamptz,
        answered = a.answered + (select count(*) from saved where inserted)
    from claimed c
    where a.id = c.id
    returning a.answered, a.deadline_at as "deadlineAt"
  `);
  const [row] = (result as unknown as { rows: { answered: number; deadlineAt: string | Date }[] }).rows;
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
