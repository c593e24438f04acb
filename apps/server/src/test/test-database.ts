/** A fresh database for one test file: PGlite from the template, or a new PostgreSQL database. */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { type Database, openPostgres, wrapPglite } from '../platform/database';

export async function openTestDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (url) return openFreshPostgres(url);
  const template = process.env.LINGUA_TEST_TEMPLATE;
  if (!template) throw new Error('LINGUA_TEST_TEMPLATE is not set: run the tests through vitest (global setup)');
  const client = await PGlite.create('memory://', { loadDataDir: new Blob([readFileSync(template)]) });
  return wrapPglite(client);
}

/** A new, empty PostgreSQL database beside the one in `url`; drop() removes it (ending its connections). */
export async function createFreshPostgresDatabase(url: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `lingua_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

async function openFreshPostgres(url: string): Promise<Database> {
  const fresh = await createFreshPostgresDatabase(url);
  // Dropping the database WITH (FORCE) ends connections still closing: expected, not a failure.
  const database = openPostgres(fresh.url, 4, () => undefined);
  await database.migrate();
  return {
    ...database,
    async close() {
      await database.close();
      await fresh.drop();
    },
  };
}
