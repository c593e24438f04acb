/**
 * An xlsx's first sheet read under the limits, in whatever thread calls it (the worker does, in
 * production; tests call it directly too). Shared strings and date styles are read before the
 * sheet whatever their order in the zip: the central directory gives every part's place.
 */
import type { SheetLimits } from './limits';
import { readSharedStrings } from './shared-strings';
import { readSheetRows, type SheetReadOptions, type SheetTable } from './sheet-rows';
import { dateStyles, findWorkbookParts } from './workbook-parts';
import { ZipArchive } from './zip';

export async function readXlsx(bytes: Buffer, options: SheetReadOptions, limits: SheetLimits): Promise<SheetTable> {
  const zip = ZipArchive.open(bytes, limits);
  const parts = await findWorkbookParts(zip);
  const context = {
    sharedStrings: await readSharedStrings(zip, parts.sharedStrings, limits),
    dateStyles: await dateStyles(zip, parts.styles),
    date1904: parts.date1904,
  };
  return readSheetRows(zip, parts.sheet, context, options, limits);
}
