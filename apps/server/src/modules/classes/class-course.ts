/**
 * Choosing a class's course after the class exists (issue 24): a class the manager made for a
 * teacher may come without one, and its teacher sets it. Once a student has begun the course's
 * work the course stays (409), so no progress is left pointing at another course.
 */
import type { TClassSummary } from '@lingua/contracts';
import { and, eq } from 'drizzle-orm';
import { activityProgress, classes, courses } from '../../db/schema';
import { recordAudit } from '../../platform/audit-log';
import type { Db } from '../../platform/database';
import { badRequest, conflict } from '../../platform/errors';
import type { SessionUser } from '../../platform/request-context';
import { coursePolicy } from '../course-access/course-policy';
import { getChangeableClass } from './class-policy';

export async function setClassCourse(
  db: Db,
  user: SessionUser,
  classId: number,
  courseId: number,
): Promise<TClassSummary> {
  const summary = await getChangeableClass(db, user, classId);
  const [course] = await db
    .select({ id: courses.id, name: courses.name })
    .from(courses)
    .where(and(eq(courses.id, courseId), coursePolicy.forClass(user.schoolId)));
  if (!course) throw badRequest('fieldInvalid', 'courseId');
  const [current] = await db
    .select({ courseId: classes.courseId, courseName: courses.name })
    .from(classes)
    .leftJoin(courses, eq(courses.id, classes.courseId))
    .where(eq(classes.id, classId));
  if (current?.courseId === courseId) return summary;
  const [started] = await db
    .select({ classId: activityProgress.classId })
    .from(activityProgress)
    .where(eq(activityProgress.classId, classId))
    .limit(1);
  if (started) throw conflict('courseInUse');
  await db.transaction(async (tx) => {
    await tx.update(classes).set({ courseId }).where(eq(classes.id, classId));
    await recordAudit(tx, user, {
      action: 'class.setCourse',
      objectType: 'class',
      objectId: classId,
      objectName: summary.className,
      before: { course: current?.courseName?.cn ?? null },
      after: { course: course.name.cn },
    });
  });
  return getChangeableClass(db, user, classId);
}
