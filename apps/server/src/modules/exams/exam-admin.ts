/**
 * The teacher's exam powers (part 1 §6): give a paper to classes (testCreater) with its terms and
 * accommodations, pause and resume (clocks stop), end sign-in, close, publish, answer details, and
 * per student: lock, unlock, absent, suspected cheating, force-submit, reopen. Every power writes
 * the audit log (who, when, why) and reaches the student at once over the realtime hub.
 */
import type {
  TAuditEntry,
  TCreateExamRequest,
  TExamSummary,
  TTeacherExamItem,
  ZCreateExamRequest,
  ZExamTerms,
} from '@lingua/contracts';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { classes, examAccommodations, examAttempts, examAudit, examPapers, exams, users } from '../../db/schema';
import type { Db } from '../../platform/database';
import { badRequest, conflict, notFound } from '../../platform/errors';
import type { RealtimeHub } from '../../platform/realtime/hub';
import type { SessionUser } from '../../platform/request-context';
import { visibleTo } from '../classes/class-queries';
import { type ExamAttemptRow, examClock, examStatus, getVisibleExam, presentExam } from './exam-access';
import { pushToBoard, pushToStudent } from './exam-push';
import { finishAttempt } from './grading';

/** The columns of an exam's terms, as the create and edit forms send them. */
export function examTerms(input: z.output<typeof ZExamTerms>, paperId: number) {
  return {
    paperId,
    title: input.title,
    mode: input.mode,
    opensAt: new Date(input.opensAt),
    closesAt: new Date(input.closesAt),
    timeLimitMinutes: input.timeLimitMinutes,
    maxAttempts: input.maxAttempts,
    shuffle: input.shuffle,
    showDetails: input.showDetails,
    faceCheck: input.faceCheck,
  };
}

export async function createExam(
  db: Db,
  teacher: SessionUser,
  input: z.output<typeof ZCreateExamRequest>,
): Promise<{ examIds: number[] }> {
  const opensAt = new Date(input.opensAt);
  const closesAt = new Date(input.closesAt);
  if (closesAt.getTime() <= opensAt.getTime()) throw badRequest('examWindowInvalid', 'closesAt');
  const [paper] = await db
    .select()
    .from(examPapers)
    .where(
      and(eq(examPapers.id, input.paperId), eq(examPapers.schoolId, teacher.schoolId), isNull(examPapers.deletedAt)),
    );
  if (!paper) throw notFound();
  const visible = await db
    .select({ id: classes.id })
    .from(classes)
    .where(and(inArray(classes.id, input.classIds), eq(classes.schoolId, teacher.schoolId), visibleTo(teacher)));
  if (visible.length !== new Set(input.classIds).size) throw notFound();
  return db.transaction(async (tx) => {
    const created = await tx
      .insert(exams)
      .values(
        visible.map((c) => ({
          schoolId: teacher.schoolId,
          teacherId: teacher.userId,
          classId: c.id,
          ...examTerms(input, paper.id),
        })),
      )
      .returning({ id: exams.id });
    if (input.accommodations.length > 0) {
      await tx
        .insert(examAccommodations)
        .values(created.flatMap((e) => input.accommodations.map((a) => ({ examId: e.id, ...a }))));
    }
    await tx
      .insert(examAudit)
      .values(created.map((e) => ({ examId: e.id, actorId: teacher.userId, action: 'create', reason: '' })));
    return { examIds: created.map((e) => e.id) };
  });
}

export async function listExams(db: Db, teacher: SessionUser, classId: number): Promise<TTeacherExamItem[]> {
  const rows = await db
    .select({ exam: exams, paper: examPapers, className: classes.name })
    .from(exams)
    .innerJoin(classes, eq(classes.id, exams.classId))
    .innerJoin(examPapers, eq(examPapers.id, exams.paperId))
    .where(
      and(
        eq(exams.classId, classId),
        eq(exams.schoolId, teacher.schoolId),
        isNull(exams.deletedAt),
        visibleTo(teacher),
      ),
    )
    .orderBy(desc(exams.id));
  const counts = await attemptCounts(
    db,
    rows.map((r) => r.exam.id),
  );
  return rows.map((r) => ({ ...presentExam(r), ...(counts.get(r.exam.id) ?? { attemptCount: 0, runningCount: 0 }) }));
}

/** Attempts per exam, and how many are running: what decides which terms may change and whether it may go. */
export async function attemptCounts(db: Db, examIds: number[]) {
  if (examIds.length === 0) return new Map<number, { attemptCount: number; runningCount: number }>();
  const rows = await db
    .select({
      examId: examAttempts.examId,
      attemptCount: sql<number>`count(*)`.mapWith(Number),
      runningCount: sql<number>`count(*) filter (where ${examAttempts.state} = 'inProgress')`.mapWith(Number),
    })
    .from(examAttempts)
    .where(inArray(examAttempts.examId, examIds))
    .groupBy(examAttempts.examId);
  return new Map(rows.map((r) => [r.examId, { attemptCount: r.attemptCount, runningCount: r.runningCount }]));
}

export async function setAccommodation(
  db: Db,
  hub: RealtimeHub,
  teacher: SessionUser,
  body: { examId: number; studentId: number; extraMinutes: number; extraAttempts: number },
) {
  const { exam } = await getVisibleExam(db, teacher, body.examId);
  const values = { extraMinutes: body.extraMinutes, extraAttempts: body.extraAttempts };
  const [before] = await db
    .select()
    .from(examAccommodations)
    .where(and(eq(examAccommodations.examId, exam.id), eq(examAccommodations.studentId, body.studentId)));
  await db
    .insert(examAccommodations)
    .values({ examId: exam.id, studentId: body.studentId, ...values })
    .onConflictDoUpdate({ target: [examAccommodations.examId, examAccommodations.studentId], set: values });
  // Extra time given during a running attempt moves its deadline by the difference.
  const delta = body.extraMinutes - (before?.extraMinutes ?? 0);
  if (delta !== 0) {
    await db
      .update(examAttempts)
      .set({ deadlineAt: sql`${examAttempts.deadlineAt} + make_interval(mins => ${delta})` })
      .where(
        and(
          eq(examAttempts.examId, exam.id),
          eq(examAttempts.studentId, body.studentId),
          eq(examAttempts.state, 'inProgress'),
        ),
      );
  }
  await audit(
    db,
    exam.id,
    teacher,
    'accommodation',
    body.studentId,
    `+${body.extraMinutes} min, +${body.extraAttempts}`,
  );
  await pushToBoard(hub, exam.id, null);
  return values;
}

export async function audit(
  db: Db,
  examId: number,
  actor: SessionUser,
  action: string,
  studentId: number | null,
  reason: string,
) {
  await db.insert(examAudit).values({ examId, actorId: actor.userId, action, studentId, reason });
}

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
  const { exam } = await getVisibleExam(db, teacher, body.examId);
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
  return presentExam(await getVisibleExam(db, teacher, id));
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
  const ew = await getVisibleExam(db, teacher, body.examId);
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
  await pushToBoard(hub, exam.id, { studentId: body.studentId, status, locked: attempt?.locked ?? false });
  return { studentId: body.studentId, status, locked: attempt?.locked ?? false };
}

const actor = alias(users, 'actor');
const student = alias(users, 'student');

export async function listAudit(db: Db, teacher: SessionUser, examId: number): Promise<TAuditEntry[]> {
  const { exam } = await getVisibleExam(db, teacher, examId);
  const rows = await db
    .select({ a: examAudit, actorName: actor.name, studentName: student.name })
    .from(examAudit)
    .leftJoin(actor, eq(actor.id, examAudit.actorId))
    .leftJoin(student, eq(student.id, examAudit.studentId))
    .where(eq(examAudit.examId, exam.id))
    .orderBy(desc(examAudit.id))
    .limit(500);
  return rows.map((r) => ({
    at: r.a.at.toISOString(),
    actorName: r.actorName ?? '',
    action: r.a.action,
    studentName: r.studentName,
    reason: r.a.reason,
  }));
}

export type { TCreateExamRequest };
