/**
 * Every call's contract, one table per domain. `allCalls` is what the server's route test
 * compares with the routes it registered: every contract has a route, every route a contract.
 */
import type { AnyContract } from '../api/contract';
import { taskCalls } from './tasks';

export { taskCalls } from './tasks';

export const callTables: Record<string, Record<string, AnyContract>> = {
  tasks: taskCalls,
};

export const allCalls: AnyContract[] = Object.values(callTables).flatMap((table) => Object.values(table));
export { renderCallReference } from './reference';
