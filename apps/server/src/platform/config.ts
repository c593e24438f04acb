/** Configuration from the environment, read once at start. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_KNOWLEDGE_MAP_ACCOUNTS } from '@lingua/content';

export interface AppConfig {
  port: number;
  host: string;
  /** PGlite data folder and uploaded files live under here. */
  dataDir: string;
  /** When set, PostgreSQL through node-postgres instead of PGlite. */
  databaseUrl: string | undefined;
  /** The built web app to serve, if present. */
  webDistDir: string;
  logLevel: string;
  /** Seed the demo school into an empty database. */
  seedDemo: boolean;
  /** Behind a load balancer: take the client address from X-Forwarded-For. */
  trustProxy: boolean;
  /** Exam starts in flight at once before one more is refused with 429 (EXAM_START_CONCURRENCY; modules/exams/routes.ts says why 128). */
  examStartLimit: number;
  /**
   * The exam saves' group commit (modules/exams/save-batch.ts): how long a save waits for company
   * (EXAM_SAVE_WINDOW_MS, 2) and the most in one statement (EXAM_SAVE_BATCH, 200; 1 writes each alone).
   */
  examSaves: { windowMs: number; maxBatch: number };
  /** The hot calls' session cache (auth/session-cache.ts); SESSION_CACHE=0 checks every call in the database. */
  sessionCache: boolean;
  /** Mobile numbers of the accounts that see the floating knowledge network map (part 1 §6). */
  knowledgeMapAccounts: string[];
  /** Check every answer against its call's contract (CHECK_RESPONSES=1; on in development and tests). */
  checkResponses: boolean;
  /** The key of signed file URLs (FILE_URL_SECRET); unset: the data folder's file-url.secret. */
  fileUrlSecret: string | undefined;
  /** The keys sealing secrets at rest (SETTINGS_KEYS, `2:<base64>,1:<base64>`); unset: the data folder's settings.keys. */
  settingsKeys: string | undefined;
  /** How long a signed file URL lasts (FILE_URL_TTL_MINUTES, default 240). */
  fileUrlTtlSeconds: number;
  /** Resource pool upload space in bytes (POOL_SCHOOL_QUOTA_MB default 20480, POOL_TEACHER_QUOTA_MB default 2048, POOL_UPLOAD_MAX_MB default 500). */
  poolQuotas: { schoolBytes: number; teacherBytes: number; uploadBytes: number };
  /** Where files are stored: DATA_DIR/files (the default) or an S3-compatible store (STORAGE=s3, docs/operations.md). */
  storage: StorageConfig;
  /** Who may read /metrics besides this machine: a caller sending `Authorization: Bearer <METRICS_TOKEN>`. */
  metricsToken: string | undefined;
  /** LTI platforms registered by configuration (LTI_PLATFORMS, a JSON array; modules/lti/configured-platforms.ts). */
  ltiPlatforms: string | undefined;
  /**
   * Hosts whose https pages /externalHTML may show in a frame (EXTERNAL_PAGE_HOSTS, comma
   * separated; modules/external-pages). Unset: the national exam authority and the ministry.
   */
  externalPageHosts: string[];
}

export type StorageConfig =
  | { kind: 'disk' }
  | {
      kind: 's3';
      endpoint: string | undefined;
      region: string;
      bucket: string;
      accessKeyId: string;
      secretAccessKey: string;
      forcePathStyle: boolean;
      prefix: string;
    };

/** The S3 settings of STORAGE=s3; a missing one stops the start with its name. */
export function storageConfig(env: NodeJS.ProcessEnv): StorageConfig {
  const kind = env.STORAGE ?? 'disk';
  if (kind === 'disk') return { kind: 'disk' };
  if (kind !== 's3') throw new Error(`STORAGE must be disk or s3, not ${kind}`);
  const required = (name: string) => {
    const value = env[name];
    if (!value) throw new Error(`STORAGE=s3 needs ${name}`);
    return value;
  };
  return {
    kind: 's3',
    endpoint: env.S3_ENDPOINT || undefined,
    region: env.S3_REGION || 'us-east-1',
    bucket: required('S3_BUCKET'),
    accessKeyId: required('S3_ACCESS_KEY_ID'),
    secretAccessKey: required('S3_SECRET_ACCESS_KEY'),
    // Self-hosted stores (MinIO) want the bucket in the path; AWS takes either.
    forcePathStyle: env.S3_FORCE_PATH_STYLE !== undefined ? env.S3_FORCE_PATH_STYLE === '1' : Boolean(env.S3_ENDPOINT),
    prefix: env.S3_PREFIX ?? '',
  };
}

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

function mobileList(value: string): string[] {
  return value
    .split(',')
    .map((m) => m.trim())
    .filter((m) => m.length > 0);
}

function positiveOr(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const seedDemo = env.SEED_DEMO !== '0';
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? path.join(repoRoot, 'data')),
    databaseUrl: env.DATABASE_URL || undefined,
    webDistDir: path.resolve(env.WEB_DIST_DIR ?? path.join(repoRoot, 'apps/web/dist')),
    logLevel: env.LOG_LEVEL ?? 'info',
    seedDemo,
    trustProxy: env.TRUST_PROXY === '1',
    examStartLimit: positiveOr(env.EXAM_START_CONCURRENCY, 128),
    examSaves: { windowMs: positiveOr(env.EXAM_SAVE_WINDOW_MS, 2), maxBatch: positiveOr(env.EXAM_SAVE_BATCH, 200) },
    sessionCache: env.SESSION_CACHE !== '0',
    fileUrlSecret: env.FILE_URL_SECRET || undefined,
    settingsKeys: env.SETTINGS_KEYS || undefined,
    fileUrlTtlSeconds: positiveOr(env.FILE_URL_TTL_MINUTES, 240) * 60,
    poolQuotas: {
      schoolBytes: positiveOr(env.POOL_SCHOOL_QUOTA_MB, 20 * 1024) * 1024 * 1024,
      teacherBytes: positiveOr(env.POOL_TEACHER_QUOTA_MB, 2 * 1024) * 1024 * 1024,
      uploadBytes: positiveOr(env.POOL_UPLOAD_MAX_MB, 500) * 1024 * 1024,
    },
    storage: storageConfig(env),
    metricsToken: env.METRICS_TOKEN || undefined,
    ltiPlatforms: env.LTI_PLATFORMS || undefined,
    externalPageHosts: externalPageHosts(env.EXTERNAL_PAGE_HOSTS),
    checkResponses: env.CHECK_RESPONSES !== undefined ? env.CHECK_RESPONSES === '1' : env.NODE_ENV === 'development',
    // Unset: the demo's four accounts when the demo is seeded, nobody otherwise.
    knowledgeMapAccounts:
      env.KNOWLEDGE_MAP_ACCOUNTS !== undefined
        ? mobileList(env.KNOWLEDGE_MAP_ACCOUNTS)
        : seedDemo
          ? [...DEMO_KNOWLEDGE_MAP_ACCOUNTS]
          : [],
  };
}

/** The default: the pages a college's competition office points students to (exam rules, notices). */
export const DEFAULT_EXTERNAL_PAGE_HOSTS = ['www.neea.edu.cn', 'cet.neea.edu.cn', 'www.moe.gov.cn'];

/** Host names only (lower case, letters, digits, dots, hyphens); anything else is dropped. */
export function externalPageHosts(value: string | undefined): string[] {
  if (value === undefined) return DEFAULT_EXTERNAL_PAGE_HOSTS;
  return value
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter((h) => /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+$/.test(h));
}
