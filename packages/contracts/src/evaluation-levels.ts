/**
 * Voice-evaluation levels (part 1 §3): maximum seconds and subject type. Free of schemas, so the
 * question types' metas (which the web bundles) can read the seconds.
 */
export const EVALUATION_LEVELS = {
  word: { seconds: 20, subjectType: 30 },
  sentence: { seconds: 92, subjectType: 32 },
  paragraph: { seconds: 300, subjectType: 37 },
} as const;
export type TEvaluationLevel = keyof typeof EVALUATION_LEVELS;
