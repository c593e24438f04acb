/**
 * Spoken activities a teacher marks done for a student by another route (say, spoken in class),
 * for a student who has no microphone (issue 24). Only the class's teacher or the school's
 * manager may; another teacher gets the 404 of a class they cannot see.
 */
import type { TLanguageUse, TSpokenProgress } from '@lingua/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { activityProgress, classes, classStudents, users } from '../../db/schema';
import type { Db } from '../../platform/database';
import { conflict, notFound } from '../../platform/errors';
import type { SessionUser } from '../../platform/request-context';
import { classPolicy } from '../classes/class-policy';
import { isSpokenKind } from './class-lesson';
import { loadCourseTree } from './course-tree';

async function visibleClassCourse(db: Db, user: SessionUser, classId: number) {
  const [row] = await db
    .select({ courseId: classes.courseId })
    .from(classes)
    .where(and(eq(classes.id, classId), classPolicy.change(user)));
  if (!row?.courseId) throw notFound();
  const tree = await loadCourseTree(db, row.courseId);
  const stepOrder = new Map(tree.steps.map((s, i) => [s.id, i]));
  const spoken = tree.activities
    .filter((a) => isSpokenKind(a.kind))
    .sort((a, b) => (stepOrder.get(a.stepId) ?? 0) - (stepOrder.get(b.stepId) ?? 0) || a.sort - b.sort);
  return { spoken };
}

/** The class's spoken activities and, for each student, which are done and which a teacher marked. */
export async function getSpokenProgress(
  db: Db,
  user: SessionUser,
  classId: number,
  language: TLanguageUse,
): Promise<TSpokenProgress> {
  const { spoken } = await visibleClassCourse(db, user, classId);
  const students = await db
    .select({ studentId: users.id, name: users.name })
    .from(classStudents)
    .innerJoin(users, eq(users.id, classStudents.studentId))
    .where(eq(classStudents.classId, classId))
    .orderBy(asc(users.id));
  const ids = spoken.map((a) => a.id);
  const rows =
    ids.length === 0
      ? []
      : await db
          .select({
            studentId: activityProgress.studentId,
            activityId: activityProgress.activityId,
            markedBy: activityProgress.markedBy,
          })
          .from(activityProgress)
          .where(
            and(
              eq(activityProgress.classId, classId),
              eq(activityProgress.finished, 2),
              inArray(activityProgress.activityId, ids),
            ),
          );
  return {
    classId,
    activities: spoken.map((a) => ({ activityId: a.id, kind: a.kind, title: a.title[language] })),
    students: students.map((s) => {
      const own = rows.filter((r) => r.studentId === s.studentId);
      return {
        studentId: s.studentId,
        name: s.name,
        done: own.map((r) => r.activityId),
        markedByTeacher: own.filter((r) => r.markedBy !== null).map((r) => r.activityId),
      };
    }),
  };
}

/** Marks a spoken activity completed for a student of the class (idempotent). */
export async function markSpokenDone(
  db: Db,
  user: SessionUser,
  body: { classId: number; studentId: number; activityId: number },
) {
  const { spoken } = await visibleClassCourse(db, user, body.classId);
  if (!spoken.some((a) => a.id === body.activityId)) throw conflict('notSpokenActivity');
  const [member] = await db
    .select({ id: classStudents.studentId })
    .from(classStudents)
    .where(and(eq(classStudents.classId, body.classId), eq(classStudents.studentId, body.studentId)));
  if (!member) throw notFound();
  await db
    .insert(activityProgress)
    .values({ ...body, finished: 2, markedBy: user.userId })
    .onConflictDoUpdate({
      target: [activityProgress.classId, activityProgress.studentId, activityProgress.activityId],
      set: { finished: 2, markedBy: user.userId, updatedAt: new Date() },
    });
  return { classId: body.classId, studentId: body.studentId, activityId: body.activityId, finished: 2 as const };
}
