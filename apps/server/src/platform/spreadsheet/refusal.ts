/**
 * Why the reader stopped reading a workbook: plain data, so it crosses from the worker thread as
 * is; `read-sheet.ts` turns it into the request's 4xx with the message of the same name.
 */
export type SheetRefusalReason =
  | 'sheetNotZip'
  | 'sheetDamaged'
  | 'sheetSizeMismatch'
  | 'sheetTooManyParts'
  | 'sheetTooLarge'
  | 'sheetPartTooLarge'
  | 'sheetMissing'
  | 'sheetTooManyRows'
  | 'sheetRowTooWide'
  | 'sheetTooManyCells'
  | 'sheetCellTooLong'
  | 'sheetTimeout'
  | 'sheetOutOfMemory'
  | 'sheetBusy';

export type SheetRefusalParams = Record<string, string | number>;

export class SheetRefusal extends Error {
  constructor(
    readonly reason: SheetRefusalReason,
    readonly params: SheetRefusalParams = {},
  ) {
    super(reason);
    this.name = 'SheetRefusal';
  }
}

const MB = 1024 * 1024;

/** A byte limit as people read it in a message. */
export function megabytes(bytes: number): number {
  return Math.round((bytes / MB) * 10) / 10;
}
