/**
 * The auto-submit job: a recurring job of the runner (one instance at a time, every 5 s) ends the
 * running attempts whose deadline (plus the save grace and a margin) has passed in an exam that is
 * not paused, with every saved answer. Each end is finishAttempt's `UPDATE … WHERE state =
 * 'inProgress'`, so a submit racing the job, or a job taken over after a lapsed lease, still ends
 * each attempt exactly once.
 */
import { and, eq, isNull, lt } from 'drizzle-orm';
import { examAttempts, exams } from '../../db/schema';
import type { Db } from '../../platform/database';
import type { JobRunner } from '../../platform/jobs/runner';
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

/** Every 5 s on one instance at a time (the job runner's recurring kind), whether or not a browser is open. */
export function scheduleExamAutoSubmit(jobs: JobRunner, db: Db, hub: RealtimeHub, clock: Clock): void {
  jobs.every('exams.autoSubmit', SWEEP_MS, async () => {
    await autoSubmitDue(db, hub, clock());
  });
}
