/**
 * A student joins a class by its code (part 1 §5: "class code must be correct"). A code of
 * another school answers exactly like a wrong one, so codes reveal nothing across schools.
 */
import type { TClassPreview, TClassSummary, TLanguageUse } from '@lingua/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { classes, classStudents, courses, users } from '../../db/schema';
import type { Db } from '../../platform/database';
import { AppError, conflict } from '../../platform/errors';
import type { SessionUser } from '../../platform/request-context';
import { sendMessage } from '../messages/message-centre';
import { getReadableClass } from './class-policy';

/** The open class of the student's school with this code; the join rules' errors otherwise. */
async function findJoinableClass(db: Db, student: SessionUser, classCode: string) {
  const [found] = await db
    .select({
      id: classes.id,
      status: classes.status,
      archivedAt: classes.archivedAt,
      teacherId: classes.teacherId,
      name: classes.name,
    })
    .from(classes)
    .where(and(eq(classes.classCode, classCode), eq(classes.schoolId, student.schoolId)))
    .limit(1);
  if (!found) throw new AppError(400, 'classCodeWrong', {}, 'classCode');
  // An archived class (term over) admits no one, like a closed one.
  if (found.status === 'closed' || found.archivedAt) throw conflict('classClosed');
  return found;
}

/**
 * toBeAddedClassList: the class a code leads to, shown to the student before they join it (its
 * teacher, course and size), with the same answers as joining for a wrong code or a closed class.
 */
export async function previewClassByCode(
  db: Db,
  student: SessionUser,
  classCode: string,
  language: TLanguageUse,
): Promise<TClassPreview[]> {
  const found = await findJoinableClass(db, student, classCode);
  const [row] = await db
    .select({
      className: classes.name,
      teacherName: users.name,
      courseId: courses.id,
      courseName: courses.name,
      picUrl: courses.pictureUrl,
      studentNumber:
        sql<number>`(select count(*) from ${classStudents} where ${classStudents.classId} = ${classes.id})`.mapWith(
          Number,
        ),
      joined: sql<boolean>`exists (select 1 from ${classStudents} where ${classStudents.classId} = ${classes.id} and ${classStudents.studentId} = ${student.userId})`,
    })
    .from(classes)
    .innerJoin(users, eq(users.id, classes.teacherId))
    .leftJoin(courses, eq(courses.id, classes.courseId))
    .where(eq(classes.id, found.id));
  if (!row) return [];
  return [
    {
      classId: found.id,
      className: row.className,
      teacherName: row.teacherName,
      resourceLessonId: row.courseId,
      resourceLessonName: row.courseName ? row.courseName[language] : null,
      picUrl: row.picUrl ?? '',
      studentNumber: row.studentNumber,
      joined: Boolean(row.joined),
    },
  ];
}

export async function joinClassByCode(db: Db, student: SessionUser, classCode: string): Promise<TClassSummary> {
  const found = await findJoinableClass(db, student, classCode);
  const inserted = await db
    .insert(classStudents)
    .values({ classId: found.id, studentId: student.userId })
    .onConflictDoNothing()
    .returning({ classId: classStudents.classId });
  if (inserted.length === 0) throw conflict('classAlreadyJoined');
  await sendMessage(db, [found.teacherId], {
    type: 'class',
    title: { cn: `${student.name} 加入了班级`, en: `${student.name} joined your class` },
    content: {
      cn: `${student.name}（${student.mobile}）已通过班级码加入 ${found.name}。`,
      en: `${student.name} (${student.mobile}) joined ${found.name} with its class code.`,
    },
  });
  return getReadableClass(db, student, found.id);
}
