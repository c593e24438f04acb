/** A sign-in answer for unit tests: a teacher of the demo school unless overridden. */
import type { TLoginResponse } from '@lingua/contracts';

export function buildLoginResponse(overrides: Partial<TLoginResponse> = {}): TLoginResponse {
  return {
    token: 'token-1',
    userId: 7,
    userType: 1,
    mobile: '13800000001',
    name: '王丽华',
    headImgUrl: '',
    stuId: null,
    classId: 3,
    className: '2026级商务英语1班',
    isLevel3Directory: null,
    lessonVersionId: null,
    resourceLessonId: null,
    resourceLessonName: null,
    resourceLessonType: null,
    examClassId: null,
    vrLessonId: null,
    intVrClassId: null,
    abilityCompId: null,
    abilityClassId: null,
    liveClassId: null,
    schoolId: 1,
    roles: [],
    languageUse: 'cn',
    mustChangePassword: false,
    ...overrides,
  };
}
