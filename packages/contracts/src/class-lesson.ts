/**
 * A class's course as a student sees it: chapters, steps and activities with the finished flag
 * (part 1 §4: 2 completed, 1 in progress, 0 not started) and the step order locks.
 */
import { z } from 'zod';
import { ZActivityKind } from './course-outline';
import { ZId, ZIdText } from './fields';

export const ZFinishedFlag = z.union([z.literal(0), z.literal(1), z.literal(2)]);
export type TFinishedFlag = z.infer<typeof ZFinishedFlag>;

/**
 * Why something is locked: the previous step is not finished, an earlier task of this step is not,
 * or the teacher ended the course for the class.
 */
export const ZLockReason = z.enum(['previousStep', 'previousActivity', 'lessonEnded']).nullable();

export const ZLessonActivity = z.object({
  activityId: z.number().int(),
  kind: ZActivityKind,
  title: z.string(),
  finished: ZFinishedFlag,
  locked: z.boolean(),
  lockReason: ZLockReason,
  /** Whether it opens a training from the course page (tasks and test papers are set elsewhere). */
  available: z.boolean(),
  /** Spoken work: answered with the microphone. */
  spoken: z.boolean(),
  /** Whether it must be completed before the next activity and step open (issue 24). */
  required: z.boolean(),
});
export const ZLessonStep = z.object({
  stepId: z.number().int(),
  title: z.string(),
  finished: ZFinishedFlag,
  locked: z.boolean(),
  lockReason: ZLockReason,
  activities: z.array(ZLessonActivity),
});
export const ZLessonChapter = z.object({
  chapterId: z.number().int(),
  title: z.string(),
  finished: ZFinishedFlag,
  steps: z.array(ZLessonStep),
});
export const ZClassLesson = z.object({
  classId: z.number().int(),
  className: z.string(),
  courseId: z.number().int(),
  courseName: z.string(),
  version: z.string(),
  /** ended: the teacher closed the course; the student reads it but cannot start work. */
  lessonStatus: z.enum(['open', 'ended']),
  /** 0: the teacher opened every step (courseSetting); 1: steps open in order. */
  stepUnlockOrder: z.number().int(),
  /** 1: the class's teacher requires its spoken activities; 0: they may be passed (no microphone). */
  spokenRequired: z.number().int(),
  chapters: z.array(ZLessonChapter),
});
export type TClassLesson = z.infer<typeof ZClassLesson>;
export type TLessonStep = z.infer<typeof ZLessonStep>;
export type TLessonActivity = z.infer<typeof ZLessonActivity>;

export const ZStartActivityRequest = z.object({
  classId: ZId,
  activityId: ZId,
});

/** Lesson details (part 1 §3): the course-details dialog. */
export const ZLessonInfoRequest = z.object({ lessonId: ZIdText });
export const ZLessonInfo = z.object({
  lessonId: z.number().int(),
  lessonName: z.string(),
  picUrl: z.string(),
  studyPeopleNum: z.number().int(),
  lessonOtherInfo: z.string(),
  lessonContent: z.string(),
  version: z.string(),
  pictures: z.array(z.object({ picUrl: z.string() })),
});
export type TLessonInfo = z.infer<typeof ZLessonInfo>;

/** The class's spoken activities and who has done them (the teacher may mark them, issue 24). */
export const ZSpokenProgress = z.object({
  classId: z.number().int(),
  activities: z.array(z.object({ activityId: z.number().int(), kind: ZActivityKind, title: z.string() })),
  students: z.array(
    z.object({
      studentId: z.number().int(),
      name: z.string(),
      /** Completed spoken activities, by the student or marked. */
      done: z.array(z.number().int()),
      /** Those of them a teacher marked done (spoken in class, say). */
      markedByTeacher: z.array(z.number().int()),
    }),
  ),
});
export type TSpokenProgress = z.infer<typeof ZSpokenProgress>;

export const ZMarkSpokenDoneRequest = z.object({ classId: ZId, studentId: ZId, activityId: ZId });

export const ZNextActivityRequest = z.object({ classId: ZId, trainingId: ZId });
/**
 * After a report (issue 24): the course activity the training belongs to in the class, and the
 * next activity after it that opens a training, with its lock; null where there is none.
 */
export const ZNextActivity = z.object({
  activityId: z.number().int().nullable(),
  next: z
    .object({
      activityId: z.number().int(),
      kind: ZActivityKind,
      title: z.string(),
      locked: z.boolean(),
      lockReason: ZLockReason,
    })
    .nullable(),
});
export type TNextActivity = z.infer<typeof ZNextActivity>;
