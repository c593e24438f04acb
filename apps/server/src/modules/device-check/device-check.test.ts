/**
 * The device and upload checks through the real app: the round trip, the speed sample (read and
 * dropped, limited per address), the upload check (a round's rules, nothing kept, limited per
 * user), and the record of a passed check that the organiser's entry list shows.
 */
import { readdirSync } from 'node:fs';
import type { TDeviceCheckTarget, TEntryRow, TSpeedSample, TUploadCheckResult } from '@lingua/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { buildSchool, buildStudent, buildTeacher } from '../../test/factories';
import { C, paperOfBank, saveRound } from '../../test/fixtures/competitions';
import { bankSeed } from '../../test/fixtures/exams';
import { insertTraining } from '../trainings/insert-training';

const D = '/openApi/deviceCheck';
const now = new Date('2026-11-20T08:00:00Z');

let t: TestApp;
let organiser: string;
let student: string;
let outsider: string;
let compId: number;
let emptyCompId: number;

/** A second of 8 kHz 8-bit mono silence as a WAV file: audio a round accepts. */
function wav(): Buffer {
  const samples = Buffer.alloc(8000, 128);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + samples.length, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(8000, 24);
  header.writeUInt32LE(8000, 28);
  header.writeUInt16LE(1, 32);
  header.writeUInt16LE(8, 34);
  header.write('data', 36);
  header.writeUInt32LE(samples.length, 40);
  return Buffer.concat([header, samples]);
}

function multipart(fields: Record<string, string>, file: Buffer, name: string) {
  const boundary = '----check';
  const parts = Object.entries(fields).map(
    ([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`,
  );
  return {
    payload: Buffer.concat([
      Buffer.from(parts.join('')),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      file,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

async function post<R>(url: string, fields: Record<string, string>, file: Buffer, name: string, extra: object = {}) {
  const body = multipart(fields, file, name);
  const r = await t.app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { 'content-type': body.contentType, ...extra },
    remoteAddress: '10.1.1.1',
  });
  return { status: r.statusCode, body: r.json() as { code: number; message: string; data?: R } };
}

const stored = () =>
  readdirSync(t.filesDir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => e.name);

const data = <R>(r: { body: { code: number; message: string; data?: R | null } }): R => {
  expect([200, 222], r.body.message).toContain(r.body.code);
  return r.body.data as R;
};

beforeAll(async () => {
  t = await buildTestApp({ clock: () => now });
  const school = await buildSchool(t.db);
  const other = await buildSchool(t.db);
  await insertTraining(t.db, bankSeed(), school.id);
  organiser = await t.signIn((await buildTeacher(t.db, school.id, ['competitionOrganiser'])).mobile);
  student = await t.signIn((await buildStudent(t.db, school.id)).mobile);
  outsider = await t.signIn((await buildStudent(t.db, other.id)).mobile);
  const save = (name: string) =>
    t.call<{ abilityCompId: number }>(
      `${C}/competition/save`,
      { abilityCompName: name, eligibility: 0 },
      { token: organiser },
    );
  compId = data(await save('商务英语口语赛 2026')).abilityCompId;
  emptyCompId = data(await save('Rounds not set yet')).abilityCompId;
  const paperId = await paperOfBank(t, organiser, 'Oral round paper', (_, index) => index < 2);
  await saveRound(t, organiser, {
    abilityCompId: compId,
    stage: 'preliminary',
    name: '初赛',
    paperId,
    now,
    opensInMs: 60_000,
    faceCheck: true,
  });
});
afterAll(() => t.close());

describe('round trip and speed', () => {
  it('answers the server time without sign-in', async () => {
    expect(data<{ serverTime: string }>(await t.call(`${D}/ping`, {})).serverTime).toBe(now.toISOString());
  });

  it('reads a speed sample without sign-in and keeps nothing', async () => {
    const before = stored();
    const r = data<TSpeedSample>(await post(`${D}/speed`, {}, Buffer.alloc(512 * 1024, 7), 'sample.bin'));
    expect(r.bytes).toBe(512 * 1024);
    expect(stored()).toEqual(before);
  });

  it('refuses a sample over 2 MB with 413', async () => {
    const r = await post(`${D}/speed`, {}, Buffer.alloc(2 * 1024 * 1024 + 10), 'big.bin');
    expect(r.body.code).toBe(413);
  });
});

describe('upload check', () => {
  it('accepts a recording as a round would, then deletes it', async () => {
    const before = stored();
    const r = data<TUploadCheckResult>(
      await post(`${D}/uploadCheck`, { kind: 'recording' }, wav(), 'answer.mp3', { token: student }),
    );
    expect(r).toMatchObject({ kind: 'recording', extension: 'wav', bytes: wav().length, limitBytes: 30 * 1024 * 1024 });
    expect(stored()).toEqual(before);
  });

  it('accepts a PDF attachment and refuses it as a recording, by content not name', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    const ok = data<TUploadCheckResult>(
      await post(`${D}/uploadCheck`, { kind: 'attachment' }, pdf, 'plan.pdf', { token: student }),
    );
    expect(ok.extension).toBe('pdf');
    const refused = await post(`${D}/uploadCheck`, { kind: 'recording' }, pdf, 'voice.mp3', { token: student });
    expect(refused.body).toMatchObject({ code: 415, message: '文件类型不支持' });
  });

  it('names the kind field when it is not one of the two', async () => {
    const r = await post(`${D}/uploadCheck`, { kind: 'video' }, wav(), 'a.wav', {
      token: student,
      'accept-language': 'en',
    });
    expect(r.status).toBe(400);
    expect(r.body.message).toContain('File kind');
  });

  it('needs a sign-in', async () => {
    const r = await post(`${D}/uploadCheck`, { kind: 'recording' }, wav(), 'a.wav');
    expect(r.status).toBe(401);
  });

  it('stops a user after 20 checks in ten minutes', async () => {
    const tk = await t.signIn((await buildStudent(t.db, (await buildSchool(t.db)).id)).mobile);
    const codes: number[] = [];
    for (let i = 0; i < 21; i++) {
      codes.push((await post(`${D}/uploadCheck`, { kind: 'recording' }, wav(), 'a.wav', { token: tk })).body.code);
    }
    expect(codes.slice(0, 20).every((c) => c === 200)).toBe(true);
    expect(codes[20]).toBe(429);
  });
});

describe('the check before a competition', () => {
  it('says the rounds check faces, and records a pass the organiser sees', async () => {
    const target = data<TDeviceCheckTarget>(await t.call(`${D}/target`, { abilityCompId: compId }, { token: student }));
    expect(target).toMatchObject({ competitionName: '商务英语口语赛 2026', needsCamera: true, last: null });
    await t.call('/openApi/competitionStudent/competitionInfo/enter', { abilityCompId: compId }, { token: student });
    const body = {
      abilityCompId: compId,
      passed: ['browser', 'network', 'microphone', 'earphones', 'camera'],
      roundTripMs: 35,
      uploadKbps: 9000,
    };
    data(await t.call(`${D}/record`, body, { token: student }));
    const again = data<TDeviceCheckTarget>(await t.call(`${D}/target`, { abilityCompId: compId }, { token: student }));
    expect(again.last).toMatchObject({ roundTripMs: 35, uploadKbps: 9000, checkedAt: now.toISOString() });
    const entries = data<TEntryRow[]>(
      await t.call(`${C}/competition/entries`, { abilityCompId: compId }, { token: organiser }),
    );
    expect(entries[0]?.deviceCheckedAt).toBe(now.toISOString());
  });

  it('refuses a check name it does not know, naming the field', async () => {
    const r = await t.call(
      `${D}/record`,
      { abilityCompId: compId, passed: ['telepathy'], roundTripMs: 1, uploadKbps: 1 },
      { token: student, headers: { 'accept-language': 'en' } },
    );
    expect(r.status).toBe(400);
    expect(r.body.message).toContain('Checks passed');
  });

  it('answers 409 for a competition without rounds, and 404 to a student of another school', async () => {
    const r = await t.call(
      `${D}/record`,
      { abilityCompId: emptyCompId, passed: ['browser'], roundTripMs: 1, uploadKbps: 1 },
      { token: student },
    );
    expect(r.body.code).toBe(409);
    expect((await t.call(`${D}/target`, { abilityCompId: compId }, { token: outsider })).body.code).toBe(404);
  });
});
