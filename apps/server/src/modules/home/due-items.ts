/**
 * What is due for the student, most urgent first: tasks of their classes not handed in before the
 * deadline, and exams they can still sit (running, open, or opening later), over all their classes:
 * the home must not hide an exam because another class is chosen.
 */
import type { TDueItem } from '@lingua/contracts';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { classes, exams, taskClasses, taskSubmissions, tasks } from '../../db/schema';
import type { Db } from '../../platform/database';
import type { SessionUser } from '../../platform/request-context';
import { canStillSit, myExamsWhere } from '../exams/sitting';
import { dashboardPolicy } from './dashboard-policy';

/** How many due items the home shows; the task and exam lists have the rest. */
export const DUE_LIMIT = 8;

async function dueTasks(db: Db, student: SessionUser, now: Date): Promise<TDueItem[]> {
  const rows = await db
    .select({
      taskId: tasks.id,
      title: tasks.title,
      taskType: tasks.taskType,
      deadline: tasks.deadline,
      classId: classes.id,
      className: classes.name,
      startedAt: taskSubmissions.startedAt,
    })
    .from(tasks)
    .innerJoin(taskClasses, eq(taskClasses.taskId, tasks.id))
    .innerJoin(classes, eq(classes.id, taskClasses.classId))
    .leftJoin(
      taskSubmissions,
      and(
        eq(taskSubmissions.taskId, tasks.id),
        eq(taskSubmissions.classId, taskClasses.classId),
        eq(taskSubmissions.studentId, student.userId),
      ),
    )
    .where(
      and(
        eq(tasks.schoolId, student.schoolId),
        dashboardPolicy.classes(student),
        // An ended course closes its tasks (task-status.ts).
        isNull(classes.lessonEndedAt),
        gt(tasks.deadline, now),
        isNull(taskSubmissions.submittedAt),
      ),
    )
    .orderBy(tasks.deadline)
    .limit(DUE_LIMIT);
  return rows.map((r) => ({
    type: 'task',
    taskId: r.taskId,
    classId: r.classId,
    className: r.className,
    title: r.title,
    taskType: r.taskType,
    deadline: r.deadline.toISOString(),
    started: r.startedAt !== null,
  }));
}

async function dueExams(db: Db, student: SessionUser, now: Date): Promise<TDueItem[]> {
  const items = await myExamsWhere(db, student, and(gt(exams.closesAt, now), isNull(exams.closedAt)), now);
  return items.filter(canStillSit).map((e) => ({
    type: 'exam',
    examId: e.examId,
    classId: e.classId,
    className: e.className,
    title: e.title,
    deadline: e.closesAt,
    opensAt: e.opensAt,
    status: e.status,
    timeLimitMinutes: e.timeLimitMinutes,
    faceCheck: e.faceCheck,
  }));
}

export async function listDue(db: Db, student: SessionUser, now: Date): Promise<TDueItem[]> {
  const [taskItems, examItems] = await Promise.all([dueTasks(db, student, now), dueExams(db, student, now)]);
  return [...taskItems, ...examItems]
    .sort((a, b) => Date.parse(a.deadline) - Date.parse(b.deadline))
    .slice(0, DUE_LIMIT);
}
