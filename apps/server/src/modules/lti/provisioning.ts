/**
 * What a launch makes in Lingua: the platform's user (by platform and `sub`) as a user of the
 * platform's school, the platform's course (context) as a class taught by the instructor who first
 * launched from it, a learner's place in that class, and the resource link's training given to it.
 */
import { createHash } from 'node:crypto';
import { UserType } from '@lingua/contracts';
import { and, eq, isNull, or } from 'drizzle-orm';
import {
  classes,
  classStudents,
  classTrainings,
  ltiContexts,
  ltiResourceLinks,
  ltiUsers,
  trainings,
  users,
} from '../../db/schema';
import type { Queryable } from '../../platform/database';
import { unusedClassCode } from '../classes/class-code';
import { isInstructor, LaunchRefused } from './launch';

/** The account name of a platform's user: never a mobile number, so it can never sign in by password. */
export function ltiAccountName(platformId: number, sub: string): string {
  return `lti-${platformId}-${createHash('sha256').update(sub).digest('hex').slice(0, 20)}`;
}

/** No password verifies against it: a launched user signs in only through the platform. */
const NO_PASSWORD = '!lti';

export interface Member {
  sub: string;
  name: string;
  roles: unknown;
}

/** A display name from the claims a platform sends (OIDC standard claims), else its user id. */
export function memberName(claims: Record<string, unknown>, sub: string): string {
  const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
  const full = text(claims.name) || [text(claims.given_name), text(claims.family_name)].filter(Boolean).join(' ');
  return (full || text(claims.email) || sub).slice(0, 50);
}

/** The Lingua user of a platform's user, made on first sight (teacher or student by the LTI roles). */
export async function findOrCreateUser(tx: Queryable, platform: { id: number; schoolId: number }, member: Member) {
  const [known] = await tx
    .select({ user: users })
    .from(ltiUsers)
    .innerJoin(users, eq(users.id, ltiUsers.userId))
    .where(and(eq(ltiUsers.platformId, platform.id), eq(ltiUsers.sub, member.sub)));
  if (known) {
    if (known.user.name !== member.name && member.name !== member.sub) {
      await tx.update(users).set({ name: member.name }).where(eq(users.id, known.user.id));
    }
    return { user: known.user, created: false };
  }
  const [user] = await tx
    .insert(users)
    .values({
      schoolId: platform.schoolId,
      mobile: ltiAccountName(platform.id, member.sub),
      name: member.name,
      userType: isInstructor(member.roles) ? UserType.teacher : UserType.student,
      passwordHash: NO_PASSWORD,
    })
    .returning();
  if (!user) throw new Error('user not stored');
  await tx.insert(ltiUsers).values({ platformId: platform.id, sub: member.sub, userId: user.id });
  return { user, created: true };
}

export interface ContextClaim {
  id: string;
  title: string;
}

/** The class of a platform's course; an instructor's first launch makes it (a learner's cannot). */
export async function findOrCreateClass(
  tx: Queryable,
  platform: { id: number; schoolId: number },
  context: ContextClaim,
  launcher: { id: number; userType: number },
  deploymentId: string,
  membershipsUrl: string | null,
): Promise<number> {
  const [known] = await tx
    .select({ classId: ltiContexts.classId, membershipsUrl: ltiContexts.membershipsUrl })
    .from(ltiContexts)
    .where(and(eq(ltiContexts.platformId, platform.id), eq(ltiContexts.contextId, context.id)));
  if (known) {
    if (membershipsUrl && membershipsUrl !== known.membershipsUrl) {
      await tx
        .update(ltiContexts)
        .set({ membershipsUrl })
        .where(and(eq(ltiContexts.platformId, platform.id), eq(ltiContexts.contextId, context.id)));
    }
    return known.classId;
  }
  if (launcher.userType !== UserType.teacher) throw new LaunchRefused('noClassYet', 409);
  const [created] = await tx
    .insert(classes)
    .values({
      schoolId: platform.schoolId,
      name: context.title.slice(0, 50),
      classCode: await unusedClassCode(tx),
      teacherId: launcher.id,
      // The platform's course orders its activities: every linked training is open at once.
      stepUnlockOrder: 0,
    })
    .returning({ id: classes.id });
  if (!created) throw new Error('class not stored');
  await tx
    .insert(ltiContexts)
    .values({ platformId: platform.id, contextId: context.id, classId: created.id, deploymentId, membershipsUrl });
  return created.id;
}

export async function joinClass(tx: Queryable, classId: number, studentId: number): Promise<boolean> {
  const added = await tx
    .insert(classStudents)
    .values({ classId, studentId })
    .onConflictDoNothing()
    .returning({ id: classStudents.studentId });
  return added.length > 0;
}

/** A training of the platform's school (or the platform's catalogue), or a refusal. */
export async function trainingOfSchool(tx: Queryable, schoolId: number, trainingId: number) {
  const [row] = await tx
    .select({ id: trainings.id, kind: trainings.kind, title: trainings.title })
    .from(trainings)
    .where(and(eq(trainings.id, trainingId), or(isNull(trainings.schoolId), eq(trainings.schoolId, schoolId))));
  return row;
}

/** Gives the training to the class (open, no deadline) unless a teacher already set its terms. */
export async function giveTraining(tx: Queryable, classId: number, trainingId: number): Promise<void> {
  await tx.insert(classTrainings).values({ classId, trainingId, isOpen: true }).onConflictDoNothing();
}

/** The resource link's record: its training (from the custom claim on first launch) and its line item. */
export async function upsertResourceLink(
  tx: Queryable,
  platformId: number,
  resourceLinkId: string,
  values: { classId: number; trainingId: number; lineItemUrl: string | null },
): Promise<number> {
  const [row] = await tx
    .insert(ltiResourceLinks)
    .values({ platformId, resourceLinkId, ...values })
    .onConflictDoUpdate({
      target: [ltiResourceLinks.platformId, ltiResourceLinks.resourceLinkId],
      set: values,
    })
    .returning({ id: ltiResourceLinks.id });
  if (!row) throw new Error('resource link not written');
  return row.id;
}

export async function knownResourceLink(tx: Queryable, platformId: number, resourceLinkId: string) {
  const [row] = await tx
    .select()
    .from(ltiResourceLinks)
    .where(and(eq(ltiResourceLinks.platformId, platformId), eq(ltiResourceLinks.resourceLinkId, resourceLinkId)));
  return row;
}
