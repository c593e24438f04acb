/** Assembles the Fastify app: parsers, envelope, files, the web app, and every module's routes. */
import { createHmac, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import websocket from '@fastify/websocket';
import { examCalls } from '@lingua/contracts';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { registerAnalyticsRoutes } from './modules/analytics/routes';
import { type AssistantEngines, createAssistantEngines } from './modules/assistant/engines';
import { registerAssistantRoutes } from './modules/assistant/routes';
import { registerAuthRoutes } from './modules/auth/routes';
import { registerCaseWorkRoutes } from './modules/case-work/routes';
import { type CertificateIssuer, registerCertificateRoutes } from './modules/certificates/routes';
import { registerClassManageRoutes } from './modules/classes/manage-routes';
import { registerRosterRoutes } from './modules/classes/roster-routes';
import { registerClassRoutes } from './modules/classes/routes';
import { registerCompetitionPublicRoutes } from './modules/competition-public/routes';
import { registerCompetitionRoutes } from './modules/competitions/routes';
import { registerCourseBuilderRoutes } from './modules/course-builder/routes';
import { registerCourseRoutes } from './modules/courses/routes';
import { registerDeviceCheckRoutes } from './modules/device-check/routes';
import { CONVERT_JOB, DocumentConversions } from './modules/documents/conversions';
import { DocumentConverter, detectConverterPrograms } from './modules/documents/converter';
import { registerDocumentRoutes } from './modules/documents/routes';
import { scheduleExamAutoSubmit } from './modules/exams/auto-submit';
import { type Clock, systemClock } from './modules/exams/exam-access';
import { createFaceEngine, type FaceEngine } from './modules/exams/face-engine';
import { registerFaceRoutes } from './modules/exams/face-routes';
import { registerExamRoutes } from './modules/exams/routes';
import { saveWriter } from './modules/exams/save-batch';
import { registerExternalPageRoutes } from './modules/external-pages/routes';
import { registerGradeBookRoutes } from './modules/grade-book/routes';
import { registerHomeRoutes } from './modules/home/routes';
import { registerInteractionRoutes } from './modules/interaction/routes';
import { registerKnowledgeRoutes } from './modules/knowledge/routes';
import { registerLotteryRoutes } from './modules/lottery/routes';
import { type LtiOptions, registerLtiRoutes } from './modules/lti/routes';
import { registerManageRoutes } from './modules/manage/routes';
import { registerManageStatsRoutes } from './modules/manage/stats-routes';
import { registerMessageRoutes } from './modules/messages/routes';
import { registerNegotiationRoutes } from './modules/negotiations/routes';
import { registerNewsRoutes } from './modules/news/routes';
import { registerOnlineLessonRoutes } from './modules/online-lessons/routes';
import { registerPublicContentRoutes } from './modules/public-content/routes';
import { DEFAULT_POOL_QUOTAS, type PoolQuotas } from './modules/resource-pool/quotas';
import { registerResourcePoolRoutes } from './modules/resource-pool/routes';
import { registerSchoolSignInRoutes } from './modules/school-sign-in/routes';
import { registerSchoolRoutes } from './modules/schools/routes';
import { SPEECH_SCORE_JOB, type SpeechJobOptions, SpeechJobs } from './modules/speaking/jobs';
import { registerSpeakingRoutes } from './modules/speaking/routes';
import { registerTaskRoutes } from './modules/tasks/routes';
import { scheduleTaskReminders } from './modules/tasks/task-reminders';
import { registerTeachingRoutes } from './modules/teaching/routes';
import { AttemptScores } from './modules/trainings/attempt-scores';
import { registerTrainingRoutes } from './modules/trainings/routes';
import { registerUserRoutes } from './modules/users/routes';
import { SessionCache } from './platform/auth/session-cache';
import { BODY_LIMIT_BYTES, drainRefusedBodies } from './platform/body-limits';
import { type Db, ping } from './platform/database';
import { installEnvelope, sendRouteNotFound } from './platform/envelope';
import { installFileUrlHooks, registerFileServing } from './platform/file-serving';
import { createFileSigner } from './platform/file-urls';
import { JobRunner, type JobRunnerOptions } from './platform/jobs/runner';
import { installMetricsAndHealth } from './platform/metrics';
import { MULTIPART_LIMITS } from './platform/multipart';
import { createLocalBus, type RealtimeBus } from './platform/realtime/bus';
import { RealtimeHub } from './platform/realtime/hub';
import { ephemeralSecretBox, type SecretBox } from './platform/secret-box';
import { installSecurityHeaders } from './platform/security-headers';
import type { FileStorage } from './platform/storage';

declare module 'fastify' {
  interface FastifyInstance {
    realtime: RealtimeHub;
    /** Issues competition certificates (modules/certificates): the competition calls it on publishing results. */
    certificates: CertificateIssuer;
  }
}

export interface AppDeps {
  db: Db;
  storage: FileStorage;
  /** The built web app; served with a single-page fallback when present. */
  webDistDir?: string | undefined;
  logger?: FastifyServerOptions['logger'];
  trustProxy?: boolean;
  /** Mobile numbers that see the floating knowledge network map; nobody when absent. */
  knowledgeMapAccounts?: readonly string[];
  /** The assistant's engines; found on this machine when not given. */
  assistant?: AssistantEngines;
  /** The realtime bus (database LISTEN/NOTIFY); without one, delivery stays in this process. */
  bus?: RealtimeBus;
  /** The job runner: its poll, and whether this instance runs jobs at all. */
  jobs?: JobRunnerOptions;
  /** Speech scoring jobs: lease and tries. */
  speechJobs?: SpeechJobOptions;
  /** The exams' clock; tests control it. */
  clock?: Clock;
  /** Document conversion's engines (LibreOffice, poppler); found on this machine when not given. */
  documentConverter?: DocumentConverter;
  /** The exam face check's engine; Debian's python3-opencv when not given. */
  faceEngine?: FaceEngine;
  /** Exam starts in flight at once before one more is refused with 429 (DEFAULT_EXAM_START_LIMIT). */
  examStartLimit?: number;
  /** The exam saves' group commit: the wait for company (ms) and the largest batch (modules/exams/save-batch.ts). */
  examSaves?: { windowMs?: number; maxBatch?: number };
  /** The hot calls take the session from the instance's cache (default on; auth/session-cache.ts). */
  sessionCache?: boolean;
  /** Check every answer against its call's contract: a mismatch answers 500 (default: in tests). */
  checkResponses?: boolean;
  /**
   * Signed URLs of private files: the key (a random one for this process when absent, as in tests;
   * main.ts passes FILE_URL_SECRET or the data folder's), their lifetime, and the clock.
   */
  fileUrls?: { secret?: string; ttlSeconds?: number; now?: () => number };
  /** Upload space of the resource pool per school and per teacher (DEFAULT_POOL_QUOTAS when absent). */
  poolQuotas?: PoolQuotas;
  /** METRICS_TOKEN: besides this machine, who sends it as a bearer token may read /metrics. */
  metricsToken?: string | undefined;
  /** Hosts /externalHTML may frame (config EXTERNAL_PAGE_HOSTS); none when left out. */
  externalPageHosts?: string[];
  /** The settings keys sealing secrets at rest (main.ts: SETTINGS_KEYS or the data folder's settings.keys); a fresh key when absent. */
  settingsKeys?: SecretBox;
  /** LTI 1.3 (modules/lti): the score retries' first wait. */
  lti?: LtiOptions;
}

/** How long a signed file URL lasts by default: a lesson, a long exam, a school day's page. */
export const DEFAULT_FILE_URL_TTL_SECONDS = 4 * 60 * 60;

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: deps.logger ?? false,
    trustProxy: deps.trustProxy ?? false,
    bodyLimit: BODY_LIMIT_BYTES,
    requestTimeout: 60_000,
  });

  // Clients post an empty body to calls without parameters (logoutUserMessage, messageNum).
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, {});
    try {
      done(null, JSON.parse(text));
    } catch {
      const error = new Error('invalid json') as Error & { statusCode: number };
      error.statusCode = 400;
      done(error, undefined);
    }
  });
  installEnvelope(app);
  drainRefusedBodies(app);
  installSecurityHeaders(app, deps.externalPageHosts ?? []);
  // First, so every route's requests are counted (the hub is made below; read at scrape time).
  installMetricsAndHealth(app, {
    db: deps.db,
    realtimeSockets: () => app.realtime.stats().sockets,
    queues: [CONVERT_JOB, SPEECH_SCORE_JOB],
    examSaveRoute: examCalls.save.path,
    examSaveQueue: () => saveWriter(deps.db),
    token: deps.metricsToken,
  });
  // The server's key: signs file URLs, and (derived) keeps certificates' ID numbers as HMACs.
  const serverSecret = deps.fileUrls?.secret ?? randomBytes(32).toString('base64url');
  const fileSigner = createFileSigner({
    secret: serverSecret,
    ttlSeconds: deps.fileUrls?.ttlSeconds ?? DEFAULT_FILE_URL_TTL_SECONDS,
    now: deps.fileUrls?.now,
  });
  installFileUrlHooks(app, fileSigner);
  app.decorate('checkResponses', deps.checkResponses ?? process.env.NODE_ENV === 'test');
  app.decorate('contracts', new Map());
  // Every POST under /openApi, whoever registers it: the route-contract test compares them.
  app.decorate('openApiPosts', [] as string[]);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (route.url.startsWith('/openApi/') && methods.includes('POST')) app.openApiPosts.push(route.url);
  });
  await app.register(multipart, { limits: MULTIPART_LIMITS });
  await registerFileServing(app, deps.storage, fileSigner);

  // The hub owns the bus: closing the app stops the listener before the database closes.
  const bus = deps.bus ?? createLocalBus();
  const sessionCache = new SessionCache(deps.sessionCache ?? true);
  bus.onSessionsChanged?.((payload) => sessionCache.onMessage(payload));
  app.decorate('sessionCache', sessionCache);
  const hub = new RealtimeHub(deps.db, bus, app.log);
  app.decorate('realtime', hub);
  app.addHook('onClose', () => hub.close());
  await app.register(websocket, { options: { maxPayload: 16 * 1024 } });
  hub.register(app);

  registerAuthRoutes(app, deps.db);
  registerUserRoutes(app, deps.db, deps.storage);
  registerSchoolRoutes(app, deps.db);
  registerSchoolSignInRoutes(app, deps.db, deps.settingsKeys ?? ephemeralSecretBox());
  registerClassRoutes(app, deps.db);
  registerClassManageRoutes(app, deps.db);
  registerRosterRoutes(app, deps.db);
  registerCourseRoutes(app, deps.db);
  // Scores changing (submission, a teacher's grade, speech scoring) told to LTI's grade passback.
  const attemptScores = new AttemptScores();
  registerTrainingRoutes(app, deps.db, deps.storage, attemptScores);
  registerCaseWorkRoutes(app, deps.db);
  registerMessageRoutes(app, deps.db);
  registerHomeRoutes(app, deps.db);
  registerManageRoutes(app, deps.db);
  registerManageStatsRoutes(app, deps.db);
  registerNewsRoutes(app, deps.db);
  registerAnalyticsRoutes(app, deps.db);
  registerGradeBookRoutes(app, deps.db);
  registerKnowledgeRoutes(app, deps.db, deps.knowledgeMapAccounts ?? []);
  const assistant = deps.assistant ?? createAssistantEngines();
  app.addHook('onClose', () => assistant.close());
  registerAssistantRoutes(app, deps.db, deps.storage, assistant);
  registerOnlineLessonRoutes(app, deps.db, hub);
  registerInteractionRoutes(app, deps.db, hub);
  // Background work of every module, on the database's job table (platform/jobs).
  const jobs = new JobRunner(deps.db, app.log, deps.jobs);
  registerNegotiationRoutes(app, deps.db, hub, deps.storage, assistant, jobs);
  registerTaskRoutes(app, deps.db, deps.storage);
  registerTeachingRoutes(app, deps.db, deps.storage);
  registerResourcePoolRoutes(app, deps.db, deps.storage, deps.poolQuotas ?? DEFAULT_POOL_QUOTAS);
  registerCourseBuilderRoutes(app, deps.db, deps.storage);
  registerLtiRoutes(app, deps.db, attemptScores, deps.lti);
  registerLotteryRoutes(app, deps.db);
  const certificateKey = createHmac('sha256', serverSecret).update('certificates:id-numbers').digest();
  app.decorate(
    'certificates',
    registerCertificateRoutes(app, deps.db, deps.storage, certificateKey, deps.clock ?? systemClock),
  );
  registerCompetitionPublicRoutes(app, deps.db, certificateKey, deps.clock ?? systemClock);
  registerDeviceCheckRoutes(app, deps.db, deps.storage, deps.clock ?? systemClock);
  registerExternalPageRoutes(app, deps.db, deps.externalPageHosts ?? []);
  registerPublicContentRoutes(app, deps.db);
  scheduleTaskReminders(jobs, deps.db);
  const speechJobs = new SpeechJobs(deps.db, deps.storage, assistant, hub, app.log, jobs, {
    ...deps.speechJobs,
    onRegraded: (attemptId) => attemptScores.changed(attemptId),
  });
  registerSpeakingRoutes(app, deps.db, deps.storage, assistant, speechJobs);
  registerExamRoutes(app, deps.db, hub, deps.clock, deps.examStartLimit, deps.examSaves);
  registerCompetitionRoutes(app, deps.db, hub, deps.clock);
  scheduleExamAutoSubmit(jobs, deps.db, hub, deps.clock ?? systemClock);
  const faceEngine = deps.faceEngine ?? createFaceEngine();
  app.addHook('onClose', async () => faceEngine.close());
  registerFaceRoutes(app, { db: deps.db, hub, storage: deps.storage, engine: faceEngine, clock: deps.clock });
  const converter = deps.documentConverter ?? new DocumentConverter(detectConverterPrograms());
  const conversions = new DocumentConversions(deps.db, deps.storage, converter, jobs, app.log);
  registerDocumentRoutes(app, deps.db, deps.storage, fileSigner, conversions);
  app.addHook('onReady', () => jobs.start());
  // Closed first (hooks close in reverse): a job in hand finishes before the engines and the hub
  // close (or keeps its lease for another instance).
  app.addHook('onClose', () => jobs.stop());

  app.get('/healthz', async () => {
    await ping(deps.db);
    return { status: 'ok' };
  });

  const webDist = deps.webDistDir;
  const hasWeb = webDist !== undefined && existsSync(path.join(webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      wildcard: false,
      index: false,
      // The build writes .br/.gz beside each asset; hashed assets never change, so cache them for good.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res, filePath) => {
        const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((req, reply) => {
    // A missing asset is a 404, never the page: a stale tab must not run HTML as a script.
    const isPage = req.method === 'GET' && !/^\/(openApi|files|assets)(\/|$)/.test(req.url) && req.url !== '/healthz';
    if (hasWeb && isPage) {
      // Routes belong to the single-page app; hashed assets are cached, the page itself is not.
      return reply.header('cache-control', 'no-cache').sendFile('index.html', webDist);
    }
    return sendRouteNotFound(req, reply);
  });
  return app;
}
