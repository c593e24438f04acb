/**
 * The school: its info, navigation, permissions, platforms, and the operator's schools (contracts:
 * calls/schools.ts), in the arguments the pages have at hand.
 */
import { type BodyOf, schoolCalls } from '@lingua/contracts';
import { call } from './client';

export const schoolApi = {
  loginPageInfo: (id: number) => call(schoolCalls.loginPageInfo, { id }, { quiet: true }),
  schoolInfo: () => call(schoolCalls.schoolInfo),
  teacherMain: () => call(schoolCalls.teacherMain),
  platformList: () => call(schoolCalls.platformList),
  functionPermissions: () => call(schoolCalls.functionPermissions),
  schoolList: () => call(schoolCalls.list),
  createSchool: (body: BodyOf<typeof schoolCalls.create>) => call(schoolCalls.create, body),
};
