/**
 * Courses: the class's course, lessons and the teacher's course settings (contracts:
 * calls/courses.ts), in the arguments the pages have at hand.
 */
import { courseCalls, type TLessonSet, type TLessonStatus } from '@lingua/contracts';
import { call } from './client';

export const courseApi = {
  classLesson: (classId: number) => call(courseCalls.classLesson, { classId }),
  lessonInfo: (lessonId: number) => call(courseCalls.lessonInfo, { lessonId }),
  recommendLesson: () => call(courseCalls.recommendLesson),
  teacherLessonIndex: () => call(courseCalls.teacherLessonIndex),
  lessonSet: (classId: number) => call(courseCalls.lessonSet, { classId }),
  updateHiddenStatus: (classId: number, isHidden: 0 | 1) => call(courseCalls.updateHiddenStatus, { classId, isHidden }),
  updateLessonSet: (classId: number, lessonSet: TLessonSet) =>
    call(courseCalls.updateLessonSet, { classId, ...lessonSet }),
  spokenProgress: (classId: number) => call(courseCalls.spokenProgress, { classId }),
  markSpokenDone: (classId: number, studentId: number, activityId: number) =>
    call(courseCalls.markSpokenDone, { classId, studentId, activityId }),
  /** Quiet: a class without a course (an LTI class, issue 22) has no next activity, and the report only hides its button. */
  nextActivity: (classId: number, trainingId: number) =>
    call(courseCalls.nextActivity, { classId, trainingId }, { quiet: true }),
  updateLessonStatus: (classId: number, lessonStatus: TLessonStatus) =>
    call(courseCalls.updateLessonStatus, { classId, lessonStatus }),
};
