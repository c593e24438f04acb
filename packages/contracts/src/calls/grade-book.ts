/**
 * The course grade's calls (contracts: grade-book.ts), designed (docs/api.md "Course grades"): the
 * teacher's settings and grade book with its export, and the student's own grade.
 */
import { defineContract } from '../api/contract';
import { ZFileDownload } from '../files';
import {
  ZGradeBook,
  ZGradeClassRequest,
  ZGradeExportRequest,
  ZGradeSettings,
  ZMyGrade,
  ZSaveGradeSettingsRequest,
} from '../grade-book';

const teacher = '/openApi/teacher/grade';

export const gradeBookCalls = {
  settings: defineContract({
    path: `${teacher}/settings`,
    access: 'staff',
    body: ZGradeClassRequest,
    response: ZGradeSettings,
  }),
  saveSettings: defineContract({
    path: `${teacher}/saveSettings`,
    access: 'staff',
    body: ZSaveGradeSettingsRequest,
    response: ZGradeSettings,
  }),
  book: defineContract({
    path: `${teacher}/book`,
    access: 'staff',
    body: ZGradeClassRequest,
    response: ZGradeBook,
  }),
  exportBook: defineContract({
    path: `${teacher}/export`,
    access: 'staff',
    body: ZGradeExportRequest,
    response: ZFileDownload,
  }),
  mine: defineContract({
    path: '/openApi/student/grade/mine',
    access: 'student',
    body: ZGradeClassRequest,
    response: ZMyGrade,
  }),
};
