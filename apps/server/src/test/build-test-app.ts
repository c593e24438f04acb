/** buildTestApp(): the real Fastify app on a real database, with helpers to call it. */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TEnvelope } from '@lingua/contracts';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { DocumentConverter } from '../modules/documents/converter';
import type { Clock } from '../modules/exams/exam-access';
import type { LtiOptions } from '../modules/lti/routes';
import type { PoolQuotas } from '../modules/resource-pool/quotas';
import type { SpeechJobOptions } from '../modules/speaking/jobs';
import type { Database, Db } from '../platform/database';
import type { JobRunnerOptions } from '../platform/jobs/runner';
import type { SecretBox } from '../platform/secret-box';
import { createDiskStorage, type FileStorage } from '../platform/storage';
import { openTestDatabase } from './test-database';

export interface CallOptions {
  token?: string;
  headers?: Record<string, string>;
  remoteAddress?: string;
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  /** Where the app stores files (served at /files/); on S3, its local work folder. */
  filesDir: string;
  storage: FileStorage;
  /** POST a JSON body; answers the HTTP status and the envelope. */
  call<T = unknown>(
    path: string,
    body?: unknown,
    options?: CallOptions,
  ): Promise<{ status: number; body: TEnvelope<T> }>;
  /** Signs in and answers the token. */
  signIn(mobile: string, password?: string): Promise<string>;
  /** Signs in with a password someone else set, chooses `lingua123` as the user's own, answers the token. */
  signInFirstTime(mobile: string, initialPassword: string): Promise<string>;
  close(): Promise<void>;
}

/** `options` are the app's optional settings (the knowledge network map accounts, say). */
export async function buildTestApp(
  options: {
    knowledgeMapAccounts?: string[];
    jobs?: JobRunnerOptions;
    speechJobs?: SpeechJobOptions;
    clock?: Clock;
    examStartLimit?: number;
    examSaves?: { windowMs?: number; maxBatch?: number };
    fileUrls?: { secret?: string; ttlSeconds?: number; now?: () => number };
    documentConverter?: DocumentConverter;
    poolQuotas?: PoolQuotas;
    /** The file storage (a fresh folder on disk when absent). */
    storage?: FileStorage;
    metricsToken?: string;
    externalPageHosts?: string[];
    lti?: LtiOptions;
    /** The settings keys sealing secrets (a fresh key when absent). */
    settingsKeys?: SecretBox;
    /** A database opened (and migrated) by the test, shared by several apps; it stays open at close. */
    database?: Database;
  } = {},
): Promise<TestApp> {
  const { database: shared, ...appOptions } = options;
  const database = shared ?? (await openTestDatabase());
  const storage = appOptions.storage ?? createDiskStorage(mkdtempSync(path.join(os.tmpdir(), 'lingua-files-')));
  const app = await buildApp({ db: database.db, bus: await database.openBus(), ...appOptions, storage });
  // injectWS (realtime tests) needs a ready app; inject() would make it ready on its own.
  await app.ready();
  const call: TestApp['call'] = async (url, body = {}, options = {}) => {
    const response = await app.inject({
      method: 'POST',
      url,
      payload: body as object,
      headers: {
        'content-type': 'application/json',
        ...(options.token ? { token: options.token } : {}),
        ...options.headers,
      },
      remoteAddress: options.remoteAddress ?? '127.0.0.1',
    });
    return { status: response.statusCode, body: response.json() };
  };
  const signIn = async (mobile: string, password = 'lingua123') => {
    const { body } = await call<{ token: string }>('/openApi/login/login', { mobile, password });
    if (body.code !== 200 || !body.data) throw new Error(`sign-in of ${mobile} failed: ${body.message}`);
    return body.data.token;
  };
  return {
    app,
    db: database.db,
    filesDir: storage.diskRoot ?? storage.workDir,
    storage,
    call,
    signIn,
    async signInFirstTime(mobile, initialPassword) {
      const token = await signIn(mobile, initialPassword);
      const password = 'lingua123';
      const { body } = await call(
        '/openApi/overall/updatePassword',
        { oldPassword: initialPassword, password, confirmPassword: password },
        { token },
      );
      if (body.code !== 222) throw new Error(`password change of ${mobile} failed: ${body.message}`);
      return token;
    },
    async close() {
      await app.close();
      if (!shared) await database.close();
    },
  };
}
