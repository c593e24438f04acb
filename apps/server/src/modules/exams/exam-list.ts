/** A class's exams for its teacher, with how many students started and handed in each. */
import { HandedInStates, type TTeacherExamItem } from '@lingua/contracts';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { classes, examAttempts, examPapers, exams } from '../../db/schema';
import type { Db } from '../../platform/database';
import type { SessionUser } from '../../platform/request-context';
import { getChangeableClass } from '../classes/class-policy';
import { presentExam } from './exam-access';
import { examPolicy } from './exam-policy';

export async function listExams(db: Db, teacher: SessionUser, classId: number): Promise<TTeacherExamItem[]> {
  await getChangeableClass(db, teacher, classId);
  const rows = await db
    .select({ exam: exams, paper: examPapers, className: classes.name })
    .from(exams)
    .innerJoin(classes, eq(classes.id, exams.classId))
    .innerJoin(examPapers, eq(examPapers.id, exams.paperId))
    .where(and(eq(exams.classId, classId), examPolicy.change(teacher)))
    .orderBy(desc(exams.id));
  const counts = await attemptCounts(
    db,
    rows.map((r) => r.exam.id),
  );
  return rows.map((r) => ({
    ...presentExam(r),
    ...(counts.get(r.exam.id) ?? { attemptCount: 0, runningCount: 0, handedInCount: 0 }),
  }));
}

type AttemptCounts = { attemptCount: number; runningCount: number; handedInCount: number };

/**
 * Attempts per exam, how many are running (what decides which terms may change and whether it may
 * go) and how many are handed in (the list's status).
 */
export async function attemptCounts(db: Db, examIds: number[]): Promise<Map<number, AttemptCounts>> {
  if (examIds.length === 0) return new Map();
  const rows = await db
    .select({
      examId: examAttempts.examId,
      attemptCount: sql<number>`count(*)`.mapWith(Number),
      runningCount: sql<number>`count(*) filter (where ${examAttempts.state} = 'inProgress')`.mapWith(Number),
      handedInCount: sql<number>`count(*) filter (where ${inArray(examAttempts.state, [...HandedInStates])})`.mapWith(
        Number,
      ),
    })
    .from(examAttempts)
    .where(inArray(examAttempts.examId, examIds))
    .groupBy(examAttempts.examId);
  return new Map(rows.map(({ examId, ...counts }) => [examId, counts]));
}
