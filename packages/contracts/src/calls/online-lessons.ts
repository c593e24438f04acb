/**
 * Online classroom calls (docs/api.md "Online classroom"; part 1 §2 and §6, part 2 §2.1): teachers
 * and managers run the lessons of classes they may see; students sign in, answer and read their view.
 */
import { z } from 'zod';
import { defineContract } from '../api/contract';
import { ZClassIdRequest } from '../classes';
import { zPage } from '../envelope';
import { ZFileDownload } from '../files';
import {
  ZAnswerQuestionRequest,
  ZBulkMarkRequest,
  ZBulkMarkResult,
  ZClassLessonScores,
  ZLessonAnalysis,
  ZLessonIdRequest,
  ZLessonScore,
  ZMarkAttendanceRequest,
  ZOnlineLessonDetail,
  ZOnlineLessonListRequest,
  ZOnlineLessonSummary,
  ZPushQuestionRequest,
  ZQuestionIdRequest,
  ZQuestionStats,
  ZRollCall,
  ZSetSignInModeRequest,
  ZSignInCode,
  ZSignInRequest,
  ZSignInResult,
  ZStartOnlineLessonRequest,
  ZStudentLessonView,
} from '../online-lessons';

const teacher = '/openApi/teacher/onlineLesson';
const student = '/openApi/student/onlineLesson';

export const onlineLessonCalls = {
  teacherList: defineContract({
    path: `${teacher}/list`,
    access: 'staff',
    body: ZOnlineLessonListRequest,
    response: zPage(ZOnlineLessonSummary),
  }),
  start: defineContract({
    path: `${teacher}/start`,
    access: 'staff',
    body: ZStartOnlineLessonRequest,
    response: ZOnlineLessonDetail,
  }),
  detail: defineContract({
    path: `${teacher}/detail`,
    access: 'staff',
    body: ZLessonIdRequest,
    response: ZOnlineLessonDetail,
  }),
  /** The code to project now; refused once sign-in or the lesson has ended. */
  signInCode: defineContract({
    path: `${teacher}/signInCode`,
    access: 'staff',
    body: ZLessonIdRequest,
    response: ZSignInCode,
  }),
  setSignInMode: defineContract({
    path: `${teacher}/setSignInMode`,
    access: 'staff',
    body: ZSetSignInModeRequest,
    response: ZOnlineLessonDetail,
  }),
  endSignIn: defineContract({
    path: `${teacher}/endSignIn`,
    access: 'staff',
    body: ZLessonIdRequest,
    response: ZOnlineLessonDetail,
  }),
  end: defineContract({
    path: `${teacher}/end`,
    access: 'staff',
    body: ZLessonIdRequest,
    response: ZOnlineLessonDetail,
  }),
  rollCall: defineContract({
    path: `${teacher}/rollCall`,
    access: 'staff',
    body: ZLessonIdRequest,
    response: ZRollCall,
  }),
  pushQuestion: defineContract({
    path: `${teacher}/pushQuestion`,
    access: 'staff',
    body: ZPushQuestionRequest,
    response: ZQuestionStats,
  }),
  closeQuestion: defineContract({ path: `${teacher}/closeQuestion`, access: 'staff', body: ZQuestionIdRequest }),
  mark: defineContract({ path: `${teacher}/mark`, access: 'staff', body: ZMarkAttendanceRequest }),
  bulkMark: defineContract({
    path: `${teacher}/bulkMark`,
    access: 'staff',
    body: ZBulkMarkRequest,
    response: ZBulkMarkResult,
  }),
  analyse: defineContract({
    path: `${teacher}/analyse`,
    access: 'staff',
    body: ZLessonIdRequest,
    response: ZLessonAnalysis,
  }),
  lessonScoreManage: defineContract({
    path: `${teacher}/lessonScoreManage`,
    access: 'staff',
    body: ZClassIdRequest,
    response: ZClassLessonScores,
  }),
  /** The lesson's attendance, questions and roll calls as an xlsx file. */
  exportLesson: defineContract({
    path: '/openApi/overall/excelHelper/onlineLesson',
    access: 'staff',
    body: ZLessonIdRequest,
    response: ZFileDownload,
  }),

  studentList: defineContract({
    path: `${student}/list`,
    access: 'student',
    body: ZOnlineLessonListRequest,
    response: zPage(ZOnlineLessonSummary),
  }),
  /** The class's live lesson, or null when none is running. */
  current: defineContract({
    path: `${student}/current`,
    access: 'student',
    body: ZClassIdRequest,
    response: ZOnlineLessonSummary.nullable(),
  }),
  /** Live lessons of every class the student is in. */
  liveList: defineContract({ path: `${student}/liveList`, access: 'student', response: z.array(ZOnlineLessonSummary) }),
  enter: defineContract({
    path: `${student}/enter`,
    access: 'student',
    body: ZLessonIdRequest,
    response: ZStudentLessonView,
  }),
  signIn: defineContract({
    path: `${student}/signIn`,
    access: 'student',
    body: ZSignInRequest,
    response: ZSignInResult,
  }),
  answer: defineContract({ path: `${student}/answer`, access: 'student', body: ZAnswerQuestionRequest }),
  studentAnalyse: defineContract({
    path: `${student}/analyse`,
    access: 'student',
    body: ZLessonIdRequest,
    response: ZLessonAnalysis,
  }),
  lessonScore: defineContract({
    path: `${student}/lessonScore`,
    access: 'student',
    body: ZClassIdRequest,
    response: ZLessonScore,
  }),
};
