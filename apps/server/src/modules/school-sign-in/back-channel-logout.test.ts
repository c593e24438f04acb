/**
 * OpenID Connect Back-Channel Logout against a real OpenID provider (oidc-provider with
 * backchannelLogout): the app listens on a loopback port so the provider can POST its logout token
 * there. Signing out at the provider ends exactly the Lingua session that provider session started;
 * tokens failing any of the spec's checks (signed with the provider's own key, so only the check
 * refuses them) end nothing and answer 400.
 */
import { randomUUID } from 'node:crypto';
import { SCHOOL_SIGN_IN_BACK_CHANNEL_PATH, type TLoginResponse, type TSchoolSignInConfig } from '@lingua/contracts';
import { desc, eq } from 'drizzle-orm';
import type { JWTPayload } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schoolSignInSessions } from '../../db/schema';
import { buildTestApp, type CallOptions, type TestApp } from '../../test/build-test-app';
import { buildSchool, buildUser } from '../../test/factories';
import { CookieBrowser } from '../../test/idp/browse';
import { type OidcTestServer, startOidcServer } from '../../test/idp/oidc-server';
import { BACK_CHANNEL_EVENT } from './back-channel-logout';

let t: TestApp;
let idp: OidcTestServer;
let origin = '';
let schoolId = 0;
const host = () => new URL(origin).host;
const call = <T = unknown>(path: string, body: unknown = {}, options: CallOptions = {}) =>
  t.call<T>(path, body, { ...options, headers: { host: host(), ...options.headers } });
const alive = async (token: string) => (await call('/openApi/overall/getUserDetail', {}, { token })).body.code;

/** Signs in through the provider's pages; answers the Lingua token and the browser (the provider's cookies). */
async function signIn(login: string) {
  const started = await call<{ redirectUrl: string }>('/openApi/login/schoolSignIn/start', { schoolId });
  const browser = new CookieBrowser();
  const back = await browser.signIn(started.body.data?.redirectUrl ?? '', `${origin}/school_sign_in/callback`, {
    login,
    password: 'any',
  });
  const finished = await call<TLoginResponse>('/openApi/login/schoolSignIn/finish', { search: back.search });
  expect(finished.body.code, finished.body.message).toBe(200);
  return { token: finished.body.data?.token ?? '', userId: finished.body.data?.userId ?? 0, browser };
}

const post = (logoutToken: string, school = schoolId) =>
  t.app.inject({
    method: 'POST',
    url: `${SCHOOL_SIGN_IN_BACK_CHANNEL_PATH}/${school}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ logout_token: logoutToken }).toString(),
  });

beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  schoolId = (await buildSchool(t.db, { name: '北湖财经学院' })).id;
  idp = await startOidcServer({
    port: 0,
    accounts: {
      zhaomin: { claims: { name: '赵敏', student_no: '2026101' } },
      qianli: { claims: { name: '钱力', student_no: '2026102' } },
    },
    client: {
      clientId: 'lingua-bcl',
      clientSecret: 'bcl-client-secret',
      redirectUris: [`${origin}/school_sign_in/callback`],
      postLogoutRedirectUris: [],
      backChannelLogoutUri: `${origin}${SCHOOL_SIGN_IN_BACK_CHANNEL_PATH}/${schoolId}`,
    },
  });
  const operator = await t.signIn((await buildUser(t.db, { schoolId: null, userType: 1, roles: ['operator'] })).mobile);
  const saved = await call<TSchoolSignInConfig>(
    '/openApi/platform/school/signIn/save',
    {
      schoolId,
      protocol: 'oidc',
      serverAddress: idp.issuer,
      clientId: 'lingua-bcl',
      clientSecret: 'bcl-client-secret',
      numberClaim: 'student_no',
      createUnknown: true,
      buttonName: '统一身份认证',
    },
    { token: operator },
  );
  expect(saved.body.code, saved.body.message).toBe(200);
  // The operator's page shows the address to register at the provider.
  expect(saved.body.data?.backChannelLogoutUrl).toBe(`${origin}${SCHOOL_SIGN_IN_BACK_CHANNEL_PATH}/${schoolId}`);
});
afterAll(async () => {
  await idp?.close();
  await t.close();
});

describe('back-channel logout', () => {
  it('signing out at the provider ends the Lingua session that provider session started, and no other', async () => {
    const zhao = await signIn('zhaomin');
    const qian = await signIn('qianli');
    // The provider's session id and subject are kept with the session.
    const [stored] = await t.db.select().from(schoolSignInSessions).where(eq(schoolSignInSessions.sub, 'zhaomin'));
    expect(stored?.sid).toMatch(/.{8,}/);
    expect(await alive(zhao.token)).toBe(200);

    const results = idp.backChannelResults.length;
    await zhao.browser.signOutAt(`${idp.issuer}/session/end`);
    expect(idp.backChannelResults.slice(results)).toEqual([{ ok: true, detail: '200' }]);
    expect(await alive(zhao.token)).toBe(700);
    expect(await alive(qian.token)).toBe(200);
  });

  /** A logout token as the provider would sign it for a session of `sub`; `change` alters it. */
  async function logoutToken(sub: string, sid: string, change: (p: JWTPayload) => void = () => undefined) {
    const payload: JWTPayload = {
      iss: idp.issuer,
      aud: 'lingua-bcl',
      iat: Math.floor(Date.now() / 1000),
      jti: randomUUID(),
      sub,
      sid,
      events: { [BACK_CHANNEL_EVENT]: {} },
    };
    change(payload);
    return idp.sign(payload);
  }

  it('refuses a token failing any check, ends nothing, and takes a token once', async () => {
    const qian = await signIn('qianli');
    const [link] = await t.db
      .select()
      .from(schoolSignInSessions)
      .where(eq(schoolSignInSessions.sub, 'qianli'))
      .orderBy(desc(schoolSignInSessions.sessionId))
      .limit(1);
    const sid = link?.sid ?? '';
    const refusals: [string, (p: JWTPayload) => void][] = [
      [
        'another issuer',
        (p) => {
          p.iss = 'http://127.0.0.1:1';
        },
      ],
      [
        'another audience',
        (p) => {
          p.aud = 'someone-else';
        },
      ],
      ['no iat', (p) => delete p.iat],
      [
        'an old iat',
        (p) => {
          p.iat = Math.floor(Date.now() / 1000) - 3600;
        },
      ],
      ['no jti', (p) => delete p.jti],
      ['no events', (p) => delete p.events],
      [
        'another event',
        (p) => {
          p.events = { 'http://schemas.openid.net/event/other': {} };
        },
      ],
      [
        'neither sid nor sub',
        (p) => {
          delete p.sid;
          delete p.sub;
        },
      ],
      [
        'a nonce (an ID token)',
        (p) => {
          p.nonce = 'n-1';
        },
      ],
    ];
    for (const [what, change] of refusals) {
      const r = await post(await logoutToken('qianli', sid, change));
      expect(r.statusCode, what).toBe(400);
      expect(r.json(), what).toEqual({ error: 'invalid_request' });
      expect(r.headers['cache-control']).toBe('no-store');
    }
    // Not signed by the provider: a key of our own making.
    const good = await logoutToken('qianli', sid);
    const [head, body] = good.split('.');
    expect((await post(`${head}.${body}.${'A'.repeat(342)}`)).statusCode).toBe(400);
    // Another school's address: that school has no OpenID Connect sign-in.
    expect((await post(good, (await buildSchool(t.db)).id)).statusCode).toBe(400);
    expect((await post('not-a-jwt')).statusCode).toBe(400);
    expect(await alive(qian.token)).toBe(200);

    // The good one ends the session, by sid; the same token again is a replay.
    expect((await post(good)).statusCode).toBe(200);
    expect(await alive(qian.token)).toBe(700);
    expect((await post(good)).statusCode).toBe(400);
  });

  it('a token naming only the subject ends every session of that person', async () => {
    const zhao = await signIn('zhaomin');
    expect((await post(await logoutToken('zhaomin', '', (p) => delete p.sid))).statusCode).toBe(200);
    expect(await alive(zhao.token)).toBe(700);
  });
});
