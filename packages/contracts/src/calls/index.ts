/**
 * Every call's contract, one table per domain. `allCalls` is what the server's route test
 * compares with the routes it registered: every contract has a route, every route a contract.
 */
import type { AnyContract } from '../api/contract';
import { authCalls } from './auth';
import { classCalls } from './classes';
import { courseCalls } from './courses';
import { homeCalls } from './home';
import { knowledgeCalls } from './knowledge';
import { manageCalls } from './manage';
import { messageCalls } from './messages';
import { schoolCalls } from './schools';
import { taskCalls } from './tasks';
import { userCalls } from './users';

export { authCalls } from './auth';
export { classCalls } from './classes';
export { courseCalls } from './courses';
export { homeCalls } from './home';
export { knowledgeCalls } from './knowledge';
export { manageCalls } from './manage';
export { messageCalls } from './messages';
export { schoolCalls } from './schools';
export { taskCalls } from './tasks';
export { userCalls } from './users';

export const callTables: Record<string, Record<string, AnyContract>> = {
  auth: authCalls,
  classes: classCalls,
  courses: courseCalls,
  home: homeCalls,
  knowledge: knowledgeCalls,
  manage: manageCalls,
  messages: messageCalls,
  schools: schoolCalls,
  tasks: taskCalls,
  users: userCalls,
};

export const allCalls: AnyContract[] = Object.values(callTables).flatMap((table) => Object.values(table));
