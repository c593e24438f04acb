import type { TLoginInfo } from '@lingua/contracts';
import { describe, expect, it } from 'vitest';
import { homePathFor, isManager, isOperator, isPathAllowedFor, isStaff, isStudent } from './roles';

const person = (userType: number, schoolId: number, roles: TLoginInfo['roles'] = []) =>
  ({ userType, schoolId, roles }) as TLoginInfo;
const student = person(2, 1);
const teacher = person(1, 1);
const manager = person(1, 1, ['manager']);
const operator = person(1, 0, ['operator']);

describe('roles from the shared access rules', () => {
  it('answers who is who', () => {
    expect([student, teacher, manager, operator].map(isStudent)).toEqual([true, false, false, false]);
    expect([student, teacher, manager, operator].map(isStaff)).toEqual([false, true, true, false]);
    expect([student, teacher, manager, operator].map(isManager)).toEqual([false, false, true, false]);
    expect([student, teacher, manager, operator].map(isOperator)).toEqual([false, false, false, true]);
    expect(isStudent(null) || isStaff(null) || isOperator(null)).toBe(false);
    expect(homePathFor(student)).toBe('/student/teaching/index');
    expect(homePathFor(operator)).toBe('/operator/schools');
    expect(homePathFor(teacher)).toBe('/teacher/myCourse/index');
    expect(homePathFor(manager)).toBe('/manage/manage/index');
  });

  it('lets each user back to the page asked for before sign-in only when it is theirs', () => {
    expect(isPathAllowedFor('/student/teaching/index', student)).toBe(true);
    expect(isPathAllowedFor('/student/teaching/index', teacher)).toBe(false);
    expect(isPathAllowedFor('/teacher/myCourse/index?isLogin=1', teacher)).toBe(true);
    expect(isPathAllowedFor('/teacher/myCourse/index', student)).toBe(false);
    expect(isPathAllowedFor('/manage/manage/index', manager)).toBe(true);
    expect(isPathAllowedFor('/manage/manage/index', teacher)).toBe(false);
    expect(isPathAllowedFor('/operator/schools', operator)).toBe(true);
    expect(isPathAllowedFor('/operator/schools', manager)).toBe(false);
    expect(isPathAllowedFor('/teacher/myCourse/index', operator)).toBe(false);
    expect(isPathAllowedFor('/user/personalCenter', operator)).toBe(true);
    expect(isPathAllowedFor('//evil.example', student)).toBe(false);
  });
});
