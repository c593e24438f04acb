/**
 * The first sheet's rows as they stream by, each cell as the text a person sees in it: shared
 * and inline strings, numbers (as JavaScript writes them: 13800000000, 0.5), dates in a date
 * format as `2024-09-01` (with ` 08:30` when there is a time), booleans TRUE/FALSE, a formula's
 * cached result. Only the first `columns` columns are kept, trimmed. Row 1 is the header; every
 * later row with text in a kept column counts against `maxRows`, and the read stops at the first
 * row over it, and at the first cell over the cell limits.
 */
import type { SheetLimits } from './limits';
import { SheetRefusal } from './refusal';
import { StopReading, streamXml } from './xml-stream';
import type { ZipArchive } from './zip';

export interface SheetRow {
  /** The row's number in the sheet (the header is row 1). */
  row: number;
  cells: string[];
}

export interface SheetTable {
  header: string[];
  rows: SheetRow[];
}

export interface SheetReadOptions {
  /** Columns kept from each row, from A. */
  columns: number;
  /** Rows after the header with any text in the kept columns. */
  maxRows: number;
}

export interface CellContext {
  sharedStrings: string[];
  dateStyles: Set<number>;
  date1904: boolean;
}

const DAY_MS = 86_400_000;
/** Days from Excel's day 0 (1899-12-30, counting its 1900 leap-year bug) to 1970-01-01. */
const EPOCH_1900 = 25_569;
const EPOCH_1904 = EPOCH_1900 - 1_462;

export function excelDateText(serial: number, date1904: boolean): string {
  const date = new Date(Math.round((serial - (date1904 ? EPOCH_1904 : EPOCH_1900)) * DAY_MS));
  if (Number.isNaN(date.getTime())) return String(serial);
  const iso = date.toISOString();
  const time = iso.slice(11, 19).replace(/:00$/, '');
  return time === '00:00' ? iso.slice(0, 10) : `${iso.slice(0, 10)} ${time}`;
}

/** Column index from A1 notation: A is 0, AB is 27; -1 when the reference has no letters. */
export function columnIndex(reference: string): number {
  let n = 0;
  let i = 0;
  for (; i < reference.length && i < 4; i++) {
    const code = reference.charCodeAt(i) | 0x20;
    if (code < 97 || code > 122) break;
    n = n * 26 + (code - 96);
  }
  return i === 0 ? -1 : n - 1;
}

function cellValue(type: string, style: number, value: string, inline: string, context: CellContext): string {
  switch (type) {
    case 's':
      return context.sharedStrings[Number(value)] ?? '';
    case 'inlineStr':
      return inline;
    case 'b':
      return value === '1' ? 'TRUE' : value === '0' ? 'FALSE' : value;
    case 'str':
    case 'e':
    case 'd':
      return value;
    default: {
      const n = Number(value);
      if (value.trim() === '' || !Number.isFinite(n)) return value;
      return context.dateStyles.has(style) ? excelDateText(n, context.date1904) : String(n);
    }
  }
}

export async function readSheetRows(
  zip: ZipArchive,
  part: string,
  context: CellContext,
  options: SheetReadOptions,
  limits: SheetLimits,
): Promise<SheetTable> {
  const table: SheetTable = { header: [], rows: [] };
  let rowNumber = 0;
  // Made when the row's first kept cell arrives: most of a hostile sheet's rows never get one.
  let cells: string[] | undefined;
  let cellsInRow = 0;
  let cellsInSheet = 0;
  let nextColumn = 0;
  // The open cell: its column, type, style, `<v>` text and inline string.
  let column = 0;
  let type = 'n';
  let style = 0;
  let value = '';
  let inline = '';
  let inValue = false;
  let inInlineText = false;
  let inPhonetic = false;
  const grow = (text: string, chunk: string) => {
    if (text.length + chunk.length > limits.maxCellChars)
      throw new SheetRefusal('sheetCellTooLong', { max: limits.maxCellChars, row: rowNumber });
    return text + chunk;
  };

  await streamXml(zip, part, {
    open(name, a) {
      switch (name) {
        case 'row': {
          const r = Number(a.r);
          rowNumber = Number.isSafeInteger(r) && r > 0 ? r : rowNumber + 1;
          cells = undefined;
          cellsInRow = 0;
          nextColumn = 0;
          break;
        }
        case 'c': {
          cellsInRow++;
          cellsInSheet++;
          if (cellsInRow > limits.maxCellsPerRow)
            throw new SheetRefusal('sheetRowTooWide', { max: limits.maxCellsPerRow, row: rowNumber });
          if (cellsInSheet > limits.maxCells) throw new SheetRefusal('sheetTooManyCells', { max: limits.maxCells });
          const at = a.r ? columnIndex(a.r) : -1;
          column = at >= 0 ? at : nextColumn;
          nextColumn = column + 1;
          type = a.t ?? 'n';
          style = Number(a.s ?? 0);
          value = '';
          inline = '';
          break;
        }
        case 'v':
          inValue = true;
          break;
        case 't':
          inInlineText = true;
          break;
        case 'rPh':
          inPhonetic = true;
          break;
      }
    },
    text(chunk) {
      if (inValue) value = grow(value, chunk);
      else if (inInlineText && !inPhonetic) inline = grow(inline, chunk);
    },
    close(name) {
      switch (name) {
        case 'v':
          inValue = false;
          break;
        case 't':
          inInlineText = false;
          break;
        case 'rPh':
          inPhonetic = false;
          break;
        case 'c':
          if (column < options.columns) {
            cells ??= new Array<string>(options.columns).fill('');
            cells[column] = cellValue(type, style, value, inline, context).trim();
          }
          break;
        case 'row':
          if (rowNumber === 1) table.header = cells ?? [];
          else if (cells?.some((c) => c !== '')) {
            if (table.rows.length >= options.maxRows)
              throw new SheetRefusal('sheetTooManyRows', { max: options.maxRows });
            table.rows.push({ row: rowNumber, cells });
          }
          break;
        case 'sheetData':
          throw new StopReading();
      }
    },
  });
  return table;
}
