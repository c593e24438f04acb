import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TVoiceEvaluation } from '@lingua/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { buildSchool, buildStudent } from '../../test/factories';
import { REFERENCE, shippedSpeechSet } from '../../test/fixtures/assistant/speech';

let t: TestApp;
let student: string;
const set = shippedSpeechSet();
const work = mkdtempSync(path.join(os.tmpdir(), 'lingua-eval-test-'));
beforeAll(async () => {
  t = await buildTestApp();
  student = await t.signIn((await buildStudent(t.db, (await buildSchool(t.db)).id)).mobile);
}, 120_000);
afterAll(() => t.close());

async function evaluate(fields: Record<string, string>, audio?: Buffer, token = student) {
  const boundary = '----lingua-eval';
  const parts: Buffer[] = Object.entries(fields).map(([k, v]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
  );
  if (audio) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="r.mp3"\r\nContent-Type: audio/mpeg\r\n\r\n`,
      ),
      audio,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  const response = await t.app.inject({
    method: 'POST',
    url: '/openApi/assistant/voiceEvaluate',
    payload: Buffer.concat(parts),
    headers: { token, 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  return response.json() as { code: number; message: string; data: TVoiceEvaluation | null };
}

describe('voice evaluation call', () => {
  it('scores a reading overall and per word', { timeout: 60_000 }, async () => {
    const r = await evaluate({ coreType: 'sentence.eval', refText: REFERENCE }, await readFile(set.right));
    expect(r.code).toBe(200);
    expect(r.data?.overall).toBeGreaterThan(85);
    expect(r.data?.words).toHaveLength(15);
    expect(r.data?.words[0]).toMatchObject({ word: 'welcome', color: 'green' });
  });

  it('says when no voice was heard, and refuses other languages, too-short and wrong files', {
    timeout: 60_000,
  }, async () => {
    const silent = await evaluate({ coreType: 'sentence.eval', refText: REFERENCE }, await readFile(set.silence));
    expect(silent).toMatchObject({ code: 222, message: '未检测到声音' });
    const cn = await evaluate({ coreType: 'sentence.eval.cn', refText: '你好' }, await readFile(set.right));
    expect(cn).toMatchObject({ code: 400, message: '该语种暂不支持测评' });
    const text = await evaluate({ coreType: 'word.eval', refText: 'hello' }, Buffer.from('not audio at all'));
    expect(text.code).toBe(415);
    const clip = path.join(work, 'clip.mp3');
    execFileSync('ffmpeg', ['-loglevel', 'error', '-y', '-i', set.right, '-t', '0.2', clip]);
    const short = await evaluate({ coreType: 'word.eval', refText: 'welcome' }, await readFile(clip));
    expect(short).toMatchObject({ code: 400, message: '录音太短，无法识别' });
    expect((await evaluate({ coreType: 'sentence.eval', refText: 'hello' }, await readFile(set.right), '')).code).toBe(
      700,
    );
  });
});
