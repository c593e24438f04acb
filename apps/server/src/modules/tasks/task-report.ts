/** taskFinishedReport: a student's result beside the class's, as numbers only (no classmate is named). */
import type { TTaskFinishedReport } from '@lingua/contracts';
import { and, count, eq } from 'drizzle-orm';
import { classStudents, taskSubmissions } from '../../db/schema';
import type { Db } from '../../platform/database';
import type { SessionUser } from '../../platform/request-context';
import { getTaskForStudent } from './task-answer';
import { getStudentTask } from './task-policy';

const BANDS = [
  { band: '0-59', from: 0 },
  { band: '60-69', from: 60 },
  { band: '70-79', from: 70 },
  { band: '80-89', from: 80 },
  { band: '90-100', from: 90 },
] as const;

/** The band of a score as a share of the full mark. */
export function bandOf(score: number, fullMark: number): (typeof BANDS)[number]['band'] {
  const percent = (score / fullMark) * 100;
  return [...BANDS].reverse().find((b) => percent >= b.from)?.band ?? '0-59';
}

export async function taskFinishedReport(
  db: Db,
  user: SessionUser,
  taskId: number,
  classId: number,
): Promise<TTaskFinishedReport> {
  const task = await getStudentTask(db, user, taskId, classId);
  const mine = await getTaskForStudent(db, user, taskId, classId);
  const [answers, [students]] = await Promise.all([
    db
      .select({ submittedAt: taskSubmissions.submittedAt, score: taskSubmissions.score })
      .from(taskSubmissions)
      .where(and(eq(taskSubmissions.taskId, task.id), eq(taskSubmissions.classId, classId))),
    db.select({ n: count() }).from(classStudents).where(eq(classStudents.classId, classId)),
  ]);
  const submitted = answers.filter((a) => a.submittedAt !== null);
  const scores = submitted.map((a) => a.score).filter((s): s is number => s !== null);
  return {
    taskId: task.id,
    classId,
    title: task.title,
    fullMark: task.fullMark,
    deadline: task.deadline.toISOString(),
    status: mine.status,
    submittedAt: mine.submittedAt,
    score: mine.score,
    comment: mine.comment,
    rank: mine.score === null ? null : 1 + scores.filter((s) => s > (mine.score ?? 0)).length,
    studentNumber: students?.n ?? 0,
    submittedNumber: submitted.length,
    ratedNumber: scores.length,
    average: scores.length ? Math.round((scores.reduce((a, b) => a + b, 0) / scores.length) * 10) / 10 : null,
    highest: scores.length ? Math.max(...scores) : null,
    lowest: scores.length ? Math.min(...scores) : null,
    bands: BANDS.map(({ band }) => ({
      band,
      count: scores.filter((s) => bandOf(s, task.fullMark) === band).length,
    })),
  };
}
