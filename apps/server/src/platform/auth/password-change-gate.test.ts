import type { TInitialPassword, TLoginInfo, TLoginResponse } from '@lingua/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { buildManager, buildSchool, buildStudent } from '../../test/factories';

let t: TestApp;
let schoolId: number;
let manager: string;

beforeAll(async () => {
  t = await buildTestApp();
  schoolId = (await buildSchool(t.db)).id;
  manager = await t.signIn((await buildManager(t.db, schoolId)).mobile);
});
afterAll(() => t.close());

const login = (mobile: string, password: string) =>
  t.call<TLoginResponse>('/openApi/login/login', { mobile, password });
const overview = (token: string) => t.call('/openApi/student/index/schoolInfo', {}, { token });
const changePassword = (token: string, oldPassword: string, password: string) =>
  t.call('/openApi/overall/updatePassword', { oldPassword, password, confirmPassword: password }, { token });

describe('a password someone else set', () => {
  it('opens only the password change until the user chooses their own', async () => {
    const added = await t.call<TInitialPassword>(
      '/openApi/manage/school/addTeacher',
      { name: '新老师', mobile: '13544440001' },
      { token: manager },
    );
    const initial = added.body.data?.initialPassword ?? '';
    const first = await login('13544440001', initial);
    expect(first.body.data?.mustChangePassword).toBe(true);
    const token = first.body.data?.token ?? '';

    // Every other call: 428, with the reason in the user's language.
    const refused = await overview(token);
    expect(refused.status).toBe(428);
    expect(refused.body).toMatchObject({ code: 428, message: '为了账号安全，请先把初始密码改成您自己的密码' });
    // What the password page needs still answers: who I am, and the language switch.
    const me = await t.call<TLoginInfo>('/openApi/overall/getUserDetail', {}, { token });
    expect(me.body.data?.mustChangePassword).toBe(true);
    expect((await t.call('/openApi/overall/updateLanguage', { languageUse: 'en' }, { token })).status).toBe(200);

    // The same password again is not a change; a wrong current one names its field.
    const same = await changePassword(token, initial, initial);
    expect(same.body).toMatchObject({ code: 400, field: 'password' });
    const wrong = await changePassword(token, 'not-it-123', 'my-own-pass-1');
    expect(wrong.body).toMatchObject({ code: 400, field: 'oldPassword' });
    expect((await overview(token)).status).toBe(428);

    expect((await changePassword(token, initial, 'my-own-pass-1')).body.code).toBe(222);
    expect((await overview(token)).status).toBe(200);
    const again = await login('13544440001', 'my-own-pass-1');
    expect(again.body.data?.mustChangePassword).toBe(false);
  });

  it('is set again by a reset, and never for an account that chose its own', async () => {
    const student = await buildStudent(t.db, schoolId);
    const own = await login(student.mobile, 'lingua123');
    expect(own.body.data?.mustChangePassword).toBe(false);
    expect((await overview(own.body.data?.token ?? '')).status).toBe(200);

    const reset = await t.call<TInitialPassword>(
      '/openApi/manage/school/resetPassword',
      { userId: student.id },
      { token: manager },
    );
    const after = await login(student.mobile, reset.body.data?.initialPassword ?? '');
    expect(after.body.data?.mustChangePassword).toBe(true);
    expect((await overview(after.body.data?.token ?? '')).status).toBe(428);
  });
});
