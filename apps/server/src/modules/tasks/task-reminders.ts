/**
 * Deadline reminders (issue 8): a day before a task's deadline, every student of each class it was
 * published to who has not submitted gets a message. The sweep is a recurring job of the runner;
 * its claim of a class is one UPDATE ... RETURNING on the task's class row, so a class is reminded
 * exactly once even when a sweep taken over after a lapsed lease runs twice.
 */

import { and, eq, gt, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import { classStudents, taskClasses, taskSubmissions, tasks } from '../../db/schema';
import type { Db } from '../../platform/database';
import type { JobRunner } from '../../platform/jobs/runner';
import { sendMessage } from '../messages/message-centre';
import { dueLine } from './due-line';

export const REMIND_BEFORE_MS = 24 * 60 * 60 * 1000;
const SWEEP_MS = 60 * 1000;

/** Sends the reminders now due; answers how many students were reminded. */
export async function sendDueReminders(db: Db, now = new Date()): Promise<number> {
  const claimed = await db
    .update(taskClasses)
    .set({ remindedAt: now })
    .from(tasks)
    .where(
      and(
        eq(tasks.id, taskClasses.taskId),
        isNull(taskClasses.remindedAt),
        gt(tasks.deadline, now),
        lte(tasks.deadline, new Date(now.getTime() + REMIND_BEFORE_MS)),
      ),
    )
    .returning({
      taskId: taskClasses.taskId,
      classId: taskClasses.classId,
      title: tasks.title,
      deadline: tasks.deadline,
      schoolId: tasks.schoolId,
    });
  let reminded = 0;
  for (const due of claimed) {
    const students = await db
      .select({ id: classStudents.studentId })
      .from(classStudents)
      .where(
        and(
          eq(classStudents.classId, due.classId),
          sql`not exists (select 1 from ${taskSubmissions} where ${taskSubmissions.taskId} = ${due.taskId}
            and ${taskSubmissions.classId} = ${due.classId} and ${taskSubmissions.studentId} = ${classStudents.studentId}
            and ${taskSubmissions.submittedAt} is not null)`,
        ),
      );
    const line = await dueLine(db, due.schoolId, due.deadline);
    await sendMessage(
      db,
      students.map((s) => s.id),
      {
        type: 'task',
        title: { cn: `任务即将截止：${due.title}`, en: `Task due soon: ${due.title}` },
        content: { cn: `${line.cn}，请及时提交。`, en: `${line.en}. Submit it in time.` },
      },
    );
    reminded += students.length;
  }
  return reminded;
}

/** A recurring job of the runner: every minute, on one instance at a time. */
export function scheduleTaskReminders(jobs: JobRunner, db: Db): void {
  jobs.every('tasks.deadlineReminders', SWEEP_MS, async () => {
    await sendDueReminders(db);
  });
}

/** For tests: the classes of a task already reminded. */
export async function remindedClasses(db: Db, taskId: number): Promise<number[]> {
  const rows = await db
    .select({ classId: taskClasses.classId })
    .from(taskClasses)
    .where(and(eq(taskClasses.taskId, taskId), isNotNull(taskClasses.remindedAt)));
  return rows.map((r) => r.classId);
}
