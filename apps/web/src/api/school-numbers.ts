/**
 * The manager's school numbers (contracts: calls/school-sign-in.ts): link an account to its
 * student or staff number, one at a time or from a spreadsheet, ahead of the school's own sign-in.
 */
import { schoolSignInCalls } from '@lingua/contracts';
import { call, upload } from './client';

export const schoolNumbersApi = {
  set: (userId: number, schoolNumber: string) =>
    call(schoolSignInCalls.setSchoolNumber, { userId, schoolNumber }, { quiet: true }),
  template: () => call(schoolSignInCalls.schoolNumberTemplate),
  import: (file: File) => upload(schoolSignInCalls.importSchoolNumbers, file, {}, { quiet: true }),
};
