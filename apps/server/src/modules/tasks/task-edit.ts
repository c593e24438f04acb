/**
 * Editing and withdrawing a published task. What a student already handed in stays valid: once an
 * answer is in, the answer rules (type, upload rule, file types and size) are fixed, and the full
 * mark may not drop below a score already given.
 */

import type { TTeacherTaskDetail, TUpdateTaskInput } from '@lingua/contracts';
import { and, count, eq, inArray, max } from 'drizzle-orm';
import { classes, classStudents, taskClasses, taskSubmissions, tasks } from '../../db/schema';
import type { Db } from '../../platform/database';
import { badRequest, conflict, notFound } from '../../platform/errors';
import type { SessionUser } from '../../platform/request-context';
import { sanitizeRichText } from '../../platform/sanitize';
import { sendMessage } from '../messages/message-centre';
import { dueLine } from './due-line';
import { getChangeableTask, presentTask, type TaskRow } from './task-policy';

export async function getTaskForTeacher(db: Db, user: SessionUser, taskId: number): Promise<TTeacherTaskDetail> {
  const task = await getChangeableTask(db, user, taskId);
  const [published, [answers]] = await Promise.all([
    db
      .select({ classId: classes.id, className: classes.name })
      .from(taskClasses)
      .innerJoin(classes, eq(classes.id, taskClasses.classId))
      .where(eq(taskClasses.taskId, task.id))
      .orderBy(classes.id),
    db
      .select({ submitted: count(taskSubmissions.submittedAt), highest: max(taskSubmissions.score) })
      .from(taskSubmissions)
      .where(eq(taskSubmissions.taskId, task.id)),
  ]);
  return {
    ...presentTask(task),
    classes: published,
    submittedNumber: answers?.submitted ?? 0,
    highestScore: answers?.highest ?? null,
  };
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join() === [...b].sort().join();

/** True when the change would alter what a handed-in answer had to satisfy. */
function answerRulesChanged(task: TaskRow, input: TUpdateTaskInput): boolean {
  return (
    task.taskType !== input.taskType ||
    task.uploadRule !== input.uploadRule ||
    task.maxFileMb !== input.maxFileMb ||
    !sameList(task.fileGroups, input.uploadRule === 'none' ? [] : input.fileGroups)
  );
}

export async function updateTask(db: Db, user: SessionUser, input: TUpdateTaskInput): Promise<TTeacherTaskDetail> {
  const task = await getChangeableTask(db, user, input.taskId);
  const before = await getTaskForTeacher(db, user, task.id);
  const deadline = new Date(input.deadline);
  if (deadline.getTime() !== task.deadline.getTime() && deadline.getTime() <= Date.now()) {
    throw badRequest('taskDeadlinePast', 'deadline');
  }
  if (before.submittedNumber > 0 && answerRulesChanged(task, input)) throw conflict('taskRulesFixed');
  if (before.highestScore !== null && input.fullMark < before.highestScore) {
    throw badRequest('taskFullMarkBelowScore', 'fullMark', { score: before.highestScore });
  }
  await db.transaction(async (tx) => {
    await tx
      .update(tasks)
      .set({
        title: input.title,
        taskType: input.taskType,
        background: input.background.map((b) => ({ ...b, htmlStr: sanitizeRichText(b.htmlStr) })),
        attachments: input.attachments,
        uploadRule: input.uploadRule,
        fileGroups: input.uploadRule === 'none' ? [] : input.fileGroups,
        maxFileMb: input.maxFileMb,
        fullMark: input.fullMark,
        deadline,
        timeLimitMinutes: input.timeLimitMinutes,
      })
      .where(eq(tasks.id, task.id));
    // A new deadline earns a new reminder a day before it.
    if (deadline.getTime() !== task.deadline.getTime()) {
      await tx.update(taskClasses).set({ remindedAt: null }).where(eq(taskClasses.taskId, task.id));
    }
  });
  const students = await studentsOf(
    db,
    before.classes.map((c) => c.classId),
  );
  await sendMessage(db, students, {
    type: 'task',
    title: { cn: `任务已更新：${input.title}`, en: `Task updated: ${input.title}` },
    content: await dueLine(db, user.schoolId, deadline),
  });
  return getTaskForTeacher(db, user, task.id);
}

/**
 * Withdraws the task from one class, with that class's answers; the task itself goes when no class
 * is left. Answers: how many handed-in answers were removed.
 */
export async function deleteTaskFromClass(
  db: Db,
  user: SessionUser,
  taskId: number,
  classId: number,
): Promise<{ removedAnswers: number }> {
  const task = await getChangeableTask(db, user, taskId);
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(taskClasses)
      .where(and(eq(taskClasses.taskId, task.id), eq(taskClasses.classId, classId)))
      .returning({ classId: taskClasses.classId });
    if (removed.length === 0) throw notFound();
    const answers = await tx
      .delete(taskSubmissions)
      .where(and(eq(taskSubmissions.taskId, task.id), eq(taskSubmissions.classId, classId)))
      .returning({ submittedAt: taskSubmissions.submittedAt });
    const [left] = await tx.select({ n: count() }).from(taskClasses).where(eq(taskClasses.taskId, task.id));
    if ((left?.n ?? 0) === 0) await tx.delete(tasks).where(eq(tasks.id, task.id));
    return { removedAnswers: answers.filter((a) => a.submittedAt !== null).length };
  });
}

async function studentsOf(db: Db, classIds: number[]): Promise<number[]> {
  if (classIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ id: classStudents.studentId })
    .from(classStudents)
    .where(inArray(classStudents.classId, classIds));
  return rows.map((r) => r.id);
}
