/**
 * Workbooks written byte by byte for the tests and the benchmark: a minimal xlsx package around a
 * sheet's XML (deflated, so tens of megabytes of rows become a small upload), and a zip writer that
 * can lie in its central directory about how big a part is.
 */
import { crc32, deflateRawSync } from 'node:zlib';

export interface ZipPart {
  name: string;
  data: string | Buffer;
  /** The inflated size written in the headers instead of the true one. */
  declaredSize?: number;
}

export function zipParts(parts: ZipPart[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const data = typeof part.data === 'string' ? Buffer.from(part.data, 'utf8') : part.data;
    const packed = deflateRawSync(data, { level: 9 });
    const name = Buffer.from(part.name, 'utf8');
    const size = part.declaredSize ?? data.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(8, 8); // deflated
    local.writeUInt32LE(crc32(data), 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc32(data), 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, packed);
    centrals.push(central, name);
    offset += local.length + name.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

export interface XlsxPackage {
  /** What goes inside `<sheetData>`, in pieces (see `repeated`); none: a workbook without any sheet. */
  sheetData?: string | (string | Buffer)[];
  sharedStrings?: string[];
  /** The sheet part's declared size, for a lying central directory. */
  sheetDeclaredSize?: number;
  /** More parts after the workbook's own. */
  extra?: ZipPart[];
}

const xmlText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The parts of a minimal xlsx, as Excel names them, around the given sheet data. */
export function xlsxParts(p: XlsxPackage): ZipPart[] {
  const hasSheet = p.sheetData !== undefined;
  const parts: ZipPart[] = [
    {
      name: '[Content_Types].xml',
      data:
        '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
        '<Default Extension="xml" ContentType="application/xml"/>' +
        '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
        '</Types>',
    },
    {
      name: '_rels/.rels',
      data: `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    },
    {
      name: 'xl/workbook.xml',
      data: `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${NS}" xmlns:r="${REL}"><sheets>${hasSheet ? '<sheet name="Sheet1" sheetId="1" r:id="rId1"/>' : ''}</sheets></workbook>`,
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      data: `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${hasSheet ? `<Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/>` : ''}${p.sharedStrings ? `<Relationship Id="rId2" Type="${REL}/sharedStrings" Target="sharedStrings.xml"/>` : ''}</Relationships>`,
    },
  ];
  if (p.sharedStrings)
    parts.push({
      name: 'xl/sharedStrings.xml',
      data: `<?xml version="1.0" encoding="UTF-8"?><sst xmlns="${NS}">${p.sharedStrings.map((s) => `<si><t>${xmlText(s)}</t></si>`).join('')}</sst>`,
    });
  if (hasSheet)
    parts.push({
      name: 'xl/worksheets/sheet1.xml',
      data: Buffer.concat(
        [
          `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${NS}"><sheetData>`,
          p.sheetData ?? [],
          '</sheetData></worksheet>',
        ]
          .flat()
          .map((piece) => (typeof piece === 'string' ? Buffer.from(piece, 'utf8') : piece)),
      ),
      ...(p.sheetDeclaredSize !== undefined ? { declaredSize: p.sheetDeclaredSize } : {}),
    });
  return [...parts, ...(p.extra ?? [])];
}

export const xlsxOf = (p: XlsxPackage): Buffer => zipParts(xlsxParts(p));

const COLUMNS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * One row of inline-string cells; with a row number, its own and its cells' references as Excel
 * writes them (exceljs reads nothing without them), else none (as some writers leave them out).
 */
export function inlineRow(cells: string[], r?: number): string {
  const at = (i: number) => (r === undefined ? '' : ` r="${COLUMNS[i]}${r}"`);
  const body = cells.map((c, i) => `<c${at(i)} t="inlineStr"><is><t>${xmlText(c)}</t></is></c>`).join('');
  return `<row${r === undefined ? '' : ` r="${r}"`}>${body}</row>`;
}

/**
 * `xml` `times` over, as one buffer outside the JavaScript heap: a test that builds a bomb of tens of
 * megabytes as a string leaves garbage whose collection pauses the event loop it means to measure.
 */
export function repeated(xml: string, times: number): Buffer {
  const one = Buffer.from(xml, 'utf8');
  return Buffer.alloc(one.length * times).fill(one);
}

/**
 * A roster sheet of `rows` identical student rows after the template's header, each claiming to be
 * row 2: the sheet XML is rows × ~112 bytes and deflates about 270 to 1 (400,000 rows: 45 MB in
 * about 170 KB).
 */
export function rosterBomb(rows: number, p: Omit<XlsxPackage, 'sheetData'> = {}): Buffer {
  return xlsxOf({
    ...p,
    sheetData: [inlineRow(['手机号', '姓名'], 1), repeated(inlineRow(['13700000000', '张三'], 2), rows)],
  });
}

/** A roster of `rows` different students, rows numbered as Excel numbers them. */
export function rosterOf(rows: number): Buffer {
  const students = Array.from({ length: rows }, (_, i) =>
    inlineRow([`137${String(i).padStart(8, '0')}`, `学生${i}`], i + 2),
  );
  return xlsxOf({ sheetData: [inlineRow(['手机号', '姓名'], 1), ...students] });
}
