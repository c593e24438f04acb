/**
 * The school's own sign-in (issue 22 item 1) in Chromium, through the IdPs' real login pages: a real
 * OpenID provider (oidc-provider) on 3243 and the CAS 3.0 test server on 3244, started here as one
 * child process (apps/server/src/test/idp/serve.ts), which posts back-channel logout tokens to this
 * site. The operator 13600000002 sets the OIDC school up
 * on the operator page; users created by the sign-in are this file's own.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, test } from './csp-guard';
import { callApi, signIn, signInByApi, signOut } from './helpers';

const OPERATOR = '13600000002';
// E2E_IDP_PORTS="<oidc>,<cas>" moves them where another server already listens on 3243-3244.
const [OIDC_PORT = 3243, CAS_PORT = 3244] = (process.env.E2E_IDP_PORTS ?? '').split(',').filter(Boolean).map(Number);
const APP_ORIGIN = `http://localhost:${process.env.E2E_PORT ?? 3210}`;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

let idps: ChildProcess | undefined;
let oidcIssuer = '';
let casUrl = '';
let oidcSchool = 0;
let casSchool = 0;
let wrongSchool = 0;
let oidcSchoolName = '';

async function createSchool(request: Parameters<typeof signInByApi>[0], token: string, name: string): Promise<number> {
  // A new manager mobile per attempt, so a retry does not meet its own earlier school.
  const managerMobile = `135${String(Date.now() + Math.floor(Math.random() * 1000)).slice(-8)}`;
  const { schoolId } = await callApi<{ schoolId: number }>(
    request,
    '/openApi/platform/school/create',
    { schoolName: name, managerMobile, managerName: '统一认证管理员', managerPassword: 'secret66' },
    token,
  );
  return schoolId;
}

function startIdps(signOutReturns: string[], backChannelLogoutUri: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/test/idp/serve.ts')], {
      cwd: root,
      env: {
        ...process.env,
        OIDC_PORT: String(OIDC_PORT),
        CAS_PORT: String(CAS_PORT),
        APP_ORIGIN,
        SIGN_OUT_RETURNS: signOutReturns.join(','),
        BACK_CHANNEL_LOGOUT_URI: backChannelLogoutUri,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    idps = child;
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const ready = /idps ready (\S+) (\S+)/.exec(out);
      if (ready) {
        oidcIssuer = ready[1] ?? '';
        casUrl = ready[2] ?? '';
        resolve();
      }
    });
    child.on('exit', (code) => reject(new Error(`test IdPs stopped (${code}): ${out}`)));
  });
}

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  const token = await signInByApi(request, OPERATOR);
  const suffix = String(Date.now()).slice(-4);
  oidcSchoolName = `东湖外语职业学院 ${suffix}`;
  oidcSchool = await createSchool(request, token, oidcSchoolName);
  casSchool = await createSchool(request, token, `西江商贸大学 ${suffix}`);
  wrongSchool = await createSchool(request, token, `南山学院 ${suffix}`);
  await startIdps(
    [oidcSchool, casSchool].map((id) => `${APP_ORIGIN}/loginpage?id=${id}`),
    `${APP_ORIGIN}/school_sign_in/backchannel_logout/${oidcSchool}`,
  );
  await callApi(
    request,
    '/openApi/platform/school/signIn/save',
    {
      schoolId: casSchool,
      protocol: 'cas',
      serverAddress: casUrl,
      numberClaim: 'staffNo',
      createUnknown: true,
      createAs: 1,
      buttonName: '统一身份认证（CAS）',
      buttonNameEn: 'Sign in with CAS',
    },
    token,
  );
  // The same provider under another name: discovery answers an issuer other than the configured one.
  await callApi(
    request,
    '/openApi/platform/school/signIn/save',
    {
      schoolId: wrongSchool,
      protocol: 'oidc',
      serverAddress: oidcIssuer.replace('127.0.0.1', 'localhost'),
      clientId: 'lingua-e2e',
      clientSecret: 'e2e-oidc-secret',
      numberClaim: 'student_no',
      createUnknown: true,
      buttonName: '统一身份认证登录',
    },
    token,
  );
});

test.afterAll(() => {
  idps?.kill('SIGTERM');
});

const userIdOf = (page: Page) =>
  page.evaluate(() => (JSON.parse(localStorage.getItem('lingua.loginInfo') ?? '{}') as { userId?: number }).userId);

/** The provider's own pages: its login form, then its consent when it asks. */
async function throughOidcProvider(page: Page, login: string): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`^${oidcIssuer}/interaction/`));
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('any-password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  const consent = page.getByRole('button', { name: 'Continue' });
  await expect(consent.or(page.getByTestId('user-dropdown'))).toBeVisible();
  if (await consent.isVisible()) await consent.click();
}

test('OpenID Connect: the operator sets it up, a new student is created, signs out of the IdP, and comes back linked', async ({
  page,
  browser,
}) => {
  await signIn(page, OPERATOR);
  await expect(page).toHaveURL(/\/operator\/schools/);
  const row = page.getByRole('row', { name: new RegExp(oidcSchoolName) });
  await row.getByRole('button', { name: /统一身份认证/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('school-sign-in-return-url')).toContainText(`${APP_ORIGIN}/school_sign_in/callback`);
  await expect(dialog.getByTestId('school-sign-in-back-channel-url')).toContainText(
    `${APP_ORIGIN}/school_sign_in/backchannel_logout/${oidcSchool}`,
  );
  await dialog.getByLabel('Issuer 地址').fill(oidcIssuer);
  await dialog.getByLabel('客户端 ID').fill('lingua-e2e');
  await dialog.getByLabel('客户端密钥').fill('e2e-oidc-secret');
  await dialog.getByLabel('学号/工号字段').fill('student_no');
  await dialog.getByLabel('自动创建账号').check();
  await dialog.getByLabel('按钮文字（中文）').fill('东湖学院统一身份认证');
  await dialog.getByLabel('按钮文字（英文）').fill('Donghu college account');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('统一身份认证配置已保存')).toBeVisible();
  // The secret is never shown again: only that one is stored.
  await expect(dialog.getByText('已加密保存（不显示）；留空则不修改')).toBeVisible();
  await dialog.getByRole('button', { name: '测试连接' }).click();
  await expect(dialog.getByTestId('school-sign-in-test')).toContainText('连接正常');

  const context = await browser.newContext();
  const student = await context.newPage();
  await student.goto(`/loginpage?id=${oidcSchool}`);
  await student.getByRole('button', { name: '东湖学院统一身份认证' }).click();
  await throughOidcProvider(student, 'wangfang');
  await expect(student.getByTestId('user-dropdown')).toContainText('王芳');
  const firstId = await userIdOf(student);
  expect(firstId).toBeGreaterThan(0);

  // Sign-out ends the provider's session too, and comes back to the school's login page.
  await signOut(student);
  await expect(student).toHaveURL(new RegExp(`^${oidcIssuer}/`));
  await student.getByRole('button', { name: /Yes, sign me out/ }).click();
  await expect(student).toHaveURL(new RegExp(`/loginpage\\?id=${oidcSchool}$`));

  // The provider asks for the login again (its session ended); the same number is the same account.
  await student.getByRole('button', { name: '东湖学院统一身份认证' }).click();
  await throughOidcProvider(student, 'wangfang');
  await expect(student.getByTestId('user-dropdown')).toContainText('王芳');
  expect(await userIdOf(student)).toBe(firstId);
  await context.close();
});

test('OpenID Connect: signing out at the provider itself signs the Lingua tab out (back-channel logout)', async ({
  browser,
  request,
}) => {
  // The setting as the first journey saves it on the operator's page (set here too, so this one stands alone).
  await callApi(
    request,
    '/openApi/platform/school/signIn/save',
    {
      schoolId: oidcSchool,
      protocol: 'oidc',
      serverAddress: oidcIssuer,
      clientId: 'lingua-e2e',
      clientSecret: 'e2e-oidc-secret',
      numberClaim: 'student_no',
      createUnknown: true,
      buttonName: '东湖学院统一身份认证',
      buttonNameEn: 'Donghu college account',
    },
    await signInByApi(request, OPERATOR),
  );
  const context = await browser.newContext();
  const student = await context.newPage();
  await student.goto(`/loginpage?id=${oidcSchool}`);
  await student.getByRole('button', { name: '东湖学院统一身份认证' }).click();
  await throughOidcProvider(student, 'chenjing');
  await expect(student.getByTestId('user-dropdown')).toContainText('陈静');
  const token = (await context.cookies()).find((c) => c.name === 'lingua.token')?.value ?? '';
  expect(token).not.toBe('');

  // Another tab, at the provider's own sign-out page (as the college portal's "sign out" opens it).
  const portal = await context.newPage();
  await portal.goto(`${oidcIssuer}/session/end`);
  await portal.getByRole('button', { name: /Yes, sign me out/ }).click();
  await expect(portal.getByText(/Sign-out Success|signed out/i).first()).toBeVisible();
  await portal.close();

  // The provider posted its logout token to Lingua: the session is over, the next call answers 700…
  const answer = await request.post('/openApi/overall/getUserDetail', { data: {}, headers: { token } });
  expect(((await answer.json()) as { code: number }).code).toBe(700);
  // …and the Lingua tab's next page load finds itself signed out.
  await student.reload();
  await expect(student.getByTestId('user-dropdown')).toHaveCount(0);
  await expect(student.getByRole('button', { name: '东湖学院统一身份认证' })).toBeVisible();
  await context.close();
});

test('OpenID Connect: an issuer other than the configured one is refused', async ({ page }) => {
  await page.goto(`/loginpage?id=${wrongSchool}`);
  await page.getByRole('button', { name: '统一身份认证登录' }).click();
  await expect(page.getByTestId('school-sign-in').getByRole('alert')).toContainText('学校统一身份认证未通过');
  await expect(page).toHaveURL(new RegExp(`/loginpage\\?id=${wrongSchool}$`));
});

test('CAS 3.0: a new teacher is created, a replayed ticket is refused, sign-out ends the CAS session', async ({
  page,
  request,
}) => {
  await page.goto(`/loginpage?id=${casSchool}`);
  await page.getByRole('button', { name: '统一身份认证（CAS）' }).click();
  await expect(page).toHaveURL(new RegExp(`^${casUrl}/login\\?service=`));
  const back = page.waitForRequest((r) => r.url().startsWith(`${APP_ORIGIN}/school_sign_in/callback?`));
  await page.getByLabel('学号/工号 Username').fill('T2001');
  await page.getByLabel('密码 Password').fill('cas-pass');
  await page.getByRole('button', { name: '登录 Sign in' }).click();
  const returned = new URL((await back).url());
  expect(returned.searchParams.get('ticket')).toMatch(/^ST-/);
  await expect(page.getByTestId('user-dropdown')).toContainText('周老师');
  const firstId = await userIdOf(page);

  // The same ticket under a new sign-in: the CAS server has spent it.
  const fresh = await callApi<{ redirectUrl: string }>(request, '/openApi/login/schoolSignIn/start', {
    schoolId: casSchool,
  });
  const service = new URL(new URL(fresh.redirectUrl).searchParams.get('service') ?? '');
  const replay = await page.context().newPage();
  await replay.goto(
    `/school_sign_in/callback?state=${service.searchParams.get('state')}&ticket=${returned.searchParams.get('ticket')}`,
  );
  await expect(replay.getByTestId('school-sign-in-error')).toContainText('INVALID_TICKET');
  // And the first return again: its sign-in was used once already.
  await replay.goto(`/school_sign_in/callback${returned.search}`);
  await expect(replay.getByTestId('school-sign-in-error')).toContainText('登录请求已失效或已使用');
  await replay.close();

  await signOut(page);
  await expect(page).toHaveURL(new RegExp(`/loginpage\\?id=${casSchool}$`));

  // The CAS session is over: its login page asks again; the same number is the same account.
  await page.getByRole('button', { name: '统一身份认证（CAS）' }).click();
  await expect(page.getByLabel('学号/工号 Username')).toBeVisible();
  await page.getByLabel('学号/工号 Username').fill('T2001');
  await page.getByLabel('密码 Password').fill('cas-pass');
  await page.getByRole('button', { name: '登录 Sign in' }).click();
  await expect(page.getByTestId('user-dropdown')).toContainText('周老师');
  expect(await userIdOf(page)).toBe(firstId);
});
