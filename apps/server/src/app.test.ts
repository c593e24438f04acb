import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { wrapPglite } from './platform/database';
import { createDiskStorage } from './platform/storage';

let app: FastifyInstance;
beforeAll(async () => {
  const web = mkdtempSync(path.join(os.tmpdir(), 'lingua-web-'));
  mkdirSync(path.join(web, 'assets'));
  writeFileSync(path.join(web, 'index.html'), '<!doctype html><title>Lingua</title>');
  const script = 'console.log("lingua");'.repeat(100);
  writeFileSync(path.join(web, 'assets/index-abc.js'), script);
  writeFileSync(path.join(web, 'assets/index-abc.js.gz'), gzipSync(script));
  const db = wrapPglite(await PGlite.create('memory://')).db;
  app = await buildApp({ db, storage: createDiskStorage(mkdtempSync(path.join(os.tmpdir(), 'f-'))), webDistDir: web });
});
afterAll(() => app.close());

describe('serving the web app', () => {
  it('answers every page route with index.html, never cached', async () => {
    const r = await app.inject({ method: 'GET', url: '/teacher/myCourse/index?isLogin=1' });
    expect(r.statusCode).toBe(200);
    expect(r.body).toContain('<title>Lingua</title>');
    expect(r.headers['cache-control']).toBe('no-cache');
  });

  it('serves hashed assets precompressed and cached for good', async () => {
    const r = await app.inject({ method: 'GET', url: '/assets/index-abc.js', headers: { 'accept-encoding': 'gzip' } });
    expect(r.headers['content-encoding']).toBe('gzip');
    expect(r.headers['cache-control']).toContain('immutable');
  });

  it('answers a missing asset and an unknown call with 404, not the page', async () => {
    expect((await app.inject({ method: 'GET', url: '/assets/gone-123.js' })).statusCode).toBe(404);
    const call = await app.inject({ method: 'POST', url: '/openApi/nope', payload: {} });
    expect(call.json()).toMatchObject({ code: 404 });
  });
});
