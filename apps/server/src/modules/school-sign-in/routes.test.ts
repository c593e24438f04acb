/**
 * The school's own sign-in through a real OpenID provider (oidc-provider) and a CAS 3.0 server, both
 * started here on loopback ports (3245, 3246) and walked through their own login pages: creating and
 * linking accounts, refusals, sign-out. The operator's setting is in operator-setting.test.ts.
 */
import {
  type TLoginInfo,
  type TLoginResponse,
  type TSchoolSignInTest,
  type TSchoolSignOut,
  UserType,
} from '@lingua/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schoolAccounts, users } from '../../db/schema';
import type { CallOptions } from '../../test/build-test-app';
import { buildSchool, buildStudent } from '../../test/factories';
import { CookieBrowser } from '../../test/idp/browse';
import { ORIGIN, RETURN, type SignInWorld, startSignInWorld } from '../../test/idp/sign-in-world';

let w: SignInWorld;
let t: SignInWorld['t'];
let oidcIdp: SignInWorld['oidcIdp'];
let casIdp: SignInWorld['casIdp'];
let operator: string;
let oidcSchool: number;
let casSchool: number;
let plainSchool: number;
const call = <T = unknown>(path: string, body: unknown = {}, options: CallOptions = {}) =>
  w.call<T>(path, body, options);
const save = (body: Record<string, unknown>, token?: string) => w.save(body, token);
const start = (schoolId: number) => w.start(schoolId);
const finish = (search: string, language?: string) => w.finish(search, language);
const oidcSignIn = (schoolId: number, login: string) => w.oidcSignIn(schoolId, login);
const casSignIn = (schoolId: number, username: string) => w.casSignIn(schoolId, username);

beforeAll(async () => {
  w = await startSignInWorld({ oidcPort: 3245, casPort: 3246 });
  ({ t, oidcIdp, casIdp, operator, oidcSchool, casSchool, plainSchool } = w);
});
afterAll(() => w?.close());

describe('OpenID Connect', () => {
  it('creates an unknown user in the school, then links the returning user by number', async () => {
    const first = await oidcSignIn(oidcSchool, 'wangfang');
    expect(first.back.search).toMatch(/code=.*state=|state=.*code=/);
    expect(first.finished.body.code).toBe(200);
    const created = first.finished.body.data as TLoginResponse;
    expect(created).toMatchObject({ name: '王芳', userType: UserType.student, schoolId: oidcSchool });
    const [link] = await t.db.select().from(schoolAccounts).where(eq(schoolAccounts.userId, created.userId));
    expect(link).toMatchObject({ schoolId: oidcSchool, number: '2026001' });
    const detail = await call<TLoginInfo>('/openApi/overall/getUserDetail', {}, { token: created.token });
    expect(detail.body.code).toBe(200);

    // The same person renamed at the IdP is still the same account: linked by number, never by name.
    await t.db.update(users).set({ name: '王芳芳' }).where(eq(users.id, created.userId));
    const again = await oidcSignIn(oidcSchool, 'wangfang');
    expect(again.finished.body.data?.userId).toBe(created.userId);
    // One session per user: the first one is kicked.
    expect((await call('/openApi/overall/getUserDetail', {}, { token: created.token })).body.code).toBe(521);
    // No password sign-in for an account the school's sign-in made.
    const [row] = await t.db.select().from(users).where(eq(users.id, created.userId));
    expect(row?.mobile).toBe(`school:${oidcSchool}:2026001`);
  });

  it('refuses a changed state and a return used twice', async () => {
    const started = await start(oidcSchool);
    const back = await new CookieBrowser().signIn(started.body.data?.redirectUrl ?? '', RETURN, {
      login: 'wangfang',
      password: 'x',
    });
    const params = new URLSearchParams(back.search);
    const state = params.get('state') ?? '';
    params.set('state', `${state.slice(0, -2)}xy`);
    const tampered = await finish(`?${params}`, 'en');
    expect(tampered.status).toBe(400);
    expect(tampered.body.message).toMatch(/expired or was already used/);
    expect((await finish(back.search)).body.code).toBe(200);
    const replay = await finish(back.search);
    expect(replay.status).toBe(400);
    expect(replay.body.message).toBe('登录请求已失效或已使用，请重新点击学校统一身份认证登录');
  });

  it('refuses a code sent back under another flow’s state (PKCE and state bound to the flow)', async () => {
    const a = await start(oidcSchool);
    const b = await start(oidcSchool);
    const backA = await new CookieBrowser().signIn(a.body.data?.redirectUrl ?? '', RETURN, {
      login: 'wangfang',
      password: 'x',
    });
    const stateB = new URL(b.body.data?.redirectUrl ?? '').searchParams.get('state') ?? '';
    const params = new URLSearchParams(backA.search);
    params.set('state', stateB);
    const mixed = await finish(`?${params}`);
    expect(mixed.status).toBe(400);
    expect(mixed.body.message).toMatch(/^学校统一身份认证未通过/);
  });

  it('refuses an issuer other than the configured one', async () => {
    const wrongSchool = (await buildSchool(t.db)).id;
    // The same server reached under another name answers discovery with its own issuer.
    await save({
      schoolId: wrongSchool,
      protocol: 'oidc',
      serverAddress: oidcIdp.issuer.replace('127.0.0.1', 'localhost'),
      clientId: 'lingua',
      clientSecret: 'oidc-client-secret-1',
      numberClaim: 'student_no',
      createUnknown: true,
      buttonName: '统一身份认证',
    });
    const r = await start(wrongSchool);
    expect(r.status).toBe(400);
    expect(r.body.message).toMatch(/^学校统一身份认证未通过/);
    const check = await call<TSchoolSignInTest>(
      '/openApi/platform/school/signIn/test',
      { schoolId: wrongSchool },
      { token: operator },
    );
    expect(check.body.data?.ok).toBe(false);
  });

  it('refuses a sign-in without the number claim, and an unknown number when the school creates no one', async () => {
    const none = await oidcSignIn(oidcSchool, 'nonumber');
    expect(none.finished.status).toBe(403);
    expect(none.finished.body.message).toContain('student_no');

    const closedSchool = (await buildSchool(t.db)).id;
    await save({
      schoolId: closedSchool,
      protocol: 'oidc',
      serverAddress: oidcIdp.issuer,
      clientId: 'lingua',
      clientSecret: 'oidc-client-secret-1',
      numberClaim: 'student_no',
      createUnknown: false,
      buttonName: '统一身份认证',
    });
    const unknown = await oidcSignIn(closedSchool, 'wangfang');
    expect(unknown.finished.status).toBe(403);
    expect(unknown.finished.body.message).toBe('学号或工号 2026001 在本平台没有账号，请联系学校管理员开通');
  });

  it('never signs in to another school’s account with the same number', async () => {
    // 2026001 of the plain school is someone else: the OIDC school's sign-in cannot reach them.
    const other = await buildStudent(t.db, plainSchool);
    await t.db.insert(schoolAccounts).values({ schoolId: plainSchool, number: '2026009', userId: other.id });
    const r = await start(plainSchool);
    expect(r.status).toBe(404);
    const { finished } = await oidcSignIn(oidcSchool, 'lisi');
    expect(finished.body.data?.schoolId).toBe(oidcSchool);
    expect(finished.body.data?.userId).not.toBe(other.id);
  });

  it('signs out of the IdP too (end_session_endpoint with the ID token)', async () => {
    const { finished } = await oidcSignIn(oidcSchool, 'lisi');
    const token = finished.body.data?.token ?? '';
    const out = await call<TSchoolSignOut>('/openApi/login/schoolSignIn/signOut', {}, { token });
    const exit = new URL(out.body.data?.exitUrl ?? '');
    expect(exit.origin).toBe(oidcIdp.issuer);
    expect(exit.searchParams.get('post_logout_redirect_uri')).toBe(`${ORIGIN}/loginpage?id=${oidcSchool}`);
    expect(exit.searchParams.get('id_token_hint')).toMatch(/^ey/);
    expect((await call('/openApi/overall/getUserDetail', {}, { token })).body.code).toBe(700);
    // A password session has no IdP to leave.
    const plain = await t.signIn((await buildStudent(t.db, oidcSchool)).mobile);
    const plainOut = await call<TSchoolSignOut>('/openApi/login/schoolSignIn/signOut', {}, { token: plain });
    expect(plainOut.body.data).toEqual({ exitUrl: '' });
  });
});

describe('CAS 3.0', () => {
  it('creates an unknown user as configured, then links the returning user by number', async () => {
    const first = await casSignIn(casSchool, 'T2001');
    expect(first.back.search).toMatch(/ticket=ST-/);
    expect(first.finished.body.code).toBe(200);
    const created = first.finished.body.data as TLoginResponse;
    expect(created).toMatchObject({ name: '周老师', userType: UserType.teacher, schoolId: casSchool });
    const again = await casSignIn(casSchool, 'T2001');
    expect(again.finished.body.data?.userId).toBe(created.userId);
    expect(casIdp.validations.at(-1)).toMatchObject({ result: 'SUCCESS' });
  });

  it('refuses a replayed ticket, also under a new flow', async () => {
    const { back, finished } = await casSignIn(casSchool, 'S3001');
    expect(finished.body.code).toBe(200);
    expect((await finish(back.search)).status).toBe(400);
    const ticket = new URLSearchParams(back.search).get('ticket') ?? '';
    const fresh = await start(casSchool);
    const service = new URL(fresh.body.data?.redirectUrl ?? '').searchParams.get('service') ?? '';
    const state = new URL(service).searchParams.get('state') ?? '';
    const replay = await finish(`?state=${state}&ticket=${ticket}`, 'en');
    expect(replay.status).toBe(400);
    expect(replay.body.message).toMatch(/^The school’s sign-in did not succeed: INVALID_TICKET/);
    expect(casIdp.validations.at(-1)).toMatchObject({ ticket, result: 'INVALID_TICKET' });
  });

  it('signs out at the CAS server, whose single logout ends the session', async () => {
    const { back, finished } = await casSignIn(casSchool, 'S3001');
    const token = finished.body.data?.token ?? '';
    const out = await call<TSchoolSignOut>('/openApi/login/schoolSignIn/signOut', {}, { token });
    expect(out.body.data?.exitUrl).toBe(
      `${casIdp.url}/logout?service=${encodeURIComponent(`${ORIGIN}/loginpage?id=${casSchool}`)}`,
    );

    // Single logout: the CAS server POSTs a LogoutRequest naming the service ticket.
    const second = await casSignIn(casSchool, 'S3001');
    const token2 = second.finished.body.data?.token ?? '';
    const ticket = new URLSearchParams(second.back.search).get('ticket') ?? '';
    const logoutRequest = `<samlp:LogoutRequest xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" ID="LR-1" Version="2.0"><saml:NameID xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion">S3001</saml:NameID><samlp:SessionIndex>${ticket}</samlp:SessionIndex></samlp:LogoutRequest>`;
    const slo = await t.app.inject({
      method: 'POST',
      url: '/school_sign_in/callback',
      payload: new URLSearchParams({ logoutRequest }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(slo.statusCode).toBe(200);
    expect((await call('/openApi/overall/getUserDetail', {}, { token: token2 })).body.code).toBe(700);
    expect(back.search).not.toBe(second.back.search);
  });
});
