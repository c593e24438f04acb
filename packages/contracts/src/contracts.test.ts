import { describe, expect, it } from 'vitest';
import { httpStatusForCode, isPublicPath, ZRequestHeaders } from './index';

describe('httpStatusForCode', () => {
  it('agrees with the class of the code', () => {
    expect([200, 222, 400, 403, 404, 409, 429, 500, 521, 700].map(httpStatusForCode)).toEqual([
      200, 200, 400, 403, 404, 409, 429, 500, 401, 401,
    ]);
  });
});

describe('isPublicPath (part 2 §9.1)', () => {
  it('passes exactly the listed paths', () => {
    for (const p of ['/login', '/practice_teaching', '/competition', '/compscore', '/quick_login', '/hbzy_login/']) {
      expect(isPublicPath(p)).toBe(true);
    }
    for (const p of [
      '/',
      '/index',
      '/teacher/myCourse/index',
      '/exit_login',
      '/uploadDome',
      '/competition/student/index',
    ]) {
      expect(isPublicPath(p)).toBe(false);
    }
  });
});

describe('ZRequestHeaders', () => {
  it('reads ids as numbers and treats empty, null and undefined as absent', () => {
    const h = ZRequestHeaders.parse({
      classid: '12',
      'exam-class-id': 'null',
      'vr-lesson-id': '',
      'live-class-id': 'undefined',
      'ability-comp-id': 'abc',
      'zyzh-project-type': 'int_vr',
      'zyzh-project-sub-type': 'NOT_A_TYPE',
    });
    expect(h.classid).toBe(12);
    expect(h['exam-class-id']).toBeUndefined();
    expect(h['vr-lesson-id']).toBeUndefined();
    expect(h['live-class-id']).toBeUndefined();
    expect(h['ability-comp-id']).toBeUndefined();
    expect(h['zyzh-project-type']).toBe('int_vr');
    expect(h['zyzh-project-sub-type']).toBeUndefined();
  });
});
