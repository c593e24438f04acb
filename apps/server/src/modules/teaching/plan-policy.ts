/**
 * Who may read and change a teaching plan (docs/architecture.md "Object policies"): plans belong to
 * a school; a teacher reads their own and the school's plans and changes only their own; the
 * manager reads every plan of the school and changes the school's plans. Anything else is a 404
 * that does not say the plan exists.
 */
import { and, eq, or, type SQL } from 'drizzle-orm';
import { teachingPlans } from '../../db/schema';
import { hasRole } from '../../platform/policy';
import type { SessionUser } from '../../platform/request-context';

export const planPolicy = {
  read(user: SessionUser): SQL {
    const ofSchool = eq(teachingPlans.schoolId, user.schoolId);
    if (hasRole(user, 'manager')) return ofSchool;
    return and(ofSchool, or(eq(teachingPlans.authorId, user.userId), eq(teachingPlans.scope, 'school'))) as SQL;
  },
  /** The caller's own teacher plan. */
  changeOwn(user: SessionUser): SQL {
    return and(
      eq(teachingPlans.schoolId, user.schoolId),
      eq(teachingPlans.authorId, user.userId),
      eq(teachingPlans.scope, 'teacher'),
    ) as SQL;
  },
  /** A school plan, for the school's manager (routes admit only managers). */
  changeSchool(user: SessionUser): SQL {
    return and(eq(teachingPlans.schoolId, user.schoolId), eq(teachingPlans.scope, 'school')) as SQL;
  },
};

export const mayEdit = (user: SessionUser, plan: { authorId: number; scope: 'teacher' | 'school' }) =>
  plan.scope === 'school' ? hasRole(user, 'manager') : plan.authorId === user.userId;
