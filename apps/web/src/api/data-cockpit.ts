/** The data cockpit (contracts: calls/data-cockpit.ts): one call per screen, read quietly (the page shows a failure in place). */
import { dataCockpitCalls } from '@lingua/contracts';
import { call } from './client';

const quiet = { quiet: true };

export const dataCockpitApi = {
  classCockpit: (classId: number) => call(dataCockpitCalls.classCockpit, { classId }, quiet),
  schoolCockpit: () => call(dataCockpitCalls.schoolCockpit, undefined, quiet),
};
