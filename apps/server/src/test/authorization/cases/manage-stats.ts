/**
 * The school manager's statistics: school 1's class A and its student, read by school 1's manager
 * only; teachers, students and the manager of school 2 are refused.
 */
import type { WalkCase } from './shared';

const S = '/openApi/manage/stats';

export const manageStatsCases: Record<string, WalkCase[]> = {
  [`${S}/classStudents`]: [{ owner: 'manager', body: (w) => ({ classId: w.classA.id }) }],
  [`${S}/studentProgress`]: [
    { owner: 'manager', body: (w) => ({ classId: w.classA.id, userId: w.people.studentA.id }) },
  ],
};
