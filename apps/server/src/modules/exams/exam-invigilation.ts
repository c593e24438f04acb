/** The teacher's exam powers (part 1 §6): pause and resume (clocks stop), end sign-in, close, publish, answer details, and per student lock, unlock, absent, suspected cheating, force-submit, reopen; each is audited and reaches the student at once. */
import type { TExamSummary } from '@lingua/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import { examAttempts, exams, users } from '../../db/schema';
import type { Db } from '../../platform/database';
import { conflict, notFound } from '../../platform/errors';
import type { RealtimeHub } from '../../platform/realtime/hub';
import type { SessionUser } from '../../platform/request-context';
import { type ExamAttemptRow, examClock, examStatus, presentExam } from './exam-access';
import { audit } from './exam-audit';
import { getChangeableExam } from './exam-policy';
import { pushToBoard, pushToStudent } from './exam-push';
import { finishAttempt } from './grading';

/** Pushes the fresh state of every running attempt of the exam to its student (pause, resume, close). */
async function pushRunning(db: Db, hub: RealtimeHub, examId: number, now: Date) {
  const [exam] = await db.select().from(exams).where(eq(exams.id, examId));
  if (!exam) return;
  const running = await db
    .select()
    .from(examAttempts)
    .where(and(eq(examAttempts.examId, examId), eq(examAttempts.state, 'inProgress')));
  await Promise.all(
    running.map((a) =>
      pushToStudent(hub, a.studentId, {
        examId,
        status: examStatus(exam, a, now),
        locked: a.locked,
        clock: a.deadlineAt ? examClock(exam, a.deadlineAt, now) : null,
      }),
    ),
  );
}

export async function examAction(
  db: Db,
  hub: RealtimeHub,
  teacher: SessionUser,
  body: { examId: number; action: string; reason: string },
  now: Date,
): Promise<TExamSummary> {
  const { exam } = await getChangeableExam(db, teacher, body.examId);
  const id = exam.id;
  switch (body.action) {
    case 'pause':
      if (exam.closedAt) throw conflict('examPaperClosed');
      await db
        .update(exams)
        .set({ pausedAt: now })
        .where(and(eq(exams.id, id), sql`${exams.pausedAt} is null`));
      break;
    case 'resume':
      // One statement moves every running deadline on by the length of the pause.
      await db.transaction(async (tx) => {
        const [row] = await tx.select().from(exams).where(eq(exams.id, id)).for('update');
        if (!row?.pausedAt) return;
        const pausedMs = Math.max(0, now.getTime() - row.pausedAt.getTime());
        await tx
          .update(examAttempts)
          .set({ deadlineAt: sql`${examAttempts.deadlineAt} + make_interval(secs => ${pausedMs / 1000})` })
          .where(and(eq(examAttempts.examId, id), eq(examAttempts.state, 'inProgress')));
        await tx.update(exams).set({ pausedAt: null }).where(eq(exams.id, id));
      });
      break;
    case 'endSignIn':
      await db.update(exams).set({ signInEndedAt: now }).where(eq(exams.id, id));
      break;
    case 'close': {
      await db.update(exams).set({ closedAt: now, pausedAt: null }).where(eq(exams.id, id));
      const running = await db
        .select({ id: examAttempts.id })
        .from(examAttempts)
        .where(and(eq(examAttempts.examId, id), eq(examAttempts.state, 'inProgress')));
      await pushRunning(db, hub, id, now);
      for (const a of running) await finishAttempt(db, a.id, 'submitted', now);
      break;
    }
    case 'publish':
    case 'unpublish':
      await db
        .update(exams)
        .set({ published: body.action === 'publish' })
        .where(eq(exams.id, id));
      break;
    case 'showDetails':
    case 'hideDetails':
      await db
        .update(exams)
        .set({ showDetails: body.action === 'showDetails' })
        .where(eq(exams.id, id));
      break;
  }
  await audit(db, id, teacher, body.action, null, body.reason);
  if (body.action !== 'close') await pushRunning(db, hub, id, now);
  await pushToBoard(hub, id, null);
  return presentExam(await getChangeableExam(db, teacher, id));
}

/** One student's latest attempt of the exam. */
async function latestAttempt(db: Db, examId: number, studentId: number): Promise<ExamAttemptRow | undefined> {
  const [row] = await db
    .select()
    .from(examAttempts)
    .where(and(eq(examAttempts.examId, examId), eq(examAttempts.studentId, studentId)))
    .orderBy(desc(examAttempts.attemptNo))
    .limit(1);
  return row;
}

export async function invigilate(
  db: Db,
  hub: RealtimeHub,
  teacher: SessionUser,
  body: { examId: number; studentId: number; action: string; reason: string },
  now: Date,
) {
  const ew = await getChangeableExam(db, teacher, body.examId);
  const { exam } = ew;
  const [member] = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(sql`class_students cs`, sql`cs.student_id = ${users.id} and cs.class_id = ${exam.classId}`)
    .where(eq(users.id, body.studentId));
  if (!member) throw notFound();
  let attempt = await latestAttempt(db, exam.id, body.studentId);
  const running = attempt?.state === 'inProgress' ? attempt : undefined;
  switch (body.action) {
    case 'lock':
    case 'unlock':
      if (!running) throw conflict('examStatusSubmitted');
      await db
        .update(examAttempts)
        .set({ locked: body.action === 'lock' })
        .where(eq(examAttempts.id, running.id));
      break;
    case 'forceSubmit':
      if (!running) throw conflict('examStatusSubmitted');
      await finishAttempt(db, running.id, 'submitted', now);
      break;
    case 'cheating':
      if (running) await finishAttempt(db, running.id, 'cheating', now);
      else if (attempt) await db.update(examAttempts).set({ state: 'cheating' }).where(eq(examAttempts.id, attempt.id));
      else throw conflict('examStatusSubmitted');
      break;
    case 'absent':
      // Absent: a student who did not sit it. A running attempt is ended first (its answers kept).
      if (running) await finishAttempt(db, running.id, 'submitted', now);
      if (attempt) await db.update(examAttempts).set({ state: 'absent' }).where(eq(examAttempts.id, attempt.id));
      else
        await db.insert(examAttempts).values({
          examId: exam.id,
          schoolId: exam.schoolId,
          studentId: body.studentId,
          attemptNo: 1,
          state: 'absent',
          fullMark: ew.paper.fullMark,
        });
      break;
    case 'reopen':
      // Undoes an absent or cheating mark: an unstarted row goes, a sat attempt counts as submitted.
      if (attempt?.state === 'absent' && !attempt.startedAt)
        await db.delete(examAttempts).where(eq(examAttempts.id, attempt.id));
      else if (attempt && (attempt.state === 'absent' || attempt.state === 'cheating'))
        await db.update(examAttempts).set({ state: 'submitted' }).where(eq(examAttempts.id, attempt.id));
      break;
  }
  await audit(db, exam.id, teacher, body.action, body.studentId, body.reason);
  attempt = await latestAttempt(db, exam.id, body.studentId);
  const status = examStatus(exam, attempt, now);
  await pushToStudent(hub, body.studentId, {
    examId: exam.id,
    status,
    locked: attempt?.locked ?? false,
    clock: attempt?.deadlineAt && attempt.state === 'inProgress' ? examClock(exam, attempt.deadlineAt, now) : null,
  });
  // The score goes with the status: a force-submitted objective paper is graded already.
  await pushToBoard(hub, exam.id, {
    studentId: body.studentId,
    status,
    locked: attempt?.locked ?? false,
    score: attempt?.score ?? null,
  });
  return { studentId: body.studentId, status, locked: attempt?.locked ?? false };
}
