/** Classes as the foundation knows them; the courses issue grows them. */
import { z } from 'zod';
import { ZId, ZIdText } from './fields';

export const ZClassSummary = z.object({
  classId: z.number().int(),
  className: z.string(),
  classCode: z.string(),
  studentNumber: z.number().int(),
  teacherName: z.string(),
  hasClass: z.boolean(),
});
export type TClassSummary = z.infer<typeof ZClassSummary>;

export const ZClassIdRequest = z.object({ classId: ZId });

export const ZClassStudent = z.object({ userId: z.number().int(), name: z.string(), mobile: z.string() });
export const ZClassDetail = ZClassSummary.extend({ students: z.array(ZClassStudent) });
export type TClassDetail = z.infer<typeof ZClassDetail>;

/** Class types of getNowClassId: 0 teaching, 1 evaluation, 2 virtual simulation, 3 competition. */
export const ZClassType = z.coerce.number().int().min(0).max(3);
/** The class type of teaching pages (courses, trainings, the course home). */
export const TEACHING_CLASS_TYPE = 0;
export const ZNowClassRequest = z.object({ classType: ZClassType.default(0) });

/** The current class; hasClass false (and nulls) when the user has none. */
export const ZNowClass = z.object({
  hasClass: z.boolean(),
  classId: z.number().int().nullable(),
  className: z.string().nullable(),
  classType: z.number().int(),
});
export type TNowClass = z.infer<typeof ZNowClass>;

/** updateDefaultSelect as the spec names it: code is the class type, value the class id. */
export const ZUpdateDefaultSelectRequest = z.object({
  code: ZClassType,
  value: ZIdText,
});

export const ZTeacherListItem = z.object({ userId: z.number().int(), name: z.string() });
export type TTeacherListItem = z.infer<typeof ZTeacherListItem>;
export const ZTeacherClassListRequest = z.object({ userId: ZId });
