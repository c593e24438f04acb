/**
 * Every call's contract, one table per domain. `allCalls` is what the server's route test
 * compares with the routes it registered: every contract has a route, every route a contract.
 */
import type { AnyContract } from '../api/contract';
import { assistantCalls } from './assistant';
import { speakingCalls } from './speaking';
import { taskCalls } from './tasks';
import { trainingCalls } from './trainings';

export * from './assistant';
export * from './speaking';
export { taskCalls } from './tasks';
export * from './trainings';

export const callTables: Record<string, Record<string, AnyContract>> = {
  tasks: taskCalls,
  trainings: trainingCalls,
  speaking: speakingCalls,
  assistant: assistantCalls,
};

export const allCalls: AnyContract[] = Object.values(callTables).flatMap((table) => Object.values(table));
