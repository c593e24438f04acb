/**
 * Private files by default (issue 15): a stored file is served only with a signed URL that an
 * answer carries to a caller its call admitted; public folders to anyone; dot folders never; a
 * path that is not canonical is a 404. Signed URLs sent back are stored without the signature.
 */
import { createHmac } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { TStudentTask, TTaskAnswerDetail, TTaskFile, TUploadResponse } from '@lingua/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tasks } from './db/schema';
import { createDiskStorage } from './platform/storage';
import { buildTestApp, type TestApp } from './test/build-test-app';
import { buildSchool, buildStudent } from './test/factories';
import { PDF, PNG, publishTask, S, T, uploadAnswerFile } from './test/fixtures/tasks';

const SECRET = 'the private-files test key, 32 characters or more';
const TTL_SECONDS = 3600;
const now = { value: Date.now() };
let t: TestApp;
let schoolId: number;

beforeAll(async () => {
  t = await buildTestApp({ fileUrls: { secret: SECRET, ttlSeconds: TTL_SECONDS, now: () => now.value } });
  schoolId = (await buildSchool(t.db)).id;
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const bare = (url: string) => url.split('?')[0] ?? url;
const SIGNED = /^\/files\/\d{4}\/\d{2}\/[\w-]+\.\w+\?exp=\d+&sig=[\w-]{43}$/;

/** /openApi/overall/upload with a fileWorkType, as the page sends it. */
async function upload(token: string, bytes: Buffer, name: string, fileWorkType: string): Promise<string> {
  const boundary = '----files';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="fileWorkType"\r\n\r\n${fileWorkType}\r\n`),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const r = await t.app.inject({
    method: 'POST',
    url: '/openApi/overall/upload',
    payload,
    headers: { token, 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  const data = (r.json() as { data: TUploadResponse }).data;
  return data.filePath;
}

describe('a private file', () => {
  it('comes back signed from its upload; the signed URL serves it, and nothing else does', async () => {
    const token = await t.signIn((await buildStudent(t.db, schoolId)).mobile);
    const url = await upload(token, PNG, 'me.png', '25');
    expect(url).toMatch(SIGNED);

    const served = await get(url);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG)).toBe(true);
    expect(served.headers['cache-control']).toMatch(/^private, max-age=\d+$/);

    const params = new URL(url, 'http://x').searchParams;
    const exp = params.get('exp') ?? '';
    const sig = params.get('sig') ?? '';
    const refused = [
      bare(url),
      `${bare(url)}?exp=${exp}`,
      `${bare(url)}?exp=${exp}&sig=${'A'.repeat(43)}`,
      `${bare(url)}?exp=${Number(exp) + 600}&sig=${sig}`,
      `${bare(url).replace(/\.png$/, '.jpg')}?exp=${exp}&sig=${sig}`,
    ];
    for (const attempt of refused) {
      const r = await get(attempt);
      expect(r.statusCode, attempt).toBe(403);
      expect(r.json()).toMatchObject({ code: 403, message: '文件链接无效或已过期，请刷新页面后再试' });
    }
  });

  it('stops being served when its signature expires', async () => {
    const token = await t.signIn((await buildStudent(t.db, schoolId)).mobile);
    const url = await upload(token, PNG, 'me.png', '25');
    const exp = Number(new URL(url, 'http://x').searchParams.get('exp'));
    expect(exp * 1000 - now.value).toBeGreaterThanOrEqual(TTL_SECONDS * 1000);
    const started = now.value;
    try {
      now.value = exp * 1000 - 1000;
      expect((await get(url)).statusCode).toBe(200);
      now.value = exp * 1000;
      expect((await get(url)).statusCode).toBe(403);
    } finally {
      now.value = started;
    }
  });

  it('is never served from a dot folder, even with a signature made with the key', async () => {
    mkdirSync(path.join(t.filesDir, '.private/2026/05'), { recursive: true });
    writeFileSync(path.join(t.filesDir, '.private/2026/05/face.jpg'), 'face');
    const relative = '.private/2026/05/face.jpg';
    const exp = String(Math.floor(now.value / 1000) + 60);
    const sig = createHmac('sha256', SECRET).update(`${relative}\n${exp}`).digest('base64url');
    expect((await get(`/files/${relative}?exp=${exp}&sig=${sig}`)).statusCode).toBe(404);
  });
});

/**
 * GET over a real socket with the path exactly as written: inject() resolves dot segments
 * (`/files/a/../b` arrives as `/files/b`), as browsers do, but a hand-made request need not.
 */
function rawGet(port: number, rawPath: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path: rawPath }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        body += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
  });
}

describe('file paths, as sent', () => {
  let port: number;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
    // A file the traversals below would reach if a path were ever joined unchecked.
    mkdirSync(path.join(t.filesDir, '2026/05'), { recursive: true });
    writeFileSync(path.join(t.filesDir, '2026/05/a.png'), PNG);
  });

  it.each([
    '/files/../../etc/passwd',
    '/files/../../../../../../etc/passwd',
    '/files/2026/../../package.json',
    '/files/%2e%2e/%2e%2e/etc/passwd',
    '/files/..%2f..%2fetc%2fpasswd',
    '/files/%2e%2e%2f%2e%2e%2fetc%2fpasswd',
    '/files/..%5c..%5cetc%5cpasswd',
    '/files//etc/passwd',
    '/files/.scoring/probe.wav',
    '/files/%2escoring/probe.wav',
    '/files/public/../2026/05/a.png',
    '/files/a%00.png',
    '/files/2026/05/../05/a.png',
    '/files/2026/./05/a.png',
  ])('%s answers 404', async (url) => {
    const r = await rawGet(port, url);
    expect(r.status).toBe(404);
    expect(JSON.parse(r.body)).toMatchObject({ code: 404 });
  });

  it('answers 404 for a public or signed file that is not there', async () => {
    expect((await get('/files/public/2026/05/gone.png')).statusCode).toBe(404);
  });
});

describe('public files', () => {
  it('are served to anyone without a signature, cached for good', async () => {
    const storage = createDiskStorage(t.filesDir);
    const logo = await storage.save(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'svg', { public: true });
    expect(logo).toMatch(/^\/files\/public\/\d{4}\/\d{2}\/[\w-]+\.svg$/);
    const r = await get(logo);
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toContain('image/svg+xml');
    expect(r.headers['cache-control']).toBe('public, max-age=604800, immutable');
  });
});

describe('files named in answers', () => {
  it("a teacher's task material is stored unsigned and reaches the class signed; others never get it", async () => {
    const first = await publishTask(t, schoolId, { uploadRule: 'optional', fileGroups: ['document', 'image'] });
    const material = await upload(first.tt, PDF, 'brief.pdf', '31');
    const picture = await upload(first.tt, PNG, 'scene.png', '31');
    expect(material).toMatch(SIGNED);
    // The page sends back the URLs it was given; the task keeps their stored form.
    const c = await publishTask(t, schoolId, {
      uploadRule: 'optional',
      attachments: [{ name: 'brief.pdf', url: material }],
      background: [{ displayType: 2, htmlStr: '', fileUrl: picture }],
    });
    const [row] = await t.db.select().from(tasks).where(eq(tasks.id, c.taskId));
    expect(row?.attachments).toEqual([{ name: 'brief.pdf', url: bare(material) }]);
    expect(row?.background).toEqual([{ displayType: 2, htmlStr: '', fileUrl: bare(picture) }]);

    const read = await t.call<TStudentTask>(
      `${S}/detail`,
      { taskId: c.taskId, classId: c.classId },
      { token: c.st[0] },
    );
    const attachment = read.body.data?.attachments[0]?.url ?? '';
    expect(attachment).toMatch(SIGNED);
    expect(bare(attachment)).toBe(bare(material));
    expect((await get(attachment)).statusCode).toBe(200);
    expect((await get(read.body.data?.background[0]?.fileUrl ?? '')).statusCode).toBe(200);

    // A student of another class is refused the task, and its file without a signature.
    const outsider = await t.signIn((await buildStudent(t.db, schoolId)).mobile);
    const refused = await t.call(`${S}/detail`, { taskId: c.taskId, classId: c.classId }, { token: outsider });
    expect(refused.body.code).toBe(404);
    expect((await get(bare(material))).statusCode).toBe(403);
  });

  it("a student's answer file reaches their teacher signed, and is stored unsigned", async () => {
    const c = await publishTask(t, schoolId, { uploadRule: 'optional' });
    const uploaded = (await uploadAnswerFile(t, c.st[0] as string, c.taskId, c.classId, PDF, 'letter.pdf')).body
      .data as TTaskFile;
    expect(uploaded.url).toMatch(SIGNED);
    const submitted = await t.call(
      `${S}/submit`,
      { taskId: c.taskId, classId: c.classId, text: 'Dear Mr Lee', files: [uploaded] },
      { token: c.st[0] },
    );
    expect(submitted.body.code).toBe(222);
    const studentId = c.students[0]?.id as number;
    const detail = await t.call<TTaskAnswerDetail>(
      `${T}/answerDetail`,
      { taskId: c.taskId, classId: c.classId, studentId },
      { token: c.tt },
    );
    const url = detail.body.data?.files[0]?.url ?? '';
    expect(url).toMatch(SIGNED);
    const served = await get(url);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PDF)).toBe(true);
    expect((await get(bare(url))).statusCode).toBe(403);
  });
});
