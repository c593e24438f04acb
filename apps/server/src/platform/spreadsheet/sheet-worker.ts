/**
 * The worker thread's side: reads one workbook per message and answers its table, or the refusal
 * that stopped it. Anything else that breaks while reading comes from the file's bytes (a parser
 * tripping on garbage), so it answers "damaged" too: a bad upload is never a 500.
 */
import { parentPort } from 'node:worker_threads';
import type { SheetLimits } from './limits';
import { readXlsx } from './read-xlsx';
import { SheetRefusal, type SheetRefusalParams, type SheetRefusalReason } from './refusal';
import type { SheetReadOptions, SheetTable } from './sheet-rows';

export interface SheetJob {
  id: number;
  bytes: Uint8Array;
  options: SheetReadOptions;
  limits: SheetLimits;
}

export type SheetAnswer =
  | { id: number; ok: true; table: SheetTable }
  | { id: number; ok: false; reason: SheetRefusalReason; params: SheetRefusalParams; detail?: string };

parentPort?.on('message', async (job: SheetJob) => {
  let answer: SheetAnswer;
  try {
    const bytes = Buffer.from(job.bytes.buffer, job.bytes.byteOffset, job.bytes.byteLength);
    answer = { id: job.id, ok: true, table: await readXlsx(bytes, job.options, job.limits) };
  } catch (error) {
    answer =
      error instanceof SheetRefusal
        ? { id: job.id, ok: false, reason: error.reason, params: error.params }
        : { id: job.id, ok: false, reason: 'sheetDamaged', params: {}, detail: String(error) };
  }
  parentPort?.postMessage(answer);
});
parentPort?.postMessage({ ready: true });
