import { afterAll, describe, expect, it } from 'vitest';
import { inlineRow, repeated, xlsxOf } from '../../test/xlsx-zip';
import { DEFAULT_SHEET_LIMITS } from './limits';
import { readSpreadsheet } from './read-sheet';
import { SheetRefusal } from './refusal';
import { SheetReaderPool } from './sheet-pool';

const roster = { columns: 2, maxRows: 500 };
const small = xlsxOf({ sheetData: inlineRow(['手机号', '姓名']) + inlineRow(['13700000000', '张三']) });
/** Within every limit but slow to read: 3 million empty rows (18 MB of XML in a 30 KB file). */
const slow = xlsxOf({ sheetData: [repeated('<row/>', 3_000_000)] });

const pools: SheetReaderPool[] = [];
/** A pool with its own limits; time enough for the slow file on a busy machine unless a test says less. */
const poolWith = (limits: Partial<typeof DEFAULT_SHEET_LIMITS>) => {
  const pool = new SheetReaderPool({ ...DEFAULT_SHEET_LIMITS, timeoutMs: 120_000, ...limits });
  pools.push(pool);
  return pool;
};
afterAll(() => Promise.all(pools.map((p) => p.close())));

async function refusalOf(read: Promise<unknown>) {
  try {
    await read;
  } catch (error) {
    if (error instanceof SheetRefusal) return error.reason;
    throw error;
  }
  throw new Error('read without a refusal');
}

describe('reading in worker threads', () => {
  it('reads in a worker and keeps it for the next read', async () => {
    const pool = poolWith({});
    expect(await pool.read(small, roster)).toEqual({
      header: ['手机号', '姓名'],
      rows: [{ row: 2, cells: ['13700000000', '张三'] }],
    });
    expect(pool.stats).toEqual({ idle: 1, running: 0, queued: 0 });
    await Promise.all([pool.read(small, roster), pool.read(small, roster)]);
    expect(pool.stats.idle).toBe(2);
  });

  it('leaves the event loop free while a worker reads', async () => {
    const pool = poolWith({});
    await pool.read(small, roster);
    let ticks = 0;
    const ticker = setInterval(() => {
      ticks++;
    }, 5);
    const started = performance.now();
    expect(await pool.read(slow, roster)).toEqual({ header: [], rows: [] });
    const took = performance.now() - started;
    clearInterval(ticker);
    expect(took).toBeGreaterThan(200);
    // The loop kept ticking (every 5 ms when free) all through the read: a read on the loop would
    // let hardly one tick through. How long a tick waited is not bounded: the cores are shared.
    expect(ticks).toBeGreaterThan(took / 50);
  });

  it('ends a worker that passes the time limit, and the next read gets a fresh one', async () => {
    // 900,000 shared strings and 3 million empty rows: seconds of reading, far over the limit.
    const slower = xlsxOf({
      sheetData: [repeated('<row/>', 3_000_000)],
      sharedStrings: Array.from({ length: 900_000 }, (_, i) => String(i)),
    });
    // A limit a cold worker's small read stays well under, even on a busy machine.
    const pool = poolWith({ timeoutMs: 500 });
    await pool.read(small, roster);
    expect(await refusalOf(pool.read(slower, roster))).toBe('sheetTimeout');
    expect((await pool.read(small, roster)).rows).toHaveLength(1);
  });

  it('ends a worker that passes its memory limit', async () => {
    // 900,000 distinct shared strings (18 MB of XML, under the part limit) need more than 16 MB of heap.
    const strings = Array.from({ length: 900_000 }, (_, i) => String(i));
    const hungry = xlsxOf({ sheetData: '', sharedStrings: strings });
    const pool = poolWith({ workerMemoryMb: 16 });
    expect(await refusalOf(pool.read(hungry, roster))).toBe('sheetOutOfMemory');
  });

  it('refuses as busy when every worker reads and the queue is full', async () => {
    const pool = poolWith({ workers: 1, maxQueued: 1 });
    await pool.read(small, roster);
    const reads = [pool.read(slow, roster), pool.read(small, roster), pool.read(small, roster)];
    const settled = await Promise.allSettled(reads);
    expect(settled.map((s) => s.status)).toEqual(['fulfilled', 'fulfilled', 'rejected']);
    expect(await refusalOf(reads[2] as Promise<unknown>)).toBe('sheetBusy');
  });

  it('answers a refusal as a 4xx on the file field with its limit', async () => {
    const pool = poolWith({});
    const error = await readSpreadsheet(Buffer.from('not a zip'), roster, pool).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 400, messageKey: 'sheetNotZip', field: 'file' });
    const many = inlineRow(['手机号', '姓名']) + inlineRow(['137', '张三']).repeat(3);
    const rows = await readSpreadsheet(xlsxOf({ sheetData: many }), { columns: 2, maxRows: 2 }, pool).catch(
      (e: unknown) => e,
    );
    expect(rows).toMatchObject({ code: 400, messageKey: 'sheetTooManyRows', params: { max: 2 } });
  });
});
