/**
 * The school's own sign-in calls (contracts: calls/school-sign-in.ts), and the two routes outside
 * /openApi that IdPs call: CAS single logout, which the CAS server POSTs to the service address (the
 * return page's), and OpenID Connect back-channel logout.
 */
import { SCHOOL_SIGN_IN_BACK_CHANNEL_PATH, SCHOOL_SIGN_IN_RETURN_PATH, schoolSignInCalls } from '@lingua/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../platform/database';
import { defineRoute } from '../../platform/route';
import type { SecretBox } from '../../platform/secret-box';
import { readUploadedXlsx } from '../../platform/spreadsheet/uploaded-xlsx';
import { backChannelLogout, LogoutTokenRefused, logoutRefusalReason } from './back-channel-logout';
import { logoutRequestTicket } from './cas';
import { importSchoolNumbers, schoolNumberTemplate, setSchoolNumber } from './school-numbers';
import { readSetting, removeSetting, saveSetting } from './settings';
import {
  endSessionsOfTicket,
  finishSchoolSignIn,
  schoolSignInButton,
  schoolSignOut,
  startSchoolSignIn,
  testSetting,
} from './sign-in';

const HOST = /^[a-z0-9.-]+(?::\d{1,5})?$|^\[[0-9a-f:]+\](?::\d{1,5})?$/i;

/**
 * This site's address as the browser reached it (the IdP sends the browser back here). The Host
 * header is the browser's own; behind a proxy, TRUST_PROXY=1 lets Fastify read X-Forwarded-*.
 */
export function siteOrigin(req: FastifyRequest): string {
  const host = req.host;
  const protocol = req.protocol === 'https' ? 'https' : 'http';
  return `${protocol}://${HOST.test(host) ? host : 'localhost'}`;
}

export function registerSchoolSignInRoutes(app: FastifyInstance, db: Db, box: SecretBox): void {
  defineRoute(app, db, schoolSignInCalls.config, ({ body, req }) => readSetting(db, body.schoolId, siteOrigin(req)));
  defineRoute(app, db, schoolSignInCalls.save, ({ body, req }) => saveSetting(db, box, body, siteOrigin(req)));
  defineRoute(app, db, schoolSignInCalls.remove, async ({ body }) => {
    await removeSetting(db, body.schoolId);
    return null;
  });
  defineRoute(app, db, schoolSignInCalls.test, ({ body, req }) => testSetting(db, box, body.schoolId, siteOrigin(req)));
  defineRoute(app, db, schoolSignInCalls.button, ({ body, ctx }) => schoolSignInButton(db, body.id, ctx.language));
  defineRoute(app, db, schoolSignInCalls.start, ({ body, req }) =>
    startSchoolSignIn(db, box, body.schoolId, siteOrigin(req), req.log),
  );
  defineRoute(app, db, schoolSignInCalls.finish, ({ body, ctx, req }) =>
    finishSchoolSignIn(
      db,
      box,
      body.search,
      { ip: ctx.ip, equipmentCode: ctx.headers['login-equipment-code'] ?? '', origin: siteOrigin(req) },
      req.log,
    ),
  );
  defineRoute(app, db, schoolSignInCalls.signOut, ({ user, req }) => schoolSignOut(db, box, user.sessionId, req.log));

  defineRoute(app, db, schoolSignInCalls.setSchoolNumber, ({ user, body }) => setSchoolNumber(db, user, body));
  defineRoute(app, db, schoolSignInCalls.schoolNumberTemplate, ({ ctx }) => schoolNumberTemplate(ctx.language));
  defineRoute(app, db, schoolSignInCalls.importSchoolNumbers, async ({ req, user, ctx }) => {
    const upload = await readUploadedXlsx(req, { maxMb: 2, notXlsxKey: 'schoolNumbersNotXlsx' });
    return importSchoolNumbers(db, user, upload.bytes, ctx.language);
  });

  // CAS single logout (protocol §2.3.3): a form POST of logoutRequest, a SAML LogoutRequest whose
  // SessionIndex is the service ticket. Answered 200 whatever it names, so it tells nothing.
  void app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 16 * 1024 },
      (_req, body, done) => done(null, new URLSearchParams(String(body))),
    );
    scope.post(SCHOOL_SIGN_IN_RETURN_PATH, async (req, reply) => {
      const form = req.body instanceof URLSearchParams ? req.body : null;
      const ticket = logoutRequestTicket(form?.get('logoutRequest') ?? '');
      if (ticket) await endSessionsOfTicket(db, ticket);
      return reply.code(200).type('text/plain').send('ok');
    });

    // Back-channel logout (OpenID Connect Back-Channel Logout 1.0 §2.5, §2.8): 200 when the token
    // holds, 400 invalid_request when it does not; never cached.
    scope.post<{ Params: { schoolId: string } }>(
      `${SCHOOL_SIGN_IN_BACK_CHANNEL_PATH}/:schoolId`,
      async (req, reply) => {
        reply.header('cache-control', 'no-store');
        const schoolId = Number(req.params.schoolId);
        const form = req.body instanceof URLSearchParams ? req.body : null;
        const token = form?.get('logout_token') ?? '';
        try {
          if (!Number.isSafeInteger(schoolId) || schoolId < 1 || !token)
            throw new LogoutTokenRefused('no logout_token');
          const ended = await backChannelLogout(db, box, schoolId, token);
          req.log.info({ schoolId, ended }, 'school sign-in: back-channel logout');
          return reply.code(200).send();
        } catch (error) {
          if (!(error instanceof LogoutTokenRefused))
            req.log.warn({ err: error, schoolId }, 'back-channel logout failed');
          else req.log.info({ schoolId, reason: logoutRefusalReason(error) }, 'back-channel logout refused');
          return reply.code(400).send({ error: 'invalid_request' });
        }
      },
    );
  });
}
