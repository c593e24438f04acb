/** The school's own sign-in (issue 22 item 1; docs/api.md "The school's own sign-in"). */
import { defineContract } from '../api/contract';
import { ZFileDownload } from '../files';
import {
  ZFinishSchoolSignInRequest,
  ZSaveSchoolSignInRequest,
  ZSchoolNumbersImported,
  ZSchoolSignInButton,
  ZSchoolSignInConfig,
  ZSchoolSignInRequest,
  ZSchoolSignInTest,
  ZSchoolSignOut,
  ZSetSchoolNumberRequest,
  ZStartSchoolSignIn,
  ZStartSchoolSignInRequest,
} from '../school-sign-in';
import { ZLoginPageInfoRequest } from '../schools';
import { ZLoginResponse } from '../users';

export const schoolSignInCalls = {
  /** The operator reads a school's setting (configured false: none yet); never the secret. */
  config: defineContract({
    path: '/openApi/platform/school/signIn/config',
    access: 'operator',
    body: ZSchoolSignInRequest,
    response: ZSchoolSignInConfig,
  }),
  save: defineContract({
    path: '/openApi/platform/school/signIn/save',
    access: 'operator',
    body: ZSaveSchoolSignInRequest,
    response: ZSchoolSignInConfig,
  }),
  remove: defineContract({
    path: '/openApi/platform/school/signIn/remove',
    access: 'operator',
    body: ZSchoolSignInRequest,
  }),
  /** Asks the IdP as the sign-in will: OIDC discovery (issuer, PKCE), CAS serviceValidate. */
  test: defineContract({
    path: '/openApi/platform/school/signIn/test',
    access: 'operator',
    body: ZSchoolSignInRequest,
    response: ZSchoolSignInTest,
  }),
  /** The school login page's button (/loginpage?id=N). */
  button: defineContract({
    path: '/openApi/login/schoolSignIn/button',
    access: 'public',
    body: ZLoginPageInfoRequest,
    response: ZSchoolSignInButton,
  }),
  start: defineContract({
    path: '/openApi/login/schoolSignIn/start',
    access: 'public',
    body: ZStartSchoolSignInRequest,
    response: ZStartSchoolSignIn,
  }),
  /** The return page hands over what the IdP sent; answers a login like /openApi/login/login. */
  finish: defineContract({
    path: '/openApi/login/schoolSignIn/finish',
    access: 'public',
    body: ZFinishSchoolSignInRequest,
    response: ZLoginResponse,
  }),
  /** Part 1 §2's outside-login sign-out: ends the session, answers the IdP's sign-out page. */
  signOut: defineContract({
    path: '/openApi/login/schoolSignIn/signOut',
    access: 'user',
    response: ZSchoolSignOut,
  }),

  /** The manager links an account of the school to its school number (empty: unlinks). */
  setSchoolNumber: defineContract({
    path: '/openApi/manage/school/setSchoolNumber',
    access: 'manager',
    body: ZSetSchoolNumberRequest,
  }),
  schoolNumberTemplate: defineContract({
    path: '/openApi/manage/school/schoolNumberTemplate',
    access: 'manager',
    response: ZFileDownload,
  }),
  /** The xlsx alone (mobile, school number); any bad row rejects the whole file (400, rows in data.errors). */
  importSchoolNumbers: defineContract({
    path: '/openApi/manage/school/importSchoolNumbers',
    access: 'manager',
    multipart: true,
    response: ZSchoolNumbersImported,
  }),
};
