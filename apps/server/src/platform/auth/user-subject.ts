/** The signed-in user as every module sees it, built from a users row and the user's roles. */
import type { TRole } from '@lingua/contracts';
import { sql } from 'drizzle-orm';
import { userRoles, type users } from '../../db/schema';
import type { SessionUser } from '../request-context';

export type UserSubject = Omit<SessionUser, 'sessionId'>;

/**
 * The user's roles as a text[], selected beside the users row so one query answers both. The outer
 * id is written out in full: Drizzle leaves columns unqualified in a one-table select.
 */
export const rolesOfUser = sql<
  TRole[]
>`coalesce((select array_agg(${userRoles.role}) from ${userRoles} where ${userRoles.userId} = "users"."id"), '{}')`;

type SubjectColumns = Pick<
  typeof users.$inferSelect,
  'id' | 'schoolId' | 'userType' | 'name' | 'mobile' | 'headImgUrl' | 'language' | 'mustChangePassword'
>;

export function toUserSubject(user: SubjectColumns, roles: TRole[]): UserSubject {
  return {
    userId: user.id,
    schoolId: user.schoolId ?? 0,
    userType: user.userType,
    roles,
    name: user.name,
    mobile: user.mobile,
    headImgUrl: user.headImgUrl,
    language: user.language,
    mustChangePassword: user.mustChangePassword,
  };
}
