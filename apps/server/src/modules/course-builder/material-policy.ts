/**
 * Who reads a step's material (docs/architecture.md "Object policies"): a pool resource a teacher
 * put in a course (a document, a recording, a VR scene with its hotspots) is read, by its activity,
 * by the people of a class whose course holds that activity (the class policy's read: for a
 * student, the classes joined). The pool's own rule (pool-policy.ts) does not apply here: a
 * teacher's private scene in her course is open to her class, and only through it. Another class,
 * another school, or an activity of another course: 404.
 */
import type { TLocalizedText } from '@lingua/contracts';
import { and, eq } from 'drizzle-orm';
import { activityResources, classes, courseActivities, resources } from '../../db/schema';
import type { Queryable } from '../../platform/database';
import { notFound } from '../../platform/errors';
import type { SessionUser } from '../../platform/request-context';
import { classPolicy } from '../classes/class-policy';
import type { ResourceRow } from '../resource-pool/present';

export interface ClassMaterial {
  resource: ResourceRow;
  /** The activity's title in the course (the step's name for it). */
  title: TLocalizedText;
}

/** The material of `activityId` as the user reads it through `classId`; 404 when the class or the activity is not theirs. */
export async function getReadableMaterial(
  db: Queryable,
  user: SessionUser,
  classId: number,
  activityId: number,
): Promise<ClassMaterial> {
  const [row] = await db
    .select({ resource: resources, title: courseActivities.title })
    .from(activityResources)
    .innerJoin(courseActivities, eq(courseActivities.id, activityResources.activityId))
    .innerJoin(
      classes,
      and(eq(classes.id, classId), eq(classes.courseId, courseActivities.courseId), classPolicy.read(user)),
    )
    .innerJoin(resources, eq(resources.id, activityResources.resourceId))
    .where(eq(activityResources.activityId, activityId));
  if (!row) throw notFound();
  return row;
}
