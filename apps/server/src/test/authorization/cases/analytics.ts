/**
 * The class data report and the class data cockpit: teacher A's class, read by its teacher and the school's manager only. The
 * student's own analytics: a student of class A about themselves, and their classmate about theirs.
 */
import type { WalkCase } from './shared';
import { classmate, manager } from './shared';

const R = '/openApi/teacher/dataReport';
const S = '/openApi/student/analysis';
const classCase = (extra: object = {}): WalkCase[] => [
  { owner: 'teacher', body: (w) => ({ classId: w.classA.id, ...extra }), allow: manager },
];

export const analyticsCases: Record<string, WalkCase[]> = {
  [`${R}/achievement`]: classCase(),
  [`${R}/learningTime`]: classCase({ range: '30d' }),
  [`${R}/righTratio`]: classCase(),
  [`${R}/taskScore`]: classCase(),
  [`${R}/typeAnswerStatistics`]: classCase(),
  [`${R}/export`]: classCase({ report: 'achievement' }),
  '/openApi/teacher/dataCockpit/class': classCase(),
  [`${S}/everyDay`]: [{ owner: 'student', body: (w) => ({ classId: w.classA.id }), allow: classmate }],
  [`${S}/learnAnalyse`]: [{ owner: 'student', body: (w) => ({ classId: w.classA.id, range: '7d' }), allow: classmate }],
};
