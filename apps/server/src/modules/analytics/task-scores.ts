/**
 * Task scores: per task given to the class, how many of its students submitted, how many answers
 * the teacher rated and the rated scores; per student, their submissions and the average of their
 * rated scores as percentages of each task's full mark. Two grouped queries.
 */
import type { TTaskScoreReport } from '@lingua/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import { classStudents, taskClasses, taskSubmissions, tasks } from '../../db/schema';
import type { Db } from '../../platform/database';
import type { SessionUser } from '../../platform/request-context';
import { oneDecimal, reportScope } from './report-scope';

export async function taskScoreReport(db: Db, user: SessionUser, body: { classId: number }): Promise<TTaskScoreReport> {
  const scope = await reportScope(db, user, body.classId);
  // Submissions of the class's current students to the tasks given to this class.
  const counted = and(
    eq(taskSubmissions.classId, body.classId),
    sql`exists (select 1 from ${classStudents} cs where cs.class_id = ${taskSubmissions.classId} and cs.student_id = ${taskSubmissions.studentId})`,
  );
  const submitted = sql`${taskSubmissions.submittedAt} is not null`;
  const rated = sql`${taskSubmissions.submittedAt} is not null and ${taskSubmissions.score} is not null`;
  const [perTask, perStudent] = await Promise.all([
    db
      .select({
        taskId: tasks.id,
        title: tasks.title,
        deadline: tasks.deadline,
        fullMark: tasks.fullMark,
        submitted: sql<number>`(count(${taskSubmissions.studentId}) filter (where ${submitted}))::int`,
        rated: sql<number>`(count(${taskSubmissions.studentId}) filter (where ${rated}))::int`,
        average: sql<number | null>`(avg(${taskSubmissions.score}) filter (where ${rated}))::float8`,
        highest: sql<number | null>`max(${taskSubmissions.score}) filter (where ${rated})`,
        lowest: sql<number | null>`min(${taskSubmissions.score}) filter (where ${rated})`,
      })
      .from(taskClasses)
      .innerJoin(tasks, eq(tasks.id, taskClasses.taskId))
      .leftJoin(taskSubmissions, and(eq(taskSubmissions.taskId, tasks.id), counted))
      .where(eq(taskClasses.classId, body.classId))
      .groupBy(tasks.id)
      .orderBy(asc(tasks.deadline), asc(tasks.id)),
    db
      .select({
        studentId: taskSubmissions.studentId,
        submitted: sql<number>`(count(*) filter (where ${submitted}))::int`,
        rated: sql<number>`(count(*) filter (where ${rated}))::int`,
        average: sql<
          number | null
        >`(avg(${taskSubmissions.score}::float8 / nullif(${tasks.fullMark}, 0) * 100) filter (where ${rated}))::float8`,
      })
      .from(taskSubmissions)
      .innerJoin(tasks, eq(tasks.id, taskSubmissions.taskId))
      .innerJoin(taskClasses, and(eq(taskClasses.taskId, tasks.id), eq(taskClasses.classId, body.classId)))
      .where(counted)
      .groupBy(taskSubmissions.studentId),
  ]);
  const byStudent = new Map(perStudent.map((r) => [r.studentId, r]));
  return {
    tasks: perTask.map((t) => ({
      taskId: t.taskId,
      title: t.title,
      deadline: t.deadline ? new Date(t.deadline).toISOString() : null,
      fullMark: Number(t.fullMark),
      students: scope.students.length,
      submitted: Number(t.submitted),
      rated: Number(t.rated),
      average: oneDecimal(t.average),
      highest: t.highest === null ? null : Number(t.highest),
      lowest: t.lowest === null ? null : Number(t.lowest),
    })),
    rows: scope.students.map((s) => {
      const mine = byStudent.get(s.studentId);
      return {
        ...s,
        submitted: Number(mine?.submitted ?? 0),
        rated: Number(mine?.rated ?? 0),
        average: oneDecimal(mine?.average),
      };
    }),
  };
}
