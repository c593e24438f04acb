/**
 * A course's content as authored: chapters → steps → activities (part 1 §4 step order). An
 * activity names the kind of work a later issue fills in (a training, a task or a test paper).
 */
import { z } from 'zod';
import { ZLocalizedText } from './localized';

/** The training kinds of part 1 §2 an activity may point to, plus tasks and test papers. */
export const ActivityKind = [
  'readSkill',
  'hearingSkill',
  'writingSkill',
  'translateSkill',
  'billSkill',
  'caseAnalysis',
  'topicDiscuss',
  'oralSkill',
  'dubbing',
  'speechSkill',
  'roleDialogue',
  'rolePlay',
  'wordTraining',
  'sentenceTraining',
  'paragraphsTraining',
  'practicalOperation',
  'caseAnalyse',
  'multiple',
  'interaction',
  'task',
  'testPaper',
  /** A pool material (document, audio, video, image) the student opens in the step. */
  'material',
] as const;
export const ZActivityKind = z.enum(ActivityKind);
export type TActivityKind = z.infer<typeof ZActivityKind>;

/** `training`: the key of the seeded training this activity opens (its own: never shared). */
export const ZActivityOutline = z.object({
  kind: ZActivityKind,
  title: ZLocalizedText,
  training: z.string().optional(),
});
export const ZStepOutline = z.object({ title: ZLocalizedText, activities: z.array(ZActivityOutline).min(1).max(6) });
export const ZChapterOutline = z.object({ title: ZLocalizedText, steps: z.array(ZStepOutline).min(2).max(6) });

export const ZCourseOutline = z.object({
  /** Matches the course catalogue's key. */
  key: z.string(),
  version: z.string(),
  chapters: z.array(ZChapterOutline).min(1),
});
export type TCourseOutline = z.infer<typeof ZCourseOutline>;
