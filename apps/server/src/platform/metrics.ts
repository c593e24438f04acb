/**
 * Watching the server while it runs (docs/operations.md, "Metrics and health"):
 * - GET /metrics in the Prometheus text format (prom-client): requests per route pattern (never the
 *   raw URL, whose ids and signed file names would make a series per request), their latency,
 *   exam saves, realtime sockets, job queue depths, the PostgreSQL pool, event-loop delay and the
 *   process. Read by this machine (a loopback caller that came through no proxy) or by whoever
 *   sends `Authorization: Bearer <METRICS_TOKEN>`; anyone else gets 403.
 * - GET /healthz/live: the process answers (a restart is the cure when it does not).
 * - GET /healthz/ready: the database answers, every migration is applied, and the server is
 *   neither starting nor draining; 503 with the reason otherwise (take it out of the balancer).
 *   GET /healthz stays as it was: 200 after a database round trip.
 */
import { timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { type Db, migrationsFolder, ping, postgresPool, postgresStatements } from './database';

export interface MetricsOptions {
  db: Db;
  /** Sockets open on this instance's realtime hub. */
  realtimeSockets: () => number;
  /** Job kinds shown even while their queue is empty (conversion, pronunciation scoring). */
  queues: readonly string[];
  /** Routes whose successful calls count as exam saves. */
  examSaveRoute: string;
  /** The exam saves' group commit: saves waiting, batches being written, and totals written. */
  examSaveQueue?: () => { depth: number; flushing: number; written: { batches: number; requests: number } };
  /** METRICS_TOKEN: callers from elsewhere send it as a bearer token. */
  token?: string | undefined;
}

/** Process and event-loop metrics are the process's, whatever number of apps it builds (the tests build many). */
let processRegistry: Registry | undefined;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry, eventLoopMonitoringPrecision: 10 });
  }
  return processRegistry;
}

/** Latency buckets in seconds: a fast call, a page's worth, a slow report, a timeout. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

export type Lifecycle = 'starting' | 'ready' | 'draining';

export function installMetricsAndHealth(app: FastifyInstance, options: MetricsOptions): void {
  const { db } = options;
  const registry = new Registry();
  const registers = [registry];
  const requests = new Counter({
    name: 'lingua_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status class (2xx, 4xx, ...).',
    labelNames: ['method', 'route', 'status_class'] as const,
    registers,
  });
  const latency = new Histogram({
    name: 'lingua_http_request_duration_seconds',
    help: 'Time from a request arriving to its answer sent, by method and route pattern.',
    labelNames: ['method', 'route'] as const,
    buckets: LATENCY_BUCKETS,
    registers,
  });
  const examSaves = new Counter({
    name: 'lingua_exam_saves_total',
    help: 'Exam answer saves the server accepted (rate() of it: saves per second).',
    registers,
  });
  new Gauge({
    name: 'lingua_realtime_connections',
    help: 'WebSocket connections open on this instance (online classroom, exam boards).',
    registers,
    collect() {
      this.set(options.realtimeSockets());
    },
  });
  const saveQueue = options.examSaveQueue;
  if (saveQueue) {
    new Gauge({
      name: 'lingua_exam_save_queue',
      help: 'Exam saves of this instance waiting for a batch (waiting) and batches being written (writing).',
      labelNames: ['state'] as const,
      registers,
      collect() {
        const q = saveQueue();
        this.set({ state: 'waiting' }, q.depth);
        this.set({ state: 'writing' }, q.flushing);
      },
    });
    new Counter({
      name: 'lingua_exam_save_batches_total',
      help: 'Batches of exam saves written (one statement, one commit each).',
      registers,
      collect() {
        this.reset();
        this.inc(saveQueue().written.batches);
      },
    });
    new Counter({
      name: 'lingua_exam_save_batched_total',
      help: 'Exam saves written in those batches (divided by the batches: the mean batch size).',
      registers,
      collect() {
        this.reset();
        this.inc(saveQueue().written.requests);
      },
    });
  }
  const seenKinds = new Set(options.queues);
  new Gauge({
    name: 'lingua_job_queue_depth',
    help: 'Jobs waiting (queued) or being run (running) in the shared jobs table, by kind; all instances alike.',
    labelNames: ['kind', 'state'] as const,
    registers,
    async collect() {
      const rows = await db.execute<{ kind: string; state: string; n: number }>(
        sql`select kind, state, count(*)::int as n from jobs where state in ('queued', 'running') group by kind, state`,
      );
      this.reset();
      for (const kind of seenKinds) for (const state of ['queued', 'running']) this.set({ kind, state }, 0);
      for (const row of rowsOf<{ kind: string; state: string; n: number }>(rows)) {
        seenKinds.add(row.kind);
        this.set({ kind: row.kind, state: row.state }, Number(row.n));
      }
    },
  });
  const pool = postgresPool(db);
  if (pool) {
    new Gauge({
      name: 'lingua_db_pool_connections',
      help: 'PostgreSQL connections of this instance: total open, idle, and requests waiting for one.',
      labelNames: ['state'] as const,
      registers,
      collect() {
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      },
    });
    new Counter({
      name: 'lingua_db_statements_total',
      help: 'Statements this process sent to PostgreSQL, each a round trip (BEGIN and COMMIT included).',
      registers,
      collect() {
        this.reset();
        this.inc(postgresStatements.total);
      },
    });
    new Gauge({
      name: 'lingua_db_pool_max',
      help: 'The most connections the pool opens.',
      registers,
      collect() {
        this.set(pool.options.max ?? 10);
      },
    });
  }
  processMetrics();

  app.addHook('onResponse', async (req, reply) => {
    // The pattern the router matched (/files/*, /openApi/...); one label for everything unmatched.
    const route = req.routeOptions.url ?? 'unmatched';
    const method = req.method;
    requests.inc({ method, route, status_class: `${Math.floor(reply.statusCode / 100)}xx` });
    latency.observe({ method, route }, reply.elapsedTime / 1000);
    if (route === options.examSaveRoute && reply.statusCode === 200) examSaves.inc();
  });

  app.get('/metrics', async (req, reply) => {
    if (!mayReadMetrics(req, options.token)) return reply.code(403).type('text/plain').send('forbidden\n');
    const merged = Registry.merge([processMetrics(), registry]);
    return reply.type(merged.contentType).send(await merged.metrics());
  });

  let lifecycle: Lifecycle = 'starting';
  app.addHook('onReady', async () => {
    lifecycle = 'ready';
  });
  // Before close waits for requests in flight: the balancer stops sending new ones.
  app.addHook('preClose', async () => {
    lifecycle = 'draining';
  });
  let migrated = false;
  app.get('/healthz/live', async () => ({ status: 'ok' }));
  app.get('/healthz/ready', async (_req, reply) => {
    if (lifecycle !== 'ready') return reply.code(503).send({ status: lifecycle });
    try {
      await ping(db);
    } catch {
      return reply.code(503).send({ status: 'database' });
    }
    if (!migrated) migrated = await migrationsApplied(db);
    if (!migrated) return reply.code(503).send({ status: 'migrations' });
    return { status: 'ready' };
  });
}

/** This machine through no proxy, or the configured token. */
function mayReadMetrics(req: FastifyRequest, token: string | undefined): boolean {
  const auth = req.headers.authorization;
  if (token && auth?.startsWith('Bearer ')) {
    const given = Buffer.from(auth.slice('Bearer '.length));
    const wanted = Buffer.from(token);
    if (given.length === wanted.length && timingSafeEqual(given, wanted)) return true;
  }
  // A proxy on this machine makes every request look local: those carry its forwarding headers.
  const proxied = req.headers['x-forwarded-for'] !== undefined || req.headers.forwarded !== undefined;
  return !proxied && isLoopback(req.socket.remoteAddress);
}

export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  return address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.');
}

/** The newest migration in the folder, read once: its time is what the database must have reached. */
let newestMigration: number | undefined;
function newestMigrationMillis(): number {
  if (newestMigration === undefined) {
    const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
      entries: { when: number }[];
    };
    newestMigration = Math.max(...journal.entries.map((e) => e.when));
  }
  return newestMigration;
}

/** Whether drizzle's record of applied migrations has reached the newest one in the folder. */
export async function migrationsApplied(db: Db): Promise<boolean> {
  try {
    const rows = await db.execute<{ newest: string | number | null }>(
      sql`select max(created_at) as newest from drizzle.__drizzle_migrations`,
    );
    const newest = rowsOf<{ newest: string | number | null }>(rows)[0]?.newest;
    return newest !== null && newest !== undefined && Number(newest) >= newestMigrationMillis();
  } catch {
    // No such table: never migrated.
    return false;
  }
}

/** The rows of a raw db.execute (node-postgres and PGlite both answer { rows }). */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
