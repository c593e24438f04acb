/**
 * Course calls (part 1 §3-§4, part 2 §2.1 myCourse, courseSetting): lesson details, a student's
 * course in a class and starting an activity in order, the teacher's course home and settings.
 */
import { z } from 'zod';
import { defineContract } from '../api/contract';
import {
  ZClassLesson,
  ZFinishedFlag,
  ZLessonInfo,
  ZLessonInfoRequest,
  ZMarkSpokenDoneRequest,
  ZNextActivity,
  ZNextActivityRequest,
  ZSpokenProgress,
  ZStartActivityRequest,
} from '../class-lesson';
import { ZClassIdRequest } from '../classes';
import {
  ZCourseClassEntry,
  ZLessonSet,
  ZLessonStatus,
  ZRecommendLesson,
  ZUpdateHiddenStatusRequest,
  ZUpdateLessonSetRequest,
  ZUpdateLessonStatusRequest,
} from '../course-home';

const teacher = '/openApi/teacher/index';

export const courseCalls = {
  lessonInfo: defineContract({
    path: '/openApi/student/index/lessonInfo',
    access: 'user',
    body: ZLessonInfoRequest,
    response: ZLessonInfo,
  }),
  classLesson: defineContract({
    path: '/openApi/student/lesson/index/classLesson',
    access: 'student',
    body: ZClassIdRequest,
    response: ZClassLesson,
  }),
  /** 409 while the step order or an ended course locks the activity. */
  startActivity: defineContract({
    path: '/openApi/student/lesson/index/startActivity',
    access: 'student',
    body: ZStartActivityRequest,
    response: z.object({ activityId: z.number().int(), finished: ZFinishedFlag }),
  }),
  /** After a report: the activity the training belongs to in the class and the next one (issue 24). */
  nextActivity: defineContract({
    path: '/openApi/student/lesson/index/nextActivity',
    access: 'student',
    body: ZNextActivityRequest,
    response: ZNextActivity,
  }),
  recommendLesson: defineContract({
    path: '/openApi/student/index/recommendLesson',
    access: 'student',
    response: z.array(ZRecommendLesson),
  }),

  teacherLessonIndex: defineContract({
    path: `${teacher}/teacherLessonIndex`,
    access: 'staff',
    response: z.array(ZCourseClassEntry),
  }),
  lessonSet: defineContract({
    path: `${teacher}/lessonSet`,
    access: 'staff',
    body: ZClassIdRequest,
    response: ZCourseClassEntry,
  }),
  updateHiddenStatus: defineContract({
    path: `${teacher}/updateHiddenStatus`,
    access: 'staff',
    body: ZUpdateHiddenStatusRequest,
    response: z.object({ classId: z.number().int(), isHidden: z.enum(['0', '1']) }),
  }),
  updateLessonSet: defineContract({
    path: `${teacher}/updateLessonSet`,
    access: 'staff',
    body: ZUpdateLessonSetRequest,
    response: z.object({ classId: z.number().int(), lessonSet: ZLessonSet }),
  }),
  /** The class's spoken activities and who has done them (issue 24); the class's teacher or manager. */
  spokenProgress: defineContract({
    path: `${teacher}/spokenProgress`,
    access: 'staff',
    body: ZClassIdRequest,
    response: ZSpokenProgress,
  }),
  /** Marks a spoken activity done for a student by another route (spoken in class); 409 for other kinds. */
  markSpokenDone: defineContract({
    path: `${teacher}/markSpokenDone`,
    access: 'staff',
    body: ZMarkSpokenDoneRequest,
    response: z.object({
      classId: z.number().int(),
      studentId: z.number().int(),
      activityId: z.number().int(),
      finished: z.literal(2),
    }),
  }),
  updateLessonStatus: defineContract({
    path: `${teacher}/updateLessonStatus`,
    access: 'staff',
    body: ZUpdateLessonStatusRequest,
    response: z.object({ classId: z.number().int(), lessonStatus: ZLessonStatus }),
  }),
};
