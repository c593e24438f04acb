// @vitest-environment happy-dom

import { authCalls, messageCalls, userCalls } from '@lingua/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signIn } from '../session/actions';
import { StorageKey } from '../session/keys';
import { getSession } from '../session/store';
import { buildLoginResponse } from '../test/login-response';
import { call } from './client';
import { toastError, toastSuccess } from './notify';

vi.mock('./notify', () => ({ toastError: vi.fn(), toastSuccess: vi.fn() }));

const reload = vi.fn();
const loginResponse = buildLoginResponse();

function answer(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status })),
  );
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  Object.defineProperty(window, 'location', { value: { ...window.location, reload }, configurable: true });
  signIn(loginResponse);
});
afterEach(() => {
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

describe('call and the envelope (part 1 §8)', () => {
  it('sends the spec headers and answers data on 200', async () => {
    answer(200, { code: 200, message: 'OK', data: { unreadNum: 2 }, languageUse: 'cn' });
    await expect(call(messageCalls.messageNum)).resolves.toEqual({ unreadNum: 2 });
    const [, init] = vi.mocked(fetch).mock.calls[0] ?? [];
    const headers = new Headers(init?.headers);
    expect(headers.get('token')).toBe('token-1');
    expect(headers.get('app-type')).toBe('3');
    expect(headers.get('app-version')).toBe('2.2.6');
    expect(headers.get('classId')).toBe('3');
    expect(headers.get('zyzh-project-type')).toBe('int_edu');
    expect(headers.get('login-equipment-code')).toBeTruthy();
  });

  it('shows a 222 message as a success notice and still answers the data', async () => {
    answer(200, { code: 222, message: '密码已修改', data: null, languageUse: 'cn' });
    await expect(
      call(userCalls.updatePassword, { oldPassword: 'old', password: 'secret1', confirmPassword: 'secret1' }),
    ).resolves.toBeNull();
    expect(toastSuccess).toHaveBeenCalledWith('密码已修改');
  });

  it('on 521 clears the login, stores the reason and reloads once only', async () => {
    answer(401, { code: 521, message: '您的账号已在其他设备登录', data: null, languageUse: 'cn' });
    await expect(call(authCalls.userDetail)).rejects.toMatchObject({ code: 521 });
    expect(getSession().token).toBeNull();
    expect(localStorage.getItem(StorageKey.kickedMessage)).toContain('其他设备登录');
    expect(reload).toHaveBeenCalledTimes(1);
    signIn(loginResponse); // a stale tab signs in again without passing the login page
    sessionStorage.setItem(StorageKey.kickReloaded, '1');
    await expect(call(authCalls.userDetail)).rejects.toMatchObject({ code: 521 });
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('on 700 clears the login and reloads', async () => {
    answer(401, { code: 700, message: '登录已失效', data: null, languageUse: 'cn' });
    await expect(call(authCalls.userDetail)).rejects.toMatchObject({ code: 700 });
    expect(getSession().token).toBeNull();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(toastError).not.toHaveBeenCalled();
  });

  it('shows any other code’s message for 5 s and rejects with the field', async () => {
    answer(400, { code: 400, message: '手机号格式不正确', field: 'mobile', data: null, languageUse: 'cn' });
    await expect(call(authCalls.login, { mobile: '', password: '' })).rejects.toMatchObject({
      code: 400,
      field: 'mobile',
    });
    expect(toastError).toHaveBeenCalledWith('手机号格式不正确');
  });

  it('stores languageUse from every answer', async () => {
    answer(200, { code: 200, message: 'OK', data: null, languageUse: 'en' });
    await call(userCalls.updateLanguage, { languageUse: 'en' });
    expect(getSession().languageUse).toBe('en');
  });

  it('passes an answer without a code through unchanged', async () => {
    answer(200, { cacheData: null });
    await expect(call(authCalls.logoutUser)).resolves.toEqual({ cacheData: null });
  });

  it('toasts a network failure and rejects', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(call(authCalls.userDetail)).rejects.toMatchObject({ code: 0 });
    expect(toastError).toHaveBeenCalledTimes(1);
  });
});
