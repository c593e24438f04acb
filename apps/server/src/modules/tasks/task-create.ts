/** Publishing a task to the teacher's classes: the task, its classes, and a message to every student. */

import type { TCreateTaskInput } from '@lingua/contracts';
import { and, inArray } from 'drizzle-orm';
import { classes, classStudents, taskClasses, tasks } from '../../db/schema';
import type { Db } from '../../platform/database';
import { badRequest, notFound } from '../../platform/errors';
import type { SessionUser } from '../../platform/request-context';
import { sanitizeRichText } from '../../platform/sanitize';
import { classPolicy, refuseArchived } from '../classes/class-policy';
import { sendMessage } from '../messages/message-centre';
import { dueLine } from './due-line';

export async function createTask(db: Db, user: SessionUser, input: TCreateTaskInput): Promise<{ taskId: number }> {
  const visible = await db
    .select({ id: classes.id, name: classes.name, archivedAt: classes.archivedAt })
    .from(classes)
    .where(and(inArray(classes.id, input.classIds), classPolicy.change(user)));
  if (visible.length !== new Set(input.classIds).size) throw notFound();
  refuseArchived(visible);
  const deadline = new Date(input.deadline);
  if (deadline.getTime() <= Date.now()) throw badRequest('taskDeadlinePast', 'deadline');
  const taskId = await db.transaction(async (tx) => {
    const [task] = await tx
      .insert(tasks)
      .values({
        schoolId: user.schoolId,
        teacherId: user.userId,
        title: input.title,
        taskType: input.taskType,
        // Rich text is sanitised when written (architecture.md).
        background: input.background.map((b) => ({ ...b, htmlStr: sanitizeRichText(b.htmlStr) })),
        attachments: input.attachments,
        uploadRule: input.uploadRule,
        fileGroups: input.fileGroups,
        maxFileMb: input.maxFileMb,
        fullMark: input.fullMark,
        deadline,
        timeLimitMinutes: input.timeLimitMinutes,
      })
      .returning({ id: tasks.id });
    if (!task) throw new Error('task not created');
    await tx.insert(taskClasses).values(visible.map((c) => ({ taskId: task.id, classId: c.id })));
    return task.id;
  });
  const students = await db
    .selectDistinct({ id: classStudents.studentId })
    .from(classStudents)
    .where(
      inArray(
        classStudents.classId,
        visible.map((c) => c.id),
      ),
    );
  await sendMessage(
    db,
    students.map((s) => s.id),
    {
      type: 'task',
      title: { cn: `新任务：${input.title}`, en: `New task: ${input.title}` },
      content: await dueLine(db, user.schoolId, deadline),
    },
  );
  return { taskId };
}

/** task_stu_process: every student of the class with their status. */
