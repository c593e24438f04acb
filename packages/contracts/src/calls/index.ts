/**
 * Every call's contract, one table per domain. `allCalls` is what the server's route test
 * compares with the routes it registered: every contract has a route, every route a contract.
 */
import type { AnyContract } from '../api/contract';
import { examFaceCalls } from './exam-face';
import { examCalls } from './exams';
import { onlineLessonCalls } from './online-lessons';
import { taskCalls } from './tasks';

export { examFaceCalls } from './exam-face';
export { examCalls, type TExportedFile, ZExportedFile } from './exams';
export { onlineLessonCalls } from './online-lessons';
export { taskCalls } from './tasks';

export const callTables: Record<string, Record<string, AnyContract>> = {
  tasks: taskCalls,
  exams: examCalls,
  examFace: examFaceCalls,
  onlineLessons: onlineLessonCalls,
};

export const allCalls: AnyContract[] = Object.values(callTables).flatMap((table) => Object.values(table));
export { renderCallReference } from './reference';
