/**
 * The school manager's statistics (contracts: manage-stats.ts), designed (docs/api.md "School
 * manager statistics"): usage over a range and its xlsx, progress per class, per student of a
 * class, and one student's steps and attempts. The manager's own school only.
 */
import { z } from 'zod';
import { defineContract } from '../api/contract';
import { ZFileDownload } from '../files';
import {
  ZClassProgressRow,
  ZClassStudentsProgress,
  ZClassStudentsRequest,
  ZStudentProgressDetails,
  ZStudentProgressRequest,
  ZUsageRequest,
  ZUsageStatistics,
} from '../manage-stats';

const base = '/openApi/manage/stats';

export const manageStatsCalls = {
  usage: defineContract({
    path: `${base}/usage`,
    access: 'manager',
    body: ZUsageRequest,
    response: ZUsageStatistics,
  }),
  usageExport: defineContract({
    path: `${base}/usageExport`,
    access: 'manager',
    body: ZUsageRequest,
    response: ZFileDownload,
  }),
  classProgress: defineContract({
    path: `${base}/classProgress`,
    access: 'manager',
    response: z.array(ZClassProgressRow),
  }),
  classStudents: defineContract({
    path: `${base}/classStudents`,
    access: 'manager',
    body: ZClassStudentsRequest,
    response: ZClassStudentsProgress,
  }),
  studentProgress: defineContract({
    path: `${base}/studentProgress`,
    access: 'manager',
    body: ZStudentProgressRequest,
    response: ZStudentProgressDetails,
  }),
};
