/**
 * The teacher's course home (part 2 §2.1 myCourse, courseSetting): each class's course as a card
 * with the course class entry fields (part 1 §3), folding a card away, the course settings, and
 * ending the course for the class's students (part 1 §4).
 */
import { catalogueCourse } from '@lingua/content';
import type { TCourseClassEntry, TKnowledgeGraphKey, TLanguageUse, TLessonSet, TLessonStatus } from '@lingua/contracts';
import { and, asc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { type AuditValue, activityProgress, classes, classStudents, courseActivities, courses } from '../../db/schema';
import { recordAudit } from '../../platform/audit-log';
import type { Db } from '../../platform/database';
import { notFound } from '../../platform/errors';
import type { SessionUser } from '../../platform/request-context';
import { Notice } from '../../platform/route';
import { classPolicy } from '../classes/class-policy';

const studentCount = sql<number>`(select count(*) from ${classStudents} where ${classStudents.classId} = ${classes.id})`;
/** Completed activities of the class's current students (a removed student's progress no longer counts). */
const completedCount = sql<number>`(
  select count(*) from ${activityProgress}
  join ${classStudents} on ${classStudents.classId} = ${activityProgress.classId}
    and ${classStudents.studentId} = ${activityProgress.studentId}
  where ${activityProgress.classId} = ${classes.id} and ${activityProgress.finished} = 2)`;
const activityCount = sql<number>`(select count(*) from ${courseActivities} where ${courseActivities.courseId} = ${classes.courseId})`;

async function selectEntries(db: Db, where: SQL | undefined, language: TLanguageUse): Promise<TCourseClassEntry[]> {
  const rows = await db
    .select({
      classId: classes.id,
      className: classes.name,
      classCode: classes.classCode,
      classStatus: classes.status,
      hidden: classes.hidden,
      lessonEndedAt: classes.lessonEndedAt,
      stepUnlockOrder: classes.stepUnlockOrder,
      scoreRule: classes.scoreRule,
      scoreDisplay: classes.scoreDisplay,
      spokenRequired: classes.spokenRequired,
      courseId: courses.id,
      courseKey: courses.key,
      courseName: courses.name,
      picUrl: courses.pictureUrl,
      studentNumber: studentCount.mapWith(Number),
      completed: completedCount.mapWith(Number),
      activities: activityCount.mapWith(Number),
    })
    .from(classes)
    .innerJoin(courses, eq(courses.id, classes.courseId))
    .where(where)
    .orderBy(asc(classes.id));
  return rows.map((r) => {
    const courseName = r.courseName[language];
    const catalogued = catalogueCourse(r.courseKey);
    const graph: TKnowledgeGraphKey | null = catalogued?.knowledgeGraph ?? null;
    const possible = r.studentNumber * r.activities;
    return {
      classId: r.classId,
      classResourceLessonName: `${r.className} · ${courseName}`,
      // Each course has one version, so its version id is the course id (docs/api.md).
      lessonVersionId: r.courseId,
      picUrl: r.picUrl,
      resourceLessonId: r.courseId,
      resourceLessonName: courseName,
      studentNumber: r.studentNumber,
      className: r.className,
      classCode: r.classCode,
      classStatus: r.classStatus,
      isHidden: r.hidden ? '1' : '0',
      lessonStatus: r.lessonEndedAt ? 'ended' : 'open',
      finishedRate: possible > 0 ? Math.round((100 * r.completed) / possible) : 0,
      knowledgeType: graph ? 2 : 1,
      knowledgeGraph: graph,
      resourceLanguage: catalogued?.language ?? 'en',
      lessonSet: {
        stepUnlockOrder: r.stepUnlockOrder,
        scoreRule: r.scoreRule,
        scoreDisplay: r.scoreDisplay,
        spokenRequired: r.spokenRequired ? 1 : 0,
      },
    };
  });
}

/** The course home lists the teacher's own classes, also for a manager who teaches. */
export function listCourseHome(db: Db, teacher: SessionUser, language: TLanguageUse) {
  return selectEntries(
    db,
    and(eq(classes.schoolId, teacher.schoolId), eq(classes.teacherId, teacher.userId), isNull(classes.archivedAt)),
    language,
  );
}

/** One class's card, for its teacher or the school's manager (the course settings page). */
export async function getCourseClassEntry(db: Db, user: SessionUser, classId: number, language: TLanguageUse) {
  const [entry] = await selectEntries(db, and(eq(classes.id, classId), classPolicy.read(user)), language);
  if (!entry) throw notFound();
  return entry;
}

async function updateVisibleClass(
  db: Db,
  user: SessionUser,
  classId: number,
  values: PgUpdateSetSource<typeof classes>,
  /** A change the manager should see in the audit log (course settings, ending the course). */
  audit?: { action: string; before?: AuditValue; after: AuditValue },
): Promise<void> {
  await db.transaction(async (tx) => {
    const updated = await tx
      .update(classes)
      .set(values)
      .where(and(eq(classes.id, classId), classPolicy.change(user)))
      .returning({ id: classes.id, name: classes.name });
    const [klass] = updated;
    if (!klass) throw notFound();
    if (audit) {
      await recordAudit(tx, user, { ...audit, objectType: 'class', objectId: klass.id, objectName: klass.name });
    }
  });
}

export async function updateHiddenStatus(
  db: Db,
  user: SessionUser,
  classId: number,
  isHidden: number,
): Promise<Pick<TCourseClassEntry, 'classId' | 'isHidden'>> {
  await updateVisibleClass(db, user, classId, { hidden: isHidden === 1 });
  return { classId, isHidden: isHidden === 1 ? '1' : '0' };
}

export async function updateLessonSet(
  db: Db,
  user: SessionUser,
  classId: number,
  lessonSet: Omit<TLessonSet, 'spokenRequired'> & { spokenRequired?: number },
) {
  const { spokenRequired, ...flags } = lessonSet;
  await updateVisibleClass(
    db,
    user,
    classId,
    { ...flags, ...(spokenRequired === undefined ? {} : { spokenRequired: spokenRequired === 1 }) },
    { action: 'class.lessonSettings', after: lessonSet },
  );
  const [row] = await db
    .select({ spokenRequired: classes.spokenRequired })
    .from(classes)
    .where(eq(classes.id, classId));
  return new Notice('lessonSetSaved', {
    classId,
    lessonSet: { ...flags, spokenRequired: row?.spokenRequired ? 1 : 0 },
  });
}

/** Ending keeps the first end time when asked twice; reopening clears it. */
export async function updateLessonStatus(db: Db, user: SessionUser, classId: number, lessonStatus: TLessonStatus) {
  const ended = lessonStatus === 'ended';
  await updateVisibleClass(
    db,
    user,
    classId,
    { lessonEndedAt: ended ? sql`coalesce(${classes.lessonEndedAt}, now())` : null },
    { action: ended ? 'class.endCourse' : 'class.reopenCourse', after: { lessonStatus } },
  );
  return new Notice(ended ? 'lessonEndedNotice' : 'lessonReopened', { classId, lessonStatus });
}
