/** The school manager's statistics (contracts: calls/manage-stats.ts). */
import { manageStatsCalls, type TLearningRange } from '@lingua/contracts';
import { call } from './client';

export const manageStatsKeys = {
  usage: ['manageStats', 'usage'] as const,
  classProgress: ['manageStats', 'classProgress'] as const,
  classStudents: ['manageStats', 'classStudents'] as const,
  studentProgress: ['manageStats', 'studentProgress'] as const,
};

export const manageStatsApi = {
  usage: (range: TLearningRange) => call(manageStatsCalls.usage, { range }),
  usageExport: (range: TLearningRange) => call(manageStatsCalls.usageExport, { range }),
  classProgress: () => call(manageStatsCalls.classProgress),
  classStudents: (classId: number) => call(manageStatsCalls.classStudents, { classId }),
  studentProgress: (classId: number, userId: number) => call(manageStatsCalls.studentProgress, { classId, userId }),
};
