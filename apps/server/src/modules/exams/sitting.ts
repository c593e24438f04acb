/**
 * The student's exam: the list (testIndex), the sheet, idempotent submission, focus events (the
 * start is exam-start.ts, the answer save answer-save.ts).
 * No row lock or shared counter is on the start or save path: a start inserts its own attempt
 * row (a unique key settles a double start), a save upserts its own answer row.
 */
import type { TExamQuestion, TExamSheet, TStudentExamItem } from '@lingua/contracts';
import { and, asc, desc, eq, gt, inArray, isNull, lt, ne, type SQL, sql } from 'drizzle-orm';
import { classes, examAccommodations, examAnswers, examAttempts, examPapers, exams } from '../../db/schema';
import type { Db } from '../../platform/database';
import { conflict, notFound } from '../../platform/errors';
import type { MessageKey } from '../../platform/messages';
import type { RealtimeHub } from '../../platform/realtime/hub';
import type { SessionUser } from '../../platform/request-context';
import { getReadableClass } from '../classes/class-policy';
import {
  ATTEMPT_STATE_MESSAGE,
  type ExamAttemptRow,
  type ExamWithPaper,
  examClock,
  examStatus,
  presentExam,
  SAVE_GRACE_SECONDS,
} from './exam-access';
import { examPolicy, getOwnExamAttempt, getReadableExam } from './exam-policy';
import { pushToBoard } from './exam-push';
import { finishAttempt } from './grading';
import { presentedPaperQuestions } from './sheet-questions';

export async function listMyExams(
  db: Db,
  student: SessionUser,
  classId: number,
  now: Date,
): Promise<TStudentExamItem[]> {
  await getReadableClass(db, student, classId);
  return myExamsWhere(db, student, eq(exams.classId, classId), now);
}

/** How far ahead an exam of another class is worth a hint on the exam list. */
const ELSEWHERE_AHEAD_MS = 24 * 3600_000;

/**
 * Exams of the student's other classes that are open now or open within a day and that the
 * student can still sit: the exam list shows one class, and a student on the wrong one must
 * not miss an exam for it.
 */
export async function examsElsewhere(
  db: Db,
  student: SessionUser,
  classId: number,
  now: Date,
): Promise<TStudentExamItem[]> {
  // The class on the student's page: one of theirs, like every class a call names.
  await getReadableClass(db, student, classId);
  const near = and(
    ne(exams.classId, classId),
    gt(exams.closesAt, now),
    lt(exams.opensAt, new Date(now.getTime() + ELSEWHERE_AHEAD_MS)),
    isNull(exams.closedAt),
  );
  const items = await myExamsWhere(db, student, near, now);
  return items.filter(canStillSit);
}

/** Running (or paused), or not started with an attempt left: the exam still asks something of the student. */
export function canStillSit(e: TStudentExamItem): boolean {
  return (
    e.status === 'inProgress' ||
    e.status === 'paused' ||
    (e.status === 'notStarted' && e.attemptsUsed < e.attemptsAllowed)
  );
}

/** The student's exams matching `where`, within what the exam policy lets them read, with their status. */
export async function myExamsWhere(db: Db, student: SessionUser, where: SQL | undefined, now: Date) {
  const rows = await db
    .select({ exam: exams, paper: examPapers, className: classes.name })
    .from(exams)
    .innerJoin(classes, eq(classes.id, exams.classId))
    .innerJoin(examPapers, eq(examPapers.id, exams.paperId))
    .where(and(where, examPolicy.read(student)))
    .orderBy(desc(exams.opensAt));
  const ids = rows.map((r) => r.exam.id);
  if (ids.length === 0) return [];
  const attempts = await db
    .select()
    .from(examAttempts)
    .where(and(inArray(examAttempts.examId, ids), eq(examAttempts.studentId, student.userId)))
    .orderBy(asc(examAttempts.attemptNo));
  const extras = await db
    .select()
    .from(examAccommodations)
    .where(and(inArray(examAccommodations.examId, ids), eq(examAccommodations.studentId, student.userId)));
  return rows.map((r) => {
    const mine = attempts.filter((a) => a.examId === r.exam.id);
    const latest = mine[mine.length - 1];
    const extra = extras.find((e) => e.examId === r.exam.id);
    const scores = mine.map((a) => a.score).filter((s): s is number => s !== null);
    return {
      ...presentExam(r),
      status: examStatus(r.exam, latest, now),
      attemptsUsed: mine.filter((a) => a.state !== 'absent').length,
      attemptsAllowed: r.exam.maxAttempts + (extra?.extraAttempts ?? 0),
      // Scores reach the student only once the teacher publishes them.
      score: r.exam.published && scores.length > 0 ? Math.max(...scores) : null,
      lastAttemptId: latest?.startedAt ? latest.id : null,
    };
  });
}

/** Ordered by a hash of attempt and question when the exam shuffles, so a reload keeps the order. */
function orderFor(items: TExamQuestion[], attemptId: number, shuffle: boolean): TExamQuestion[] {
  if (!shuffle) return items;
  const key = (id: number) => Math.imul(id ^ (attemptId * 2654435761), 2246822519) >>> 0;
  return [...items].sort((a, b) => key(a.questionId) - key(b.questionId)).map((q, sort) => ({ ...q, sort }));
}

export async function buildSheet(
  db: Db,
  ew: ExamWithPaper,
  attempt: ExamAttemptRow,
  now: Date,
  isNew = false,
): Promise<TExamSheet> {
  const questions = orderFor(
    await presentedPaperQuestions(db, ew.exam.paperId, attempt.variant),
    attempt.id,
    ew.exam.shuffle,
  );
  // A fresh attempt has no answers yet: the storm's start path skips the read.
  const answers = isNew ? [] : await db.select().from(examAnswers).where(eq(examAnswers.attemptId, attempt.id));
  return {
    exam: presentExam(ew),
    attemptId: attempt.id,
    attemptNo: attempt.attemptNo,
    status: examStatus(ew.exam, attempt, now),
    locked: attempt.locked,
    clock: examClock(ew.exam, attempt.deadlineAt ?? now, now),
    questions,
    answers: answers.map((a) => ({ questionId: a.questionId, answer: a.answer, seq: a.seq })),
  };
}

async function myAttempts(db: Db, examId: number, studentId: number) {
  return db
    .select()
    .from(examAttempts)
    .where(and(eq(examAttempts.examId, examId), eq(examAttempts.studentId, studentId)))
    .orderBy(asc(examAttempts.attemptNo));
}

/** A running attempt whose deadline has passed is ended here too, not only by the job. */
export async function settleOverdue(db: Db, ew: ExamWithPaper, attempt: ExamAttemptRow, now: Date) {
  if (attempt.state !== 'inProgress' || ew.exam.pausedAt || !attempt.deadlineAt) return attempt;
  if (now.getTime() <= attempt.deadlineAt.getTime() + SAVE_GRACE_SECONDS * 1000) return attempt;
  return (await finishAttempt(db, attempt.id, 'autoSubmitted', now)) ?? attempt;
}

/** The running (or latest) attempt's sheet, for a reload of the answer page. */
export async function getMySheet(db: Db, student: SessionUser, examId: number, now: Date): Promise<TExamSheet> {
  const ew = await getReadableExam(db, student, examId);
  const attempts = await myAttempts(db, examId, student.userId);
  const latest = attempts[attempts.length - 1];
  if (!latest || latest.state === 'absent') throw notFound();
  const settled = await settleOverdue(db, ew, latest, now);
  if (settled.state !== 'inProgress') throw conflict(ATTEMPT_STATE_MESSAGE[settled.state] as MessageKey);
  return buildSheet(db, ew, settled, now);
}

export async function submitExam(db: Db, hub: RealtimeHub, student: SessionUser, attemptId: number, now: Date) {
  const { attempt, exam } = await getOwnExamAttempt(db, student, attemptId);
  // Idempotent: a second submit (a retry, another tab) answers the state the first one left.
  // Sent when the time is up (the page's own countdown reached zero): auto-submitted on timeout.
  const timedOut = attempt.deadlineAt !== null && now.getTime() >= attempt.deadlineAt.getTime() && !exam.pausedAt;
  const ended =
    attempt.state === 'inProgress'
      ? await finishAttempt(db, attempt.id, timedOut ? 'autoSubmitted' : 'submitted', now)
      : undefined;
  const final = ended ?? (await getOwnExamAttempt(db, student, attemptId)).attempt;
  if (ended)
    // With its score: an objective paper is graded at hand-in, and the board must not say 待批阅.
    await pushToBoard(hub, exam.id, {
      studentId: student.userId,
      status: examStatus(exam, ended, now),
      locked: false,
      score: ended.score,
    });
  return { attemptId, status: examStatus(exam, final, now), submittedAt: final.submittedAt?.toISOString() ?? null };
}

export async function recordFocus(
  db: Db,
  hub: RealtimeHub,
  student: SessionUser,
  body: { attemptId: number; kind: 'blur' | 'hidden' },
) {
  const { attempt } = await getOwnExamAttempt(db, student, body.attemptId);
  if (attempt.state !== 'inProgress')
    return { focusLosses: attempt.focusLosses, screenSwitches: attempt.screenSwitches };
  const column = body.kind === 'blur' ? examAttempts.focusLosses : examAttempts.screenSwitches;
  const [row] = await db
    .update(examAttempts)
    .set(body.kind === 'blur' ? { focusLosses: sql`${column} + 1` } : { screenSwitches: sql`${column} + 1` })
    .where(eq(examAttempts.id, attempt.id))
    .returning({ focusLosses: examAttempts.focusLosses, screenSwitches: examAttempts.screenSwitches });
  const counts = row ?? { focusLosses: 0, screenSwitches: 0 };
  await pushToBoard(hub, attempt.examId, { studentId: student.userId, ...counts });
  return counts;
}
