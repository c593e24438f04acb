/**
 * Using the pool in a built course (issue 18 items 4 and 5, phase 2; docs/api.md "Course builder"):
 * a pool resource added to a step from its preview page, the exam papers a teacher may put in a
 * course (the TestPaper tab), a material as the student opens it in the step, and the course's
 * test papers as the student sees them (bu_cou_pre_subject_test).
 */
import { z } from 'zod';
import { ZPaperPreview } from './exams';
import { ZId } from './fields';
import { ZPoolMediaType } from './resource-pool';
import { ZVrHotspot } from './vr-scenes';

export const ZAddResourceRequest = z.object({ courseId: ZId, stepId: ZId, resourceId: ZId });
export const ZAddResourceResult = z.object({
  courseId: z.number().int(),
  activityId: z.number().int(),
  /** The resource's usage count after this use. */
  usageCount: z.number().int(),
});
export type TAddResourceResult = z.infer<typeof ZAddResourceResult>;

/** An exam paper the teacher may add as a test paper activity. */
export const ZPaperOption = z.object({
  paperId: z.number().int(),
  title: z.string(),
  questionCount: z.number().int(),
  fullMark: z.number(),
  timeMinutes: z.number().int(),
  teacherName: z.string(),
});
export type TPaperOption = z.infer<typeof ZPaperOption>;

export const ZActivityMaterialRequest = z.object({ classId: ZId, activityId: ZId });
/**
 * A step's material as the student opens it (the file URL signed for the caller): a pool material
 * (kind 5) or a VR scene (kind 3), whose hotspots come with it so the student tours it as the pool
 * shows it.
 */
export const ZActivityMaterial = z.object({
  activityId: z.number().int(),
  title: z.string(),
  description: z.string(),
  /** The pool's kind (resourceTopLevelType): 3 a VR scene, 5 a material. */
  resourceTopLevelType: z.number().int(),
  mediaType: ZPoolMediaType.nullable(),
  fileUrl: z.string().nullable(),
  fileName: z.string().nullable(),
  fileSize: z.number().int().nullable(),
  text: z.string(),
  /** A VR scene's hotspots in their order; empty for any other material. */
  hotspots: z.array(ZVrHotspot),
});
export type TActivityMaterial = z.infer<typeof ZActivityMaterial>;

export const ZCoursePaper = z.object({
  activityId: z.number().int(),
  activityTitle: z.string(),
  chapterTitle: z.string(),
  stepTitle: z.string(),
  paper: ZPaperPreview,
});
export const ZCoursePapers = z.object({
  courseId: z.number().int(),
  courseName: z.string(),
  papers: z.array(ZCoursePaper),
});
export type TCoursePapers = z.infer<typeof ZCoursePapers>;
