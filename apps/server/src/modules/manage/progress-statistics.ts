/**
 * progress_score, class_courses_list and practical_skills_student_progress_details (part 2 §2.3):
 * each class of the manager's school with its course, its students' progress through the course's
 * activities (activity_progress's completed flag), their training scores by the class's own score
 * rule (as training-scores.ts reads it: highest, first, average or latest attempt) and the task
 * answers they handed in; then one class's students, and one student's steps and attempts.
 * Counted over a class's current students, like the class data report. Grouped queries over the
 * classes' indexed keys (class_students, activity_progress and training_attempts by class).
 */
import type {
  TClassProgressRow,
  TClassStudentsProgress,
  TLanguageUse,
  TLocalizedText,
  TStudentProgressDetails,
} from '@lingua/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/database';
import { notFound } from '../../platform/errors';
import type { SessionUser } from '../../platform/request-context';
import { rowsOf } from '../analytics/question-statistics';
import { oneDecimal } from '../analytics/report-scope';
import { schoolTimeZone } from '../schools/school-time-zone';
import { getSchoolClass } from './admin-policy';

const int = (n: number | string | null | undefined) => Number(n ?? 0);
const percentOf = (part: number, whole: number) => (whole > 0 ? oneDecimal((part / whole) * 100) : null);
const text = (value: TLocalizedText | null | undefined, language: TLanguageUse) => (value ? value[language] : null);

/**
 * The per-student figures of the chosen classes as common table expressions: `students` (the
 * current roster), `done` (completed activities of the class's course), `scores` (the mean of the
 * student's training scores, each by the class's score rule), `attempts` and `tasks_done`.
 */
function studentFigures(chosen: SQL): SQL {
  return sql`
    chosen as (${chosen}),
    students as (
      select cs.class_id, cs.student_id from class_students cs where cs.class_id in (select id from chosen)),
    done as (
      select ap.class_id, ap.student_id, count(*)::int as completed
      from activity_progress ap
        join chosen c on c.id = ap.class_id
        join course_activities ca on ca.id = ap.activity_id and ca.course_id = c.course_id
      where ap.finished = 2
      group by ap.class_id, ap.student_id),
    counted as (
      select a.id, a.class_id, a.student_id, a.training_id, a.submitted_at, c.score_rule,
        a.score / nullif(a.full_mark, 0) * 100 as percent
      from training_attempts a join chosen c on c.id = a.class_id
      where a.status = 'submitted'
        and exists (select 1 from class_students cs where cs.class_id = a.class_id and cs.student_id = a.student_id)),
    per_training as (
      -- highest (0) and average (2): over the scored attempts (max and avg skip a null).
      select class_id, student_id, training_id, count(*)::int as n,
        case when score_rule = 2 then avg(percent) else max(percent) end as percent
      from counted where score_rule not in (1, 3)
      group by class_id, student_id, training_id, score_rule
      union all
      -- first (1) and latest (3): that attempt's score, null while it waits for the teacher.
      select class_id, student_id, training_id, n, percent from (
        select class_id, student_id, training_id, percent,
          (count(*) over w)::int as n,
          row_number() over (w order by
            case when score_rule = 1 then submitted_at end asc, case when score_rule = 1 then id end asc,
            submitted_at desc, id desc) as pick
        from counted where score_rule in (1, 3)
        window w as (partition by class_id, student_id, training_id)) ordered
      where pick = 1),
    scores as (
      select class_id, student_id, avg(percent) filter (where percent is not null) as score, sum(n)::int as attempts
      from per_training group by class_id, student_id),
    tasks_done as (
      select s.class_id, s.student_id, count(*)::int as n from task_submissions s
      where s.class_id in (select id from chosen) and s.submitted_at is not null
        and exists (select 1 from class_students cs where cs.class_id = s.class_id and cs.student_id = s.student_id)
      group by s.class_id, s.student_id)`;
}

/** Activities per course of the chosen classes. */
async function activityCounts(db: Db, courseIds: number[]): Promise<Map<number, number>> {
  if (courseIds.length === 0) return new Map();
  const rows = rowsOf<{ course_id: number; n: number }>(
    await db.execute(
      sql`select course_id, count(*)::int as n from course_activities where course_id in ${sql.raw(`(${courseIds.join(',')})`)} group by course_id`,
    ),
  );
  return new Map(rows.map((r) => [int(r.course_id), int(r.n)]));
}

/** progress_score and class_courses_list: every class of the school, working ones first. */
export async function classProgress(db: Db, schoolId: number, language: TLanguageUse): Promise<TClassProgressRow[]> {
  const rows = rowsOf<{
    id: number;
    name: string;
    course_id: number | null;
    course_name: TLocalizedText | null;
    teacher_id: number;
    teacher_name: string;
    archived: boolean;
    students: number;
    completed: number | null;
    score: number | null;
    tasks: number | null;
  }>(
    await db.execute(sql`
      with ${studentFigures(sql`select id, course_id, score_rule from classes where school_id = ${schoolId}`)}
      select c.id, c.name, c.course_id, co.name as course_name, c.teacher_id, u.name as teacher_name,
        c.archived_at is not null as archived,
        count(s.student_id)::int as students, sum(done.completed)::int as completed,
        avg(scores.score)::float8 as score, sum(tasks_done.n)::int as tasks
      from classes c
        join users u on u.id = c.teacher_id
        left join courses co on co.id = c.course_id
        left join students s on s.class_id = c.id
        left join done on done.class_id = s.class_id and done.student_id = s.student_id
        left join scores on scores.class_id = s.class_id and scores.student_id = s.student_id
        left join tasks_done on tasks_done.class_id = s.class_id and tasks_done.student_id = s.student_id
      where c.school_id = ${schoolId}
      group by c.id, co.id, u.id
      order by c.archived_at is not null, c.id desc`),
  );
  const activities = await activityCounts(db, [
    ...new Set(rows.flatMap((r) => (r.course_id === null ? [] : [int(r.course_id)]))),
  ]);
  return rows.map((r) => {
    const n = r.course_id === null ? 0 : (activities.get(int(r.course_id)) ?? 0);
    return {
      classId: int(r.id),
      className: r.name,
      courseId: r.course_id === null ? null : int(r.course_id),
      courseName: text(r.course_name, language),
      teacherId: int(r.teacher_id),
      teacherName: r.teacher_name,
      archived: Boolean(r.archived),
      students: int(r.students),
      activities: n,
      progress: percentOf(int(r.completed), int(r.students) * n),
      averageScore: oneDecimal(r.score),
      tasksDone: int(r.tasks),
    };
  });
}

type ClassHead = { id: number; name: string; course_id: number | null; course_name: TLocalizedText | null };

async function classHead(db: Db, manager: SessionUser, classId: number): Promise<ClassHead> {
  await getSchoolClass(db, manager, classId);
  const [head] = rowsOf<ClassHead>(
    await db.execute(
      sql`select c.id, c.name, c.course_id, co.name as course_name from classes c left join courses co on co.id = c.course_id where c.id = ${classId}`,
    ),
  );
  if (!head) throw notFound();
  return head;
}

type StudentRow = {
  student_id: number;
  name: string;
  mobile: string;
  completed: number | null;
  score: number | null;
  attempts: number | null;
  tasks: number | null;
  last_active: string | null;
};

async function studentRows(db: Db, classId: number, studentId?: number): Promise<StudentRow[]> {
  return rowsOf<StudentRow>(
    await db.execute(sql`
      with ${studentFigures(sql`select id, course_id, score_rule from classes where id = ${classId}`)}
      select s.student_id, u.name, u.mobile, done.completed, scores.score::float8 as score, scores.attempts,
        tasks_done.n as tasks,
        (select max(o.day)::text from online_time o where o.user_id = s.student_id) as last_active
      from students s
        join users u on u.id = s.student_id
        left join done on done.class_id = s.class_id and done.student_id = s.student_id
        left join scores on scores.class_id = s.class_id and scores.student_id = s.student_id
        left join tasks_done on tasks_done.class_id = s.class_id and tasks_done.student_id = s.student_id
      ${studentId === undefined ? sql`` : sql`where s.student_id = ${studentId}`}
      order by u.mobile`),
  );
}

/** One class's students: progress, average score, attempts, tasks handed in and the last day online. */
export async function classStudentsProgress(
  db: Db,
  manager: SessionUser,
  classId: number,
  language: TLanguageUse,
): Promise<TClassStudentsProgress> {
  const head = await classHead(db, manager, classId);
  const activities =
    head.course_id === null ? 0 : ((await activityCounts(db, [int(head.course_id)])).get(int(head.course_id)) ?? 0);
  const rows = await studentRows(db, classId);
  return {
    classId,
    className: head.name,
    courseName: text(head.course_name, language),
    activities,
    rows: rows.map((r) => ({
      studentId: int(r.student_id),
      name: r.name,
      mobile: r.mobile,
      completed: int(r.completed),
      progress: percentOf(int(r.completed), activities),
      averageScore: oneDecimal(r.score),
      attempts: int(r.attempts),
      tasksDone: int(r.tasks),
      lastActive: r.last_active ? String(r.last_active).slice(0, 10) : null,
    })),
  };
}

/** One student of a class: each chapter's steps with their activities done, and the attempts handed in. */
export async function studentProgressDetails(
  db: Db,
  manager: SessionUser,
  classId: number,
  studentId: number,
  language: TLanguageUse,
): Promise<TStudentProgressDetails> {
  const head = await classHead(db, manager, classId);
  const [me] = await studentRows(db, classId, studentId);
  if (!me) throw notFound();
  const courseId = head.course_id === null ? null : int(head.course_id);
  const zone = await schoolTimeZone(db, manager.schoolId);
  const [steps, attempts] = await Promise.all([
    courseId === null
      ? Promise.resolve([])
      : db
          .execute(sql`
            select ch.id as chapter_id, ch.title as chapter_title, st.id as step_id, st.title as step_title,
              count(ca.id)::int as activities,
              count(ap.activity_id) filter (where ap.finished = 2)::int as completed,
              count(ap.activity_id) filter (where ap.finished = 1)::int as in_progress
            from course_steps st
              join course_chapters ch on ch.id = st.chapter_id
              left join course_activities ca on ca.step_id = st.id
              left join activity_progress ap
                on ap.activity_id = ca.id and ap.class_id = ${classId} and ap.student_id = ${studentId}
            where st.course_id = ${courseId}
            group by ch.id, st.id
            order by ch.sort, st.sort`)
          .then((r) =>
            rowsOf<{
              chapter_id: number;
              chapter_title: TLocalizedText;
              step_id: number;
              step_title: TLocalizedText;
              activities: number;
              completed: number;
              in_progress: number;
            }>(r),
          ),
    db
      .execute(sql`
        select a.id, t.title, t.kind, to_char(a.submitted_at at time zone ${zone}, 'YYYY-MM-DD HH24:MI') as submitted,
          a.duration_seconds, case when a.full_mark > 0 then a.score / a.full_mark * 100 end as percent
        from training_attempts a join trainings t on t.id = a.training_id
        where a.class_id = ${classId} and a.student_id = ${studentId} and a.status = 'submitted'
        order by a.submitted_at desc, a.id desc
        limit 200`)
      .then((r) =>
        rowsOf<{
          id: number;
          title: TLocalizedText;
          kind: string;
          submitted: string;
          duration_seconds: number;
          percent: number | null;
        }>(r),
      ),
  ]);
  const chapters: TStudentProgressDetails['chapters'] = [];
  for (const s of steps) {
    let chapter = chapters.at(-1);
    if (chapter?.chapterId !== int(s.chapter_id)) {
      chapter = { chapterId: int(s.chapter_id), title: s.chapter_title[language], steps: [] };
      chapters.push(chapter);
    }
    chapter.steps.push({
      stepId: int(s.step_id),
      title: s.step_title[language],
      activities: int(s.activities),
      completed: int(s.completed),
      inProgress: int(s.in_progress),
    });
  }
  const activities = steps.reduce((n, s) => n + int(s.activities), 0);
  return {
    classId,
    className: head.name,
    courseName: text(head.course_name, language),
    student: { studentId, name: me.name, mobile: me.mobile },
    activities,
    completed: int(me.completed),
    progress: percentOf(int(me.completed), activities),
    averageScore: oneDecimal(me.score),
    chapters,
    attempts: attempts.map((a) => ({
      attemptId: int(a.id),
      trainingTitle: a.title[language],
      kind: a.kind,
      submittedAt: a.submitted,
      minutes: oneDecimal(int(a.duration_seconds) / 60) ?? 0,
      score: a.percent === null ? null : oneDecimal(a.percent),
    })),
  };
}
