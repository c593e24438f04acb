/**
 * Two app instances on one PostgreSQL database: a message published on one reaches sockets on
 * the other through LISTEN/NOTIFY. Needs a real PostgreSQL server, so it runs only when
 * DATABASE_URL is set (the PostgreSQL pass of `npm test`); on PGlite it is skipped.
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REALTIME_PATH } from '@lingua/contracts';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { buildSchool, buildStudent } from '../../test/factories';
import { openSocket, type TestSocket } from '../../test/realtime-client';
import { createFreshPostgresDatabase } from '../../test/test-database';
import { type Database, openPostgres } from '../database';
import { createDiskStorage } from '../storage';
import { createPostgresBus, REALTIME_CHANNEL } from './bus';

const databaseUrl = process.env.DATABASE_URL;

describe.skipIf(!databaseUrl)('realtime across two instances on one PostgreSQL', () => {
  let fresh: Awaited<ReturnType<typeof createFreshPostgresDatabase>>;
  const databases: Database[] = [];
  const apps: FastifyInstance[] = [];
  const urls: string[] = [];

  beforeAll(async () => {
    fresh = await createFreshPostgresDatabase(databaseUrl ?? '');
    for (let i = 0; i < 2; i++) {
      const database = openPostgres(fresh.url, 4, () => undefined);
      if (i === 0) await database.migrate();
      databases.push(database);
      const storage = createDiskStorage(mkdtempSync(path.join(os.tmpdir(), 'lingua-files-')));
      // Instance B's listener retries quickly, so the reconnect test stays short.
      const bus = await createPostgresBus(database.db, fresh.url, { retryMs: 50, onError: () => undefined });
      const app = await buildApp({ db: database.db, storage, bus });
      apps.push(app);
      urls.push(`${(await app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws')}${REALTIME_PATH}`);
    }
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const database of databases) await database.close();
    await fresh.drop();
  });

  async function signIn(app: FastifyInstance, mobile: string): Promise<string> {
    const r = await app.inject({
      method: 'POST',
      url: '/openApi/login/login',
      payload: { mobile, password: 'lingua123' },
    });
    return r.json().data.token;
  }

  async function joined(url: string, token: string, room: string): Promise<TestSocket> {
    const s = await openSocket(url);
    s.send({ type: 'auth', token });
    expect((await s.next()).type).toBe('ready');
    s.send({ type: 'subscribe', room });
    expect(await s.next()).toEqual({ type: 'subscribed', room });
    return s;
  }

  it('delivers a message published on instance A to a socket on instance B, and back', async () => {
    const [a, b] = apps as [FastifyInstance, FastifyInstance];
    const db = databases[0]?.db;
    if (!db) throw new Error('no database');
    const student = await buildStudent(db, (await buildSchool(db)).id);
    const token = await signIn(a, student.mobile);
    const room = `user:${student.id}`;
    const onA = await joined(urls[0] ?? '', token, room);
    const onB = await joined(urls[1] ?? '', token, room);

    await a.realtime.publish(room, 'fromA', { n: 1 });
    expect(await onB.next()).toEqual({ type: 'event', room, event: 'fromA', data: { n: 1 } });
    expect(await onA.next()).toEqual({ type: 'event', room, event: 'fromA', data: { n: 1 } });

    await b.realtime.publish(room, 'fromB', { n: 2 });
    expect(await onA.next()).toEqual({ type: 'event', room, event: 'fromB', data: { n: 2 } });
    expect(await onB.next()).toEqual({ type: 'event', room, event: 'fromB', data: { n: 2 } });
    onA.socket.close();
    onB.socket.close();
  });

  it('listens again after its database connection is cut', async () => {
    const [a] = apps as [FastifyInstance, FastifyInstance];
    const db = databases[0]?.db;
    if (!db) throw new Error('no database');
    const student = await buildStudent(db, (await buildSchool(db)).id);
    const token = await signIn(a, student.mobile);
    const room = `user:${student.id}`;
    const onB = await joined(urls[1] ?? '', token, room);

    // End every listening backend of this database (both instances' listeners).
    const admin = new pg.Client({ connectionString: fresh.url });
    await admin.connect();
    const cut = await admin.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid() and query ilike $1`,
      [`LISTEN ${REALTIME_CHANNEL}%`],
    );
    expect(cut.rowCount).toBe(2);
    // Both listeners are back when the database counts two listening backends again.
    await expect
      .poll(
        async () =>
          (
            await admin.query(
              `select count(*)::int as n from pg_stat_activity where datname = current_database() and query ilike $1`,
              [`LISTEN ${REALTIME_CHANNEL}%`],
            )
          ).rows[0].n,
        { timeout: 5000, interval: 50 },
      )
      .toBe(2);
    await admin.end();

    await a.realtime.publish(room, 'afterCut', null);
    expect(await onB.next()).toEqual({ type: 'event', room, event: 'afterCut', data: null });
    onB.socket.close();
  });
});
