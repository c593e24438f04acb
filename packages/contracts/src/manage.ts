/** Manager mode: the school overview. */
import { z } from 'zod';

export const ZSchoolOverview = z.object({
  teacherCount: z.number().int(),
  studentCount: z.number().int(),
  classCount: z.number().int(),
  activeTodayCount: z.number().int(),
  /** The last 7 days, oldest first, in seconds. */
  onlineTimeByDay: z.array(z.object({ day: z.string(), teacherSeconds: z.number(), studentSeconds: z.number() })),
});
export type TSchoolOverview = z.infer<typeof ZSchoolOverview>;

export const ZNewsItem = z.object({
  newsId: z.number().int(),
  title: z.string(),
  summary: z.string(),
  content: z.string(),
  publishTime: z.string(),
});
export type TNewsItem = z.infer<typeof ZNewsItem>;

export const ZUploadResponse = z.object({ filePath: z.string() });
