/**
 * usage_statistics (part 2 §2.3): the manager's school over the last 7 days, 30 days or 6 months of
 * the school's days. Online time comes from online_time (one row per user, school day and project
 * type); activity counts from the rows' own timestamps, cut at the school's midnights. Every figure
 * is one grouped query over indexed columns (online_time by school and day or by user, attempts
 * and classes by school); nothing is read one person at a time.
 */
import { type TLearningRange, type TUsageStatistics, UserType, zonedDay, zonedDayStart } from '@lingua/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/database';
import { daysBetween, rangeDays, shiftDay } from '../analytics/learning-time';
import { rowsOf } from '../analytics/question-statistics';
import { oneDecimal } from '../analytics/report-scope';
import { schoolTimeZone } from '../schools/school-time-zone';

const minutes = (seconds: number | string | null | undefined) => oneDecimal(Number(seconds ?? 0) / 60) ?? 0;
const int = (n: number | string | null | undefined) => Number(n ?? 0);

export async function usageStatistics(
  db: Db,
  schoolId: number,
  range: TLearningRange,
  now = new Date(),
): Promise<TUsageStatistics> {
  const zone = await schoolTimeZone(db, schoolId);
  const { from, to } = rangeDays(range, zonedDay(now, zone));
  const start = zonedDayStart(from, zone).toISOString();
  const end = zonedDayStart(shiftDay(to, { days: 1 }), zone).toISOString();
  const student = UserType.student;
  const inRange = (column: string) =>
    sql.raw(`${column} >= '${start}'::timestamptz and ${column} < '${end}'::timestamptz`);
  const [perDay, perProject, teachers, classRows] = await Promise.all([
    db.execute(sql`
      select day::text as day,
        coalesce(sum(seconds) filter (where user_type <> ${student}), 0)::int as teacher_seconds,
        coalesce(sum(seconds) filter (where user_type = ${student}), 0)::int as student_seconds
      from online_time where school_id = ${schoolId} and day >= ${from}::date and day <= ${to}::date
      group by day`),
    db.execute(sql`
      select project_type, count(distinct user_id)::int as users,
        coalesce(sum(seconds) filter (where user_type <> ${student}), 0)::int as teacher_seconds,
        coalesce(sum(seconds) filter (where user_type = ${student}), 0)::int as student_seconds
      from online_time where school_id = ${schoolId} and day >= ${from}::date and day <= ${to}::date
      group by project_type order by sum(seconds) desc, project_type`),
    db.execute(sql`
      with staff as (select id, name, mobile from users where school_id = ${schoolId} and user_type <> ${student}),
      online as (
        select user_id, sum(seconds)::int as seconds from online_time
        where school_id = ${schoolId} and day >= ${from}::date and day <= ${to}::date and user_type <> ${student}
        group by user_id),
      task_set as (
        select teacher_id, count(*)::int as n from tasks
        where school_id = ${schoolId} and ${inRange('created_at')} group by teacher_id),
      lessons as (
        select teacher_id, count(*)::int as n from online_lessons
        where school_id = ${schoolId} and ${inRange('started_at')} group by teacher_id),
      exams_held as (
        select teacher_id, count(*)::int as n from exams
        where school_id = ${schoolId} and deleted_at is null and ${inRange('opens_at')} group by teacher_id),
      reviewed as (
        select c.teacher_id, count(*)::int as n from training_attempts a join classes c on c.id = a.class_id
        where a.school_id = ${schoolId} and a.status = 'submitted' and ${inRange('a.viewed_at')}
        group by c.teacher_id),
      rated as (
        select t.teacher_id, count(*)::int as n from task_submissions s join tasks t on t.id = s.task_id
        where t.school_id = ${schoolId} and ${inRange('s.rated_at')} group by t.teacher_id)
      select s.id, s.name, s.mobile, online.seconds, task_set.n as tasks_set, lessons.n as lessons,
        exams_held.n as exams, reviewed.n as reviewed, rated.n as rated
      from staff s
        left join online on online.user_id = s.id
        left join task_set on task_set.teacher_id = s.id
        left join lessons on lessons.teacher_id = s.id
        left join exams_held on exams_held.teacher_id = s.id
        left join reviewed on reviewed.teacher_id = s.id
        left join rated on rated.teacher_id = s.id
      order by coalesce(online.seconds, 0) desc, s.mobile`),
    db.execute(sql`
      with school_classes as (
        select c.id, c.name, c.archived_at, u.name as teacher_name
        from classes c join users u on u.id = c.teacher_id where c.school_id = ${schoolId}),
      roster as (
        select cs.class_id, count(*)::int as n from class_students cs
        where cs.class_id in (select id from school_classes) group by cs.class_id),
      online as (
        select cs.class_id, count(distinct o.user_id)::int as active, sum(o.seconds)::int as seconds
        from class_students cs join online_time o on o.user_id = cs.student_id
        where cs.class_id in (select id from school_classes) and o.day >= ${from}::date and o.day <= ${to}::date
        group by cs.class_id),
      submitted as (
        select a.class_id, count(*)::int as n from training_attempts a
        where a.school_id = ${schoolId} and a.status = 'submitted' and ${inRange('a.submitted_at')}
          and exists (select 1 from class_students cs where cs.class_id = a.class_id and cs.student_id = a.student_id)
        group by a.class_id)
      select c.id, c.name, c.teacher_name, c.archived_at is not null as archived, roster.n as students,
        online.active, online.seconds, submitted.n as attempts
      from school_classes c
        left join roster on roster.class_id = c.id
        left join online on online.class_id = c.id
        left join submitted on submitted.class_id = c.id
      order by c.archived_at is not null, coalesce(online.seconds, 0) desc, c.id`),
  ]);
  type DayRow = { day: string; teacher_seconds: number; student_seconds: number };
  const byDay = new Map(rowsOf<DayRow>(perDay).map((r) => [String(r.day).slice(0, 10), r]));
  return {
    range,
    from,
    to,
    days: daysBetween(from, to).map((day) => ({
      day,
      teacherMinutes: minutes(byDay.get(day)?.teacher_seconds),
      studentMinutes: minutes(byDay.get(day)?.student_seconds),
    })),
    projects: rowsOf<{ project_type: string; users: number; teacher_seconds: number; student_seconds: number }>(
      perProject,
    ).map((r) => ({
      projectType: r.project_type,
      users: int(r.users),
      teacherMinutes: minutes(r.teacher_seconds),
      studentMinutes: minutes(r.student_seconds),
    })),
    teachers: rowsOf<{
      id: number;
      name: string;
      mobile: string;
      seconds: number | null;
      tasks_set: number | null;
      lessons: number | null;
      exams: number | null;
      reviewed: number | null;
      rated: number | null;
    }>(teachers).map((r) => ({
      teacherId: int(r.id),
      name: r.name,
      mobile: r.mobile,
      onlineMinutes: minutes(r.seconds),
      tasksSet: int(r.tasks_set),
      onlineLessons: int(r.lessons),
      examsHeld: int(r.exams),
      attemptsReviewed: int(r.reviewed),
      tasksRated: int(r.rated),
    })),
    classes: rowsOf<{
      id: number;
      name: string;
      teacher_name: string;
      archived: boolean;
      students: number | null;
      active: number | null;
      seconds: number | null;
      attempts: number | null;
    }>(classRows).map((r) => ({
      classId: int(r.id),
      className: r.name,
      teacherName: r.teacher_name,
      archived: Boolean(r.archived),
      students: int(r.students),
      activeStudents: int(r.active),
      onlineMinutes: minutes(r.seconds),
      attempts: int(r.attempts),
    })),
  };
}
