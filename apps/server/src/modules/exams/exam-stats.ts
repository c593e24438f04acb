/**
 * The statistical report (assessment report, achievement distribution, learning time, right ratio
 * per question and type) and the xlsx export with the score choice of part 2 §9 (first 1,
 * highest 0, average 2), named by class, paper and date.
 */
import {
  exportScore,
  HandedInStates,
  type TExamStatistics,
  type TExportScoreChoice,
  type TLanguageUse,
  zonedDay,
} from '@lingua/contracts';
import { asc, eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { classStudents, examAnswers, examAttempts, users } from '../../db/schema';
import type { Db } from '../../platform/database';
import type { SessionUser } from '../../platform/request-context';
import { schoolTimeZone } from '../schools/school-time-zone';
import { getChangeableExam } from './exam-policy';
import { gradedByTeacher } from './grading';
import { paperQuestions } from './papers';

const round = (n: number) => Math.round(n * 100) / 100;

/** The exam's attempts that handed a paper in (graded or not). */
async function handedInAttempts(db: Db, examId: number) {
  const rows = await db.select().from(examAttempts).where(eq(examAttempts.examId, examId));
  return rows.filter((a) => (HandedInStates as readonly string[]).includes(a.state) && a.startedAt);
}

export async function examStatistics(db: Db, teacher: SessionUser, examId: number): Promise<TExamStatistics> {
  const ew = await getChangeableExam(db, teacher, examId);
  const students = await db
    .select({ id: users.id, name: users.name })
    .from(classStudents)
    .innerJoin(users, eq(users.id, classStudents.studentId))
    .where(eq(classStudents.classId, ew.exam.classId));
  const attempts = await handedInAttempts(db, examId);
  // The counted score per student: the highest, as the training score rule does.
  const best = new Map<number, number>();
  for (const a of attempts) if (a.score !== null) best.set(a.studentId, Math.max(best.get(a.studentId) ?? 0, a.score));
  const scores = [...best.values()];
  const full = ew.paper.fullMark || 1;
  const distribution = [0, 0, 0, 0, 0];
  for (const s of scores) {
    const p = s / full;
    const band = p < 0.6 ? 0 : p < 0.7 ? 1 : p < 0.8 ? 2 : p < 0.9 ? 3 : 4;
    distribution[band] = (distribution[band] ?? 0) + 1;
  }
  const names = new Map(students.map((s) => [s.id, s.name]));
  const durations = attempts
    .filter((a) => a.submittedAt && a.startedAt)
    .map((a) => ({
      name: names.get(a.studentId) ?? '',
      minutes: round(((a.submittedAt?.getTime() ?? 0) - (a.startedAt?.getTime() ?? 0)) / 60_000),
    }));
  const ids = attempts.map((a) => a.id);
  const answers = ids.length ? await db.select().from(examAnswers).where(inArray(examAnswers.attemptId, ids)) : [];
  const questions = await paperQuestions(db, ew.exam.paperId, 0);
  // Over every ended attempt: an unanswered question counts as not right. Teacher-graded types have no ratio.
  const ratioOf = (rows: typeof answers, questionCount: number) => {
    if (attempts.length === 0 || questionCount === 0) return null;
    return round(rows.filter((r) => r.rightFlag === 1).length / (attempts.length * questionCount));
  };
  const rightRatio = questions.map((q, i) => ({
    questionId: q.id,
    sort: i,
    subjectType: q.subjectType,
    ratio: gradedByTeacher(q.subjectType)
      ? null
      : ratioOf(
          answers.filter((a) => a.questionId === q.id),
          1,
        ),
  }));
  const typeOf = new Map(questions.map((q) => [q.id, q.subjectType]));
  const types = [...new Set(questions.map((q) => q.subjectType))];
  return {
    title: ew.exam.title,
    candidates: students.length,
    // Everyone who handed a paper in, graded or not; the score figures count graded ones only.
    sat: new Set(attempts.map((a) => a.studentId)).size,
    awaitingGrading: attempts.filter((a) => a.score === null).length,
    average: scores.length ? round(scores.reduce((a, b) => a + b, 0) / scores.length) : null,
    highest: scores.length ? Math.max(...scores) : null,
    lowest: scores.length ? Math.min(...scores) : null,
    fullMark: ew.paper.fullMark,
    distribution,
    durations,
    rightRatio,
    typeRatio: types.map((t) => ({
      subjectType: t,
      ratio: gradedByTeacher(t)
        ? null
        : ratioOf(
            answers.filter((a) => typeOf.get(a.questionId) === t),
            questions.filter((q) => q.subjectType === t).length,
          ),
    })),
  };
}

const CHOICE_NAMES = { cn: ['最高分', '首次成绩', '平均分'], en: ['highest', 'first attempt', 'average'] } as const;

export async function exportExamScores(
  db: Db,
  teacher: SessionUser,
  body: { examId: number; scoreType: TExportScoreChoice },
  language: TLanguageUse,
) {
  const ew = await getChangeableExam(db, teacher, body.examId);
  const students = await db
    .select({ id: users.id, name: users.name, mobile: users.mobile })
    .from(classStudents)
    .innerJoin(users, eq(users.id, classStudents.studentId))
    .where(eq(classStudents.classId, ew.exam.classId))
    .orderBy(asc(users.mobile));
  const attempts = await handedInAttempts(db, body.examId);
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(language === 'en' ? 'Scores' : '考试成绩');
  const headers =
    language === 'en'
      ? ['No.', 'Name', 'Mobile', 'Attempts', `Score (${CHOICE_NAMES.en[body.scoreType]})`, 'Full mark']
      : ['序号', '姓名', '手机号', '作答次数', `成绩（${CHOICE_NAMES.cn[body.scoreType]}）`, '满分'];
  sheet.columns = headers.map((header, i) => ({ header, width: [8, 16, 16, 10, 20, 10][i] ?? 12 }));
  students.forEach((s, i) => {
    const mine = attempts
      .filter((a) => a.studentId === s.id)
      .map((a) => ({ score: a.score, submittedAt: a.submittedAt ?? a.startedAt ?? new Date(0) }));
    sheet.addRow([i + 1, s.name, s.mobile, mine.length, exportScore(mine, body.scoreType) ?? '', ew.paper.fullMark]);
  });
  const day = zonedDay(new Date(), await schoolTimeZone(db, teacher.schoolId));
  return {
    fileName: `${ew.className}_${ew.exam.title}_${day}.xlsx`.replace(/[\\/:*?"<>|]/g, '-'),
    base64: Buffer.from(await workbook.xlsx.writeBuffer()).toString('base64'),
  };
}
