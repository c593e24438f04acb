/**
 * /metrics and the health probes through the real app: the text parses as Prometheus's format,
 * a request shows up under its route pattern (never its raw URL), exam saves are counted, only
 * this machine or the token may read it; ready is false on a database that is down or not
 * migrated. (Starting and draining are not reachable by inject, which readies the app first and
 * is refused once it closes.)
 */

import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TExamSheet } from '@lingua/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { createExam, examFixture, S, start } from '../test/fixtures/exams';
import { openPostgres, wrapPglite } from './database';
import { createDiskStorage } from './storage';

const TOKEN = 'metrics-test-token-0123456789abcdef';
const now = new Date('2026-11-20T08:00:00Z');
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ metricsToken: TOKEN, clock: () => now });
});
afterAll(() => t?.close());

const scrape = (headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'GET', url: '/metrics', headers, remoteAddress });

/** The samples of the text format: name, labels and value of every line that is not a comment. */
function samples(text: string): { name: string; labels: Record<string, string>; value: number }[] {
  return text
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (-?[0-9.e+-]+|[Nn]a[Nn]|[+-]Inf)$/.exec(line);
      if (!match) throw new Error(`not a sample line: ${line}`);
      const labels: Record<string, string> = {};
      for (const [, k = '', v = ''] of (match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) labels[k] = v;
      return { name: match[1] ?? '', labels, value: Number(match[3]) };
    });
}

const find = (text: string, name: string, labels: Record<string, string> = {}) =>
  samples(text).find((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v));

describe('GET /metrics', () => {
  it('answers the Prometheus text format with process, event-loop, queue and realtime metrics', async () => {
    const r = await scrape();
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = r.body;
    // Every line parses, and every metric has its help and type.
    expect(samples(text).length).toBeGreaterThan(20);
    expect(text).toMatch(/# HELP lingua_http_requests_total /);
    expect(text).toMatch(/# TYPE lingua_http_request_duration_seconds histogram/);
    for (const name of [
      'process_cpu_seconds_total',
      'process_resident_memory_bytes',
      'nodejs_eventloop_lag_p99_seconds',
    ])
      expect(find(text, name), name).toBeDefined();
    expect(find(text, 'lingua_realtime_connections')?.value).toBe(0);
    expect(find(text, 'lingua_job_queue_depth', { kind: 'documents.convert', state: 'queued' })?.value).toBe(0);
    expect(find(text, 'lingua_job_queue_depth', { kind: 'speaking.score', state: 'running' })?.value).toBe(0);
    // The pool's use where the driver gives it: node-postgres on PostgreSQL, none on PGlite.
    if (process.env.DATABASE_URL) {
      expect(find(text, 'lingua_db_pool_connections', { state: 'waiting' })?.value).toBe(0);
      expect(find(text, 'lingua_db_pool_max')?.value).toBeGreaterThan(0);
      // A round trip counted: the next scrape has at least the job-queue query of this one more.
      const before = find(text, 'lingua_db_statements_total')?.value ?? 0;
      const after = find((await scrape()).body, 'lingua_db_statements_total')?.value ?? 0;
      expect(after).toBeGreaterThan(before);
    } else {
      expect(find(text, 'lingua_db_pool_connections')).toBeUndefined();
    }
  });

  it('counts a request under its route pattern and status class, never its URL', async () => {
    await t.app.inject({ method: 'GET', url: '/files/2026/11/0b6c0e4e-secret-name.pdf' });
    await t.call('/openApi/login/login', { mobile: '13000000000', password: 'wrong' });
    const text = (await scrape()).body;
    expect(text).not.toContain('0b6c0e4e-secret-name');
    expect(
      find(text, 'lingua_http_requests_total', { method: 'GET', route: '/files/*', status_class: '4xx' })?.value,
    ).toBe(1);
    const login = find(text, 'lingua_http_requests_total', { method: 'POST', route: '/openApi/login/login' });
    expect(login?.value).toBeGreaterThanOrEqual(1);
    const latency = find(text, 'lingua_http_request_duration_seconds_count', { route: '/files/*' });
    expect(latency?.value).toBe(1);
    // A URL no route has is one series, whatever it was.
    await t.app.inject({ method: 'GET', url: '/openApi/no/such/call/42' });
    expect(find((await scrape()).body, 'lingua_http_requests_total', { route: 'unmatched' })?.value).toBe(1);
  });

  it('counts the exam saves the server accepted', async () => {
    const before = find((await scrape()).body, 'lingua_exam_saves_total')?.value ?? 0;
    const f = await examFixture(t, 1);
    const token = f.tokens[0] as string;
    const sheet = (await start(t, token, await createExam(t, f, now))).body.data as TExamSheet;
    const questionId = sheet.questions[0]?.questionId;
    for (const seq of [1, 2, 3])
      expect(
        (
          await t.call(
            `${S}save`,
            { attemptId: sheet.attemptId, questionId, answer: { stu_answer: 'A' }, seq },
            { token },
          )
        ).status,
      ).toBe(200);
    // Refused (no session): no save.
    await t.call(`${S}save`, { attemptId: sheet.attemptId, questionId, answer: {}, seq: 4 });
    const text = (await scrape()).body;
    expect(find(text, 'lingua_exam_saves_total')?.value).toBe(before + 3);
    // The group commit wrote them (three batches: one attempt is never twice in one) and waits for nothing now.
    expect(find(text, 'lingua_exam_save_batched_total')?.value).toBeGreaterThanOrEqual(3);
    expect(find(text, 'lingua_exam_save_batches_total')?.value).toBeGreaterThanOrEqual(3);
    expect(find(text, 'lingua_exam_save_queue', { state: 'waiting' })?.value).toBe(0);
  });

  it('is read by this machine through no proxy, or with the token', async () => {
    expect((await scrape({}, '10.0.0.7')).statusCode).toBe(403);
    expect((await scrape({ 'x-forwarded-for': '203.0.113.9' })).statusCode).toBe(403);
    expect((await scrape({ forwarded: 'for=203.0.113.9' })).statusCode).toBe(403);
    expect((await scrape({ authorization: 'Bearer wrong' }, '10.0.0.7')).statusCode).toBe(403);
    expect((await scrape({ authorization: `Bearer ${TOKEN}` }, '10.0.0.7')).statusCode).toBe(200);
    expect((await scrape({ 'x-forwarded-for': '203.0.113.9', authorization: `Bearer ${TOKEN}` })).statusCode).toBe(200);
    expect((await scrape({}, '::1')).statusCode).toBe(200);
  });
});

describe('health', () => {
  it('is live and ready on a migrated database, and /healthz answers as before', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/healthz/live' })).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ method: 'GET', url: '/healthz/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' });
  });

  const bareApp = (db: Parameters<typeof buildApp>[0]['db']) =>
    buildApp({
      db,
      storage: createDiskStorage(mkdtempSync(path.join(os.tmpdir(), 'lingua-health-'))),
      jobs: { run: false },
    });

  it('is live but not ready while the database is not migrated', { timeout: 180_000 }, async () => {
    const client = await PGlite.create();
    const app = await bareApp(wrapPglite(client).db);
    try {
      expect((await app.inject({ method: 'GET', url: '/healthz/live' })).statusCode).toBe(200);
      const ready = await app.inject({ method: 'GET', url: '/healthz/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'migrations' });
    } finally {
      await app.close();
      await client.close();
    }
  });

  it('is live but not ready while the database does not answer', async () => {
    // Nothing listens on port 1: every query fails at once.
    const database = openPostgres('postgres://postgres@127.0.0.1:1/none', 1, () => undefined);
    const app = await bareApp(database.db);
    try {
      expect((await app.inject({ method: 'GET', url: '/healthz/live' })).statusCode).toBe(200);
      const ready = await app.inject({ method: 'GET', url: '/healthz/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'database' });
    } finally {
      await app.close();
      await database.close();
    }
  });
});
