/**
 * Signing in and out, and the signed-in user (contracts: calls/auth.ts), in the arguments the
 * pages have at hand.
 */
import { authCalls, type BodyOf } from '@lingua/contracts';
import { call } from './client';

export const authApi = {
  login: (body: BodyOf<typeof authCalls.login>) => call(authCalls.login, body, { quiet: true }),
  logoutUser: () => call(authCalls.logoutUser, {}, { quiet: true }),
  userDetail: () => call(authCalls.userDetail),
};
