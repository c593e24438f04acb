/**
 * How much of an uploaded workbook the reader will look at before it refuses. The zip is checked
 * against these before anything is inflated (its central directory) and again while inflating;
 * the rows and cells while the sheet streams by. Each import sets its own row limit and columns.
 */
export interface SheetLimits {
  /** Parts (zip entries) in the file. */
  maxEntries: number;
  /** Inflated bytes of one part. */
  maxEntryBytes: number;
  /** Inflated bytes of all parts together (as declared; what is read is counted as it inflates). */
  maxTotalBytes: number;
  /** Cells in one row (`<c>` elements, empty styled ones included). */
  maxCellsPerRow: number;
  /** Cells in the sheet. */
  maxCells: number;
  /** Characters of one cell's text (Excel's own limit is 32,767). */
  maxCellChars: number;
  /** Wall time of one read; the worker is ended when it runs out. */
  timeoutMs: number;
  /** Heap of a reading worker; a workbook that needs more ends the worker. */
  workerMemoryMb: number;
  /** Workers reading at once, and reads waiting for one before the next is refused as busy. */
  workers: number;
  maxQueued: number;
}

const MB = 1024 * 1024;

export const DEFAULT_SHEET_LIMITS: SheetLimits = {
  maxEntries: 500,
  maxEntryBytes: 20 * MB,
  maxTotalBytes: 50 * MB,
  maxCellsPerRow: 1000,
  maxCells: 200_000,
  maxCellChars: 32_767,
  timeoutMs: 10_000,
  workerMemoryMb: 256,
  workers: 2,
  maxQueued: 8,
};

function positive(value: string | undefined, fallback: number, scale = 1): number {
  const n = Number(value);
  return value !== undefined && Number.isFinite(n) && n > 0 ? Math.round(n * scale) : fallback;
}

/** The limits with any the environment sets (docs/operations.md lists the variables). */
export function sheetLimitsFromEnv(env: NodeJS.ProcessEnv = process.env): SheetLimits {
  const d = DEFAULT_SHEET_LIMITS;
  return {
    maxEntries: positive(env.SHEET_MAX_ENTRIES, d.maxEntries),
    maxEntryBytes: positive(env.SHEET_MAX_ENTRY_MB, d.maxEntryBytes, MB),
    maxTotalBytes: positive(env.SHEET_MAX_INFLATED_MB, d.maxTotalBytes, MB),
    maxCellsPerRow: positive(env.SHEET_MAX_CELLS_PER_ROW, d.maxCellsPerRow),
    maxCells: positive(env.SHEET_MAX_CELLS, d.maxCells),
    maxCellChars: positive(env.SHEET_MAX_CELL_CHARS, d.maxCellChars),
    timeoutMs: positive(env.SHEET_TIMEOUT_MS, d.timeoutMs),
    workerMemoryMb: positive(env.SHEET_WORKER_MEMORY_MB, d.workerMemoryMb),
    workers: positive(env.SHEET_WORKERS, d.workers),
    maxQueued: positive(env.SHEET_MAX_QUEUED, d.maxQueued),
  };
}
