import { ZLoginRequest, ZUpdatePasswordRequest } from '@lingua/contracts';
import { describe, expect, it } from 'vitest';
import { AppError } from './errors';
import { translate } from './messages';
import { parseBody, withFieldLabel } from './validation';

function failure(fn: () => unknown): AppError {
  try {
    fn();
  } catch (error) {
    if (error instanceof AppError) return error;
  }
  throw new Error('expected an AppError');
}

const say = (e: AppError, lang: 'cn' | 'en') => translate(lang, e.messageKey, withFieldLabel(lang, e.field, e.params));

describe('parseBody', () => {
  it('answers the parsed body when it is valid', () => {
    expect(parseBody(ZLoginRequest, { mobile: ' 13800000001 ', password: 'x' })).toEqual({
      mobile: '13800000001',
      password: 'x',
    });
  });

  it('turns the first issue into a 400 naming the field, in both languages', () => {
    const missing = failure(() => parseBody(ZLoginRequest, {}));
    expect(missing).toMatchObject({ code: 400, field: 'mobile' });
    expect(say(missing, 'cn')).toBe('手机号不能为空');
    expect(say(missing, 'en')).toBe('Mobile number is required');
    const short = failure(() =>
      parseBody(ZUpdatePasswordRequest, { oldPassword: 'a', password: '123', confirmPassword: '123' }),
    );
    expect(say(short, 'en')).toBe('Password must be at least 6 characters');
    const mismatch = failure(() =>
      parseBody(ZUpdatePasswordRequest, { oldPassword: 'a', password: '123456', confirmPassword: '1234567' }),
    );
    expect(mismatch.field).toBe('confirmPassword');
    expect(say(mismatch, 'cn')).toBe('两次输入的密码不一致');
  });

  it('treats a missing body as an empty object', () => {
    expect(failure(() => parseBody(ZLoginRequest, undefined)).field).toBe('mobile');
  });
});
