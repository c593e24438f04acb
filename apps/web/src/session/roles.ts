/** Role questions the shells and guard ask, answered from the login info alone. */
import { isStudentType, type TLoginInfo } from '@lingua/contracts';

export function isOperator(info: TLoginInfo | null): boolean {
  return info?.roles.includes('operator') ?? false;
}

export function isManager(info: TLoginInfo | null): boolean {
  return info?.roles.includes('manager') ?? false;
}

export function isStudent(info: TLoginInfo | null): boolean {
  return info !== null && isStudentType(info.userType);
}

/** Part 1 §2: the userbase path, /student for students and /teacher for everyone else. */
export function userBase(info: TLoginInfo | null): '/student' | '/teacher' {
  return isStudent(info) ? '/student' : '/teacher';
}

export function homePathFor(info: TLoginInfo | null): string {
  if (isOperator(info)) return '/operator/schools';
  if (isStudent(info)) return '/student/teaching/index';
  return '/teacher/myCourse/index';
}

const STUDENT_ONLY = ['/student', '/wskills-home', '/wskills-course', '/wskills-ptraining', '/sjjx/courses'];
const TEACHER_ONLY = ['/teacher', '/wskills-tea', '/kjds-tea', '/sjjx/tea', '/competition/teacher'];

function under(path: string, prefixes: readonly string[]): boolean {
  return prefixes.some((p) => path === p || path.startsWith(`${p}/`) || path.startsWith(`${p}?`));
}

/** Whether a page asked for before sign-in may be opened by this user after it. */
export function isPathAllowedFor(path: string, info: TLoginInfo): boolean {
  if (!path.startsWith('/') || path.startsWith('//')) return false;
  if (under(path, ['/operator'])) return isOperator(info);
  if (isOperator(info)) return under(path, ['/user']);
  if (under(path, ['/manage'])) return isManager(info);
  if (under(path, STUDENT_ONLY)) return isStudent(info);
  if (under(path, TEACHER_ONLY)) return !isStudent(info);
  return true;
}
