/** Security headers on every answer (issue 15): pages, assets, calls, files, errors and 404s. */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { wrapPglite } from './platform/database';
import { createDiskStorage, type FileStorage } from './platform/storage';

let app: FastifyInstance;
let behindProxy: FastifyInstance;
let storage: FileStorage;

async function appWith(trustProxy: boolean): Promise<FastifyInstance> {
  const web = mkdtempSync(path.join(os.tmpdir(), 'lingua-web-'));
  mkdirSync(path.join(web, 'assets'));
  writeFileSync(path.join(web, 'index.html'), '<!doctype html><title>Lingua</title>');
  writeFileSync(path.join(web, 'assets/index-abc.js'), 'console.log("lingua");');
  const db = wrapPglite(await PGlite.create('memory://')).db;
  return buildApp({ db, storage, webDistDir: web, trustProxy });
}

beforeAll(async () => {
  storage = createDiskStorage(mkdtempSync(path.join(os.tmpdir(), 'lingua-files-')));
  app = await appWith(false);
  behindProxy = await appWith(true);
});
afterAll(async () => {
  await app.close();
  await behindProxy.close();
});

function expectSecurityHeaders(r: LightMyRequestResponse): void {
  const csp = String(r.headers['content-security-policy']);
  const directives = new Map(
    csp.split(';').map((d) => {
      const [name = '', ...values] = d.trim().split(/\s+/);
      return [name, values] as const;
    }),
  );
  expect(directives.get('script-src')).toEqual(["'self'"]);
  expect(directives.get('default-src')).toEqual(["'self'"]);
  expect(directives.get('object-src')).toEqual(["'none'"]);
  expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
  expect(directives.get('base-uri')).toEqual(["'self'"]);
  expect(directives.get('form-action')).toEqual(["'self'"]);
  expect(directives.get('media-src')).toEqual(expect.arrayContaining(["'self'", 'blob:']));
  expect(directives.get('connect-src')).toEqual(["'self'", 'ws://localhost:80', 'wss://localhost:80']);
  expect(csp).not.toContain('unsafe-eval');
  expect(r.headers['x-frame-options']).toBe('DENY');
  expect(r.headers['x-content-type-options']).toBe('nosniff');
  expect(r.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(r.headers['permissions-policy']).toContain('camera=(self)');
  expect(r.headers['permissions-policy']).toContain('microphone=(self)');
  expect(r.headers['strict-transport-security']).toBeUndefined();
}

const get = (url: string) => app.inject({ method: 'GET', url, headers: { host: 'localhost:80' } });

describe('security headers', () => {
  it('are on a page', async () => {
    const r = await get('/teacher/myCourse/index');
    expect(r.statusCode).toBe(200);
    expectSecurityHeaders(r);
  });

  it('are on an asset', async () => {
    const r = await get('/assets/index-abc.js');
    expect(r.statusCode).toBe(200);
    expectSecurityHeaders(r);
  });

  it('are on a call and on its errors', async () => {
    const ok = await app.inject({
      method: 'POST',
      url: '/openApi/overall/getCacheByVersionType',
      payload: {},
      headers: { host: 'localhost:80' },
    });
    expect(ok.statusCode).toBe(200);
    expectSecurityHeaders(ok);
    const refused = await app.inject({
      method: 'POST',
      url: '/openApi/overall/getUserDetail',
      payload: {},
      headers: { host: 'localhost:80' },
    });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expectSecurityHeaders(refused);
    const badJson = await app.inject({
      method: 'POST',
      url: '/openApi/overall/getCacheByVersionType',
      payload: '{',
      headers: { host: 'localhost:80', 'content-type': 'application/json' },
    });
    expect(badJson.statusCode).toBe(400);
    expectSecurityHeaders(badJson);
  });

  it('are on a file, public or signed, and on a refused one', async () => {
    const logo = await storage.save(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'svg', { public: true });
    const served = await get(logo);
    expect(served.statusCode).toBe(200);
    expectSecurityHeaders(served);
    const answer = await storage.save(Buffer.from('%PDF-1.4\n'), 'pdf');
    const refused = await get(answer);
    expect(refused.statusCode).toBe(403);
    expectSecurityHeaders(refused);
  });

  it('are on every 404', async () => {
    for (const url of ['/assets/gone-123.js', '/files/public/gone.png', '/files/..%2fetc%2fpasswd']) {
      const r = await get(url);
      expect(r.statusCode, url).toBe(404);
      expectSecurityHeaders(r);
    }
    const call = await app.inject({
      method: 'POST',
      url: '/openApi/nope',
      payload: {},
      headers: { host: 'localhost:80' },
    });
    expect(call.statusCode).toBe(404);
    expectSecurityHeaders(call);
  });

  it('add HSTS only when the request came over TLS, as a trusted proxy says', async () => {
    const tls = await behindProxy.inject({
      method: 'GET',
      url: '/teacher/myCourse/index',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(tls.headers['strict-transport-security']).toBe('max-age=31536000');
    const plain = await behindProxy.inject({ method: 'GET', url: '/teacher/myCourse/index' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    // Without trustProxy a forwarded header is anyone's word: no HSTS.
    const forged = await app.inject({
      method: 'GET',
      url: '/teacher/myCourse/index',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(forged.headers['strict-transport-security']).toBeUndefined();
  });

  it('name the socket of the host the page was loaded from, and nothing odd', async () => {
    const r = await app.inject({ method: 'GET', url: '/', headers: { host: 'lingua.school.edu.cn' } });
    expect(r.headers['content-security-policy']).toContain(
      "connect-src 'self' ws://lingua.school.edu.cn wss://lingua.school.edu.cn",
    );
    const odd = await app.inject({ method: 'GET', url: '/', headers: { host: "x'; script-src *" } });
    expect(odd.headers['content-security-policy']).toMatch(/connect-src 'self'$/);
    expect(odd.headers['content-security-policy']).not.toContain('script-src *');
  });
});
