/**
 * `npm run assistant -w @lingua/bench`: the assistant engines' figures through the real HTTP calls
 * on this machine. Median of runs of: synthesis of 300 characters, scoring a 30-second paragraph,
 * OCR of one question image, correction of a 300-word essay. Numbers, not verdicts.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer } from './server-process';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const print = (line: string) => process.stdout.write(`${line}\n`);
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? 0;
};

const SENTENCES = [
  'Thank you for your enquiry of the tenth of May about our new range of office chairs.',
  'We are pleased to send you our latest catalogue and price list, and we can offer a discount of five percent on orders over two hundred units.',
  'Delivery can be made within three weeks of receiving your order.',
  'Payment should be made by irrevocable letter of credit at sight.',
  'We look forward to hearing from you and to doing business with your company.',
];
const TEXT_300 = SENTENCES.join(' ').slice(0, 300);
const PARAGRAPH = `${SENTENCES.join(' ')} ${SENTENCES.slice(0, 3).join(' ')}`;
const ESSAY = Array.from({ length: 8 }, (_, i) =>
  i % 2 === 0
    ? 'Online shopping has changed the way people buy goods. In the past, customers had to visit several shops to compare prices, but today they can do it in a few minutes on their phones. As a result, many small companies now sell directly to buyers all over the world.'
    : 'However, online shopping also brings problems. Customers cannot touch the products before they pay, so some of them are dissapointed when the parcel arrives. Moreover, delivery create a great deal of packaging waste.',
).join('\n\n');

async function call<T>(url: string, path: string, body: unknown, token?: string): Promise<T> {
  const response = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
    body: JSON.stringify(body),
  });
  const envelope = (await response.json()) as { code: number; message: string; data: T };
  if (envelope.code !== 200 && envelope.code !== 222) throw new Error(`${path}: ${envelope.code} ${envelope.message}`);
  return envelope.data;
}

async function upload<T>(
  url: string,
  path: string,
  token: string,
  fields: Record<string, string>,
  file: Blob,
  name: string,
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('file', file, name);
  const response = await fetch(`${url}${path}`, { method: 'POST', headers: { token }, body: form });
  const envelope = (await response.json()) as { code: number; message: string; data: T };
  if (envelope.code !== 200) throw new Error(`${path}: ${envelope.code} ${envelope.message}`);
  return envelope.data;
}

async function time(label: string, detail: string, job: () => Promise<unknown>): Promise<void> {
  await job(); // warm-up (the grammar checker and OCR load on first use)
  const runs: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await job();
    runs.push(performance.now() - started);
  }
  print(`  ${label.padEnd(34)} median ${String(Math.round(median(runs))).padStart(5)} ms   (${RUNS} runs; ${detail})`);
}

async function main(): Promise<void> {
  const server = await startServer({ port: 3403 });
  try {
    const token = (
      await call<{ token: string }>(server.url, '/openApi/login/login', {
        mobile: '13800000004',
        password: 'lingua123',
      })
    ).token;
    const dir = mkdtempSync(path.join(os.tmpdir(), 'lingua-bench-assistant-'));
    print(`Assistant engines on this machine (${os.cpus().length} cores), through the HTTP calls:`);

    await time('synthesis of 300 characters', `voice luna, ${TEXT_300.length} characters`, () =>
      call(server.url, '/openApi/assistant/synthesis', { text: TEXT_300, voice: 'luna' }, token),
    );

    // A ~30-second reading of the paragraph, made by the product's own synthesis, then scored.
    const reading = await call<{ fileUrl: string; audioDuration: number }>(
      server.url,
      '/openApi/assistant/synthesis',
      { text: PARAGRAPH.slice(0, 300), voice: 'luca', speech_rate: -280 },
      token,
    );
    const audio = await (await fetch(`${server.url}${reading.fileUrl}`)).blob();
    await time('scoring a paragraph reading', `${reading.audioDuration} s of audio`, () =>
      upload(
        server.url,
        '/openApi/assistant/voiceEvaluate',
        token,
        { coreType: 'paragraph.eval', refText: PARAGRAPH.slice(0, 300) },
        audio,
        'reading.mp3',
      ),
    );

    const image = path.join(dir, 'question.png');
    const font = '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc';
    const lines = [
      '1. 下列哪一项是正确的？ Which sentence is correct?',
      'A. He go to school.    B. He goes to school.',
    ];
    execFileSync('ffmpeg', [
      '-loglevel',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      'color=white:s=1000x220',
      '-vf',
      lines
        .map((l, i) => `drawtext=fontfile=${font}:text='${l}':fontsize=34:fontcolor=black:x=30:y=${40 + i * 90}`)
        .join(','),
      '-frames:v',
      '1',
      image,
    ]);
    const png = new Blob([readFileSync(image)], { type: 'image/png' });
    await time('OCR of one question image', '1000x220 px, Chinese and English', () =>
      upload(server.url, '/openApi/ai/imageFileToWords', token, {}, png, 'question.png'),
    );

    await time('correction of a 300-word essay', `${ESSAY.split(/\s+/).length} words`, () =>
      call(server.url, '/openApi/overall/brainCorrect', { txt: ESSAY }, token),
    );
  } finally {
    await server.stop();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
