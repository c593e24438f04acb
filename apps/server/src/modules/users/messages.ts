/**
 * The account messages, in both interface languages. platform/messages.ts assembles every
 * module's table into the one catalogue that `translate` and `AppError(code, key)` read.
 */
import type { TLanguageUse } from '@lingua/contracts';

export const usersMessages = {
  passwordChanged: {
    cn: '密码已修改，其他设备上的登录已退出',
    en: 'Password changed. Sign-ins on other devices have been ended.',
  },
  oldPasswordWrong: { cn: '原密码不正确', en: 'The current password is not correct' },
  passwordUnchanged: { cn: '新密码不能与原密码相同', en: 'The new password must differ from the current one' },
  passwordMismatch: { cn: '两次输入的密码不一致', en: 'The two passwords do not match' },
} as const satisfies Record<string, Record<TLanguageUse, string>>;
