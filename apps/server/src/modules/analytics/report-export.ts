/**
 * The xlsx of a data report: the same function the page reads builds the report, and each of its
 * tables becomes a sheet with the page's columns, in the caller's language. The file is named by
 * class, report and date (part 2 §9), and travels as base64 like the other exports.
 */
import {
  QuestionTypes,
  ScoreBands,
  type TDataReport,
  type TFileDownload,
  type TLanguageUse,
  type TLearningRange,
  type TSubjectType,
  trainingKindLabels,
  zonedDay,
} from '@lingua/contracts';
import ExcelJS from 'exceljs';
import type { Db } from '../../platform/database';
import type { SessionUser } from '../../platform/request-context';
import { achievementReport } from './achievement';
import { learningTimeReport } from './learning-time';
import { rightRatioReport, typeAnswerReport } from './question-statistics';
import { reportScope } from './report-scope';
import { taskScoreReport } from './task-scores';

type Cell = string | number | null;
type Sheet = { name: string; header: string[]; rows: Cell[][] };

const TEXT = {
  cn: {
    achievement: '成绩分布',
    learningTime: '学习时长',
    righTratio: '正确率',
    taskScore: '任务成绩',
    typeAnswerStatistics: '题型统计',
    students: '学生',
    bands: '分数段',
    days: '每日',
    kinds: '实训类型',
    questions: '题目',
    tasks: '任务',
    types: '题型',
    no: '序号',
    name: '姓名',
    mobile: '账号',
    trainingsDone: '完成实训数',
    score: '成绩(%)',
    band: '分数段(%)',
    count: '人数',
    day: '日期',
    minutes: '分钟',
    attempts: '提交次数',
    activeDays: '学习天数',
    kind: '实训类型',
    training: '实训',
    questionNo: '题号',
    type: '题型',
    stem: '题干',
    answered: '作答人数',
    right: '正确',
    partly: '部分正确',
    wrong: '错误',
    rightRatio: '正确率(%)',
    facility: '难易度指数(%)',
    discrimination: '区分度指数',
    task: '任务',
    deadline: '截止时间',
    fullMark: '满分',
    submitted: '已提交',
    rated: '已评分',
    average: '平均分',
    highest: '最高分',
    lowest: '最低分',
    averagePercent: '平均得分率(%)',
    questionCount: '题目数',
    answers: '作答数',
  },
  en: {
    achievement: 'Score distribution',
    learningTime: 'Learning time',
    righTratio: 'Right ratio',
    taskScore: 'Task scores',
    typeAnswerStatistics: 'Question types',
    students: 'Students',
    bands: 'Score bands',
    days: 'Days',
    kinds: 'Training kinds',
    questions: 'Questions',
    tasks: 'Tasks',
    types: 'Types',
    no: 'No.',
    name: 'Name',
    mobile: 'Account',
    trainingsDone: 'Trainings done',
    score: 'Score (%)',
    band: 'Band (%)',
    count: 'Students',
    day: 'Day',
    minutes: 'Minutes',
    attempts: 'Attempts',
    activeDays: 'Active days',
    kind: 'Training kind',
    training: 'Training',
    questionNo: 'Question',
    type: 'Type',
    stem: 'Stem',
    answered: 'Answered',
    right: 'Right',
    partly: 'Partly right',
    wrong: 'Wrong',
    rightRatio: 'Right ratio (%)',
    facility: 'Facility index (%)',
    discrimination: 'Discrimination index',
    task: 'Task',
    deadline: 'Deadline',
    fullMark: 'Full mark',
    submitted: 'Submitted',
    rated: 'Rated',
    average: 'Average',
    highest: 'Highest',
    lowest: 'Lowest',
    averagePercent: 'Average (%)',
    questionCount: 'Questions',
    answers: 'Answers',
  },
} as const;

const RANGE_NAMES = {
  cn: { '7d': '近7天', '30d': '近30天', '6m': '近6个月' },
  en: { '7d': '7 days', '30d': '30 days', '6m': '6 months' },
};

async function sheetsOf(
  db: Db,
  user: SessionUser,
  body: { classId: number; report: TDataReport; trainingId?: number | null; range?: TLearningRange },
  language: TLanguageUse,
): Promise<Sheet[]> {
  const t = TEXT[language];
  const typeName = (code: number) => QuestionTypes[code as TSubjectType]?.label[language] ?? String(code);
  switch (body.report) {
    case 'achievement': {
      const r = await achievementReport(db, user, body, language);
      return [
        {
          name: t.students,
          header: [t.no, t.name, t.mobile, t.trainingsDone, t.score],
          rows: r.rows.map((s, i) => [i + 1, s.name, s.mobile, s.trainingsDone, s.score]),
        },
        { name: t.bands, header: [t.band, t.count], rows: ScoreBands.map((b, i) => [b, r.bands[i] ?? 0]) },
      ];
    }
    case 'learningTime': {
      const r = await learningTimeReport(db, user, { classId: body.classId, range: body.range ?? '7d' }, language);
      const kinds = trainingKindLabels(language);
      return [
        {
          name: t.students,
          header: [t.no, t.name, t.mobile, t.minutes, t.attempts, t.activeDays],
          rows: r.rows.map((s, i) => [i + 1, s.name, s.mobile, s.minutes, s.attempts, s.activeDays]),
        },
        { name: t.days, header: [t.day, t.minutes], rows: r.days.map((d) => [d.day, d.minutes]) },
        { name: t.kinds, header: [t.kind, t.minutes], rows: r.kinds.map((k) => [kinds[k.kind], k.minutes]) },
      ];
    }
    case 'righTratio': {
      const r = await rightRatioReport(db, user, body, language);
      return [
        {
          name: t.questions,
          header: [
            t.training,
            t.questionNo,
            t.type,
            t.stem,
            t.answered,
            t.right,
            t.partly,
            t.wrong,
            t.rightRatio,
            t.facility,
            t.discrimination,
          ],
          rows: r.questions.map((q) => [
            q.trainingTitle,
            q.sort + 1,
            typeName(q.subjectType),
            q.stem,
            q.attempts,
            q.right,
            q.partly,
            q.wrong,
            q.rightRatio,
            q.facility,
            q.discrimination,
          ]),
        },
      ];
    }
    case 'taskScore': {
      const r = await taskScoreReport(db, user, body);
      return [
        {
          name: t.tasks,
          header: [t.task, t.deadline, t.fullMark, t.submitted, t.rated, t.average, t.highest, t.lowest],
          rows: r.tasks.map((k) => [
            k.title,
            k.deadline ? k.deadline.slice(0, 10) : '',
            k.fullMark,
            `${k.submitted}/${k.students}`,
            k.rated,
            k.average,
            k.highest,
            k.lowest,
          ]),
        },
        {
          name: t.students,
          header: [t.no, t.name, t.mobile, t.submitted, t.rated, t.averagePercent],
          rows: r.rows.map((s, i) => [i + 1, s.name, s.mobile, s.submitted, s.rated, s.average]),
        },
      ];
    }
    case 'typeAnswerStatistics': {
      const r = await typeAnswerReport(db, user, body, language);
      return [
        {
          name: t.types,
          header: [t.type, t.questionCount, t.answers, t.right, t.partly, t.wrong, t.rightRatio, t.facility],
          rows: r.rows.map((x) => [
            typeName(x.subjectType),
            x.questions,
            x.answers,
            x.right,
            x.partly,
            x.wrong,
            x.rightRatio,
            x.facility,
          ]),
        },
      ];
    }
  }
}

export async function exportDataReport(
  db: Db,
  user: SessionUser,
  body: { classId: number; report: TDataReport; trainingId?: number | null; range?: TLearningRange },
  language: TLanguageUse,
): Promise<TFileDownload> {
  const scope = await reportScope(db, user, body.classId);
  const workbook = new ExcelJS.Workbook();
  for (const s of await sheetsOf(db, user, body, language)) {
    const sheet = workbook.addWorksheet(s.name);
    sheet.addRow(s.header).font = { bold: true };
    for (const row of s.rows) sheet.addRow(row.map((c) => c ?? ''));
    sheet.columns.forEach((c, i) => {
      c.width = Math.min(
        60,
        Math.max(8, ...[s.header[i] ?? '', ...s.rows.map((r) => String(r[i] ?? ''))].map((v) => v.length + 2)),
      );
    });
  }
  const t = TEXT[language];
  const what =
    body.report === 'learningTime' ? `${t.learningTime}_${RANGE_NAMES[language][body.range ?? '7d']}` : t[body.report];
  return {
    fileName: `${scope.className}_${what}_${zonedDay(new Date(), scope.zone)}.xlsx`.replace(/[\\/:*?"<>|]/g, '-'),
    base64: Buffer.from(await workbook.xlsx.writeBuffer()).toString('base64'),
  };
}
