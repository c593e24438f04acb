/** Sign-in calls (docs/api.md "Login"; part 1 §3, §7): sign in, sign out, the user's own detail. */
import { defineContract } from '../api/contract';
import { ZLoginInfo, ZLoginRequest, ZLoginResponse } from '../users';

export const authCalls = {
  login: defineContract({
    path: '/openApi/login/login',
    access: 'public',
    body: ZLoginRequest,
    response: ZLoginResponse,
  }),
  logoutUser: defineContract({ path: '/openApi/login/logoutUser', access: 'user' }),
  /** The login info again, with the current class (the page reads it on every start). */
  userDetail: defineContract({ path: '/openApi/overall/getUserDetail', access: 'user', response: ZLoginInfo }),
};
