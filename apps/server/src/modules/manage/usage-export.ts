/**
 * The usage statistics' xlsx: the page's three tables (teachers, classes, project types) and its
 * days, each a sheet with the page's columns in the caller's language, built from the same call
 * the page reads. Named by school day range and travels as base64 like the other exports.
 */
import { projectTypeLabel, type TFileDownload, type TLanguageUse, type TLearningRange } from '@lingua/contracts';
import ExcelJS from 'exceljs';
import type { Db } from '../../platform/database';
import { usageStatistics } from './usage-statistics';

const TEXT = {
  cn: {
    file: '使用统计',
    teachers: '教师',
    classes: '班级',
    projects: '平台模块',
    days: '每日',
    name: '姓名',
    mobile: '账号',
    onlineMinutes: '在线时长(分钟)',
    tasksSet: '布置任务',
    onlineLessons: '在线课堂',
    examsHeld: '考试',
    attemptsReviewed: '查阅实训',
    tasksRated: '任务评分',
    className: '班级',
    teacher: '教师',
    archived: '已归档',
    students: '学生数',
    activeStudents: '活跃学生',
    attempts: '提交实训',
    projectType: '模块',
    users: '用户数',
    teacherMinutes: '教师时长(分钟)',
    studentMinutes: '学生时长(分钟)',
    day: '日期',
    yes: '是',
    no: '否',
  },
  en: {
    file: 'Usage statistics',
    teachers: 'Teachers',
    classes: 'Classes',
    projects: 'Platform modules',
    days: 'Days',
    name: 'Name',
    mobile: 'Account',
    onlineMinutes: 'Online (min)',
    tasksSet: 'Tasks set',
    onlineLessons: 'Online lessons',
    examsHeld: 'Exams',
    attemptsReviewed: 'Attempts reviewed',
    tasksRated: 'Tasks rated',
    className: 'Class',
    teacher: 'Teacher',
    archived: 'Archived',
    students: 'Students',
    activeStudents: 'Active students',
    attempts: 'Attempts submitted',
    projectType: 'Module',
    users: 'Users',
    teacherMinutes: 'Teachers (min)',
    studentMinutes: 'Students (min)',
    day: 'Day',
    yes: 'yes',
    no: 'no',
  },
};

type Cell = string | number;

export async function exportUsage(
  db: Db,
  schoolId: number,
  range: TLearningRange,
  language: TLanguageUse,
): Promise<TFileDownload> {
  const r = await usageStatistics(db, schoolId, range);
  const t = TEXT[language];
  const sheets: { name: string; header: string[]; rows: Cell[][] }[] = [
    {
      name: t.teachers,
      header: [
        t.name,
        t.mobile,
        t.onlineMinutes,
        t.tasksSet,
        t.onlineLessons,
        t.examsHeld,
        t.attemptsReviewed,
        t.tasksRated,
      ],
      rows: r.teachers.map((x) => [
        x.name,
        x.mobile,
        x.onlineMinutes,
        x.tasksSet,
        x.onlineLessons,
        x.examsHeld,
        x.attemptsReviewed,
        x.tasksRated,
      ]),
    },
    {
      name: t.classes,
      header: [t.className, t.teacher, t.archived, t.students, t.activeStudents, t.onlineMinutes, t.attempts],
      rows: r.classes.map((c) => [
        c.className,
        c.teacherName,
        c.archived ? t.yes : t.no,
        c.students,
        c.activeStudents,
        c.onlineMinutes,
        c.attempts,
      ]),
    },
    {
      name: t.projects,
      header: [t.projectType, t.users, t.teacherMinutes, t.studentMinutes],
      rows: r.projects.map((p) => [
        projectTypeLabel(p.projectType, language),
        p.users,
        p.teacherMinutes,
        p.studentMinutes,
      ]),
    },
    {
      name: t.days,
      header: [t.day, t.teacherMinutes, t.studentMinutes],
      rows: r.days.map((d) => [d.day, d.teacherMinutes, d.studentMinutes]),
    },
  ];
  const workbook = new ExcelJS.Workbook();
  for (const s of sheets) {
    const sheet = workbook.addWorksheet(s.name);
    sheet.addRow(s.header).font = { bold: true };
    for (const row of s.rows) sheet.addRow(row);
    sheet.columns.forEach((c, i) => {
      c.width = Math.min(
        40,
        Math.max(8, ...[s.header[i] ?? '', ...s.rows.map((x) => String(x[i] ?? ''))].map((v) => v.length + 2)),
      );
    });
  }
  return {
    fileName: `${t.file}_${r.from}_${r.to}.xlsx`,
    base64: Buffer.from(await workbook.xlsx.writeBuffer()).toString('base64'),
  };
}
