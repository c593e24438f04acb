/**
 * What one teacher teaches, for their school's manager (part 2 §2.3 teacher_teaching): the tasks they
 * published with hand-ins per class, their online lessons with attendance, their exams with sittings
 * and the average, each of their classes' figures, and each class's course and grade settings with
 * the recent changes from the audit log. Everything is counted in SQL, per class or per row.
 */
import { HandedInStates, type TLanguageUse, type TTeacherTeaching } from '@lingua/contracts';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  auditLog,
  classes,
  classStudents,
  courses,
  examAttempts,
  examPapers,
  exams,
  onlineLessonAttendance,
  onlineLessons,
  taskClasses,
  taskSubmissions,
  tasks,
  users,
} from '../../db/schema';
import type { Db } from '../../platform/database';
import type { SessionUser } from '../../platform/request-context';
import { getSchoolPerson } from '../manage/admin-policy';

/** Rows a tab shows at most (the newest first). */
const ROW_LIMIT = 200;
const CHANGE_LIMIT = 30;

const int = (value: unknown) => Number(value ?? 0);
const percent = (value: unknown) =>
  value === null || value === undefined ? null : Math.round(Number(value) * 10) / 10;

const classSize = sql<number>`(select count(*) from ${classStudents} where ${classStudents.classId} = ${classes.id})`;
const handedIn = sql.raw(`(${HandedInStates.map((s) => `'${s}'`).join(', ')})`);

export async function getTeacherTeaching(
  db: Db,
  manager: SessionUser,
  teacherId: number,
  language: TLanguageUse,
): Promise<TTeacherTeaching> {
  const teacher = await getSchoolPerson(db, manager, teacherId, 'teacher');
  const school = manager.schoolId;
  const courseName = (name: { cn: string; en?: string } | null) => (name ? name[language] || name.cn : null);

  const taskRows = await db
    .select({
      taskId: tasks.id,
      title: tasks.title,
      taskType: tasks.taskType,
      publishedAt: taskClasses.publishedAt,
      deadline: tasks.deadline,
      classId: classes.id,
      className: classes.name,
      archivedAt: classes.archivedAt,
      submitted: sql<number>`(select count(*) from ${taskSubmissions} where ${taskSubmissions.taskId} = ${tasks.id}
        and ${taskSubmissions.classId} = ${classes.id} and ${taskSubmissions.submittedAt} is not null)`,
      rated: sql<number>`(select count(*) from ${taskSubmissions} where ${taskSubmissions.taskId} = ${tasks.id}
        and ${taskSubmissions.classId} = ${classes.id} and ${taskSubmissions.score} is not null)`,
      expected: classSize,
    })
    .from(tasks)
    .innerJoin(taskClasses, eq(taskClasses.taskId, tasks.id))
    .innerJoin(classes, eq(classes.id, taskClasses.classId))
    .where(and(eq(tasks.schoolId, school), eq(tasks.teacherId, teacher.id)))
    .orderBy(desc(taskClasses.publishedAt), desc(tasks.id), classes.id)
    .limit(ROW_LIMIT);

  const lessonRows = await db
    .select({
      lessonId: onlineLessons.id,
      title: onlineLessons.title,
      startedAt: onlineLessons.startedAt,
      endedAt: onlineLessons.endedAt,
      classId: classes.id,
      className: classes.name,
      archivedAt: classes.archivedAt,
      present: sql<number>`count(*) filter (where ${onlineLessonAttendance.status} = 'present')`,
      late: sql<number>`count(*) filter (where ${onlineLessonAttendance.status} = 'late')`,
      excused: sql<number>`count(*) filter (where ${onlineLessonAttendance.status} = 'excused')`,
      absent: sql<number>`count(*) filter (where ${onlineLessonAttendance.status} = 'absent')`,
      classSize,
    })
    .from(onlineLessons)
    .innerJoin(classes, eq(classes.id, onlineLessons.classId))
    .leftJoin(onlineLessonAttendance, eq(onlineLessonAttendance.lessonId, onlineLessons.id))
    .where(and(eq(onlineLessons.schoolId, school), eq(onlineLessons.teacherId, teacher.id)))
    .groupBy(onlineLessons.id, classes.id)
    .orderBy(desc(onlineLessons.startedAt), desc(onlineLessons.id))
    .limit(ROW_LIMIT);

  const examRows = await db
    .select({
      examId: exams.id,
      title: exams.title,
      paperTitle: examPapers.title,
      opensAt: exams.opensAt,
      closesAt: exams.closesAt,
      published: exams.published,
      classId: classes.id,
      className: classes.name,
      archivedAt: classes.archivedAt,
      sittings: sql<number>`count(${examAttempts.id})`,
      students: sql<number>`count(distinct ${examAttempts.studentId})`,
      average: sql<number | null>`avg(${examAttempts.score} * 100.0 / nullif(${examAttempts.fullMark}, 0))`,
    })
    .from(exams)
    .innerJoin(classes, eq(classes.id, exams.classId))
    .innerJoin(examPapers, eq(examPapers.id, exams.paperId))
    .leftJoin(examAttempts, and(eq(examAttempts.examId, exams.id), sql`${examAttempts.state} in ${handedIn}`))
    .where(and(eq(exams.schoolId, school), eq(exams.teacherId, teacher.id), isNull(exams.deletedAt)))
    .groupBy(exams.id, classes.id, examPapers.id)
    .orderBy(desc(exams.opensAt), desc(exams.id))
    .limit(ROW_LIMIT);

  const classRows = await db
    .select({
      classId: classes.id,
      className: classes.name,
      archivedAt: classes.archivedAt,
      lessonEndedAt: classes.lessonEndedAt,
      courseName: courses.name,
      scoreRule: classes.scoreRule,
      scoreDisplay: classes.scoreDisplay,
      stepUnlockOrder: classes.stepUnlockOrder,
      spokenRequired: classes.spokenRequired,
      gradeWeights: classes.gradeWeights,
      students: classSize,
      tasks: sql<number>`(select count(*) from ${taskClasses} where ${taskClasses.classId} = ${classes.id})`,
      taskAverage: sql<number | null>`(select avg(s.score * 100.0 / nullif(t.full_mark, 0))
        from ${taskSubmissions} s join ${tasks} t on t.id = s.task_id
        where s.class_id = ${classes.id} and s.score is not null)`,
      exams: sql<number>`(select count(*) from ${exams} e where e.class_id = ${classes.id} and e.deleted_at is null)`,
      examAverage: sql<number | null>`(select avg(a.score * 100.0 / nullif(a.full_mark, 0))
        from ${exams} e join ${examAttempts} a on a.exam_id = e.id
        where e.class_id = ${classes.id} and e.deleted_at is null and a.state in ${handedIn} and a.score is not null)`,
      lessons: sql<number>`(select count(*) from ${onlineLessons} l where l.class_id = ${classes.id})`,
      attendance: sql<
        number | null
      >`(select 100.0 * count(*) filter (where a.status in ('present', 'late')) / nullif(count(*), 0)
        from ${onlineLessons} l join ${onlineLessonAttendance} a on a.lesson_id = l.id where l.class_id = ${classes.id})`,
    })
    .from(classes)
    .leftJoin(courses, eq(courses.id, classes.courseId))
    .where(and(eq(classes.schoolId, school), eq(classes.teacherId, teacher.id)))
    .orderBy(sql`${classes.archivedAt} is not null`, desc(classes.id));

  const classIds = classRows.map((c) => c.classId);
  const changeRows =
    classIds.length === 0
      ? []
      : await db
          .select({
            id: auditLog.id,
            at: auditLog.at,
            actorName: users.name,
            action: auditLog.action,
            objectName: auditLog.objectName,
            before: auditLog.before,
            after: auditLog.after,
          })
          .from(auditLog)
          .leftJoin(users, eq(users.id, auditLog.actorId))
          .where(
            and(eq(auditLog.schoolId, school), eq(auditLog.objectType, 'class'), inArray(auditLog.objectId, classIds)),
          )
          .orderBy(desc(auditLog.at), desc(auditLog.id))
          .limit(CHANGE_LIMIT);

  return {
    teacher: { userId: teacher.id, name: teacher.name, mobile: teacher.mobile },
    tasks: taskRows.map((r) => ({
      taskId: r.taskId,
      title: r.title,
      taskType: r.taskType,
      classId: r.classId,
      className: r.className,
      archived: r.archivedAt !== null,
      publishTime: r.publishedAt.toISOString(),
      deadline: r.deadline.toISOString(),
      submitted: int(r.submitted),
      rated: int(r.rated),
      expected: int(r.expected),
    })),
    lessons: lessonRows.map((r) => ({
      lessonId: r.lessonId,
      title: r.title,
      classId: r.classId,
      className: r.className,
      archived: r.archivedAt !== null,
      startTime: r.startedAt.toISOString(),
      endTime: r.endedAt?.toISOString() ?? null,
      present: int(r.present),
      late: int(r.late),
      excused: int(r.excused),
      absent: int(r.absent),
      classSize: int(r.classSize),
    })),
    exams: examRows.map((r) => ({
      examId: r.examId,
      title: r.title,
      paperTitle: r.paperTitle,
      classId: r.classId,
      className: r.className,
      archived: r.archivedAt !== null,
      opensAt: r.opensAt.toISOString(),
      closesAt: r.closesAt.toISOString(),
      published: r.published,
      sittings: int(r.sittings),
      students: int(r.students),
      averagePercent: percent(r.average),
    })),
    classes: classRows.map((r) => ({
      classId: r.classId,
      className: r.className,
      archived: r.archivedAt !== null,
      courseName: courseName(r.courseName),
      students: int(r.students),
      tasks: int(r.tasks),
      taskAveragePercent: percent(r.taskAverage),
      exams: int(r.exams),
      examAveragePercent: percent(r.examAverage),
      lessons: int(r.lessons),
      attendancePercent: percent(r.attendance),
    })),
    settings: classRows.map((r) => ({
      classId: r.classId,
      className: r.className,
      archived: r.archivedAt !== null,
      courseName: courseName(r.courseName),
      scoreRule: r.scoreRule,
      scoreDisplay: r.scoreDisplay,
      stepUnlockOrder: r.stepUnlockOrder,
      spokenRequired: r.spokenRequired,
      gradeWeights: r.gradeWeights,
      lessonEnded: r.lessonEndedAt !== null,
    })),
    changes: changeRows.map((r) => ({
      id: r.id,
      at: r.at.toISOString(),
      actorName: r.actorName ?? '',
      action: r.action,
      objectName: r.objectName,
      before: r.before,
      after: r.after,
    })),
  };
}
