/**
 * The four parts of a course grade for every student of a class, each a percentage:
 * - trainings: each training the class has done, scored by the rule (trainingScores); a training
 *   the student has not done counts 0, one waiting for the teacher is left out until graded;
 * - tasks: each task given to the class, rated score over its full mark; not handed in by the
 *   deadline counts 0, handed in and not rated yet is left out, still open and not handed in too;
 * - lessons: the online-lesson average the lessonScore pages show (class-lesson-scores.ts);
 * - exams: each exam of the class, its handed-in attempts scored by the rule over the paper's full
 *   mark; none handed in once the exam has closed counts 0, one waiting for grading is left out.
 * A part is null for a student when nothing of it counts for them yet.
 */
import { HandedInStates, scoreByRule, type TScoreRule } from '@lingua/contracts';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { classStudents, examAttempts, exams, taskClasses, taskSubmissions, tasks } from '../../db/schema';
import type { Db } from '../../platform/database';
import type { SessionUser } from '../../platform/request-context';
import { trainingScores } from '../analytics/training-scores';
import { classLessonScores } from '../online-lessons/class-lesson-scores';

export type PartTotals = Map<number, number | null>;

/** Average of the counted items per student: `scores` are the items with a score, `pending` those left out. */
function averageOver(studentIds: number[], items: number, scores: Map<number, number[]>, pending: Map<number, number>) {
  const out: PartTotals = new Map();
  for (const id of studentIds) {
    const counted = items - (pending.get(id) ?? 0);
    const sum = (scores.get(id) ?? []).reduce((a, b) => a + b, 0);
    out.set(id, counted > 0 ? sum / counted : null);
  }
  return out;
}

const push = <K, V>(map: Map<K, V[]>, key: K, value: V) => map.set(key, [...(map.get(key) ?? []), value]);
const bump = <K>(map: Map<K, number>, key: K) => map.set(key, (map.get(key) ?? 0) + 1);

export async function trainingPart(db: Db, classId: number, studentIds: number[], rule: TScoreRule) {
  const per = trainingScores(db, classId, rule);
  const rows = await db
    .select({ studentId: per.studentId, trainingId: per.trainingId, percent: per.percent })
    .from(per);
  const items = new Set(rows.map((r) => r.trainingId)).size;
  const scores = new Map<number, number[]>();
  const pending = new Map<number, number>();
  for (const r of rows) {
    if (r.percent === null) bump(pending, r.studentId);
    else push(scores, r.studentId, Number(r.percent));
  }
  return { items, totals: averageOver(studentIds, items, scores, pending) };
}

export async function taskPart(db: Db, classId: number, studentIds: number[], now: Date) {
  const rows = await db
    .select({
      taskId: tasks.id,
      deadline: tasks.deadline,
      fullMark: tasks.fullMark,
      studentId: classStudents.studentId,
      submittedAt: taskSubmissions.submittedAt,
      score: taskSubmissions.score,
    })
    .from(taskClasses)
    .innerJoin(tasks, eq(tasks.id, taskClasses.taskId))
    .innerJoin(classStudents, eq(classStudents.classId, taskClasses.classId))
    .leftJoin(
      taskSubmissions,
      and(
        eq(taskSubmissions.taskId, tasks.id),
        eq(taskSubmissions.classId, taskClasses.classId),
        eq(taskSubmissions.studentId, classStudents.studentId),
      ),
    )
    .where(eq(taskClasses.classId, classId));
  const ended = new Set(rows.filter((r) => r.deadline <= now).map((r) => r.taskId));
  const scores = new Map<number, number[]>();
  const items = new Map<number, number>();
  for (const r of rows) {
    const rated = r.submittedAt !== null && r.score !== null && r.fullMark > 0;
    if (rated) push(scores, r.studentId, (Number(r.score) / r.fullMark) * 100);
    // A task counts for a student once it is rated, or once it has ended without their answer.
    if (rated || (ended.has(r.taskId) && r.submittedAt === null)) bump(items, r.studentId);
  }
  const totals: PartTotals = new Map();
  for (const id of studentIds) {
    const n = items.get(id) ?? 0;
    totals.set(id, n > 0 ? (scores.get(id) ?? []).reduce((a, b) => a + b, 0) / n : null);
  }
  return { items: ended.size, totals };
}

export async function lessonPart(db: Db, user: SessionUser, classId: number) {
  const lessons = await classLessonScores(db, user, classId);
  const totals: PartTotals = new Map(lessons.students.map((s) => [s.studentId, s.average]));
  return { items: lessons.lessons.length, totals };
}

export async function examPart(db: Db, classId: number, studentIds: number[], rule: TScoreRule, now: Date) {
  const classExams = await db
    .select({ id: exams.id, closesAt: exams.closesAt, closedAt: exams.closedAt })
    .from(exams)
    .where(and(eq(exams.classId, classId), isNull(exams.deletedAt)));
  const ids = classExams.map((e) => e.id);
  const attempts =
    ids.length === 0 || studentIds.length === 0
      ? []
      : await db
          .select({
            examId: examAttempts.examId,
            studentId: examAttempts.studentId,
            score: examAttempts.score,
            fullMark: examAttempts.fullMark,
            submittedAt: sql<Date>`coalesce(${examAttempts.submittedAt}, ${examAttempts.startedAt})`,
          })
          .from(examAttempts)
          .where(
            and(
              inArray(examAttempts.examId, ids),
              inArray(examAttempts.studentId, studentIds),
              inArray(examAttempts.state, [...HandedInStates]),
            ),
          );
  const closed = new Set(classExams.filter((e) => e.closedAt !== null || e.closesAt <= now).map((e) => e.id));
  const scores = new Map<number, number[]>();
  const items = new Map<number, number>();
  for (const studentId of studentIds) {
    for (const exam of classExams) {
      const mine = attempts
        .filter((a) => a.examId === exam.id && a.studentId === studentId)
        .map((a) => ({
          score: a.score === null || a.fullMark <= 0 ? null : (a.score / a.fullMark) * 100,
          submittedAt: new Date(a.submittedAt),
        }));
      if (mine.length === 0) {
        if (closed.has(exam.id)) bump(items, studentId);
        continue;
      }
      const score = scoreByRule(mine, rule);
      if (score === null) continue;
      bump(items, studentId);
      push(scores, studentId, score);
    }
  }
  const totals: PartTotals = new Map();
  for (const id of studentIds) {
    const n = items.get(id) ?? 0;
    totals.set(id, n > 0 ? (scores.get(id) ?? []).reduce((a, b) => a + b, 0) / n : null);
  }
  return { items: closed.size, totals };
}
