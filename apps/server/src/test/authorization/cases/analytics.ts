/** The class data report: teacher A's class, read by its teacher and the school's manager only. */
import type { WalkCase } from './shared';
import { manager } from './shared';

const R = '/openApi/teacher/dataReport';
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
};
