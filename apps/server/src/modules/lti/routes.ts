/**
 * The LTI module's routes: the browser and platform addresses outside /openApi (OIDC login
 * initiation, launch, the deep-linking answer's page, the tool's key set) and the /openApi calls of
 * contracts calls/lti.ts. The launch addresses take form posts (application/x-www-form-urlencoded),
 * parsed in this plugin only.
 */
import { LtiToolPaths, ltiCalls } from '@lingua/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../platform/database';
import { defineRoute } from '../../platform/route';
import type { AttemptScores } from '../trainings/attempt-scores';
import { chooseTraining, deepLinkOptions, takeDeepLinkAnswer } from './deep-linking';
import { initiateLogin, LaunchRefused, STATE_COOKIE, verifyLaunch } from './launch';
import { completeLaunch, enter } from './launch-flow';
import { AUTOPOST_SCRIPT, autoPostPage, refusalPage } from './pages';
import { deletePlatform, listPlatforms, savePlatform } from './platforms';
import { classLinkOf, syncRoster } from './roster';
import { FIRST_RETRY_MS, ScorePassback } from './scores';
import { toolJwks } from './tool-keys';

export interface LtiOptions {
  /** A refused score's first wait before it is sent again (default FIRST_RETRY_MS, 30 s; it doubles). */
  firstRetryMs?: number;
}

/** The tool's origin as the browser reaches it (behind a proxy, with TRUST_PROXY=1). */
export const toolOrigin = (req: FastifyRequest) => `${req.protocol}://${req.host}`;

function stringFields(input: unknown): Record<string, string | undefined> {
  const out: Record<string, string | undefined> = {};
  if (!input || typeof input !== 'object') return out;
  for (const [k, v] of Object.entries(input)) if (typeof v === 'string' && v.length <= 20_000) out[k] = v;
  return out;
}

function cookie(req: FastifyRequest, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return decodeURIComponent(v.join('='));
  }
  return undefined;
}

function refuse(req: FastifyRequest, reply: FastifyReply, error: unknown) {
  if (!(error instanceof LaunchRefused)) throw error;
  req.log.info({ reason: error.message }, 'LTI launch refused');
  return reply
    .code(error.status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(refusalPage(error.reason));
}

export function registerLtiRoutes(
  app: FastifyInstance,
  db: Db,
  attemptScores: AttemptScores,
  options: LtiOptions = {},
): void {
  void app.register(async (lti) => {
    lti.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(typeof body === 'string' ? body : body.toString('utf8'))));
    });

    const login = async (req: FastifyRequest, reply: FastifyReply) => {
      try {
        const params = stringFields(req.method === 'GET' ? req.query : req.body);
        const started = await initiateLogin(db, params, toolOrigin(req));
        // Lax on plain HTTP (a same-site test platform); None over TLS, for a platform on another site.
        const secure = req.protocol === 'https';
        reply.header(
          'set-cookie',
          `${STATE_COOKIE}=${started.state}; Path=${LtiToolPaths.launch}; Max-Age=${started.stateTtlSeconds}; HttpOnly; ${secure ? 'Secure; SameSite=None' : 'SameSite=Lax'}`,
        );
        return reply.header('cache-control', 'no-store').redirect(started.redirect, 302);
      } catch (error) {
        return refuse(req, reply, error);
      }
    };
    lti.get(LtiToolPaths.login, login);
    lti.post(LtiToolPaths.login, login);

    lti.post(LtiToolPaths.launch, async (req, reply) => {
      try {
        const form = stringFields(req.body);
        const launch = await verifyLaunch(db, form, cookie(req, STATE_COOKIE));
        const to = await completeLaunch(db, launch, req.log);
        reply.header('set-cookie', `${STATE_COOKIE}=; Path=${LtiToolPaths.launch}; Max-Age=0; HttpOnly`);
        return reply.header('cache-control', 'no-store').redirect(to, 302);
      } catch (error) {
        return refuse(req, reply, error);
      }
    });

    lti.get<{ Params: { id: string } }>(`${LtiToolPaths.launch}/return/:id`, async (req, reply) => {
      const answer = await takeDeepLinkAnswer(db, req.params.id.slice(0, 100));
      if (!answer) return refuse(req, reply, new LaunchRefused('badState', 404));
      req.formActionOrigin = new URL(answer.returnUrl).origin;
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(autoPostPage(answer.returnUrl, answer.jwt));
    });

    lti.get('/lti/autopost.js', async (_req, reply) =>
      reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(AUTOPOST_SCRIPT),
    );

    lti.get(LtiToolPaths.jwks, async (_req, reply) =>
      reply.header('cache-control', 'public, max-age=300').send(await toolJwks(db)),
    );
  });

  defineRoute(app, db, ltiCalls.platforms, () => listPlatforms(db));
  defineRoute(app, db, ltiCalls.savePlatform, ({ body }) => savePlatform(db, body));
  defineRoute(app, db, ltiCalls.deletePlatform, async ({ body }) => {
    await deletePlatform(db, body.platformId);
    return null;
  });
  defineRoute(app, db, ltiCalls.enter, ({ body, ctx }) =>
    enter(db, body.code, { ip: ctx.ip, equipmentCode: ctx.headers['login-equipment-code'] ?? '' }),
  );
  defineRoute(app, db, ltiCalls.deepLinkOptions, ({ body, user, ctx }) =>
    deepLinkOptions(db, user, body.deepLinkId, ctx.language),
  );
  defineRoute(app, db, ltiCalls.deepLinkChoose, ({ body, user }) =>
    chooseTraining(db, user, body.deepLinkId, body.trainingId),
  );
  defineRoute(app, db, ltiCalls.classLink, ({ body, user }) => classLinkOf(db, user, body.classId));
  defineRoute(app, db, ltiCalls.syncRoster, ({ body, user }) => syncRoster(db, user, body.classId));
  // Scores go out as they change; the retry timer is armed at start only if rows wait.
  const passback = new ScorePassback(db, app.log, options.firstRetryMs ?? FIRST_RETRY_MS);
  passback.listen(attemptScores);
  // A database not (yet) migrated or answering must not stop the app from starting: readiness
  // (/readyz) reports that; the rows left wait for the next score or the next start.
  app.addHook('onReady', () =>
    passback.arm().catch((error: unknown) => app.log.warn({ err: error }, 'LTI score retries not armed at start')),
  );
  app.addHook('onClose', () => passback.close());
}
