/** /externalHTML's check (contracts: calls/external-pages.ts). */
import { externalPageCalls } from '@lingua/contracts';
import { call } from './client';

export const externalPageApi = {
  check: (url: string) => call(externalPageCalls.check, { url }, { quiet: true }),
};
