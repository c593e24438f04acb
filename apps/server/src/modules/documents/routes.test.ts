/**
 * getConvertFileUrl through the real app on a real database, with LibreOffice and poppler: a
 * .docx and a .pptx written in the test become PDFs with their page counts, a PDF goes straight to
 * pages, hostile files fail with their reason, a file the caller was not handed is refused, and a
 * second request is answered from the stored result without a job.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { documentCalls, type TConvertedFile, unsignedFileUrl } from '@lingua/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema';
import { createFileSigner } from '../../platform/file-urls';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { buildSchool, buildTeacher } from '../../test/factories';
import { INQUIRY_UNIT, RESULTS_TALK } from '../../test/fixtures/business-documents';
import { multipartBody } from '../../test/fixtures/raw-http';
import { docxOf, docxParts, pdfOf, pptxOf } from '../../test/office-files';
import { zipParts } from '../../test/xlsx-zip';
import { CONVERT_JOB } from './conversions';
import { DocumentConverter } from './converter';

const PATH = documentCalls.convertFile.path;
const SECRET = 'documents-test-secret';
const signer = createFileSigner({ secret: SECRET, ttlSeconds: 3600 });

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await buildTestApp({ jobs: { pollMs: 100 }, fileUrls: { secret: SECRET } });
  const school = await buildSchool(t.db);
  const teacher = await buildTeacher(t.db, school.id);
  token = await t.signIn(teacher.mobile);
});

afterAll(async () => {
  await t?.close();
});

/** Stores bytes as the storage would (a month folder, or public/) and answers the stored path. */
function store(bytes: Buffer, name: string, folder = '2026/11'): string {
  mkdirSync(path.join(t.filesDir, folder), { recursive: true });
  writeFileSync(path.join(t.filesDir, folder, name), bytes);
  return `/files/${folder}/${name}`;
}

/** Uploads as task material through the product's upload: answers the URL as handed out (signed). */
async function upload(bytes: Buffer, filename: string): Promise<string> {
  const body = multipartBody({ fileWorkType: 31 }, { name: filename, first: bytes, padding: 0 });
  const response = await t.app.inject({
    method: 'POST',
    url: '/openApi/overall/upload',
    payload: Buffer.concat([...body.chunks()]),
    headers: { token, 'content-type': body.contentType },
  });
  const answer = response.json() as { code: number; data: { filePath: string } };
  expect(answer.code).toBe(200);
  return answer.data.filePath;
}

async function ask(fileUrl: string, headers: Record<string, string> = {}) {
  return t.call<TConvertedFile>(PATH, { fileUrl }, { token, headers });
}

/** Asks until the conversion is done or failed (the job runs in this app's runner). */
async function settle(fileUrl: string, headers: Record<string, string> = {}): Promise<TConvertedFile> {
  const until = Date.now() + 170_000;
  for (;;) {
    const { status, body } = await ask(fileUrl, headers);
    expect(status).toBe(200);
    const data = body.data as TConvertedFile;
    if (data.state === 'done' || data.state === 'failed') return data;
    if (Date.now() > until) throw new Error(`still ${data.state}`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

async function fetchFile(url: string) {
  return t.app.inject({ method: 'GET', url });
}

async function jobCount(sourcePath: string): Promise<number> {
  const rows = await t.db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.kind, CONVERT_JOB), eq(jobs.key, sourcePath)));
  return rows.length;
}

describe('getConvertFileUrl with LibreOffice', () => {
  it('turns an uploaded 3-page .docx into a PDF of 3 pages, then answers from the stored result', async () => {
    const fileUrl = await upload(docxOf(INQUIRY_UNIT), 'inquiry.docx');
    expect(fileUrl).toMatch(/^\/files\/\d{4}\/\d{2}\/[\w-]+\.docx\?exp=\d+&sig=/);
    const first = await ask(fileUrl);
    expect(first.body.data?.state).toBe('queued');
    const done = await settle(fileUrl);
    if (done.state !== 'done') throw new Error(`failed: ${JSON.stringify(done)}`);
    expect(done.pageCount).toBe(3);
    expect(done.pages).toHaveLength(3);
    // Every URL is signed for the caller and serves its file.
    const pdf = await fetchFile(done.pdfUrl);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    for (const page of done.pages) {
      expect(page.url).toMatch(/\.docx\.pages\/page-\d+\.png\?exp=\d+&sig=/);
      expect(page.width).toBe(1240);
      expect(page.height).toBeGreaterThan(1700); // A4 portrait
      const image = await fetchFile(page.url);
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/png');
    }
    // Without its signature a page is not served.
    expect((await fetchFile(unsignedFileUrl(done.pages[0]?.url ?? ''))).statusCode).toBe(403);

    // The second request: the stored result at once, no job queued.
    const sourcePath = unsignedFileUrl(fileUrl).slice('/files/'.length);
    const started = Date.now();
    const again = await ask(fileUrl);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(again.body.data).toMatchObject({ state: 'done', pageCount: 3 });
    expect(await jobCount(sourcePath)).toBe(0);
  }, 180_000);

  it('turns a 4-slide .pptx into 4 landscape pages', async () => {
    const fileUrl = await upload(pptxOf(RESULTS_TALK), 'q3-review.pptx');
    const done = await settle(fileUrl);
    if (done.state !== 'done') throw new Error(`failed: ${JSON.stringify(done)}`);
    expect(done.pageCount).toBe(4);
    expect(done.pages).toHaveLength(4);
    expect(done.pages.every((p) => p.width === 1240 && p.height < p.width)).toBe(true);
  }, 180_000);
});

describe('getConvertFileUrl without LibreOffice', () => {
  it('sends a PDF straight to pages, its own URL as the PDF', async () => {
    const stored = store(pdfOf(INQUIRY_UNIT.slice(0, 2)), 'letter.pdf');
    const done = await settle(signer.present(stored));
    if (done.state !== 'done') throw new Error(`failed: ${JSON.stringify(done)}`);
    expect(done.pageCount).toBe(2);
    expect(done.pages).toHaveLength(2);
    expect(unsignedFileUrl(done.pdfUrl)).toBe(stored);
  }, 60_000);

  it('converts a public file without a signature', async () => {
    const stored = store(pdfOf(RESULTS_TALK.slice(0, 1)), 'talk.pdf', 'public/2026/11');
    const done = await settle(stored);
    expect(done).toMatchObject({ state: 'done', pageCount: 1 });
  }, 60_000);

  it('fails a zip named .docx with its reason, in the caller’s language, and keeps the failure', async () => {
    const zip = zipParts([{ name: 'notes.txt', data: 'Quarterly figures, not a document' }]);
    const fileUrl = signer.present(store(zip, 'disguised.docx'));
    const failed = await settle(fileUrl);
    expect(failed).toEqual({ state: 'failed', reason: expect.stringContaining('不是可预览的文档') });
    const english = await ask(fileUrl, { 'accept-language': 'en' });
    expect(english.body.data).toEqual({ state: 'failed', reason: expect.stringContaining('not a document') });
  }, 60_000);

  it('fails a PDF locked with a password, and a broken one', async () => {
    const locked = await settle(signer.present(store(pdfOf(INQUIRY_UNIT, { lockedWithPassword: true }), 'locked.pdf')));
    expect(locked).toEqual({ state: 'failed', reason: expect.stringContaining('密码') });
    const broken = await settle(signer.present(store(Buffer.from('%PDF-1.4\nnothing else'), 'broken.pdf')));
    expect(broken).toEqual({ state: 'failed', reason: expect.stringContaining('损坏') });
  }, 60_000);

  it('fails an Office file that unpacks past the limit before LibreOffice sees it', async () => {
    // A directory that declares 600 MB inflated: refused on the declaration, nothing inflates.
    const parts = docxParts(INQUIRY_UNIT).map((part) =>
      part.name === 'word/document.xml' ? { ...part, declaredSize: 600 * 1024 * 1024 } : part,
    );
    const failed = await settle(signer.present(store(zipParts(parts), 'bomb.docx')));
    expect(failed).toEqual({ state: 'failed', reason: expect.stringContaining('解压后超过 512 MB') });
  }, 60_000);

  it('refuses a file the caller was not handed', async () => {
    const stored = store(pdfOf(INQUIRY_UNIT.slice(0, 1)), 'private.pdf');
    // No signature, a forged one, an expired one, another file's: 403.
    expect((await ask(stored)).status).toBe(403);
    expect((await ask(`${stored}?exp=9999999999&sig=forged`)).status).toBe(403);
    const expired = createFileSigner({ secret: SECRET, ttlSeconds: 60, now: () => Date.now() - 3_600_000 });
    expect((await ask(expired.present(stored))).status).toBe(403);
    const other = signer.present(store(pdfOf(INQUIRY_UNIT.slice(0, 1)), 'other.pdf'));
    expect((await ask(`${stored}?${other.split('?')[1]}`)).status).toBe(403);
    // A dot folder, a file that is not there, a conversion's own output: 404.
    expect((await ask(signer.present(store(pdfOf(INQUIRY_UNIT), 'face.pdf', '.private/2026/11')))).status).toBe(404);
    expect((await ask(signer.present('/files/2026/11/missing.pdf'))).status).toBe(404);
    expect((await ask(signer.present('/files/2026/11/letter.pdf.pages/page-1.png'))).status).toBe(404);
    // Signed out: the session is required.
    expect((await t.call(PATH, { fileUrl: signer.present(stored) })).status).toBe(401);
  });

  it('says the engines are missing, in the caller’s language, and queues nothing', async () => {
    const bare = await buildTestApp({
      fileUrls: { secret: SECRET },
      documentConverter: new DocumentConverter({ soffice: undefined, pdfinfo: undefined, pdftoppm: undefined }),
    });
    try {
      const school = await buildSchool(bare.db);
      const teacher = await buildTeacher(bare.db, school.id);
      const bareToken = await bare.signIn(teacher.mobile);
      mkdirSync(path.join(bare.filesDir, '2026/11'), { recursive: true });
      writeFileSync(path.join(bare.filesDir, '2026/11/plan.docx'), docxOf(INQUIRY_UNIT));
      const fileUrl = signer.present('/files/2026/11/plan.docx');
      const { body } = await bare.call<TConvertedFile>(PATH, { fileUrl }, { token: bareToken });
      expect(body.data).toEqual({ state: 'failed', reason: expect.stringContaining('未安装文档预览组件') });
      const rows = await bare.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.kind, CONVERT_JOB));
      expect(rows).toHaveLength(0);
    } finally {
      await bare.close();
    }
  }, 60_000);
});
