/**
 * Who may read and change the exam module's objects, written once (docs/architecture.md "Object
 * policies"). Each rule is a where-condition, so lists and single reads share it; anything the
 * user may not reach is a 404, never a 403 that says it exists.
 *
 * - A paper: its teacher, and the manager of its school; no one else, not even a colleague
 *   (papers are a teacher's own until an exam gives them to a class). Students never read papers.
 * - An exam: its class's (class-policy.ts). Staff who may change the class read and run its
 *   exams; a student of the class reads them (to sit them). One exception crosses schools: a round
 *   of a public competition is read by a student of any school whom the competition admitted to its
 *   class (registered, and committed where asked: competitions/entries.ts); a school-only
 *   competition's rounds stay within the school like any exam.
 * - An attempt: its student; staff who may change the exam's class (to invigilate and grade).
 */
import { UserType } from '@lingua/contracts';
import { and, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { classes, competitionPeriods, competitions, examAttempts, examPapers, exams } from '../../db/schema';
import type { Queryable } from '../../platform/database';
import { notFound } from '../../platform/errors';
import { hasRole } from '../../platform/policy';
import type { SessionUser } from '../../platform/request-context';
import { classPolicy, joinedBy } from '../classes/class-policy';
import type { ExamWithPaper, PaperRow } from './exam-access';

const isStudent = (user: SessionUser) => user.userType === UserType.student;

export const paperPolicy = {
  /** Papers the user may read (preview, detail, give to a class): their own, or the school's for a manager. */
  read(user: SessionUser): SQL {
    if (isStudent(user)) return sql`false`;
    const school = eq(examPapers.schoolId, user.schoolId);
    return hasRole(user, 'manager') ? school : (and(school, eq(examPapers.teacherId, user.userId)) as SQL);
  },
  /** Papers the user may change and delete: the same people. */
  change(user: SessionUser): SQL {
    return paperPolicy.read(user);
  },
};

async function paperWhere(db: Queryable, where: SQL, paperId: number): Promise<PaperRow> {
  const [paper] = await db
    .select()
    .from(examPapers)
    .where(and(eq(examPapers.id, paperId), isNull(examPapers.deletedAt), where));
  if (!paper) throw notFound();
  return paper;
}

/** A live paper the user may read; a 404 for a colleague's, another school's or a deleted one. */
export const getReadablePaper = (db: Queryable, user: SessionUser, paperId: number) =>
  paperWhere(db, paperPolicy.read(user), paperId);

/** A live paper the user may change or delete; a 404 otherwise. */
export const getChangeablePaper = (db: Queryable, user: SessionUser, paperId: number) =>
  paperWhere(db, paperPolicy.change(user), paperId);

/** Conditions on `exams` joined to `classes`: the class's rule, the exam's school, never a deleted exam. */
/** The exams that are rounds of a live public competition, as a subquery. */
const publicCompetitionRounds = sql`(select ${competitionPeriods.examId} from ${competitionPeriods}
  join ${competitions} on ${competitions.id} = ${competitionPeriods.competitionId}
  where ${competitions.isPublic} and ${competitions.deletedAt} is null)`;

/** A student admitted to a public competition's class (of any school) reads its rounds. */
const publicRoundOf = (student: SessionUser): SQL =>
  and(inArray(exams.id, publicCompetitionRounds), inArray(classes.id, joinedBy(student.userId))) as SQL;

export const examPolicy = {
  read: (user: SessionUser): SQL =>
    and(
      isNull(exams.deletedAt),
      isStudent(user)
        ? or(and(eq(exams.schoolId, user.schoolId), classPolicy.read(user)), publicRoundOf(user))
        : and(eq(exams.schoolId, user.schoolId), classPolicy.read(user)),
    ) as SQL,
  change: (user: SessionUser): SQL =>
    and(eq(exams.schoolId, user.schoolId), isNull(exams.deletedAt), classPolicy.change(user)) as SQL,
};

async function examWhere(db: Queryable, where: SQL, examId: number): Promise<ExamWithPaper> {
  const [row] = await db
    .select({ exam: exams, paper: examPapers, className: classes.name })
    .from(exams)
    .innerJoin(classes, eq(classes.id, exams.classId))
    .innerJoin(examPapers, eq(examPapers.id, exams.paperId))
    .where(and(eq(exams.id, examId), where));
  if (!row) throw notFound();
  return row;
}

/** An exam the user may see (staff of its class, a student of its class), with its paper; a 404 otherwise. */
export const getReadableExam = (db: Queryable, user: SessionUser, examId: number) =>
  examWhere(db, examPolicy.read(user), examId);

/** An exam the user may run (edit, invigilate, grade): its class's teacher or the school's manager. */
export const getChangeableExam = (db: Queryable, user: SessionUser, examId: number) =>
  examWhere(db, examPolicy.change(user), examId);

/** The student's own attempt with its exam (a 404 for anyone else's, or a deleted exam's). */
export async function getOwnExamAttempt(db: Queryable, student: SessionUser, attemptId: number) {
  const [row] = await db
    .select({ attempt: examAttempts, exam: exams })
    .from(examAttempts)
    .innerJoin(exams, eq(exams.id, examAttempts.examId))
    .where(
      and(
        eq(examAttempts.id, attemptId),
        eq(examAttempts.studentId, student.userId),
        eq(examAttempts.schoolId, student.schoolId),
        isNull(exams.deletedAt),
      ),
    );
  if (!row) throw notFound();
  return row;
}

/**
 * An attempt the user may read (its report): a student their own, staff one of an exam they may
 * run. Answers the attempt and its exam as the exam policy lets this user see it.
 */
export async function getReadableExamAttempt(db: Queryable, user: SessionUser, attemptId: number) {
  const [row] = await db
    .select({ attempt: examAttempts })
    .from(examAttempts)
    .where(
      and(
        eq(examAttempts.id, attemptId),
        // Staff: the exam's rule below decides (a public round's entrants come from other schools).
        isStudent(user)
          ? and(eq(examAttempts.schoolId, user.schoolId), eq(examAttempts.studentId, user.userId))
          : undefined,
      ),
    );
  if (!row) throw notFound();
  const ew = isStudent(user)
    ? await getReadableExam(db, user, row.attempt.examId)
    : await getChangeableExam(db, user, row.attempt.examId);
  return { attempt: row.attempt, ew };
}
