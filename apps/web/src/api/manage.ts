/**
 * The school manager's overview (contracts: calls/manage.ts), in the arguments the pages have at
 * hand.
 */
import { manageCalls } from '@lingua/contracts';
import { call } from './client';

export const manageApi = {
  schoolOverview: () => call(manageCalls.schoolOverview),
};
