/**
 * Who may read and change a task, written once (docs/architecture.md "Object policies"): its
 * teacher and the school's manager read and change it (edit, withdraw, see and rate the answers);
 * a student reads it as published to a class they are in, and changes only their own answer.
 * Anything else is a 404.
 */
import { UserType } from '@lingua/contracts';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { classes, classStudents, taskClasses, tasks } from '../../db/schema';
import type { Db } from '../../platform/database';
import { notFound } from '../../platform/errors';
import { hasRole } from '../../platform/policy';
import type { SessionUser } from '../../platform/request-context';
import { assertClassStudents } from '../classes/class-policy';

export type TaskRow = typeof tasks.$inferSelect;

/** The task as every reader sees it (the teacher's edit form and the student's page). */
export function presentTask(task: TaskRow) {
  return {
    taskId: task.id,
    title: task.title,
    taskType: task.taskType,
    background: task.background,
    attachments: task.attachments,
    uploadRule: task.uploadRule,
    fileGroups: task.fileGroups,
    maxFileMb: task.maxFileMb,
    fullMark: task.fullMark,
    deadline: task.deadline.toISOString(),
    timeLimitMinutes: task.timeLimitMinutes,
  };
}

export const taskPolicy = {
  /** Tasks the user may change: their own, or the school's for a manager; a student none. */
  change(user: SessionUser): SQL {
    if (user.userType === UserType.student) return sql`false`;
    const school = eq(tasks.schoolId, user.schoolId);
    return hasRole(user, 'manager') ? school : (and(school, eq(tasks.teacherId, user.userId)) as SQL);
  },
};

/** A task the user may change (and read with its answers); a 404 otherwise. */
export async function getChangeableTask(db: Db, user: SessionUser, taskId: number): Promise<TaskRow> {
  const [task] = await db
    .select()
    .from(tasks)
    .where(and(eq(tasks.id, taskId), taskPolicy.change(user)));
  if (!task) throw notFound();
  return task;
}

/** The task as published to this class, for a student of the class (a 404 for anyone else). */
export async function getStudentTask(
  db: Db,
  user: SessionUser,
  taskId: number,
  classId: number,
): Promise<TaskRow & { lessonEndedAt: Date | null }> {
  if (user.userType !== UserType.student) throw notFound();
  const [row] = await db
    .select({ task: tasks, lessonEndedAt: classes.lessonEndedAt })
    .from(tasks)
    .innerJoin(taskClasses, and(eq(taskClasses.taskId, tasks.id), eq(taskClasses.classId, classId)))
    .innerJoin(classes, eq(classes.id, taskClasses.classId))
    .where(
      and(
        eq(tasks.id, taskId),
        eq(tasks.schoolId, user.schoolId),
        sql`exists (select 1 from ${classStudents} where ${classStudents.classId} = ${classId} and ${classStudents.studentId} = ${user.userId})`,
      ),
    );
  if (!row) throw notFound();
  return { ...row.task, lessonEndedAt: row.lessonEndedAt };
}

/**
 * A student of a class the task was published to: whose answer the task's staff may read and
 * rate. A 404 for any other class or student.
 */
export async function assertTaskStudent(db: Db, taskId: number, classId: number, studentId: number): Promise<void> {
  const [published] = await db
    .select({ classId: taskClasses.classId })
    .from(taskClasses)
    .where(and(eq(taskClasses.taskId, taskId), eq(taskClasses.classId, classId)));
  if (!published) throw notFound();
  await assertClassStudents(db, classId, [studentId]);
}
