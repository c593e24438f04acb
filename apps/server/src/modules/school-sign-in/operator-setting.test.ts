/**
 * The platform operator's setting of a school's sign-in: who may read and change it, its checks, the
 * IdP test, the login page's button, and the client secret: never answered, sealed at rest with
 * the settings key, a clear value from before migration 0037 sealed at start, and re-sealed under
 * a new key after a rotation. The IdPs are the real ones of routes.test.ts, on free ports.
 */
import { randomBytes } from 'node:crypto';
import type { TSchoolSignInButton, TSchoolSignInConfig, TSchoolSignInTest } from '@lingua/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schoolSignIns } from '../../db/schema';
import { createSecretBox } from '../../platform/secret-box';
import type { CallOptions } from '../../test/build-test-app';
import { buildManager, buildStudent, buildTeacher } from '../../test/factories';
import { OIDC_SECRET, RETURN, type SignInWorld, startSignInWorld } from '../../test/idp/sign-in-world';
import { sealClientSecrets } from './settings';

const KEY_1 = randomBytes(32);
const KEY_2 = randomBytes(32);
const box = createSecretBox(new Map([[1, KEY_1]]));
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
const oidcSignIn = (schoolId: number, login: string) => w.oidcSignIn(schoolId, login);

beforeAll(async () => {
  w = await startSignInWorld({ oidcPort: 0, casPort: 0, settingsKeys: box });
  ({ t, oidcIdp, casIdp, operator, oidcSchool, casSchool, plainSchool } = w);
});
afterAll(() => w?.close());

describe('the operator’s setting', () => {
  it('is read and changed only by the platform operator', async () => {
    const manager = await t.signIn((await buildManager(t.db, oidcSchool)).mobile);
    const teacher = await t.signIn((await buildTeacher(t.db, oidcSchool)).mobile);
    const student = await t.signIn((await buildStudent(t.db, oidcSchool)).mobile);
    for (const token of [manager, teacher, student]) {
      expect((await call('/openApi/platform/school/signIn/config', { schoolId: oidcSchool }, { token })).status).toBe(
        403,
      );
      expect(
        (
          await save(
            { schoolId: oidcSchool, protocol: 'cas', serverAddress: casIdp.url, numberClaim: 'x', buttonName: 'x' },
            token,
          )
        ).status,
      ).toBe(403);
    }
    expect((await call('/openApi/platform/school/signIn/config', { schoolId: oidcSchool })).status).toBe(401);
  });

  it('never answers the client secret, and an empty secret keeps the stored one', async () => {
    const read = await call<TSchoolSignInConfig>(
      '/openApi/platform/school/signIn/config',
      { schoolId: oidcSchool },
      { token: operator },
    );
    expect(read.body.data).toMatchObject({
      configured: true,
      protocol: 'oidc',
      hasClientSecret: true,
      returnUrl: RETURN,
    });
    expect(JSON.stringify(read.body)).not.toContain('oidc-client-secret-1');
    const again = await save({
      schoolId: oidcSchool,
      protocol: 'oidc',
      serverAddress: `${oidcIdp.issuer}/`,
      clientId: 'lingua',
      clientSecret: '',
      numberClaim: 'student_no',
      createUnknown: true,
      createAs: 2,
      buttonName: '统一身份认证登录',
      buttonNameEn: 'Sign in with the college account',
    });
    expect(again.body.data).toMatchObject({ hasClientSecret: true, serverAddress: oidcIdp.issuer });
    // The kept secret still signs the token request: a sign-in works (below, and here).
    const { finished } = await oidcSignIn(oidcSchool, 'lisi');
    expect(finished.body.code).toBe(200);
  });

  it('refuses bad input on the right field in both languages', async () => {
    const noClient = await call(
      '/openApi/platform/school/signIn/save',
      { schoolId: oidcSchool, protocol: 'oidc', serverAddress: oidcIdp.issuer, numberClaim: 'sub', buttonName: 'x' },
      { token: operator, headers: { 'accept-language': 'en' } },
    );
    expect(noClient.status).toBe(400);
    expect(noClient.body.message).toBe('OpenID Connect needs a client id');
    const badUrl = await call(
      '/openApi/platform/school/signIn/save',
      {
        schoolId: casSchool,
        protocol: 'cas',
        serverAddress: 'javascript:alert(1)',
        numberClaim: 'user',
        buttonName: 'x',
      },
      { token: operator },
    );
    expect(badUrl.status).toBe(400);
    expect(badUrl.body.message).toMatch(/http\(s\)/);
    const missing = await save({
      schoolId: 999999,
      protocol: 'cas',
      serverAddress: casIdp.url,
      numberClaim: 'user',
      buttonName: 'x',
    });
    expect(missing.status).toBe(404);
  });

  it('tests the IdP as the sign-in will ask it', async () => {
    const oidc = await call<TSchoolSignInTest>(
      '/openApi/platform/school/signIn/test',
      { schoolId: oidcSchool },
      { token: operator },
    );
    expect(oidc.body.data).toMatchObject({ ok: true });
    const cas = await call<TSchoolSignInTest>(
      '/openApi/platform/school/signIn/test',
      { schoolId: casSchool },
      { token: operator },
    );
    expect(cas.body.data).toMatchObject({ ok: true, detail: expect.stringContaining('INVALID_TICKET') });
  });

  it('shows the login page’s button only where the sign-in is set', async () => {
    const shown = await call<TSchoolSignInButton>(
      '/openApi/login/schoolSignIn/button',
      { id: oidcSchool },
      { headers: { 'accept-language': 'en' } },
    );
    expect(shown.body.data).toEqual({
      available: true,
      protocol: 'oidc',
      buttonName: 'Sign in with the college account',
    });
    const none = await call<TSchoolSignInButton>('/openApi/login/schoolSignIn/button', { id: plainSchool });
    expect(none.body.data).toEqual({ available: false, protocol: null, buttonName: '' });
  });
});

describe('the client secret at rest', () => {
  const stored = async () => {
    const [row] = await t.db.select().from(schoolSignIns).where(eq(schoolSignIns.schoolId, oidcSchool));
    if (!row) throw new Error('no setting');
    return row;
  };

  it('is sealed under the settings key, and still signs the token request', async () => {
    const row = await stored();
    expect(row.clientSecretKey).toBe(1);
    expect(row.clientSecret).not.toContain(OIDC_SECRET);
    expect(box.open(row.clientSecret, 1)).toBe(OIDC_SECRET);
    // AES-GCM: an altered value does not open.
    const altered = Buffer.from(row.clientSecret, 'base64url');
    altered[altered.length - 1] = (altered.at(-1) ?? 0) ^ 1;
    expect(() => box.open(altered.toString('base64url'), 1)).toThrow();
    expect((await oidcSignIn(oidcSchool, 'wangfang')).finished.body.code).toBe(200);
  });

  it('a clear secret from before migration 0037 works, and the start seals it', async () => {
    await t.db
      .update(schoolSignIns)
      .set({ clientSecret: OIDC_SECRET, clientSecretKey: null })
      .where(eq(schoolSignIns.schoolId, oidcSchool));
    expect((await oidcSignIn(oidcSchool, 'lisi')).finished.body.code).toBe(200);
    expect(await sealClientSecrets(t.db, box)).toEqual({ sealed: 1, unreadable: [] });
    expect(await sealClientSecrets(t.db, box)).toEqual({ sealed: 0, unreadable: [] });
    const row = await stored();
    expect(row).toMatchObject({ clientSecretKey: 1 });
    expect(row.clientSecret).not.toContain(OIDC_SECRET);
    expect((await oidcSignIn(oidcSchool, 'lisi')).finished.body.code).toBe(200);
  });

  it('a rotation re-seals under the new key at start; a box without that key cannot open it', async () => {
    const rotated = createSecretBox(
      new Map([
        [2, KEY_2],
        [1, KEY_1],
      ]),
    );
    expect(rotated.version).toBe(2);
    expect(await sealClientSecrets(t.db, rotated)).toEqual({ sealed: 1, unreadable: [] });
    const row = await stored();
    expect(row.clientSecretKey).toBe(2);
    expect(rotated.open(row.clientSecret, 2)).toBe(OIDC_SECRET);
    expect(() => box.open(row.clientSecret, 2)).toThrow(/key 2 is not configured/);
    // A start with only the old key leaves it, names the school, and starts.
    expect(await sealClientSecrets(t.db, box)).toEqual({ sealed: 0, unreadable: [oidcSchool] });
    // Back under key 1, the key this file's app holds.
    const back = createSecretBox(
      new Map([
        [1, KEY_1],
        [2, KEY_2],
      ]),
    );
    expect(await sealClientSecrets(t.db, back)).toEqual({ sealed: 1, unreadable: [] });
    expect((await oidcSignIn(oidcSchool, 'wangfang')).finished.body.code).toBe(200);
  });
});
