/**
 * The sign-in messages, in both interface languages. platform/messages.ts assembles every
 * module's table into the one catalogue that `translate` and `AppError(code, key)` read.
 */
import type { TLanguageUse } from '@lingua/contracts';

export const authMessages = {
  loginFailed: { cn: '手机号或密码错误', en: 'Incorrect mobile number or password' },
  accountDisabled: {
    cn: '账号未授权，请联系学校管理员',
    en: 'This account is not authorised. Contact your school manager.',
  },
  tooManyAttempts: {
    cn: '登录失败次数过多，请 {minutes} 分钟后再试',
    en: 'Too many failed sign-ins. Try again in {minutes} minutes.',
  },
} as const satisfies Record<string, Record<TLanguageUse, string>>;
