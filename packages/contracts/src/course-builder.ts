/**
 * Intelligent course creation (issue 18 item 5; part 2 §2.1 2_113 /teacher/intellectCourseCreate,
 * §2.6 building_courses_preview; designed calls, docs/api.md "Course builder"). A teacher builds a
 * course of their own, from scratch or as a deep copy of a catalogue course, edits its information
 * and outline, asks for a proposed outline from a topic, a level and a number of hours, previews it
 * as a student and publishes it, so it can become a class's course.
 */
import { z } from 'zod';
import { ZActivityKind } from './course-outline';
import { ZId } from './fields';
import { ZOwnFileUrlOrEmpty } from './stored-url';

export const BuiltCourseStatuses = ['draft', 'published'] as const;
export const ZBuiltCourseStatus = z.enum(BuiltCourseStatuses);
export type TBuiltCourseStatus = z.infer<typeof ZBuiltCourseStatus>;

export const COURSE_NAME_MAX = 60;
export const COURSE_AUDIENCE_MAX = 200;
export const COURSE_INTRODUCTION_MAX = 4000;
export const OUTLINE_TITLE_MAX = 100;
/** An outline's size: more chapters than a term has weeks is a mistake, not a course. */
export const OUTLINE_MAX_CHAPTERS = 30;
export const OUTLINE_MAX_STEPS = 12;
export const OUTLINE_MAX_ACTIVITIES = 10;
export const COURSE_PICTURE_MAX_MB = 5;
/** The proposal's inputs: a topic's words, a level (1 easy, 2 medium, 3 hard: the questions' difficulty) and hours. */
export const PROPOSAL_TOPIC_MAX = 100;
export const PROPOSAL_HOURS_MAX = 64;

const title = (max: number) => z.string().trim().min(1, { message: 'fieldRequired' }).max(max);
const ZBilingual = (max: number) => z.object({ cn: title(max), en: title(max) });
const ZBilingualOptional = (max: number) =>
  z.object({ cn: z.string().trim().max(max), en: z.string().trim().max(max) });

export const ZCourseIdRequest = z.object({ courseId: ZId });

export const ZCreateBuiltCourseRequest = z.object({ name: ZBilingual(COURSE_NAME_MAX) });

export const ZUpdateBuiltCourseInfoRequest = z.object({
  courseId: ZId,
  name: ZBilingual(COURSE_NAME_MAX),
  audience: ZBilingualOptional(COURSE_AUDIENCE_MAX),
  /** Plain text: paragraphs separated by blank lines (stored as sanitised HTML paragraphs). */
  introduction: ZBilingualOptional(COURSE_INTRODUCTION_MAX),
  picUrl: ZOwnFileUrlOrEmpty,
});

/** An outline as the editor saves it: rows with an id are kept (renamed, moved), new rows have none, rows left out are deleted. */
export const ZOutlineActivityInput = z.object({
  activityId: ZId.optional(),
  title: ZBilingual(OUTLINE_TITLE_MAX),
  /**
   * The training it opens (the platform's or the school's bank); its kind becomes the activity's.
   * Left out only for a kept activity that opens no training (a copied task or test paper), which
   * keeps its kind; a new activity names one.
   */
  trainingId: ZId.optional(),
  /**
   * A pool resource (the tabs' picker): a training resource opens its training, a material becomes
   * the step's material. Its use is counted once, when the activity is added.
   */
  resourceId: ZId.optional(),
  /** An exam paper the teacher may use (the TestPaper tab): a test paper activity. */
  paperId: ZId.optional(),
});
export const ZOutlineStepInput = z.object({
  stepId: ZId.optional(),
  title: ZBilingual(OUTLINE_TITLE_MAX),
  activities: z.array(ZOutlineActivityInput).max(OUTLINE_MAX_ACTIVITIES),
});
export const ZOutlineChapterInput = z.object({
  chapterId: ZId.optional(),
  title: ZBilingual(OUTLINE_TITLE_MAX),
  steps: z.array(ZOutlineStepInput).max(OUTLINE_MAX_STEPS),
});
export const ZSaveOutlineRequest = z.object({
  courseId: ZId,
  chapters: z.array(ZOutlineChapterInput).max(OUTLINE_MAX_CHAPTERS),
});
export type TSaveOutlineRequest = z.infer<typeof ZSaveOutlineRequest>;
export type TOutlineChapterInput = z.infer<typeof ZOutlineChapterInput>;

const ZTexts = z.object({ cn: z.string(), en: z.string() });

export const ZBuiltActivity = z.object({
  activityId: z.number().int(),
  kind: ZActivityKind,
  title: ZTexts,
  trainingId: z.number().int().nullable(),
  trainingTitle: z.string().nullable(),
  /** A material's pool resource (kind material), else null. */
  resourceId: z.number().int().nullable(),
  /** A test paper activity's exam paper, when it names one. */
  paperId: z.number().int().nullable(),
  /** What it opens, in the caller's language: the training's, material's or paper's title. */
  sourceTitle: z.string().nullable(),
});
export const ZBuiltStep = z.object({ stepId: z.number().int(), title: ZTexts, activities: z.array(ZBuiltActivity) });
export const ZBuiltChapter = z.object({ chapterId: z.number().int(), title: ZTexts, steps: z.array(ZBuiltStep) });

/** A built course as its editor reads it: both languages, the outline with the trainings it opens. */
export const ZBuiltCourse = z.object({
  courseId: z.number().int(),
  name: ZTexts,
  audience: ZTexts,
  introduction: ZTexts,
  picUrl: z.string(),
  status: ZBuiltCourseStatus,
  copiedFromName: z.string().nullable(),
  classCount: z.number().int(),
  updateTime: z.string(),
  chapters: z.array(ZBuiltChapter),
});
export type TBuiltCourse = z.infer<typeof ZBuiltCourse>;
export type TBuiltChapter = z.infer<typeof ZBuiltChapter>;

/** getUserBuildingCourses: the teacher's own built courses, last changed first. */
export const ZBuiltCourseSummary = z.object({
  courseId: z.number().int(),
  courseName: z.string(),
  picUrl: z.string(),
  status: ZBuiltCourseStatus,
  chapterCount: z.number().int(),
  activityCount: z.number().int(),
  classCount: z.number().int(),
  copiedFromName: z.string().nullable(),
  updateTime: z.string(),
});
export type TBuiltCourseSummary = z.infer<typeof ZBuiltCourseSummary>;

/** The manager's list (teacher_building_courses): the school's built courses with their teacher and classes. */
export const ZSchoolBuiltCourse = ZBuiltCourseSummary.extend({
  teacherName: z.string(),
  classNames: z.array(z.string()),
});
export type TSchoolBuiltCourse = z.infer<typeof ZSchoolBuiltCourse>;

/** selectAllDemoSet: the catalogue a teacher may copy, with pictures. */
export const ZDemoCourse = z.object({
  courseId: z.number().int(),
  courseName: z.string(),
  audience: z.string(),
  picUrl: z.string(),
  chapterCount: z.number().int(),
  activityCount: z.number().int(),
});
export type TDemoCourse = z.infer<typeof ZDemoCourse>;

/** The trainings an activity may open: the platform's and the school's bank, found by words of the title. */
export const ZTrainingOptionsRequest = z.object({ keyword: z.string().trim().max(50).default('') });
export const ZTrainingOption = z.object({
  trainingId: z.number().int(),
  kind: ZActivityKind,
  title: ZTexts,
  level: z.number().int().min(1).max(3),
  fromSchoolBank: z.boolean(),
});
export type TTrainingOption = z.infer<typeof ZTrainingOption>;

export const ZProposeOutlineRequest = z.object({
  topic: z.string().trim().min(1, { message: 'fieldRequired' }).max(PROPOSAL_TOPIC_MAX),
  level: z.number().int().min(1).max(3),
  hours: z.number().int().min(2).max(PROPOSAL_HOURS_MAX),
});
export type TProposeOutlineRequest = z.infer<typeof ZProposeOutlineRequest>;

/** A proposed activity with the reasons it was chosen, so the teacher can judge it. */
export const ZProposedActivity = z.object({
  trainingId: z.number().int(),
  kind: ZActivityKind,
  title: ZTexts,
  level: z.number().int(),
  score: z.number(),
  reasons: z.array(z.string()),
});
export const ZProposedStep = z.object({ title: ZTexts, activities: z.array(ZProposedActivity) });
export const ZProposedChapter = z.object({
  title: ZTexts,
  /** The knowledge point (a graph's level-1 node) the chapter teaches, in the caller's language. */
  knowledgePoint: z.string(),
  graphTitle: z.string(),
  steps: z.array(ZProposedStep),
});
export const ZOutlineProposal = z.object({
  /** The words of the topic the ranking matched on, in the order given. */
  topicWords: z.array(z.string()),
  chapters: z.array(ZProposedChapter),
});
export type TOutlineProposal = z.infer<typeof ZOutlineProposal>;

export const ZPublishRequest = z.object({ courseId: ZId, published: z.boolean() });

/** skillLessonPreviewList: a course as a student of a class would see it, read-only. */
export const ZCoursePreview = z.object({
  courseId: z.number().int(),
  courseName: z.string(),
  audience: z.string(),
  introduction: z.string(),
  picUrl: z.string(),
  status: ZBuiltCourseStatus,
  chapters: z.array(
    z.object({
      chapterId: z.number().int(),
      title: z.string(),
      steps: z.array(
        z.object({
          stepId: z.number().int(),
          title: z.string(),
          activities: z.array(
            z.object({
              activityId: z.number().int(),
              kind: ZActivityKind,
              title: z.string(),
              trainingId: z.number().int().nullable(),
            }),
          ),
        }),
      ),
    }),
  ),
});
export type TCoursePreview = z.infer<typeof ZCoursePreview>;
export const ZCoursePreviewRequest = z.object({ lessonId: ZId });

export const ZCoursePicture = z.object({ url: z.string() });
