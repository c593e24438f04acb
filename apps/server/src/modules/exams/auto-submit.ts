/**
 * The auto-submit job: every few seconds each instance claims running attempts whose deadline
 * (plus the save grace and a margin) has passed in an exam that is not paused, and ends them with
 * every saved answer. The claim is finishAttempt's `UPDATE … WHERE state = 'inProgress'`, so with
 * several instances each attempt is submitted exactly once. It runs whether or not the browser is open.
 */
import { and, eq, isNull, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { examAttempts, exams } from '../../db/schema';
import type { Db } from '../../platform/database';
import type { RealtimeHub } from '../../platform/realtime/hub';
import { AUTO_SUBMIT_AFTER_SECONDS, type Clock, examClock, examStatus } from './exam-access';
import { pushToBoard, pushToStudent } from './exam-push';
import { finishAttempt } from './grading';

const SWEEP_MS = 5_000;

export async function autoSubmitDue(db: Db, hub: RealtimeHub, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - AUTO_SUBMIT_AFTER_SECONDS * 1000);
  const due = await db
    .select({ attempt: examAttempts, exam: exams })
    .from(examAttempts)
    .innerJoin(exams, eq(exams.id, examAttempts.examId))
    .where(and(eq(examAttempts.state, 'inProgress'), lt(examAttempts.deadlineAt, cutoff), isNull(exams.pausedAt)))
    .limit(500);
  let count = 0;
  for (const { attempt, exam } of due) {
    const ended = await finishAttempt(db, attempt.id, 'autoSubmitted', now);
    if (!ended) continue;
    count++;
    const status = examStatus(exam, ended, now);
    await pushToStudent(hub, ended.studentId, {
      examId: exam.id,
      status,
      locked: false,
      clock: ended.deadlineAt ? examClock(exam, ended.deadlineAt, now) : null,
    });
    await pushToBoard(hub, exam.id, { studentId: ended.studentId, status, score: ended.score });
  }
  return count;
}

export function startExamAutoSubmit(db: Db, hub: RealtimeHub, clock: Clock, log: FastifyBaseLogger): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    autoSubmitDue(db, hub, clock())
      .catch((error: unknown) => log.error({ err: error }, 'exam auto-submit failed'))
      .finally(() => {
        running = false;
      });
  }, SWEEP_MS);
  timer.unref();
  return () => clearInterval(timer);
}
