/**
 * The class data report's calls (contracts: analytics.ts), designed (docs/api.md "Class data
 * report"): one per tab of the spec's dataReport page, and the xlsx of any of them. Staff only: a
 * teacher reads their own classes, a manager their school's. Then the student's own analytics
 * (student-analytics.ts, docs/api.md "Student learning analytics"): a student of the class only.
 */
import {
  ZAchievementReport,
  ZClassReportRequest,
  ZDataReportExportRequest,
  ZDataReportFile,
  ZLearningTimeReport,
  ZLearningTimeRequest,
  ZRightRatioReport,
  ZTaskScoreReport,
  ZTrainingReportRequest,
  ZTypeAnswerReport,
} from '../analytics';
import { defineContract } from '../api/contract';
import {
  ZStudentEveryDay,
  ZStudentEveryDayRequest,
  ZStudentLearnAnalyse,
  ZStudentLearnRequest,
} from '../student-analytics';

const base = '/openApi/teacher/dataReport';
const studentBase = '/openApi/student/analysis';

export const analyticsCalls = {
  achievement: defineContract({
    path: `${base}/achievement`,
    access: 'staff',
    body: ZTrainingReportRequest,
    response: ZAchievementReport,
  }),
  learningTime: defineContract({
    path: `${base}/learningTime`,
    access: 'staff',
    body: ZLearningTimeRequest,
    response: ZLearningTimeReport,
  }),
  rightRatio: defineContract({
    path: `${base}/righTratio`,
    access: 'staff',
    body: ZTrainingReportRequest,
    response: ZRightRatioReport,
  }),
  taskScore: defineContract({
    path: `${base}/taskScore`,
    access: 'staff',
    body: ZClassReportRequest,
    response: ZTaskScoreReport,
  }),
  typeAnswers: defineContract({
    path: `${base}/typeAnswerStatistics`,
    access: 'staff',
    body: ZTrainingReportRequest,
    response: ZTypeAnswerReport,
  }),
  exportReport: defineContract({
    path: `${base}/export`,
    access: 'staff',
    body: ZDataReportExportRequest,
    response: ZDataReportFile,
  }),
  everyDay: defineContract({
    path: `${studentBase}/everyDay`,
    access: 'student',
    body: ZStudentEveryDayRequest,
    response: ZStudentEveryDay,
  }),
  learnAnalyse: defineContract({
    path: `${studentBase}/learnAnalyse`,
    access: 'student',
    body: ZStudentLearnRequest,
    response: ZStudentLearnAnalyse,
  }),
};
