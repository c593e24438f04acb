/** A throwaway PostgreSQL database beside DATABASE_URL's, dropped after the run. */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export async function withFreshPostgres(url: string, fn: (url: string) => Promise<void>): Promise<void> {
  const name = `lingua_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  try {
    await fn(target.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}
