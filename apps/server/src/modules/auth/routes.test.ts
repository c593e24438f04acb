import type { TLoginResponse } from '@lingua/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { buildSchool, buildStudent, buildTeacher } from '../../test/factories';

let t: TestApp;
let schoolId: number;
beforeAll(async () => {
  t = await buildTestApp();
  schoolId = (await buildSchool(t.db)).id;
});
afterAll(() => t.close());

describe('POST /openApi/login/login', () => {
  it('answers a token and the login info of part 1 §3', async () => {
    const teacher = await buildTeacher(t.db, schoolId);
    const { status, body } = await t.call<TLoginResponse>('/openApi/login/login', {
      mobile: teacher.mobile,
      password: 'lingua123',
    });
    expect(status).toBe(200);
    expect(body.code).toBe(200);
    expect(body.data?.token).toMatch(/^[\w-]{40,}$/);
    expect(body.data).toMatchObject({ userId: teacher.id, userType: 1, mobile: teacher.mobile, name: teacher.name });
    for (const field of ['classId', 'stuId', 'headImgUrl', 'lessonVersionId', 'resourceLessonId', 'examClassId']) {
      expect(body.data).toHaveProperty(field);
    }
  });

  it('says the same thing for a wrong password and an unknown account, in the request language', async () => {
    const teacher = await buildTeacher(t.db, schoolId);
    const wrong = await t.call('/openApi/login/login', { mobile: teacher.mobile, password: 'not-it' });
    const unknown = await t.call('/openApi/login/login', { mobile: '19999999999', password: 'not-it' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('手机号或密码错误');
    expect(unknown.body).toEqual(wrong.body);
    const english = await t.call(
      '/openApi/login/login',
      { mobile: teacher.mobile, password: 'not-it' },
      { headers: { 'accept-language': 'en' } },
    );
    expect(english.body.message).toBe('Incorrect mobile number or password');
    expect(english.body.languageUse).toBe('en');
  });

  it('names the field of a 400 and says what is wrong with it', async () => {
    const missing = await t.call('/openApi/login/login', { mobile: '13800000001' });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ code: 400, field: 'password', message: '密码不能为空' });
    const badMobile = await t.call('/openApi/login/login', { mobile: '12345', password: 'x' });
    expect(badMobile.body).toMatchObject({ code: 400, field: 'mobile', message: '手机号格式不正确' });
    const english = await t.call(
      '/openApi/login/login',
      { password: 'x' },
      { headers: { 'accept-language': 'en-GB' } },
    );
    expect(english.body).toMatchObject({ field: 'mobile', message: 'Mobile number is required' });
  });

  it('rejects a body that is not JSON with a 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/openApi/login/login',
      payload: '{"mobile":',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 400, field: 'body' });
  });

  it('locks an account after 5 failures, even for the right password, and says for how long', async () => {
    const student = await buildStudent(t.db, schoolId);
    for (let i = 0; i < 5; i++) {
      const r = await t.call(
        '/openApi/login/login',
        { mobile: student.mobile, password: 'wrong' },
        { remoteAddress: '10.9.0.1' },
      );
      expect(r.body.code).toBe(400);
    }
    const locked = await t.call('/openApi/login/login', { mobile: student.mobile, password: 'lingua123' });
    expect(locked.status).toBe(429);
    expect(locked.body.message).toMatch(/登录失败次数过多，请 \d+ 分钟后再试/);
  });

  it('limits failures per address across accounts, without touching other addresses', async () => {
    const address = '10.9.0.2';
    for (let i = 0; i < 50; i++) {
      await t.call(
        '/openApi/login/login',
        { mobile: `1770000${String(i).padStart(4, '0')}`, password: 'x' },
        { remoteAddress: address },
      );
    }
    const teacher = await buildTeacher(t.db, schoolId);
    const blocked = await t.call(
      '/openApi/login/login',
      { mobile: teacher.mobile, password: 'lingua123' },
      { remoteAddress: address },
    );
    expect(blocked.status).toBe(429);
    const elsewhere = await t.call(
      '/openApi/login/login',
      { mobile: teacher.mobile, password: 'lingua123' },
      { remoteAddress: '10.9.0.3' },
    );
    expect(elsewhere.body.code).toBe(200);
  });

  it('does not count successful sign-ins: a classroom behind one address all signs in', async () => {
    const students = await Promise.all(Array.from({ length: 8 }, () => buildStudent(t.db, schoolId)));
    for (const s of students) {
      const r = await t.call(
        '/openApi/login/login',
        { mobile: s.mobile, password: 'lingua123' },
        { remoteAddress: '10.9.0.4' },
      );
      expect(r.body.code).toBe(200);
    }
  });
});

describe('one active session per user', () => {
  it('answers 521 with the reason to the first session after a second sign-in', async () => {
    const teacher = await buildTeacher(t.db, schoolId);
    const first = await t.signIn(teacher.mobile);
    expect((await t.call('/openApi/overall/getUserDetail', {}, { token: first })).body.code).toBe(200);
    const second = await t.signIn(teacher.mobile);
    const kicked = await t.call('/openApi/overall/getUserDetail', {}, { token: first });
    expect(kicked.status).toBe(401);
    expect(kicked.body.code).toBe(521);
    expect(kicked.body.message).toContain('其他设备登录');
    expect(kicked.body.data).toBeNull();
    const current = await t.call('/openApi/overall/getUserDetail', {}, { token: second });
    expect(current.body.code).toBe(200);
  });
});

describe('sessions that are not valid answer 700', () => {
  it('for no token, an unknown token, an expired session and after logout', async () => {
    expect((await t.call('/openApi/overall/getUserDetail')).body.code).toBe(700);
    const unknown = await t.call('/openApi/overall/getUserDetail', {}, { token: 'made-up-token' });
    expect(unknown).toMatchObject({ status: 401, body: { code: 700 } });

    const teacher = await buildTeacher(t.db, schoolId);
    const token = await t.signIn(teacher.mobile);
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, teacher.id));
    expect((await t.call('/openApi/overall/getUserDetail', {}, { token })).body.code).toBe(700);

    const again = await t.signIn(teacher.mobile);
    expect((await t.call('/openApi/login/logoutUser', {}, { token: again })).body.code).toBe(200);
    expect((await t.call('/openApi/overall/getUserDetail', {}, { token: again })).body.code).toBe(700);
  });
});

describe('the guard', () => {
  it('lets a public call through without a token and stops a private one', async () => {
    const language = await t.call('/openApi/overall/getCacheByVersionType', { cacheVersion: '', dataType: 2 });
    expect(language.body.code).toBe(200);
    const detail = await t.call('/openApi/messageCenter/messageNum');
    expect(detail.body.code).toBe(700);
  });

  it('answers an unknown call with a 404 envelope', async () => {
    const r = await t.call('/openApi/nothing/here');
    expect(r).toMatchObject({ status: 404, body: { code: 404, message: '接口不存在' } });
  });
});

describe('POST /openApi/overall/getUserDetail', () => {
  it('answers the signed-in user with the login-info fields', async () => {
    const student = await buildStudent(t.db, schoolId);
    const token = await t.signIn(student.mobile);
    const { body } = await t.call<TLoginResponse>('/openApi/overall/getUserDetail', {}, { token });
    expect(body.data).toMatchObject({
      userId: student.id,
      userType: 2,
      stuId: student.id,
      mobile: student.mobile,
      schoolId,
    });
    expect(body.data).not.toHaveProperty('token');
  });
});
