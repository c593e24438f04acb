/** A class as lists and single reads present it: name, code, teacher, head count. */
import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { classes, classStudents, users } from '../../db/schema';
import type { Queryable } from '../../platform/database';

const teacher = alias(users, 'teacher');

export const summaryColumns = {
  classId: classes.id,
  className: classes.name,
  classCode: classes.classCode,
  teacherName: teacher.name,
  studentNumber:
    sql<number>`(select count(*) from ${classStudents} where ${classStudents.classId} = ${classes.id})`.mapWith(Number),
};

/** The summary select, joined to the class's teacher; the caller adds its where-condition. */
export function selectSummaries(db: Queryable) {
  return db.select(summaryColumns).from(classes).innerJoin(teacher, eq(teacher.id, classes.teacherId));
}
