/** Manager mode: the school overview. */
import { z } from 'zod';

export const ZSchoolOverview = z.object({
  teacherCount: z.number().int(),
  studentCount: z.number().int(),
  classCount: z.number().int(),
  activeTodayCount: z.number().int(),
  /** The last 7 days, oldest first, in seconds. */
  onlineTimeByDay: z.array(
    z.object({ day: z.string(), teacherSeconds: z.number().int(), studentSeconds: z.number().int() }),
  ),
});
export type TSchoolOverview = z.infer<typeof ZSchoolOverview>;

export const ZNewsItem = z.object({
  newsId: z.number().int(),
  title: z.string(),
  summary: z.string(),
  content: z.string(),
  publishTime: z.string(),
  /** Whether this reader has opened it (school_announcement marks the others). */
  isRead: z.boolean(),
});
export type TNewsItem = z.infer<typeof ZNewsItem>;

/** platformList: a platform of part 1 §1 with its name in the reader's language. */
export const ZPlatformListItem = z.object({
  code: z.number().int(),
  key: z.string(),
  name: z.string(),
  entryPath: z.string(),
  projectType: z.string(),
  projectSubType: z.string(),
});
export type TPlatformListItem = z.infer<typeof ZPlatformListItem>;

/** zyzhLessonPreviewList: a catalogue course in the reader's language. */
export const ZLessonPreview = z.object({
  key: z.string(),
  name: z.string(),
  audience: z.string(),
  summary: z.string(),
  units: z.number().int(),
});
export type TLessonPreview = z.infer<typeof ZLessonPreview>;

/** A course of the public training offer (/fore_lang_train): the preview with its language and chapters. */
export const ZCatalogueCourse = ZLessonPreview.extend({
  language: z.enum(['en', 'jp']),
  chapters: z.array(z.string()),
});
export type TCatalogueCourse = z.infer<typeof ZCatalogueCourse>;
