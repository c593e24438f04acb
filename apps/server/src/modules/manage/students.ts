/**
 * The school's students for its manager: the list (search by name or number, filter by class,
 * paged), the export of the same list, and moving a student from one class of the school to
 * another (their records stay with the class they did them in). Importing a class's students is
 * the class roster's import (classes/student-roster.ts), which the manager may use on any class.
 */
import { type TLanguageUse, type TSchoolStudent, type TStudentPage, UserType, zonedDay } from '@lingua/contracts';
import { and, asc, count, eq, inArray, type SQL } from 'drizzle-orm';
import { classes, classStudents, courses, users } from '../../db/schema';
import { recordAudit } from '../../platform/audit-log';
import type { Db } from '../../platform/database';
import { badRequest, conflict } from '../../platform/errors';
import type { SessionUser } from '../../platform/request-context';
import { tableFile } from '../../platform/xlsx-table';
import { schoolNumbersOf } from '../school-sign-in/school-numbers';
import { schoolTimeZone } from '../schools/school-time-zone';
import { getSchoolClass, getSchoolPerson } from './admin-policy';
import { keywordMatch } from './teachers';

const EXPORT_MAX = 5000;

interface StudentFilter {
  keyword?: string | undefined;
  classId?: number | undefined;
}

async function studentWhere(db: Db, manager: SessionUser, filter: StudentFilter): Promise<SQL> {
  // A class of another school is a 404, not an empty list that says nothing.
  if (filter.classId !== undefined) await getSchoolClass(db, manager, filter.classId);
  const inClass =
    filter.classId === undefined
      ? undefined
      : inArray(
          users.id,
          db
            .select({ id: classStudents.studentId })
            .from(classStudents)
            .where(eq(classStudents.classId, filter.classId)),
        );
  return and(
    eq(users.schoolId, manager.schoolId),
    eq(users.userType, UserType.student),
    keywordMatch(db, filter.keyword),
    inClass,
  ) as SQL;
}

async function withClasses(
  db: Db,
  schoolId: number,
  rows: { userId: number; name: string; mobile: string; status: 'active' | 'disabled'; createdAt: Date }[],
  language: TLanguageUse,
): Promise<TSchoolStudent[]> {
  const ids = rows.map((r) => r.userId);
  const joined = ids.length
    ? await db
        .select({
          studentId: classStudents.studentId,
          classId: classes.id,
          className: classes.name,
          courseName: courses.name,
        })
        .from(classStudents)
        .innerJoin(classes, eq(classes.id, classStudents.classId))
        .leftJoin(courses, eq(courses.id, classes.courseId))
        .where(inArray(classStudents.studentId, ids))
        .orderBy(asc(classes.id))
    : [];
  const numbers = await schoolNumbersOf(db, schoolId, ids);
  return rows.map((r) => ({
    userId: r.userId,
    name: r.name,
    mobile: r.mobile,
    status: r.status,
    schoolNumber: numbers.get(r.userId) ?? '',
    createTime: r.createdAt.toISOString(),
    classes: joined
      .filter((j) => j.studentId === r.userId)
      .map((j) => ({ classId: j.classId, className: j.className, courseName: j.courseName?.[language] ?? null })),
  }));
}

const studentColumns = {
  userId: users.id,
  name: users.name,
  mobile: users.mobile,
  status: users.status,
  createdAt: users.createdAt,
};

export async function listStudents(
  db: Db,
  manager: SessionUser,
  input: StudentFilter & { pageNum: number; pageSize: number },
  language: TLanguageUse,
): Promise<TStudentPage> {
  const where = await studentWhere(db, manager, input);
  const [total] = await db.select({ n: count() }).from(users).where(where);
  const rows = await db
    .select(studentColumns)
    .from(users)
    .where(where)
    .orderBy(asc(users.mobile))
    .limit(input.pageSize)
    .offset((input.pageNum - 1) * input.pageSize);
  return { total: total?.n ?? 0, list: await withClasses(db, manager.schoolId, rows, language) };
}

export async function exportStudents(db: Db, manager: SessionUser, filter: StudentFilter, language: TLanguageUse) {
  const zone = await schoolTimeZone(db, manager.schoolId);
  const where = await studentWhere(db, manager, filter);
  const rows = await db.select(studentColumns).from(users).where(where).orderBy(asc(users.mobile)).limit(EXPORT_MAX);
  const list = await withClasses(db, manager.schoolId, rows, language);
  const en = language === 'en';
  return tableFile(
    `${en ? 'students' : '学生名单'}_${zonedDay(new Date(), zone)}.xlsx`,
    en ? 'Students' : '学生名单',
    [
      { header: en ? 'No.' : '序号', width: 8 },
      { header: en ? 'Name' : '姓名', width: 16 },
      { header: en ? 'Mobile (account)' : '手机号（账号）', width: 18 },
      { header: en ? 'School number' : '学号/工号', width: 16 },
      { header: en ? 'Status' : '状态', width: 10 },
      { header: en ? 'Classes' : '班级', width: 40 },
    ],
    list.map((s, i) => [
      i + 1,
      s.name,
      s.mobile,
      s.schoolNumber,
      s.status === 'active' ? (en ? 'Active' : '正常') : en ? 'Disabled' : '已停用',
      s.classes.map((c) => c.className).join(en ? ', ' : '、'),
    ]),
  );
}

export async function moveStudent(
  db: Db,
  manager: SessionUser,
  input: { studentId: number; fromClassId: number; toClassId: number },
) {
  const student = await getSchoolPerson(db, manager, input.studentId, 'student');
  const from = await getSchoolClass(db, manager, input.fromClassId);
  const to = await getSchoolClass(db, manager, input.toClassId);
  if (from.id === to.id) throw badRequest('sameClass', 'toClassId');
  if (to.archivedAt) throw conflict('classArchived');
  await db.transaction(async (tx) => {
    const left = await tx
      .delete(classStudents)
      .where(and(eq(classStudents.classId, from.id), eq(classStudents.studentId, student.id)))
      .returning({ id: classStudents.studentId });
    if (left.length === 0) throw badRequest('studentNotInClass', 'fromClassId');
    await tx.insert(classStudents).values({ classId: to.id, studentId: student.id }).onConflictDoNothing();
    await recordAudit(tx, manager, {
      action: 'student.move',
      objectType: 'student',
      objectId: student.id,
      objectName: `${student.name} (${student.mobile})`,
      before: { classId: from.id, className: from.name },
      after: { classId: to.id, className: to.name },
    });
  });
  return { studentId: student.id, classId: to.id };
}
