/**
 * Who may do what, as data (style guide: role rules are plain data). A route names an access
 * rule; row visibility is decided by the service's own where clauses.
 */
import { type TRole, UserType } from '@lingua/contracts';
import type { SessionUser } from './request-context';

export type Access =
  | 'public'
  /** Any signed-in user. */
  | 'user'
  | 'teacher'
  | 'student'
  /** Teachers, and managers (who are teacher-type users with the manager role). */
  | 'staff'
  | 'manager'
  | 'operator';

const rules: Record<Exclude<Access, 'public'>, (user: SessionUser) => boolean> = {
  user: () => true,
  teacher: (u) => u.userType !== UserType.student && u.schoolId > 0,
  student: (u) => u.userType === UserType.student,
  staff: (u) => u.userType !== UserType.student && u.schoolId > 0,
  manager: (u) => hasRole(u, 'manager') && u.schoolId > 0,
  operator: (u) => hasRole(u, 'operator'),
};

export function hasRole(user: SessionUser, role: TRole): boolean {
  return user.roles.includes(role);
}

export function can(user: SessionUser, access: Exclude<Access, 'public'>): boolean {
  return rules[access](user);
}
