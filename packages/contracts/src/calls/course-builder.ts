/**
 * Intelligent course creation (issue 18 item 5; designed calls, docs/api.md "Course builder"), with
 * the spec's getUserBuildingCourses, selectAllDemoSet and mainNew/skillLessonPreviewList (part 1 §7).
 * The owner changes a built course; the school's manager and (once published) the school's other
 * teachers read it; another school never (404); students get 403 (they open a class's course through
 * the course calls).
 */
import { z } from 'zod';
import { defineContract } from '../api/contract';
import {
  ZBuiltCourse,
  ZBuiltCourseSummary,
  ZCourseIdRequest,
  ZCoursePicture,
  ZCoursePreview,
  ZCoursePreviewRequest,
  ZCreateBuiltCourseRequest,
  ZDemoCourse,
  ZOutlineProposal,
  ZProposeOutlineRequest,
  ZPublishRequest,
  ZSaveOutlineRequest,
  ZSchoolBuiltCourse,
  ZTrainingOption,
  ZTrainingOptionsRequest,
  ZUpdateBuiltCourseInfoRequest,
} from '../course-builder';
import {
  ZActivityMaterial,
  ZActivityMaterialRequest,
  ZAddResourceRequest,
  ZAddResourceResult,
  ZCoursePapers,
  ZPaperOption,
} from '../course-builder-use';

const build = '/openApi/teacher/buildingCourse';

export const courseBuilderCalls = {
  /** The teacher's own built courses (drafts and published), last changed first. */
  userBuildingCourses: defineContract({
    path: '/openApi/overall/getUserBuildingCourses',
    access: 'teacher',
    response: z.array(ZBuiltCourseSummary),
  }),
  /** The platform catalogue to copy from (selectCopyCourse). */
  demoSet: defineContract({
    path: '/openApi/overall/selectAllDemoSet',
    access: 'staff',
    response: z.array(ZDemoCourse),
  }),
  /** A course read-only as a student sees it: a catalogue course, or a built course the caller may read. */
  preview: defineContract({
    path: '/openApi/mainNew/skillLessonPreviewList',
    access: 'staff',
    body: ZCoursePreviewRequest,
    response: ZCoursePreview,
  }),

  create: defineContract({
    path: `${build}/create`,
    access: 'teacher',
    body: ZCreateBuiltCourseRequest,
    response: ZBuiltCourse,
  }),
  /** A deep copy of a catalogue course (chapters, steps, activities opening the same trainings); the source is unchanged. */
  copy: defineContract({ path: `${build}/copy`, access: 'teacher', body: ZCourseIdRequest, response: ZBuiltCourse }),
  detail: defineContract({
    path: `${build}/detail`,
    access: 'teacher',
    body: ZCourseIdRequest,
    response: ZBuiltCourse,
  }),
  updateInfo: defineContract({
    path: `${build}/updateInfo`,
    access: 'teacher',
    body: ZUpdateBuiltCourseInfoRequest,
    response: ZBuiltCourse,
  }),
  /** The whole outline in its new order: rows with ids are kept, new rows added, missing rows deleted. */
  saveOutline: defineContract({
    path: `${build}/saveOutline`,
    access: 'teacher',
    body: ZSaveOutlineRequest,
    response: ZBuiltCourse,
  }),
  /** Chapters, steps and matching trainings for a topic, level and hours (offline ranking, nothing saved). */
  propose: defineContract({
    path: `${build}/propose`,
    access: 'teacher',
    body: ZProposeOutlineRequest,
    response: ZOutlineProposal,
  }),
  trainingOptions: defineContract({
    path: `${build}/trainingOptions`,
    access: 'teacher',
    body: ZTrainingOptionsRequest,
    response: z.array(ZTrainingOption),
  }),
  /** A pool resource added at the end of a step from its preview page ("加入课程"); counts one use. */
  addResource: defineContract({
    path: `${build}/addResource`,
    access: 'teacher',
    body: ZAddResourceRequest,
    response: ZAddResourceResult,
  }),
  /** The exam papers the caller may put in a course as test papers (the TestPaper tab). */
  paperOptions: defineContract({
    path: `${build}/paperOptions`,
    access: 'teacher',
    response: z.array(ZPaperOption),
  }),
  /** The course's test papers as a student sees them (bu_cou_pre_subject_test), for whoever may preview it. */
  coursePapers: defineContract({
    path: `${build}/coursePapers`,
    access: 'staff',
    body: ZCourseIdRequest,
    response: ZCoursePapers,
  }),
  /** A step's material as the student of a class studying the course opens it. */
  activityMaterial: defineContract({
    path: '/openApi/student/lesson/activityMaterial',
    access: 'student',
    body: ZActivityMaterialRequest,
    response: ZActivityMaterial,
  }),
  /** Published: the teacher may set it as a class's course. Back to draft only while no class uses it. */
  publish: defineContract({
    path: `${build}/publish`,
    access: 'teacher',
    body: ZPublishRequest,
    response: ZBuiltCourse,
  }),
  /** Only while no class uses it. */
  remove: defineContract({ path: `${build}/delete`, access: 'teacher', body: ZCourseIdRequest }),
  /** The course picture, multipart (the file alone): png, jpeg or webp by content, public as course pictures are. */
  uploadPicture: defineContract({
    path: `${build}/uploadPicture`,
    access: 'teacher',
    multipart: true,
    response: ZCoursePicture,
  }),

  /** The school's built courses with teacher, status, counts and the classes using each. */
  schoolBuiltCourses: defineContract({
    path: '/openApi/manage/buildingCourse/list',
    access: 'manager',
    response: z.array(ZSchoolBuiltCourse),
  }),
};
