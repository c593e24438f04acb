/** taskManage and the student's task list: the tasks of one class, newest first. */
import type { TPage, TStudentTaskItem, TTeacherTaskItem } from '@lingua/contracts';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { classes, classStudents, taskClasses, taskSubmissions, tasks } from '../../db/schema';
import type { Db } from '../../platform/database';
import type { SessionUser } from '../../platform/request-context';
import { getReadableClass } from '../classes/class-policy';
import { taskStatus } from './task-status';

export async function listClassTasks(
  db: Db,
  user: SessionUser,
  input: { classId: number; pageNum: number; pageSize: number },
): Promise<TPage<TTeacherTaskItem>> {
  const klass = await getReadableClass(db, user, input.classId);
  const where = and(eq(taskClasses.classId, klass.classId), eq(tasks.schoolId, user.schoolId));
  const submitted = sql<number>`(select count(*) from ${taskSubmissions} where ${taskSubmissions.taskId} = ${tasks.id}
    and ${taskSubmissions.classId} = ${klass.classId} and ${taskSubmissions.submittedAt} is not null)`.mapWith(Number);
  const rated = sql<number>`(select count(*) from ${taskSubmissions} where ${taskSubmissions.taskId} = ${tasks.id}
    and ${taskSubmissions.classId} = ${klass.classId} and ${taskSubmissions.ratedAt} is not null)`.mapWith(Number);
  const [rows, totals] = await Promise.all([
    db
      .select({ task: tasks, submittedNumber: submitted, ratedNumber: rated })
      .from(tasks)
      .innerJoin(taskClasses, eq(taskClasses.taskId, tasks.id))
      .where(where)
      .orderBy(desc(tasks.createdAt), desc(tasks.id))
      .limit(input.pageSize)
      .offset((input.pageNum - 1) * input.pageSize),
    db.select({ n: count() }).from(tasks).innerJoin(taskClasses, eq(taskClasses.taskId, tasks.id)).where(where),
  ]);
  return {
    list: rows.map(({ task, submittedNumber, ratedNumber }) => ({
      taskId: task.id,
      title: task.title,
      taskType: task.taskType,
      deadline: task.deadline.toISOString(),
      fullMark: task.fullMark,
      uploadRule: task.uploadRule,
      studentNumber: klass.studentNumber,
      submittedNumber,
      ratedNumber,
      createdAt: task.createdAt.toISOString(),
    })),
    page: { pageNum: input.pageNum, pageSize: input.pageSize, total: totals[0]?.n ?? 0 },
  };
}

export async function listMyTasks(db: Db, user: SessionUser, classId: number): Promise<TStudentTaskItem[]> {
  await getReadableClass(db, user, classId);
  const [klass] = await db
    .select({ lessonEndedAt: classes.lessonEndedAt })
    .from(classes)
    .where(eq(classes.id, classId));
  const rows = await db
    .select({ task: tasks, submission: taskSubmissions })
    .from(tasks)
    .innerJoin(taskClasses, and(eq(taskClasses.taskId, tasks.id), eq(taskClasses.classId, classId)))
    .innerJoin(classStudents, and(eq(classStudents.classId, classId), eq(classStudents.studentId, user.userId)))
    .leftJoin(
      taskSubmissions,
      and(
        eq(taskSubmissions.taskId, tasks.id),
        eq(taskSubmissions.classId, classId),
        eq(taskSubmissions.studentId, user.userId),
      ),
    )
    .where(eq(tasks.schoolId, user.schoolId))
    .orderBy(desc(tasks.deadline))
    .limit(200);
  return rows.map(({ task, submission }) => ({
    taskId: task.id,
    classId,
    title: task.title,
    taskType: task.taskType,
    deadline: task.deadline.toISOString(),
    fullMark: task.fullMark,
    status: taskStatus({
      deadline: task.deadline,
      lessonEndedAt: klass?.lessonEndedAt ?? null,
      submission: submission ?? undefined,
    }),
    score: submission?.score ?? null,
  }));
}
