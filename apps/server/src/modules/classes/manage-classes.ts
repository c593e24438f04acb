/**
 * A teacher's classes: create one for a course (with a fresh class code), rename, close, and add
 * or remove students. Every change first checks the user may change the class (class-policy.ts: its
 * teacher, or the school's manager); anything else is a 404.
 */
import { type TLanguageUse, type TManagedClass, type TTeacherLesson, UserType } from '@lingua/contracts';
import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import { classes, classStudents, courseChapters, courses, users } from '../../db/schema';
import type { Db } from '../../platform/database';
import { AppError, conflict, notFound } from '../../platform/errors';
import type { SessionUser } from '../../platform/request-context';
import { coursePolicy } from '../course-access/course-policy';
import { unusedClassCode } from './class-code';
import { classPolicy, getChangeableClass } from './class-policy';

/** Drizzle leaves columns unqualified in a one-table select, so the outer id is written out in full. */
export async function listTeacherLessons(db: Db, user: SessionUser, language: TLanguageUse): Promise<TTeacherLesson[]> {
  const rows = await db
    .select({
      courseId: courses.id,
      schoolId: courses.schoolId,
      name: courses.name,
      picUrl: courses.pictureUrl,
      chapterCount:
        sql<number>`(select count(*) from ${courseChapters} where ${courseChapters.courseId} = "courses"."id")`.mapWith(
          Number,
        ),
    })
    .from(courses)
    .where(coursePolicy.forClass(user.schoolId))
    .orderBy(asc(courses.id));
  return rows.map((r) => ({
    courseId: r.courseId,
    courseName: r.name[language],
    picUrl: r.picUrl,
    chapterCount: r.chapterCount,
    isBuilt: r.schoolId !== null,
  }));
}

/**
 * The teacher's own classes (a manager sees the school's), newest first, with course and state;
 * archived classes have left this working list (the manager's class list shows them).
 */
export async function listManagedClasses(db: Db, user: SessionUser, language: TLanguageUse): Promise<TManagedClass[]> {
  const rows = await db
    .select({
      classId: classes.id,
      className: classes.name,
      classCode: classes.classCode,
      status: classes.status,
      createdAt: classes.createdAt,
      courseId: classes.courseId,
      courseName: courses.name,
      studentNumber:
        sql<number>`(select count(*) from ${classStudents} where ${classStudents.classId} = ${classes.id})`.mapWith(
          Number,
        ),
    })
    .from(classes)
    .leftJoin(courses, eq(courses.id, classes.courseId))
    .where(and(classPolicy.read(user), isNull(classes.archivedAt)))
    .orderBy(sql`${classes.id} desc`);
  return rows.map((r) => ({
    classId: r.classId,
    className: r.className,
    classCode: r.classCode,
    status: r.status,
    createTime: r.createdAt.toISOString(),
    courseId: r.courseId,
    courseName: r.courseName ? r.courseName[language] : null,
    studentNumber: r.studentNumber,
  }));
}

export async function createClass(db: Db, teacher: SessionUser, className: string, courseId: number) {
  const [course] = await db
    .select({ id: courses.id })
    .from(courses)
    .where(and(eq(courses.id, courseId), coursePolicy.forClass(teacher.schoolId)));
  if (!course) throw new AppError(400, 'fieldInvalid', {}, 'courseId');
  const [created] = await db
    .insert(classes)
    .values({
      schoolId: teacher.schoolId,
      teacherId: teacher.userId,
      name: className,
      courseId,
      classCode: await unusedClassCode(db),
    })
    .returning({ id: classes.id });
  if (!created) throw new Error('class insert returned nothing');
  return getChangeableClass(db, teacher, created.id);
}

export async function renameClass(db: Db, user: SessionUser, classId: number, className: string) {
  await getChangeableClass(db, user, classId);
  await db.update(classes).set({ name: className }).where(eq(classes.id, classId));
  return getChangeableClass(db, user, classId);
}

/** Closing keeps the class and its records; its code stops admitting students (addClassByCode: 409). */
export async function closeClass(db: Db, user: SessionUser, classId: number) {
  await getChangeableClass(db, user, classId);
  await db.update(classes).set({ status: 'closed' }).where(eq(classes.id, classId));
  return getChangeableClass(db, user, classId);
}

export async function addStudentByMobile(db: Db, user: SessionUser, classId: number, mobile: string) {
  await getChangeableClass(db, user, classId);
  // Only a student of this school: another school's student is "not found", like an unknown number.
  const [student] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.mobile, mobile), eq(users.schoolId, user.schoolId), eq(users.userType, UserType.student)));
  if (!student) throw new AppError(400, 'studentNotFound', {}, 'mobile');
  const inserted = await db
    .insert(classStudents)
    .values({ classId, studentId: student.id })
    .onConflictDoNothing()
    .returning({ classId: classStudents.classId });
  if (inserted.length === 0) throw conflict('studentAlreadyInClass');
  return getChangeableClass(db, user, classId);
}

export async function removeStudent(db: Db, user: SessionUser, classId: number, studentId: number) {
  await getChangeableClass(db, user, classId);
  const removed = await db
    .delete(classStudents)
    .where(and(eq(classStudents.classId, classId), eq(classStudents.studentId, studentId)))
    .returning({ studentId: classStudents.studentId });
  if (removed.length === 0) throw notFound();
  const [left] = await db.select({ n: count() }).from(classStudents).where(eq(classStudents.classId, classId));
  return { studentNumber: left?.n ?? 0 };
}
