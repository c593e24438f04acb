/**
 * Who may call what, as data (style guide: role rules are plain data). One table for the server,
 * which enforces it on every call, and the web, which shows or hides what a user may open.
 * Row visibility (school, class, owner) is each object's policy on the server.
 */
import { type TRole, UserType } from '../users';

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

/** What the rules read of a signed-in user: the login info has these, and so does the session. */
export interface Principal {
  userType: number;
  schoolId: number;
  roles: readonly TRole[];
}

export function hasRole(principal: Principal, role: TRole): boolean {
  return principal.roles.includes(role);
}

export function isStudent(principal: Pick<Principal, 'userType'>): boolean {
  return principal.userType === UserType.student;
}

/** Teacher-type users of a school: teachers, managers, invigilators. */
function isSchoolStaff(principal: Principal): boolean {
  return !isStudent(principal) && principal.schoolId > 0;
}

export const accessRules: Record<Exclude<Access, 'public'>, (principal: Principal) => boolean> = {
  user: () => true,
  teacher: isSchoolStaff,
  student: isStudent,
  staff: isSchoolStaff,
  manager: (p) => hasRole(p, 'manager') && p.schoolId > 0,
  operator: (p) => hasRole(p, 'operator'),
};

/** Whether a principal (or nobody, signed out) may make a call of this access. */
export function mayAccess(principal: Principal | undefined, access: Access): boolean {
  if (access === 'public') return true;
  return principal !== undefined && accessRules[access](principal);
}
