/** The course grade (contracts: calls/grade-book.ts): the teacher's settings, book and export, the student's own grade. */
import { type BodyOf, gradeBookCalls } from '@lingua/contracts';
import { call } from './client';

export const gradeBookApi = {
  settings: (classId: number) => call(gradeBookCalls.settings, { classId }),
  saveSettings: (body: BodyOf<typeof gradeBookCalls.saveSettings>) => call(gradeBookCalls.saveSettings, body),
  book: (classId: number) => call(gradeBookCalls.book, { classId }),
  exportBook: (classId: number, scoreType: 0 | 1 | 2) => call(gradeBookCalls.exportBook, { classId, scoreType }),
  mine: (classId: number) => call(gradeBookCalls.mine, { classId }),
};
