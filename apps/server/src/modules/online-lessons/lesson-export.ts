/** `/openApi/overall/excelHelper/onlineLesson`: a lesson's attendance and answers as xlsx (Moodle-style). */
import { type TLanguageUse, zonedDay, zonedSecond } from '@lingua/contracts';
import { inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { onlineLessonAnswers } from '../../db/schema';
import type { Db } from '../../platform/database';
import type { SessionUser } from '../../platform/request-context';
import { schoolTimeZone } from '../schools/school-time-zone';
import { getReadableLesson } from './lesson-policy';
import { listAttendance, listQuestionStats, listRollCalls } from './lesson-queries';
import { lessonResult } from './lesson-results';

const TEXT = {
  cn: {
    attendance: '考勤',
    questions: '随堂提问',
    name: '姓名',
    mobile: '手机号',
    status: '考勤状态',
    source: '来源',
    signedInAt: '签到时间',
    called: '被点名次数',
    answered: '作答题数',
    correct: '答对题数',
    score: '课堂成绩',
    question: '题目',
    option: '选项',
    chosen: '选择人数',
    right: '正确答案',
    answeredBy: '作答人数',
    rightBy: '答对人数',
    file: '在线课堂',
    statuses: { present: '出勤', late: '迟到', excused: '请假', absent: '缺勤', none: '未签到' },
    sources: { self: '自主签到', teacher: '教师标记', system: '结束签到时记缺勤', none: '' },
  },
  en: {
    attendance: 'Attendance',
    questions: 'Quick questions',
    name: 'Name',
    mobile: 'Mobile',
    status: 'Status',
    source: 'Source',
    signedInAt: 'Signed in at',
    called: 'Times called',
    answered: 'Answered',
    correct: 'Right',
    score: 'Lesson score',
    question: 'Question',
    option: 'Option',
    chosen: 'Chosen by',
    right: 'Right answer',
    answeredBy: 'Answered by',
    rightBy: 'Right',
    file: 'Online lesson',
    statuses: { present: 'Present', late: 'Late', excused: 'Excused', absent: 'Absent', none: 'Not signed in' },
    sources: { self: 'Signed in', teacher: 'Marked by teacher', system: 'Absent at end of sign-in', none: '' },
  },
} as const;

const letter = (i: number) => String.fromCharCode(65 + i);

export async function exportLesson(
  db: Db,
  user: SessionUser,
  lessonId: number,
  language: TLanguageUse,
): Promise<{ fileName: string; base64: string }> {
  const lesson = await getReadableLesson(db, user, lessonId);
  const zone = await schoolTimeZone(db, user.schoolId);
  const [attendance, questions, rollCalls] = await Promise.all([
    listAttendance(db, lesson),
    listQuestionStats(db, lesson.id),
    listRollCalls(db, lesson.id),
  ]);
  const answers = questions.length
    ? await db
        .select({
          questionId: onlineLessonAnswers.questionId,
          studentId: onlineLessonAnswers.studentId,
          answer: onlineLessonAnswers.answer,
        })
        .from(onlineLessonAnswers)
        .where(
          inArray(
            onlineLessonAnswers.questionId,
            questions.map((q) => q.questionId),
          ),
        )
    : [];
  const text = TEXT[language];
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(text.attendance);
  sheet.columns = [
    { header: text.name, width: 14 },
    { header: text.mobile, width: 16 },
    { header: text.status, width: 12 },
    { header: text.source, width: 20 },
    { header: text.signedInAt, width: 22 },
    { header: text.called, width: 12 },
    { header: text.answered, width: 10 },
    { header: text.correct, width: 10 },
    { header: text.score, width: 12 },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const a of attendance) {
    const result = lessonResult({
      isLive: lesson.endedAt === null,
      status: a.status,
      studentId: a.studentId,
      questions,
      answers,
      calledTimes: rollCalls.filter((r) => r.studentId === a.studentId).length,
    });
    sheet.addRow([
      a.name,
      a.mobile,
      text.statuses[a.status ?? 'none'],
      text.sources[a.source ?? 'none'],
      a.signedInAt ? zonedSecond(new Date(a.signedInAt), zone) : '',
      result.calledTimes,
      result.answered,
      result.correct,
      result.score ?? '',
    ]);
  }
  const qSheet = workbook.addWorksheet(text.questions);
  qSheet.columns = [
    { header: text.question, width: 40 },
    { header: text.option, width: 30 },
    { header: text.chosen, width: 10 },
    { header: text.right, width: 12 },
    { header: text.answeredBy, width: 10 },
    { header: text.rightBy, width: 10 },
  ];
  qSheet.getRow(1).font = { bold: true };
  for (const q of questions) {
    q.options.forEach((option, i) => {
      qSheet.addRow([
        i === 0 ? q.title : '',
        `${letter(i)}. ${option}`,
        q.counts[i] ?? 0,
        i === 0 ? q.correct.map(letter).join(', ') : '',
        i === 0 ? q.answered : '',
        i === 0 ? (q.correctNumber ?? '') : '',
      ]);
    });
  }
  const safeTitle = lesson.title.replace(/[\\/:*?"<>|]/g, '_');
  return {
    fileName: `${lesson.className}_${safeTitle}_${text.file}_${zonedDay(lesson.startedAt, zone)}.xlsx`,
    base64: Buffer.from(await workbook.xlsx.writeBuffer()).toString('base64'),
  };
}
