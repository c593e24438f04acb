/**
 * Scores of a class's trainings as xlsx (part 2 §9 export dialog): per student, one column per
 * training, by the chosen score (highest 0, first attempt 1, average 2). The file name combines the
 * class, the paper (or "trainings") and the date. Files travel as base64, as the roster export does.
 */
import { exportScore, type TExportScoreChoice, type TLanguageUse, zonedDay } from '@lingua/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { classStudents, trainingAttempts, users } from '../../db/schema';
import type { Db } from '../../platform/database';
import { notFound } from '../../platform/errors';
import type { SessionUser } from '../../platform/request-context';
import { getReadableClass } from '../classes/class-policy';
import { schoolTimeZone } from '../schools/school-time-zone';
import { listClassTrainings } from './class-training-terms';
import { trainingPolicy } from './training-policy';

const CHOICE_NAMES = {
  cn: ['最高分', '首次成绩', '平均分'],
  en: ['highest', 'first attempt', 'average'],
} as const;

export async function exportScores(
  db: Db,
  teacher: SessionUser,
  body: { classId: number; trainingIds: number[]; scoreType: TExportScoreChoice },
  language: TLanguageUse,
) {
  const summary = await getReadableClass(db, teacher, body.classId);
  const all = (await listClassTrainings(db, body.classId)).filter((t) => trainingPolicy.mayRead(teacher, t.training));
  const chosen = body.trainingIds.length === 0 ? all : all.filter((t) => body.trainingIds.includes(t.training.id));
  if (body.trainingIds.length > 0 && chosen.length !== new Set(body.trainingIds).size) throw notFound();
  const students = await db
    .select({ id: users.id, name: users.name, mobile: users.mobile })
    .from(classStudents)
    .innerJoin(users, eq(users.id, classStudents.studentId))
    .where(eq(classStudents.classId, body.classId))
    .orderBy(asc(users.mobile));
  const ids = chosen.map((t) => t.training.id);
  const attempts =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(trainingAttempts)
          .where(
            and(
              eq(trainingAttempts.classId, body.classId),
              eq(trainingAttempts.status, 'submitted'),
              inArray(trainingAttempts.trainingId, ids),
            ),
          );
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(language === 'en' ? 'Scores' : '实训成绩');
  const fixed = language === 'en' ? ['No.', 'Name', 'Mobile'] : ['序号', '姓名', '手机号'];
  sheet.columns = [
    ...fixed.map((header, i) => ({ header, width: [8, 16, 16][i] ?? 16 })),
    ...chosen.map((t) => ({ header: t.training.title[language], width: 24 })),
  ];
  students.forEach((s, i) => {
    sheet.addRow([
      i + 1,
      s.name,
      s.mobile,
      ...chosen.map((t) => {
        const mine = attempts
          .filter((a) => a.studentId === s.id && a.trainingId === t.training.id)
          .map((a) => ({ score: a.score, submittedAt: a.submittedAt ?? a.startedAt }));
        return exportScore(mine, body.scoreType) ?? '';
      }),
    ]);
  });
  const day = zonedDay(new Date(), await schoolTimeZone(db, teacher.schoolId));
  const paper =
    chosen.length === 1 && chosen[0] ? chosen[0].training.title[language] : language === 'en' ? 'trainings' : '实训';
  return {
    fileName: `${summary.className}_${paper}_${CHOICE_NAMES[language][body.scoreType]}_${day}.xlsx`.replace(
      /[\\/:*?"<>|]/g,
      '-',
    ),
    base64: Buffer.from(await workbook.xlsx.writeBuffer()).toString('base64'),
  };
}
