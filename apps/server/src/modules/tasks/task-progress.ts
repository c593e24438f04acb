/** The teacher's view of a task in a class: every student's status, their answer, and its rating. */
import type { TTaskProgressRow } from '@lingua/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { classes, classStudents, taskClasses, taskSubmissions, users } from '../../db/schema';
import type { Db } from '../../platform/database';
import { badRequest, conflict, notFound } from '../../platform/errors';
import type { SessionUser } from '../../platform/request-context';
import { sendMessage } from '../messages/message-centre';
import { submissionOf } from './task-answer';
import { assertTaskStudent, getChangeableTask } from './task-policy';
import { taskStatus } from './task-status';

export async function taskProgress(
  db: Db,
  user: SessionUser,
  taskId: number,
  classId: number,
): Promise<TTaskProgressRow[]> {
  const task = await getChangeableTask(db, user, taskId);
  const [klass] = await db
    .select({ lessonEndedAt: classes.lessonEndedAt })
    .from(taskClasses)
    .innerJoin(classes, eq(classes.id, taskClasses.classId))
    .where(and(eq(taskClasses.taskId, task.id), eq(taskClasses.classId, classId)));
  if (!klass) throw notFound();
  const rows = await db
    .select({ studentId: users.id, name: users.name, mobile: users.mobile, submission: taskSubmissions })
    .from(classStudents)
    .innerJoin(users, eq(users.id, classStudents.studentId))
    .leftJoin(
      taskSubmissions,
      and(
        eq(taskSubmissions.taskId, task.id),
        eq(taskSubmissions.classId, classId),
        eq(taskSubmissions.studentId, users.id),
      ),
    )
    .where(eq(classStudents.classId, classId))
    .orderBy(asc(users.mobile));
  return rows.map((r) => ({
    studentId: r.studentId,
    name: r.name,
    mobile: r.mobile,
    status: taskStatus({
      deadline: task.deadline,
      lessonEndedAt: klass.lessonEndedAt,
      submission: r.submission ?? undefined,
    }),
    submittedAt: r.submission?.submittedAt?.toISOString() ?? null,
    score: r.submission?.score ?? null,
  }));
}

export async function viewAnswer(db: Db, user: SessionUser, taskId: number, classId: number, studentId: number) {
  const task = await getChangeableTask(db, user, taskId);
  await assertTaskStudent(db, task.id, classId, studentId);
  const submission = await submissionOf(db, task.id, classId, studentId);
  if (!submission?.submittedAt) throw notFound();
  if (!submission.viewedAt) {
    await db
      .update(taskSubmissions)
      .set({ viewedAt: new Date() })
      .where(
        and(
          eq(taskSubmissions.taskId, task.id),
          eq(taskSubmissions.classId, classId),
          eq(taskSubmissions.studentId, studentId),
        ),
      );
  }
  return {
    taskId: task.id,
    studentId,
    text: submission.text,
    files: submission.files,
    submittedAt: submission.submittedAt.toISOString(),
    fullMark: task.fullMark,
    score: submission.score,
    comment: submission.comment,
  };
}

/** taskRate: a score within the full mark and a comment, for a submitted answer. */
export async function rateTask(
  db: Db,
  user: SessionUser,
  input: { taskId: number; classId: number; studentId: number; score: number; comment: string },
): Promise<null> {
  const task = await getChangeableTask(db, user, input.taskId);
  await assertTaskStudent(db, task.id, input.classId, input.studentId);
  if (input.score > task.fullMark) throw badRequest('scoreTooHigh', 'score', { fullMark: task.fullMark });
  const submission = await submissionOf(db, task.id, input.classId, input.studentId);
  if (!submission?.submittedAt) throw conflict('taskNotSubmitted');
  await db
    .update(taskSubmissions)
    .set({
      score: input.score,
      comment: input.comment.trim(),
      ratedAt: new Date(),
      viewedAt: submission.viewedAt ?? new Date(),
    })
    .where(
      and(
        eq(taskSubmissions.taskId, task.id),
        eq(taskSubmissions.classId, input.classId),
        eq(taskSubmissions.studentId, input.studentId),
      ),
    );
  await sendMessage(db, [input.studentId], {
    type: 'task',
    title: { cn: `任务已评分：${task.title}`, en: `Task rated: ${task.title}` },
    content: { cn: `得分 ${input.score} / ${task.fullMark}`, en: `Score ${input.score} / ${task.fullMark}` },
  });
  return null;
}
