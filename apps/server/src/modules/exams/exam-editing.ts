/**
 * Editing and deleting an exam (testCreater). Until the first student starts, every term may
 * change. After that the terms an attempt was built on are fixed (paper, mode, start, time limit,
 * shuffle, face check); the title, the end of the entry window, the attempts (never below what a
 * student has used) and the answer-detail switch may still change. A closed exam is final.
 * Deleting hides the exam everywhere; it is refused while students are answering, and its
 * attempts stay in the database. Both are written to the audit log and reach the board at once.
 */
import type { TExamSummary, ZUpdateExamRequest } from '@lingua/contracts';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { examAccommodations, examAttempts, exams } from '../../db/schema';
import type { Db } from '../../platform/database';
import { badRequest, conflict, notFound } from '../../platform/errors';
import type { RealtimeHub } from '../../platform/realtime/hub';
import type { SessionUser } from '../../platform/request-context';
import { type ExamRow, presentExam } from './exam-access';
import { audit } from './exam-audit';
import { examTerms } from './exam-create';
import { attemptCounts } from './exam-list';
import { getChangeableExam, getReadablePaper } from './exam-policy';
import { pushToBoard } from './exam-push';

type Terms = z.output<typeof ZUpdateExamRequest>;

/** The terms a started attempt depends on, compared with what the form sends. */
function fixedTermsChanged(exam: ExamRow, input: Terms): boolean {
  return (
    exam.paperId !== input.paperId ||
    exam.mode !== input.mode ||
    exam.opensAt.getTime() !== new Date(input.opensAt).getTime() ||
    exam.timeLimitMinutes !== input.timeLimitMinutes ||
    exam.shuffle !== input.shuffle ||
    exam.faceCheck !== input.faceCheck
  );
}

/** The most attempts any student has used beyond their own extra attempts. */
async function attemptsUsed(db: Db, examId: number): Promise<number> {
  const perStudent = await db
    .select({ studentId: examAttempts.studentId, n: sql<number>`count(*)`.mapWith(Number) })
    .from(examAttempts)
    .where(eq(examAttempts.examId, examId))
    .groupBy(examAttempts.studentId);
  const extras = await db
    .select({ studentId: examAccommodations.studentId, extra: examAccommodations.extraAttempts })
    .from(examAccommodations)
    .where(eq(examAccommodations.examId, examId));
  const extraOf = new Map(extras.map((e) => [e.studentId, e.extra]));
  return Math.max(0, ...perStudent.map((r) => r.n - (extraOf.get(r.studentId) ?? 0)));
}

export async function updateExam(db: Db, hub: RealtimeHub, teacher: SessionUser, input: Terms): Promise<TExamSummary> {
  const current = await getChangeableExam(db, teacher, input.examId);
  const { exam } = current;
  if (exam.closedAt) throw conflict('examClosedNoEdit');
  const opensAt = new Date(input.opensAt);
  const closesAt = new Date(input.closesAt);
  if (closesAt.getTime() <= opensAt.getTime()) throw badRequest('examWindowInvalid', 'closesAt');
  const started = (await attemptCounts(db, [exam.id])).get(exam.id)?.attemptCount ?? 0;
  if (started > 0) {
    if (fixedTermsChanged(exam, input)) throw conflict('examTermsLocked');
    const used = await attemptsUsed(db, exam.id);
    if (input.maxAttempts < used) throw badRequest('examAttemptsBelowUsed', 'maxAttempts', { used });
  }
  let paper = current.paper;
  if (input.paperId !== exam.paperId) paper = await getReadablePaper(db, teacher, input.paperId);
  const [updated] = await db.update(exams).set(examTerms(input, paper.id)).where(eq(exams.id, exam.id)).returning();
  if (!updated) throw notFound();
  await audit(db, exam.id, teacher, 'update', null, '');
  await pushToBoard(hub, exam.id, null);
  return presentExam({ exam: updated, paper, className: current.className });
}

export async function deleteExam(
  db: Db,
  hub: RealtimeHub,
  teacher: SessionUser,
  examId: number,
  now: Date,
): Promise<{ examId: number }> {
  const { exam } = await getChangeableExam(db, teacher, examId);
  const counts = (await attemptCounts(db, [exam.id])).get(exam.id);
  if (counts && counts.runningCount > 0) throw conflict('examRunningNoDelete', { count: counts.runningCount });
  await db.update(exams).set({ deletedAt: now }).where(eq(exams.id, exam.id));
  await audit(db, exam.id, teacher, 'delete', null, '');
  await pushToBoard(hub, exam.id, null);
  return { examId: exam.id };
}
