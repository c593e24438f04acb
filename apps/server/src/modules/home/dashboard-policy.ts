/**
 * Whose data the student's home reads (docs/architecture.md "Object policies"): the signed-in
 * student's own rows (attempts, answers, progress), in classes the class policy lets them read
 * (the ones they joined, in their school). The call takes no user or class id, so there is no one
 * else's home to ask for; each section's query carries both conditions.
 */
import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { SessionUser } from '../../platform/request-context';
import { classPolicy } from '../classes/class-policy';

export const dashboardPolicy = {
  /** Conditions on a row with a student column joined to `classes`: the student's own, in a class of theirs. */
  own(user: SessionUser, studentColumn: PgColumn): SQL {
    return and(eq(studentColumn, user.userId), classPolicy.read(user)) as SQL;
  },
  /** Conditions on `classes`: the student's classes (what is published to them is read through these). */
  classes(user: SessionUser): SQL {
    return classPolicy.read(user);
  },
};
