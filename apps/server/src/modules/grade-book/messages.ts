/** The course grade's messages, in both interface languages (assembled by platform/messages.ts). */
import type { TLanguageUse } from '@lingua/contracts';

export const gradeBookMessages = {
  gradeWeightsSum: {
    cn: '四项权重相加须为 100%',
    en: 'The four weights must add up to 100%',
  },
} as const satisfies Record<string, Record<TLanguageUse, string>>;
