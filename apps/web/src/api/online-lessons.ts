/** The online classroom calls (contracts: calls/online-lessons.ts), in the arguments the pages have at hand. */
import {
  onlineLessonCalls,
  type TAnswerQuestionRequest,
  type TAttendanceStatus,
  type TPushQuestionRequest,
  type TSetSignInModeRequest,
  type TStartOnlineLessonRequest,
} from '@lingua/contracts';
import { call } from './client';

export const onlineLessonApi = {
  teacherList: (classId: number, pageNum: number, pageSize = 10) =>
    call(onlineLessonCalls.teacherList, { classId, pageNum, pageSize }),
  start: (body: TStartOnlineLessonRequest) => call(onlineLessonCalls.start, body),
  detail: (lessonId: number) => call(onlineLessonCalls.detail, { lessonId }),
  signInCode: (lessonId: number) => call(onlineLessonCalls.signInCode, { lessonId }, { quiet: true }),
  setSignInMode: (body: TSetSignInModeRequest) => call(onlineLessonCalls.setSignInMode, body),
  mark: (lessonId: number, studentId: number, status: TAttendanceStatus) =>
    call(onlineLessonCalls.mark, { lessonId, studentId, status }),
  bulkMark: (lessonId: number, status: TAttendanceStatus, studentIds?: number[]) =>
    call(onlineLessonCalls.bulkMark, { lessonId, status, ...(studentIds ? { studentIds } : {}) }),
  endSignIn: (lessonId: number) => call(onlineLessonCalls.endSignIn, { lessonId }),
  end: (lessonId: number) => call(onlineLessonCalls.end, { lessonId }),
  rollCall: (lessonId: number) => call(onlineLessonCalls.rollCall, { lessonId }),
  pushQuestion: (body: TPushQuestionRequest) => call(onlineLessonCalls.pushQuestion, body),
  closeQuestion: (lessonId: number, questionId: number) =>
    call(onlineLessonCalls.closeQuestion, { lessonId, questionId }),

  analyse: (lessonId: number) => call(onlineLessonCalls.analyse, { lessonId }),
  exportLesson: (lessonId: number) => call(onlineLessonCalls.exportLesson, { lessonId }),

  studentAnalyse: (lessonId: number) => call(onlineLessonCalls.studentAnalyse, { lessonId }),
  lessonScore: (classId: number) => call(onlineLessonCalls.lessonScore, { classId }),
  lessonScoreManage: (classId: number) => call(onlineLessonCalls.lessonScoreManage, { classId }),
  studentList: (classId: number, pageNum: number, pageSize = 10) =>
    call(onlineLessonCalls.studentList, { classId, pageNum, pageSize }),
  liveList: () => call(onlineLessonCalls.liveList),
  current: (classId: number) => call(onlineLessonCalls.current, { classId }),
  enter: (lessonId: number) => call(onlineLessonCalls.enter, { lessonId }),
  signIn: (lessonId: number, code: string) => call(onlineLessonCalls.signIn, { lessonId, code }),
  answer: (body: TAnswerQuestionRequest) => call(onlineLessonCalls.answer, body),
};
