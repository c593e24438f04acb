/**
 * `npm run bank -w @lingua/bench`: the issue 19 measure, a 2,000-question Moodle XML file with
 * 200 images (every tenth question carries a PNG in its text, as Moodle exports it) read by the
 * question-bank import: decoding, parsing, the content check of every question, and the 200
 * images decoded, judged by content and stored on disk, then the training and its questions written
 * to a fresh embedded database (PGlite, or PostgreSQL when DATABASE_URL is set: give it an empty
 * database). Prints the file's size and each step's time.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { insertTraining } from '../../apps/server/src/modules/trainings/insert-training';
import { parseMoodleXml } from '../../apps/server/src/modules/trainings/question-bank/moodle-xml';
import { bankText } from '../../apps/server/src/modules/trainings/question-bank/service';
import { openDatabase } from '../../apps/server/src/platform/database';
import { createDiskStorage } from '../../apps/server/src/platform/storage';

const print = (line: string) => process.stdout.write(`${line}\n`);
const QUESTIONS = Number(process.env.BANK_BENCH_QUESTIONS ?? 2000);
const IMAGES = Number(process.env.BANK_BENCH_IMAGES ?? 200);
/** A 1x1 PNG: the measure is the import's work per file, not the bytes of pictures. */
const picture = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

function question(i: number, withImage: boolean): string {
  const file = withImage ? `<file name="chart-${i}.png" path="/" encoding="base64">${picture}</file>` : '';
  const img = withImage ? `<p><img src="@@PLUGINFILE@@/chart-${i}.png" alt="chart"></p>` : '';
  return `  <question type="multichoice">
    <name><text>Payment terms ${i}</text></name>
    <questiontext format="html"><text><![CDATA[<p>Order ${i}: under <b>CIF</b>, who pays the sea freight?</p>${img}]]></text>${file}</questiontext>
    <generalfeedback format="html"><text><![CDATA[<p>CIF includes freight, paid by the seller.</p>]]></text></generalfeedback>
    <defaultgrade>1</defaultgrade><penalty>0.3333333</penalty><single>true</single>
    <answer fraction="0"><text>The buyer</text><feedback><text>No</text></feedback></answer>
    <answer fraction="100"><text>The seller</text><feedback><text>Yes</text></feedback></answer>
    <answer fraction="0"><text>The carrier</text><feedback><text>No</text></feedback></answer>
  </question>`;
}

async function main() {
  const every = Math.max(1, Math.floor(QUESTIONS / IMAGES));
  const parts = Array.from({ length: QUESTIONS }, (_x, i) => question(i + 1, i % every === 0 && i / every < IMAGES));
  const bytes = Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>\n<quiz>\n${parts.join('\n')}\n</quiz>\n`);
  print(`file: ${QUESTIONS} questions, ${IMAGES} images, ${(bytes.length / 1024 / 1024).toFixed(2)} MB`);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bank-bench-'));
  const storage = createDiskStorage(dir);
  try {
    const t0 = performance.now();
    const text = bankText(bytes);
    const t1 = performance.now();
    const parsed = await parseMoodleXml(text);
    const t2 = performance.now();
    for (const m of parsed.media) await storage.save(m.bytes, m.ext);
    const t3 = performance.now();
    const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: path.join(dir, 'db') });
    await database.migrate();
    const t4 = performance.now();
    const title = { cn: 'Bench bank', en: 'Bench bank' };
    await database.db.transaction((tx) =>
      insertTraining(tx, {
        key: 'bench-bank',
        kind: 'readSkill',
        difficulty: 2,
        title,
        intro: title,
        background: [],
        settings: {},
        questions: parsed.questions.map((q, i) => ({ ...q, name: parsed.origins[i]?.name ?? '' })),
      }),
    );
    const t5 = performance.now();
    await database.close();
    print(`decode: ${(t1 - t0).toFixed(0)} ms`);
    print(
      `parse and check ${parsed.questions.length} questions, ${parsed.media.length} media: ${(t2 - t1).toFixed(0)} ms`,
    );
    print(`store ${parsed.media.length} images: ${(t3 - t2).toFixed(0)} ms`);
    print(`write the training and ${parsed.questions.length} questions: ${(t5 - t4).toFixed(0)} ms`);
    print(`total without opening the database: ${(t3 - t0 + t5 - t4).toFixed(0)} ms (skipped ${parsed.errors.length})`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

void main();
