/**
 * The database: PGlite in a data folder by default, PostgreSQL when DATABASE_URL is set.
 * Both speak the same dialect through Drizzle and share the committed migrations.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from '../db/schema';
import { createPgliteBus, createPostgresBus, type RealtimeBus } from './realtime/bus';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** A database or a transaction: services take either. */
export type Queryable = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /** The realtime bus over this database (LISTEN/NOTIFY); the caller closes it before the database. */
  openBus(): Promise<RealtimeBus>;
  close(): Promise<void>;
}

export const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../db/migrations');

/** Any number that fits: serialises migrations and seeding across instances starting together. */
const MIGRATION_LOCK = 7_411_001;

/**
 * Statements this process sent to PostgreSQL (each a round trip, BEGIN and COMMIT included): the
 * cost bench (bench/src/exam-cost.ts) reads it from /metrics to count round trips per call.
 */
export const postgresStatements = { total: 0 };

/** node-postgres has no per-query hook: each pooled client's query is wrapped once, at connect. */
function countStatements(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((...args: unknown[]) => {
    postgresStatements.total++;
    return query(...args);
  }) as typeof client.query;
}

export function openPostgres(
  url: string,
  poolSize = 10,
  onIdleError: (error: Error) => void = (error) =>
    process.stderr.write(`PostgreSQL idle client error: ${error.message}\n`),
): Database {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle client's error (a server restart, a terminated backend) must not crash the process;
  // the pool drops that client and opens a new one on the next query.
  pool.on('error', onIdleError);
  pool.on('connect', countStatements);
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    async migrate() {
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
        await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
        client.release();
      }
    },
    openBus: () => createPostgresBus(db, url),
    close: () => pool.end(),
  };
}

export function wrapPglite(client: PGlite): Database {
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    async migrate() {
      await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
    },
    openBus: () => createPgliteBus(db, client),
    close: () => client.close(),
  };
}

export async function openPglite(dataDir: string): Promise<Database> {
  const dir = path.join(dataDir, 'pglite');
  // PGlite does not create parent folders itself.
  mkdirSync(dir, { recursive: true });
  return wrapPglite(await PGlite.create(dir));
}

export async function openDatabase(config: { databaseUrl: string | undefined; dataDir: string }): Promise<Database> {
  return config.databaseUrl ? openPostgres(config.databaseUrl) : openPglite(config.dataDir);
}

/** The node-postgres pool under drizzle, when the database is PostgreSQL (PGlite has none). */
export function postgresPool(db: Db): pg.Pool | undefined {
  const client = (db as unknown as { $client?: unknown }).$client;
  return client instanceof pg.Pool ? client : undefined;
}

/** Cheap liveness probe for health checks. */
export async function ping(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
