/**
 * The teacher's course home (part 2 §2.1 myCourse, courseSetting): a class's course as a card with
 * the course class entry fields of part 1 §3, its settings, and ending the course (part 1 §4).
 * Also what a student sees before joining (toBeAddedClassList) and the courses recommended to them.
 */
import { z } from 'zod';
import { ZId } from './fields';
import { ZKnowledgeGraphKey } from './knowledge-graph';

const ZClassId = ZId;
/** The spec's flags travel as "0"/"1" in some clients and as numbers in others: both are read. */
const ZBinary = z.coerce.number().int().min(0).max(1);

/** 1 steps open in order (part 1 §4), 0 every step open from the start. */
export const ZStepUnlockOrder = ZBinary;
/**
 * Which attempt makes a training's score (and an exam's in the course grade): 0 the highest, 1 the
 * first, 2 the average of the graded attempts (the export dialog's codes), 3 the latest.
 */
export const ZScoreRule = z.number().int().min(0).max(3);
/** Which score a student is shown: 0 the highest, 1 the latest. */
export const ZScoreDisplay = ZBinary;

/** A class's course settings as stored and answered (the flags as numbers). */
const ZFlag = z.number().int().min(0).max(1);
/** spokenRequired: 1 the class must do its spoken activities to go on; 0 (default) they may be passed. */
export const ZLessonSet = z.object({
  stepUnlockOrder: ZFlag,
  scoreRule: ZScoreRule,
  scoreDisplay: ZFlag,
  spokenRequired: ZFlag,
});
export type TLessonSet = z.infer<typeof ZLessonSet>;

export const ZUpdateLessonSetRequest = z.object({
  classId: ZClassId,
  stepUnlockOrder: ZStepUnlockOrder,
  scoreRule: ZScoreRule,
  scoreDisplay: ZScoreDisplay,
  /** Left out: unchanged (the spec's form has no such field). */
  spokenRequired: ZBinary.optional(),
});
export const ZUpdateHiddenStatusRequest = z.object({ classId: ZClassId, isHidden: ZBinary });
export const ZLessonStatus = z.enum(['open', 'ended']);
export type TLessonStatus = z.infer<typeof ZLessonStatus>;
export const ZUpdateLessonStatusRequest = z.object({ classId: ZClassId, lessonStatus: ZLessonStatus });

/** knowledgeType 2: the course has its own course graph (/sjjx/knowledge_graph/pro); 1 the practice graphs. */
export const ZKnowledgeType = z.union([z.literal(1), z.literal(2)]);
export type TKnowledgeType = z.infer<typeof ZKnowledgeType>;

/** One card of the teacher's course home: the course class entry fields, then what the card shows. */
export const ZCourseClassEntry = z.object({
  classId: z.number().int(),
  classResourceLessonName: z.string(),
  lessonVersionId: z.number().int(),
  picUrl: z.string(),
  resourceLessonId: z.number().int(),
  resourceLessonName: z.string(),
  studentNumber: z.number().int(),
  className: z.string(),
  classCode: z.string(),
  classStatus: z.enum(['open', 'closed']),
  isHidden: z.enum(['0', '1']),
  lessonStatus: ZLessonStatus,
  /** Completed activities over (students × activities), 0-100. */
  finishedRate: z.number().int().min(0).max(100),
  knowledgeType: ZKnowledgeType,
  knowledgeGraph: ZKnowledgeGraphKey.nullable(),
  /** The language the course teaches (the assistant's voices follow it). */
  resourceLanguage: z.enum(['en', 'jp']),
  lessonSet: ZLessonSet,
});
export type TCourseClassEntry = z.infer<typeof ZCourseClassEntry>;

/** A class found by its code, before the student joins it. */
export const ZClassPreview = z.object({
  classId: z.number().int(),
  className: z.string(),
  teacherName: z.string(),
  resourceLessonId: z.number().int().nullable(),
  resourceLessonName: z.string().nullable(),
  picUrl: z.string(),
  studentNumber: z.number().int(),
  joined: z.boolean(),
});
export type TClassPreview = z.infer<typeof ZClassPreview>;

export const ZRecommendLesson = z.object({
  lessonId: z.number().int(),
  lessonName: z.string(),
  picUrl: z.string(),
  lessonOtherInfo: z.string(),
  studyPeopleNum: z.number().int(),
});
export type TRecommendLesson = z.infer<typeof ZRecommendLesson>;

/** Whether the floating knowledge network map shows for this account (part 1 §2, §6). */
export const ZNetworkMapAccess = z.object({ visible: z.boolean() });
export type TNetworkMapAccess = z.infer<typeof ZNetworkMapAccess>;
