/**
 * The school's own sign-in (contracts: calls/school-sign-in.ts): the operator's setting, the login
 * page's button, the start and return of a sign-in, and the sign-out that leaves the IdP too.
 */
import { type BodyOf, schoolSignInCalls } from '@lingua/contracts';
import { call } from './client';

export const schoolSignInApi = {
  config: (schoolId: number) => call(schoolSignInCalls.config, { schoolId }),
  save: (body: BodyOf<typeof schoolSignInCalls.save>) => call(schoolSignInCalls.save, body, { quiet: true }),
  remove: (schoolId: number) => call(schoolSignInCalls.remove, { schoolId }),
  test: (schoolId: number) => call(schoolSignInCalls.test, { schoolId }),
  button: (id: number) => call(schoolSignInCalls.button, { id }, { quiet: true }),
  start: (schoolId: number) => call(schoolSignInCalls.start, { schoolId }, { quiet: true }),
  finish: (search: string) => call(schoolSignInCalls.finish, { search }, { quiet: true }),
  signOut: () => call(schoolSignInCalls.signOut, {}, { quiet: true }),
};
