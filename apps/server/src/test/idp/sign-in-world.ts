/**
 * The school's own sign-in as its API tests meet it: a test app, a real OpenID provider
 * (oidc-provider) and the CAS 3.0 test server on loopback ports, three schools (OIDC, CAS, none) set
 * up by a platform operator, and the browser's part of a sign-in walked through the IdPs' own pages.
 */
import type { TLoginResponse, TSchoolSignInConfig } from '@lingua/contracts';
import { expect } from 'vitest';
import type { SecretBox } from '../../platform/secret-box';
import { buildTestApp, type CallOptions, type TestApp } from '../build-test-app';
import { buildSchool, buildUser } from '../factories';
import { CookieBrowser } from './browse';
import { type CasTestServer, startCasServer } from './cas-server';
import { type OidcTestServer, startOidcServer } from './oidc-server';

/** The site's origin as the server sees it (the Host header every call here sends). */
export const ORIGIN = 'http://localhost:3241';
export const RETURN = `${ORIGIN}/school_sign_in/callback`;
export const OIDC_SECRET = 'oidc-client-secret-1';

export async function startSignInWorld(options: { oidcPort: number; casPort: number; settingsKeys?: SecretBox }) {
  const t: TestApp = await buildTestApp({ settingsKeys: options.settingsKeys });
  const call = <T = unknown>(path: string, body: unknown = {}, callOptions: CallOptions = {}) =>
    t.call<T>(path, body, { ...callOptions, headers: { host: 'localhost:3241', ...callOptions.headers } });
  const operator = await t.signIn((await buildUser(t.db, { schoolId: null, userType: 1, roles: ['operator'] })).mobile);
  const oidcSchool = (await buildSchool(t.db, { name: '东湖外语职业学院' })).id;
  const casSchool = (await buildSchool(t.db, { name: '西江商贸大学' })).id;
  const plainSchool = (await buildSchool(t.db)).id;
  const oidcIdp: OidcTestServer = await startOidcServer({
    port: options.oidcPort,
    accounts: {
      wangfang: { claims: { name: '王芳', student_no: '2026001' } },
      lisi: { claims: { name: '李四', student_no: '2026002' } },
      nonumber: { claims: { name: '无学号' } },
    },
    client: {
      clientId: 'lingua',
      clientSecret: OIDC_SECRET,
      redirectUris: [RETURN],
      postLogoutRedirectUris: [`${ORIGIN}/loginpage?id=${oidcSchool}`],
    },
  });
  const casIdp: CasTestServer = await startCasServer(
    {
      T2001: { password: 'cas-pass', attributes: { staffNo: 'T2001', name: '周老师' } },
      S3001: { password: 'cas-pass', attributes: { staffNo: 'S3001', name: '吴同学' } },
    },
    options.casPort,
  );

  const save = (body: Record<string, unknown>, token = operator) =>
    call<TSchoolSignInConfig>('/openApi/platform/school/signIn/save', body, { token });
  const start = (schoolId: number) => call<{ redirectUrl: string }>('/openApi/login/schoolSignIn/start', { schoolId });
  const finish = (search: string, language = 'zh-CN') =>
    call<TLoginResponse>(
      '/openApi/login/schoolSignIn/finish',
      { search },
      { headers: { 'accept-language': language } },
    );
  const signInThrough = async (schoolId: number, fill: Record<string, string>) => {
    const started = await start(schoolId);
    expect(started.body.code).toBe(200);
    const back = await new CookieBrowser().signIn(started.body.data?.redirectUrl ?? '', RETURN, fill);
    return { back, finished: await finish(back.search) };
  };

  const oidc = await save({
    schoolId: oidcSchool,
    protocol: 'oidc',
    serverAddress: oidcIdp.issuer,
    clientId: 'lingua',
    clientSecret: OIDC_SECRET,
    numberClaim: 'student_no',
    createUnknown: true,
    createAs: 2,
    buttonName: '统一身份认证登录',
    buttonNameEn: 'Sign in with the college account',
  });
  expect(oidc.body.code).toBe(200);
  const cas = await save({
    schoolId: casSchool,
    protocol: 'cas',
    serverAddress: casIdp.url,
    numberClaim: 'staffNo',
    createUnknown: true,
    createAs: 1,
    buttonName: 'CAS 登录',
  });
  expect(cas.body.code).toBe(200);

  return {
    t,
    call,
    save,
    start,
    finish,
    oidcIdp,
    casIdp,
    operator,
    oidcSchool,
    casSchool,
    plainSchool,
    oidcSignIn: (schoolId: number, login: string) => signInThrough(schoolId, { login, password: 'any' }),
    casSignIn: (schoolId: number, username: string, password = 'cas-pass') =>
      signInThrough(schoolId, { username, password }),
    async close() {
      await oidcIdp.close();
      await casIdp.close();
      await t.close();
    },
  };
}

export type SignInWorld = Awaited<ReturnType<typeof startSignInWorld>>;
