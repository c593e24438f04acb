/**
 * The schools messages, in both interface languages. platform/messages.ts assembles every
 * module's table into the one catalogue that `translate` and `AppError(code, key)` read.
 */
import type { TLanguageUse } from '@lingua/contracts';

export const schoolsMessages = {
  mobileTaken: { cn: '该手机号已被注册', en: 'This mobile number is already registered' },
} as const satisfies Record<string, Record<TLanguageUse, string>>;
