/**
 * The speaking practice messages, in both interface languages. platform/messages.ts assembles every
 * module's table into the one catalogue that `translate` and `AppError(code, key)` read.
 */
import type { TLanguageUse } from '@lingua/contracts';

export const speakingMessages = {
  recordingNotFound: { cn: '未找到录音', en: 'No recording found' },
  speakingRoleRequired: { cn: '请先选择角色', en: 'Choose a role first' },
  speakingNotYourLine: { cn: '这句台词不属于你选择的角色', en: 'This line belongs to another role' },
} as const satisfies Record<string, Record<TLanguageUse, string>>;
