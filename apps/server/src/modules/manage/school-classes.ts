/**
 * The school's classes for its manager: the list (working, archived or all) with teacher, course
 * and size; making a class for a teacher (the course may wait for the teacher); giving a class to
 * another teacher; archiving a class at a term's end (it leaves the working lists of its teacher and
 * students, its records and reports stay) and restoring it; the export. Every change is audited.
 */

import { type TLanguageUse, type TSchoolClass, zonedDay } from '@lingua/contracts';
import { and, desc, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import { classes, classStudents, courses, users } from '../../db/schema';
import { recordAudit } from '../../platform/audit-log';
import type { Db, Queryable } from '../../platform/database';
import { badRequest, conflict, notFound } from '../../platform/errors';
import type { SessionUser } from '../../platform/request-context';
import { tableFile } from '../../platform/xlsx-table';
import { unusedClassCode } from '../classes/class-code';
import { getChangeableClass } from '../classes/class-policy';
import { coursePolicy } from '../course-access/course-policy';
import { schoolTimeZone } from '../schools/school-time-zone';
import { getSchoolClass, getSchoolPerson } from './admin-policy';

export type ClassScope = 'working' | 'archived' | 'all';

const scopeWhere = (scope: ClassScope): SQL | undefined =>
  scope === 'working' ? isNull(classes.archivedAt) : scope === 'archived' ? isNotNull(classes.archivedAt) : undefined;

async function selectClasses(db: Queryable, where: SQL | undefined, language: TLanguageUse): Promise<TSchoolClass[]> {
  const rows = await db
    .select({
      classId: classes.id,
      className: classes.name,
      classCode: classes.classCode,
      teacherId: classes.teacherId,
      teacherName: users.name,
      courseId: classes.courseId,
      courseName: courses.name,
      status: classes.status,
      archivedAt: classes.archivedAt,
      createdAt: classes.createdAt,
      studentNumber:
        sql<number>`(select count(*) from ${classStudents} where ${classStudents.classId} = ${classes.id})`.mapWith(
          Number,
        ),
    })
    .from(classes)
    .innerJoin(users, eq(users.id, classes.teacherId))
    .leftJoin(courses, eq(courses.id, classes.courseId))
    .where(where)
    .orderBy(desc(classes.id));
  return rows.map((r) => ({
    classId: r.classId,
    className: r.className,
    classCode: r.classCode,
    teacherId: r.teacherId,
    teacherName: r.teacherName,
    courseId: r.courseId,
    courseName: r.courseName?.[language] ?? null,
    studentNumber: r.studentNumber,
    status: r.status,
    archived: r.archivedAt !== null,
    createTime: r.createdAt.toISOString(),
  }));
}

export const listSchoolClasses = (db: Db, manager: SessionUser, scope: ClassScope, language: TLanguageUse) =>
  selectClasses(db, and(eq(classes.schoolId, manager.schoolId), scopeWhere(scope)), language);

async function oneClass(db: Queryable, manager: SessionUser, classId: number, language: TLanguageUse) {
  const [row] = await selectClasses(db, and(eq(classes.schoolId, manager.schoolId), eq(classes.id, classId)), language);
  if (!row) throw notFound();
  return row;
}

/** A teacher of the school who may take a class: an active teacher-type account (another school's: 404). */
async function getActiveTeacher(db: Queryable, manager: SessionUser, teacherId: number) {
  const teacher = await getSchoolPerson(db, manager, teacherId, 'teacher');
  if (teacher.status !== 'active') throw badRequest('fieldInvalid', 'teacherId');
  return teacher;
}

export async function createSchoolClass(
  db: Db,
  manager: SessionUser,
  input: { className: string; teacherId: number; courseId?: number | undefined },
) {
  const teacher = await getActiveTeacher(db, manager, input.teacherId);
  if (input.courseId !== undefined) {
    const [course] = await db
      .select({ id: courses.id })
      .from(courses)
      .where(and(eq(courses.id, input.courseId), coursePolicy.forClass(manager.schoolId)));
    if (!course) throw badRequest('fieldInvalid', 'courseId');
  }
  const classId = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(classes)
      .values({
        schoolId: manager.schoolId,
        teacherId: teacher.id,
        name: input.className,
        courseId: input.courseId ?? null,
        classCode: await unusedClassCode(tx),
      })
      .returning({ id: classes.id });
    if (!created) throw new Error('class insert returned nothing');
    await recordAudit(tx, manager, {
      action: 'class.create',
      objectType: 'class',
      objectId: created.id,
      objectName: input.className,
      after: { teacher: teacher.name },
    });
    return created.id;
  });
  return getChangeableClass(db, manager, classId);
}

export async function changeTeacher(
  db: Db,
  manager: SessionUser,
  classId: number,
  teacherId: number,
  language: TLanguageUse,
) {
  const found = await getSchoolClass(db, manager, classId);
  const teacher = await getActiveTeacher(db, manager, teacherId);
  if (found.teacherId !== teacher.id) {
    const [before] = await db.select({ name: users.name }).from(users).where(eq(users.id, found.teacherId));
    await db.transaction(async (tx) => {
      await tx.update(classes).set({ teacherId: teacher.id }).where(eq(classes.id, found.id));
      await recordAudit(tx, manager, {
        action: 'class.changeTeacher',
        objectType: 'class',
        objectId: found.id,
        objectName: found.name,
        before: { teacher: before?.name ?? '' },
        after: { teacher: teacher.name },
      });
    });
  }
  return oneClass(db, manager, found.id, language);
}

export async function setArchived(
  db: Db,
  manager: SessionUser,
  classId: number,
  archived: boolean,
  language: TLanguageUse,
) {
  const found = await getSchoolClass(db, manager, classId);
  if (archived && found.archivedAt) throw conflict('classArchived');
  if (!archived && !found.archivedAt) throw conflict('classNotArchived');
  await db.transaction(async (tx) => {
    await tx
      .update(classes)
      .set({ archivedAt: archived ? new Date() : null })
      .where(eq(classes.id, found.id));
    await recordAudit(tx, manager, {
      action: archived ? 'class.archive' : 'class.restore',
      objectType: 'class',
      objectId: found.id,
      objectName: found.name,
      before: { archived: !archived },
      after: { archived },
    });
  });
  return oneClass(db, manager, found.id, language);
}

export async function exportSchoolClasses(db: Db, manager: SessionUser, scope: ClassScope, language: TLanguageUse) {
  const zone = await schoolTimeZone(db, manager.schoolId);
  const list = await listSchoolClasses(db, manager, scope, language);
  const en = language === 'en';
  const state = (c: TSchoolClass) =>
    c.archived
      ? en
        ? 'Archived'
        : '已归档'
      : c.status === 'open'
        ? en
          ? 'Open'
          : '进行中'
        : en
          ? 'Closed'
          : '已关闭';
  return tableFile(
    `${en ? 'classes' : '班级列表'}_${zonedDay(new Date(), zone)}.xlsx`,
    en ? 'Classes' : '班级列表',
    [
      { header: en ? 'Class' : '班级', width: 24 },
      { header: en ? 'Teacher' : '教师', width: 14 },
      { header: en ? 'Course' : '课程', width: 28 },
      { header: en ? 'Students' : '学生数', width: 10 },
      { header: en ? 'Status' : '状态', width: 10 },
      { header: en ? 'Class code' : '班级码', width: 12 },
      { header: en ? 'Created' : '创建日期', width: 12 },
    ],
    list.map((c) => [
      c.className,
      c.teacherName,
      c.courseName ?? '',
      c.studentNumber,
      state(c),
      c.classCode,
      zonedDay(new Date(c.createTime), zone),
    ]),
  );
}
