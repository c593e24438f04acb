/**
 * Starts the test IdPs for the end-to-end journey (e2e/tests/school-sign-in.spec.ts) as one child
 * process: a real OpenID provider and the CAS 3.0 test server on loopback ports, with the journey's
 * accounts. Settings from the environment: OIDC_PORT, CAS_PORT, APP_ORIGIN (the site the IdPs send
 * the browser back to), SIGN_OUT_RETURNS (comma-separated post-logout addresses),
 * BACK_CHANNEL_LOGOUT_URI (where the provider posts logout tokens). Prints one line,
 * "idps ready <oidc issuer> <cas url>", then runs until killed.
 */
import { startCasServer } from './cas-server';
import { startOidcServer } from './oidc-server';

const appOrigin = process.env.APP_ORIGIN ?? 'http://localhost:3241';
const oidc = await startOidcServer({
  port: Number(process.env.OIDC_PORT ?? 3243),
  accounts: {
    wangfang: { claims: { name: '王芳', student_no: '2026001' } },
    chenjing: { claims: { name: '陈静', student_no: '2026003' } },
  },
  client: {
    clientId: 'lingua-e2e',
    clientSecret: 'e2e-oidc-secret',
    redirectUris: [`${appOrigin}/school_sign_in/callback`],
    postLogoutRedirectUris: (process.env.SIGN_OUT_RETURNS ?? '').split(',').filter(Boolean),
    backChannelLogoutUri: process.env.BACK_CHANNEL_LOGOUT_URI || undefined,
  },
});
const cas = await startCasServer(
  { T2001: { password: 'cas-pass', attributes: { staffNo: 'T2001', name: '周老师' } } },
  Number(process.env.CAS_PORT ?? 3244),
);
process.stdout.write(`idps ready ${oidc.issuer} ${cas.url}\n`);
const stop = async () => {
  await Promise.all([oidc.close(), cas.close()]);
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
