/**
 * The grade book as xlsx, with the export dialog's score choice (part 2 §9: highest 0, first
 * attempt 1, average 2) standing in for the class's rule for trainings and exams; named by class,
 * "course grade", the choice and the date.
 */
import { scoreRuleOfCode, type TFileDownload, type TLanguageUse, zonedDay } from '@lingua/contracts';
import ExcelJS from 'exceljs';
import type { Db } from '../../platform/database';
import type { SessionUser } from '../../platform/request-context';
import { schoolTimeZone } from '../schools/school-time-zone';
import { gradeBook } from './grade-book';

const TEXT = {
  cn: {
    sheet: '课程成绩',
    header: ['序号', '姓名', '账号', '实训(%)', '任务(%)', '在线课堂(%)', '考试(%)', '课程成绩'],
    weights: '权重',
    choices: ['最高分', '首次成绩', '平均分'],
  },
  en: {
    sheet: 'Course grades',
    header: ['No.', 'Name', 'Account', 'Trainings (%)', 'Tasks (%)', 'Online lessons (%)', 'Exams (%)', 'Course grade'],
    weights: 'Weights',
    choices: ['highest', 'first attempt', 'average'],
  },
} as const;

export async function exportGradeBook(
  db: Db,
  user: SessionUser,
  body: { classId: number; scoreType: 0 | 1 | 2 },
  language: TLanguageUse,
): Promise<TFileDownload> {
  const book = await gradeBook(db, user, body.classId, { rule: scoreRuleOfCode(body.scoreType) });
  const t = TEXT[language];
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(t.sheet);
  sheet.addRow([...t.header]).font = { bold: true };
  for (const [i, r] of book.rows.entries())
    sheet.addRow([i + 1, r.name, r.mobile, r.trainings, r.tasks, r.lessons, r.exams, r.grade].map((v) => v ?? ''));
  const w = book.weights;
  sheet.addRow([]);
  sheet.addRow([t.weights, '', '', w.trainings, w.tasks, w.lessons, w.exams, 100]);
  sheet.columns.forEach((c, i) => {
    c.width = i === 1 || i === 2 ? 16 : 14;
  });
  const day = zonedDay(new Date(), await schoolTimeZone(db, user.schoolId));
  return {
    fileName: `${book.className}_${t.sheet}_${t.choices[body.scoreType]}_${day}.xlsx`.replace(/[\\/:*?"<>|]/g, '-'),
    base64: Buffer.from(await workbook.xlsx.writeBuffer()).toString('base64'),
  };
}
