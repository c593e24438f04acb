/** Classes as the foundation knows them; the courses issue grows them. */
import { z } from 'zod';

export const ZClassSummary = z.object({
  classId: z.number().int(),
  className: z.string(),
  classCode: z.string(),
  studentNumber: z.number().int(),
  teacherName: z.string(),
  hasClass: z.boolean(),
});
export type TClassSummary = z.infer<typeof ZClassSummary>;

export const ZClassIdRequest = z.object({ classId: z.number().int().positive() });

export const ZClassStudent = z.object({ userId: z.number().int(), name: z.string(), mobile: z.string() });
export const ZClassDetail = ZClassSummary.extend({ students: z.array(ZClassStudent) });
export type TClassDetail = z.infer<typeof ZClassDetail>;
