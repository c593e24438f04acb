import { ZId, ZLoginRequest, ZStoredUrl, ZUpdateDefaultSelectRequest, ZUpdatePasswordRequest } from '@lingua/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
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

const say = (e: AppError, lang: 'cn' | 'en', call?: string) =>
  translate(lang, e.messageKey, withFieldLabel(lang, e.field, e.params, call));

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

describe('parseBody messages say what the bound is', () => {
  const say2 = (schema: z.ZodType, body: unknown, call?: string) => {
    const error = failure(() => parseBody(schema, body));
    return [say(error, 'cn', call), say(error, 'en', call)];
  };

  it('says "greater than 0" when 0 itself is refused (positive), "less than" for an inclusive minimum', () => {
    const ids = z.object({ trainingId: ZId });
    expect(say2(ids, { trainingId: 0 })).toEqual(['实训必须大于0', 'Training must be greater than 0']);
    expect(say2(ids, { trainingId: 2 ** 31 })).toEqual([
      '实训不能大于2147483647',
      'Training cannot be more than 2147483647',
    ]);
    const score = z.object({ score: z.number().min(1).lt(10) });
    expect(say2(score, { score: 0 })).toEqual(['分数不能小于1', 'Score cannot be less than 1']);
    expect(say2(score, { score: 10 })).toEqual(['分数必须小于10', 'Score must be less than 10']);
  });

  it('counts items of a list, not characters or a value', () => {
    const options = z.object({ options: z.array(z.string()).min(2).max(3) });
    expect(say2(options, { options: ['a'] })).toEqual(['选项至少需要2项', 'Options needs at least 2 items']);
    expect(say2(options, { options: ['a', 'b', 'c', 'd'] })).toEqual([
      '选项最多3项',
      'Options can have at most 3 items',
    ]);
  });

  it("names the missing field with its own call's label (updateDefaultSelect's code is a class type)", () => {
    const call = '/openApi/overall/updateDefaultSelect';
    const error = failure(() => parseBody(ZUpdateDefaultSelectRequest, { value: 3 }));
    expect(error.field).toBe('code');
    expect([say(error, 'cn', call), say(error, 'en', call)]).toEqual(['班级类型不能为空', 'Class type is required']);
  });

  it('says a value is not one of the choices, without doubling the label ("格式格式不正确")', () => {
    const format = z.object({ format: z.enum(['gift', 'xml']) });
    expect(say2(format, { format: 'doc' })).toEqual([
      '文件类型不是可选的值',
      'File format is not one of the allowed values',
    ]);
  });

  it('refuses control characters and deep nesting before the contract, naming the field', () => {
    expect(say2(ZLoginRequest, { mobile: '13800000001', password: 'a\u0000b' })).toEqual([
      '密码不能包含控制字符或无效字符',
      'Password cannot contain control characters or invalid characters',
    ]);
    let deep: unknown = 'x';
    for (let i = 0; i < 100; i++) deep = [deep];
    const error = failure(() => parseBody(ZLoginRequest, { mobile: '13800000001', password: deep }));
    expect(error).toMatchObject({ field: 'password', messageKey: 'fieldTooDeep' });
  });

  it("refuses a URL that is not http(s) or one of ours, in the field's words", () => {
    const avatar = z.object({ headImgUrl: ZStoredUrl });
    expect(say2(avatar, { headImgUrl: 'javascript:alert(1)' })).toEqual([
      '头像只能是 http(s) 链接或本站上传的文件',
      'Photo must be an http(s) link or a file uploaded here',
    ]);
  });
});
