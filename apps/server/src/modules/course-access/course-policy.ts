/**
 * Who may read and change a course (docs/architecture.md "Object policies"), written once:
 * - the platform catalogue (school_id null): every signed-in user reads it, nobody changes it;
 * - a built course (issue 18): its owner reads and changes it in any state; the school's manager
 *   reads it in any state; the school's other teachers and its students read it once published
 *   (a student reaches it only through a class's course); another school never (404).
 */
import { UserType } from '@lingua/contracts';
import { and, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import { courses } from '../../db/schema';
import type { Queryable } from '../../platform/database';
import { notFound } from '../../platform/errors';
import { hasRole } from '../../platform/policy';
import type { SessionUser } from '../../platform/request-context';

export type CourseRow = typeof courses.$inferSelect;

export const coursePolicy = {
  /** The platform catalogue only. */
  catalogue: (): SQL => isNull(courses.schoolId),
  /** Built courses of the user's school they may read (the manager: all; others: their own and the published). */
  readBuilt(user: SessionUser): SQL {
    const school = eq(courses.schoolId, user.schoolId);
    if (user.userType !== UserType.student && hasRole(user, 'manager')) return school;
    return and(school, or(eq(courses.ownerId, user.userId), eq(courses.status, 'published'))) as SQL;
  },
  /** Any course the user may read: the catalogue or a readable built course. */
  read(user: SessionUser): SQL {
    return or(isNull(courses.schoolId), coursePolicy.readBuilt(user)) as SQL;
  },
  /** Built courses the user changes: their own. */
  change(user: SessionUser): SQL {
    if (user.userType === UserType.student) return sql`false`;
    return and(eq(courses.schoolId, user.schoolId), eq(courses.ownerId, user.userId)) as SQL;
  },
  /** Courses a class of the school may study: the catalogue and the school's published built courses. */
  forClass(schoolId: number): SQL {
    return or(isNull(courses.schoolId), and(eq(courses.schoolId, schoolId), eq(courses.status, 'published'))) as SQL;
  },
};

async function oneCourse(db: Queryable, where: SQL, courseId: number): Promise<CourseRow> {
  const [row] = await db
    .select()
    .from(courses)
    .where(and(eq(courses.id, courseId), where));
  if (!row) throw notFound();
  return row;
}

/** A course the user may read (catalogue or built); 404 otherwise. */
export const getReadableCourse = (db: Queryable, user: SessionUser, courseId: number) =>
  oneCourse(db, coursePolicy.read(user), courseId);

/** A built course the user owns; 404 otherwise (another teacher's or school's, or the catalogue). */
export const getChangeableCourse = (db: Queryable, user: SessionUser, courseId: number) =>
  oneCourse(db, coursePolicy.change(user), courseId);
