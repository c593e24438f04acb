/**
 * The one way an import reads an uploaded spreadsheet: the first sheet of an xlsx, in a worker
 * under the limits (limits.ts, from the environment), or a 4xx on the `file` field saying which
 * limit the file passed or what is wrong with it (busy: 429).
 */
import { ResponseCode } from '@lingua/contracts';
import { AppError } from '../errors';
import { sheetLimitsFromEnv } from './limits';
import { SheetRefusal } from './refusal';
import { SheetReaderPool } from './sheet-pool';
import type { SheetReadOptions, SheetTable } from './sheet-rows';

export type { SheetReadOptions, SheetRow, SheetTable } from './sheet-rows';

let shared: SheetReaderPool | undefined;

/** The process's pool, made on first use. */
export function sheetReaderPool(): SheetReaderPool {
  shared ??= new SheetReaderPool(sheetLimitsFromEnv());
  return shared;
}

export function refusalError(refusal: SheetRefusal): AppError {
  const code = refusal.reason === 'sheetBusy' ? ResponseCode.tooManyRequests : ResponseCode.badRequest;
  return new AppError(code, refusal.reason, refusal.params, 'file');
}

export async function readSpreadsheet(
  bytes: Buffer,
  options: SheetReadOptions,
  pool = sheetReaderPool(),
): Promise<SheetTable> {
  try {
    return await pool.read(bytes, options);
  } catch (error) {
    throw error instanceof SheetRefusal ? refusalError(error) : error;
  }
}
