/**
 * Where an xlsx keeps what the reader needs, followed through its relationships as Excel does:
 * the package's `_rels/.rels` names the workbook, the workbook names its first sheet (tab order)
 * and the 1904 date system, the workbook's relationships name the sheet's part, the shared
 * strings and the styles. The styles say which cell formats are dates.
 */
import path from 'node:path';
import { SheetRefusal } from './refusal';
import { attribute, StopReading, streamXml } from './xml-stream';
import type { ZipArchive } from './zip';

export interface WorkbookParts {
  sheet: string;
  sharedStrings: string | undefined;
  styles: string | undefined;
  date1904: boolean;
}

interface Relationship {
  id: string;
  type: string;
  target: string;
}

function relsOf(part: string): string {
  return path.posix.join(path.posix.dirname(part), '_rels', `${path.posix.basename(part)}.rels`);
}

/** A relationship's target as a part name: absolute from the package root, else beside its source. */
function resolveTarget(source: string, target: string): string {
  const joined = target.startsWith('/') ? target : path.posix.join(path.posix.dirname(source), target);
  return path.posix.normalize(joined).replace(/^\/+/, '');
}

async function relationships(zip: ZipArchive, source: string): Promise<Relationship[]> {
  const rels = source === '' ? '_rels/.rels' : relsOf(source);
  if (!zip.has(rels)) return [];
  const found: Relationship[] = [];
  await streamXml(zip, rels, {
    open(name, a) {
      if (name !== 'Relationship' || a.TargetMode === 'External') return;
      found.push({ id: a.Id ?? '', type: a.Type ?? '', target: resolveTarget(source, a.Target ?? '') });
    },
  });
  return found;
}

const ofType = (rels: Relationship[], type: string) => rels.find((r) => r.type.endsWith(`/${type}`));

export async function findWorkbookParts(zip: ZipArchive): Promise<WorkbookParts> {
  const workbook = ofType(await relationships(zip, ''), 'officeDocument')?.target ?? 'xl/workbook.xml';
  if (!zip.has(workbook)) throw new SheetRefusal('sheetNotZip');
  let firstSheetId: string | undefined;
  let date1904 = false;
  await streamXml(zip, workbook, {
    open(name, a) {
      if (name === 'workbookPr') date1904 = a.date1904 === '1' || a.date1904 === 'true';
      if (name === 'sheet') {
        firstSheetId = attribute(a, 'id');
        throw new StopReading();
      }
    },
  });
  const rels = await relationships(zip, workbook);
  const sheet = rels.find((r) => r.id === firstSheetId)?.target;
  if (!sheet || !zip.has(sheet)) throw new SheetRefusal('sheetMissing');
  const known = (r: Relationship | undefined) => (r && zip.has(r.target) ? r.target : undefined);
  return {
    sheet,
    sharedStrings: known(ofType(rels, 'sharedStrings')),
    styles: known(ofType(rels, 'styles')),
    date1904,
  };
}

/** Excel's built-in date and time formats (ECMA-376 §18.8.30, with the East Asian ones). */
const BUILT_IN_DATES = new Set([
  14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47,
]);
for (let id = 50; id <= 58; id++) BUILT_IN_DATES.add(id);

/** A custom number format shows a date or time when, outside quotes, escapes and [colour]s, it has y m d h or s. */
export function isDateFormat(code: string): boolean {
  const bare = code
    .replace(/"[^"]*"/g, '')
    .replace(/\\./g, '')
    .replace(/\[[^\]]*\]/g, '');
  return /[ymdhs]/i.test(bare) && !/^general$/i.test(bare.trim());
}

/** The indexes of the cell formats (a cell's `s`) that show dates. */
export async function dateStyles(zip: ZipArchive, styles: string | undefined): Promise<Set<number>> {
  const dates = new Set<number>();
  if (!styles) return dates;
  const custom = new Map<number, string>();
  let inCellXfs = false;
  let index = 0;
  await streamXml(zip, styles, {
    open(name, a) {
      if (name === 'numFmt') custom.set(Number(a.numFmtId), a.formatCode ?? '');
      else if (name === 'cellXfs') inCellXfs = true;
      else if (name === 'xf' && inCellXfs) {
        const id = Number(a.numFmtId ?? 0);
        const code = custom.get(id);
        if (code !== undefined ? isDateFormat(code) : BUILT_IN_DATES.has(id)) dates.add(index);
        index++;
      }
    },
    close(name) {
      if (name === 'cellXfs') throw new StopReading();
    },
  });
  return dates;
}
