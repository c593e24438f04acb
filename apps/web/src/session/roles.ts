/**
 * Role questions the shells and guard ask, answered from the login info alone by the one rule
 * table the server enforces (`mayAccess`, `hasRole`, `isStudent` of contracts' api/access.ts).
 */
import { type Access, hasRole, isStudent as isStudentPrincipal, mayAccess, type TLoginInfo } from '@lingua/contracts';

export function isOperator(info: TLoginInfo | null): boolean {
  return mayAccess(info ?? undefined, 'operator');
}

export function isManager(info: TLoginInfo | null): boolean {
  return info !== null && hasRole(info, 'manager');
}

export function isStudent(info: TLoginInfo | null): boolean {
  return info !== null && isStudentPrincipal(info);
}

/** Teachers and managers of a school (the server's 'staff' rule). */
export function isStaff(info: TLoginInfo | null): boolean {
  return mayAccess(info ?? undefined, 'staff');
}

/** Part 1 §2: the userbase path, /student for students and /teacher for everyone else. */
export function userBase(info: TLoginInfo | null): '/student' | '/teacher' {
  return isStudent(info) ? '/student' : '/teacher';
}

/** Where a user lands after sign-in: a school's manager on the school overview (manager mode). */
export function homePathFor(info: TLoginInfo | null): string {
  if (isOperator(info)) return '/operator/schools';
  if (isStudent(info)) return '/student/teaching/index';
  if (isManager(info)) return '/manage/manage/index';
  return '/teacher/myCourse/index';
}

/** Which rule of the access table a page asked for before sign-in needs, by its first path segments. */
const PATH_ACCESS: ReadonlyArray<{ prefixes: readonly string[]; access: Access }> = [
  { prefixes: ['/manage'], access: 'manager' },
  {
    prefixes: ['/student', '/wskills-home', '/wskills-course', '/wskills-ptraining', '/sjjx/courses'],
    access: 'student',
  },
  { prefixes: ['/teacher', '/wskills-tea', '/kjds-tea', '/sjjx/tea', '/competition/teacher'], access: 'staff' },
];

function under(path: string, prefixes: readonly string[]): boolean {
  return prefixes.some((p) => path === p || path.startsWith(`${p}/`) || path.startsWith(`${p}?`));
}

/** Whether a page asked for before sign-in may be opened by this user after it. */
export function isPathAllowedFor(path: string, info: TLoginInfo): boolean {
  if (!path.startsWith('/') || path.startsWith('//')) return false;
  if (under(path, ['/operator'])) return mayAccess(info, 'operator');
  // An operator has no school: of the signed-in pages only the personal ones.
  if (isOperator(info)) return under(path, ['/user']);
  const rule = PATH_ACCESS.find((entry) => under(path, entry.prefixes));
  return rule === undefined || mayAccess(info, rule.access);
}
