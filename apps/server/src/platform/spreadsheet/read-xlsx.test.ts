import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { inlineRow, rosterBomb, xlsxOf, xlsxParts, zipParts } from '../../test/xlsx-zip';
import { DEFAULT_SHEET_LIMITS, type SheetLimits, sheetLimitsFromEnv } from './limits';
import { readXlsx } from './read-xlsx';
import { SheetRefusal } from './refusal';
import { columnIndex, excelDateText, type SheetReadOptions } from './sheet-rows';
import { isDateFormat } from './workbook-parts';

const roster: SheetReadOptions = { columns: 2, maxRows: 500 };

async function refusal(bytes: Buffer, options = roster, limits: SheetLimits = DEFAULT_SHEET_LIMITS) {
  try {
    await readXlsx(bytes, options, limits);
  } catch (error) {
    if (error instanceof SheetRefusal) return { reason: error.reason, params: error.params };
    throw error;
  }
  throw new Error('read without a refusal');
}

describe('a workbook written by a spreadsheet program', () => {
  it('reads shared strings, rich text, numbers, dates, booleans and formula results as people see them', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('名单');
    sheet.addRow(['手机号', '姓名', '加入', '分数', '通过', '备注', '公式']);
    sheet.addRow([
      13766660001,
      '林晓雯',
      new Date(Date.UTC(2024, 8, 1)),
      0.5,
      true,
      { richText: [{ text: '三年' }, { text: '二班', font: { bold: true } }] },
      { formula: 'B2&"!"', result: '林晓雯!' },
    ]);
    sheet.addRow([' 137 6666 0002 ', '周启航']);
    sheet.addRow([]);
    sheet.getCell('C5').value = new Date(Date.UTC(2024, 8, 1, 8, 30));
    sheet.getCell('C5').numFmt = 'yyyy-mm-dd hh:mm';
    const second = workbook.addWorksheet('说明');
    second.addRow(['not read']);
    const table = await readXlsx(
      Buffer.from(await workbook.xlsx.writeBuffer()),
      { columns: 7, maxRows: 10 },
      DEFAULT_SHEET_LIMITS,
    );
    expect(table.header).toEqual(['手机号', '姓名', '加入', '分数', '通过', '备注', '公式']);
    expect(table.rows).toEqual([
      { row: 2, cells: ['13766660001', '林晓雯', '2024-09-01', '0.5', 'TRUE', '三年二班', '林晓雯!'] },
      { row: 3, cells: ['137 6666 0002', '周启航', '', '', '', '', ''] },
      { row: 5, cells: ['', '', '2024-09-01 08:30', '', '', '', ''] },
    ]);
  });

  it('reads inline strings, prefixed element names, cells without references and the 1904 date system', async () => {
    const NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
    const parts = xlsxParts({ sheetData: '' }).map((p) => {
      if (p.name === 'xl/workbook.xml')
        return { ...p, data: String(p.data).replace('<sheets>', '<workbookPr date1904="1"/><sheets>') };
      if (p.name !== 'xl/worksheets/sheet1.xml') return p;
      return {
        ...p,
        data:
          `<x:worksheet xmlns:x="${NS}"><x:sheetData>` +
          '<x:row r="1"><x:c t="inlineStr"><x:is><x:t>Mobile</x:t></x:is></x:c><x:c t="inlineStr"><x:is><x:t>Name</x:t></x:is></x:c></x:row>' +
          '<x:row r="2"><x:c r="B2" t="inlineStr"><x:is><x:r><x:t>Ann</x:t></x:r><x:r><x:t xml:space="preserve"> Lee &amp; co</x:t></x:r></x:is></x:c></x:row>' +
          '<x:row><x:c s="1"><x:v>0</x:v></x:c><x:c t="b"><x:v>0</x:v></x:c></x:row>' +
          '</x:sheetData></x:worksheet>',
      };
    });
    const styles = {
      name: 'xl/styles.xml',
      data: `<styleSheet xmlns="${NS}"><numFmts count="1"><numFmt numFmtId="164" formatCode="yyyy/m/d"/></numFmts><cellXfs count="2"><xf numFmtId="0"/><xf numFmtId="164"/></cellXfs></styleSheet>`,
    };
    const withStyles = parts.map((p) =>
      p.name === 'xl/_rels/workbook.xml.rels'
        ? {
            ...p,
            data: String(p.data).replace(
              '</Relationships>',
              '<Relationship Id="rId9" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="/xl/styles.xml"/></Relationships>',
            ),
          }
        : p,
    );
    const table = await readXlsx(zipParts([...withStyles, styles]), roster, DEFAULT_SHEET_LIMITS);
    expect(table.header).toEqual(['Mobile', 'Name']);
    expect(table.rows).toEqual([
      { row: 2, cells: ['', 'Ann Lee & co'] },
      { row: 3, cells: ['1904-01-01', 'FALSE'] },
    ]);
  });

  it('knows date formats and writes dates as people read them', () => {
    expect(['yyyy-mm-dd', 'd/m/yy h:mm', '[$-804]yyyy"年"m"月"d"日"', 'hh:mm:ss'].every(isDateFormat)).toBe(true);
    expect(['0.00', '#,##0', 'General', '"days"0', '[Red]0.0'].some(isDateFormat)).toBe(false);
    expect(excelDateText(45536, false)).toBe('2024-09-01');
    expect(excelDateText(45536.75, false)).toBe('2024-09-01 18:00');
    expect(columnIndex('A1')).toBe(0);
    expect(columnIndex('AB12')).toBe(27);
    expect(columnIndex('12')).toBe(-1);
  });

  it('answers an empty sheet as no rows and refuses a workbook without a sheet', async () => {
    expect(await readXlsx(xlsxOf({ sheetData: '' }), roster, DEFAULT_SHEET_LIMITS)).toEqual({ header: [], rows: [] });
    const empty = new ExcelJS.Workbook();
    empty.addWorksheet('Sheet1');
    expect(await readXlsx(Buffer.from(await empty.xlsx.writeBuffer()), roster, DEFAULT_SHEET_LIMITS)).toEqual({
      header: [],
      rows: [],
    });
    expect(await refusal(xlsxOf({}))).toEqual({ reason: 'sheetMissing', params: {} });
  });
});

describe('files that are not whole workbooks', () => {
  it('refuses a file that is not a zip, a cut zip, and a zip that is no workbook', async () => {
    expect((await refusal(Buffer.from('手机号,姓名\n13700000000,张三'))).reason).toBe('sheetNotZip');
    expect((await refusal(Buffer.alloc(0))).reason).toBe('sheetNotZip');
    const whole = rosterBomb(10);
    for (const length of [10, 100, whole.length - 30, whole.length - 1])
      expect((await refusal(whole.subarray(0, length))).reason, `cut at ${length}`).toBe('sheetDamaged');
    expect((await refusal(zipParts([{ name: 'notes.txt', data: 'hello' }]))).reason).toBe('sheetNotZip');
    // The sheet (the last part, just before the central directory) with garbage in its deflated bytes.
    const broken = Buffer.from(whole);
    const directory = broken.readUInt32LE(broken.length - 22 + 16);
    broken.fill(0xff, directory - 40, directory - 10);
    expect(['sheetDamaged', 'sheetSizeMismatch']).toContain((await refusal(broken)).reason);
  });
});

describe('the limits', () => {
  it('stops at the first row over the limit, counting only rows with text after the header', async () => {
    const rows = (n: number) =>
      inlineRow(['手机号', '姓名']) + '<row/>'.repeat(50) + inlineRow(['137', '张三']).repeat(n);
    expect((await readXlsx(xlsxOf({ sheetData: rows(500) }), roster, DEFAULT_SHEET_LIMITS)).rows).toHaveLength(500);
    expect(await refusal(xlsxOf({ sheetData: rows(501) }))).toEqual({
      reason: 'sheetTooManyRows',
      params: { max: 500 },
    });
    // 100,000 rows (11 MB of XML) are refused after about 500 of them.
    const bomb = rosterBomb(100_000);
    const started = performance.now();
    expect((await refusal(bomb)).reason).toBe('sheetTooManyRows');
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('refuses a part declared bigger than the limit before inflating anything', async () => {
    // 400,000 rows: 45 MB of sheet XML in a file of about 170 KB.
    const bomb = rosterBomb(400_000);
    expect(bomb.length).toBeLessThan(200_000);
    const started = performance.now();
    expect(await refusal(bomb)).toEqual({ reason: 'sheetPartTooLarge', params: { max: 20 } });
    expect(performance.now() - started).toBeLessThan(100);
    const limits = { ...DEFAULT_SHEET_LIMITS, maxEntryBytes: 60 * 1024 * 1024, maxTotalBytes: 30 * 1024 * 1024 };
    expect(await refusal(bomb, roster, limits)).toEqual({ reason: 'sheetTooLarge', params: { max: 30 } });
  });

  it('counts what inflates: a part that inflates past its declared size is refused there', async () => {
    const liar = rosterBomb(400_000, { sheetDeclaredSize: 2000 });
    const started = performance.now();
    expect(await refusal(liar)).toEqual({
      reason: 'sheetSizeMismatch',
      params: { part: 'xl/worksheets/sheet1.xml' },
    });
    expect(performance.now() - started).toBeLessThan(500);
  });

  it('refuses too many parts, too wide a row, too many cells and too long a cell', async () => {
    const many = Array.from({ length: 501 }, (_, i) => ({ name: `xl/media/${i}.txt`, data: 'x' }));
    expect(await refusal(xlsxOf({ sheetData: '', extra: many }))).toEqual({
      reason: 'sheetTooManyParts',
      params: { max: 500 },
    });
    const wide = `<row r="1">${'<c/>'.repeat(1001)}</row>`;
    expect(await refusal(xlsxOf({ sheetData: wide }))).toEqual({
      reason: 'sheetRowTooWide',
      params: { max: 1000, row: 1 },
    });
    const cells = '<row><c/><c/></row>'.repeat(100_001);
    expect((await refusal(xlsxOf({ sheetData: cells }))).reason).toBe('sheetTooManyCells');
    const long = inlineRow(['x'.repeat(32_768)]);
    expect((await refusal(xlsxOf({ sheetData: long }))).reason).toBe('sheetCellTooLong');
    const longShared = xlsxOf({ sheetData: '<row><c t="s"><v>0</v></c></row>', sharedStrings: ['y'.repeat(40_000)] });
    expect((await refusal(longShared)).reason).toBe('sheetCellTooLong');
  });

  it('reads its limits from the environment, falling back on the defaults', () => {
    expect(sheetLimitsFromEnv({})).toEqual(DEFAULT_SHEET_LIMITS);
    const set = sheetLimitsFromEnv({ SHEET_MAX_ENTRY_MB: '5', SHEET_TIMEOUT_MS: '2000', SHEET_WORKERS: 'x' });
    expect(set).toMatchObject({ maxEntryBytes: 5 * 1024 * 1024, timeoutMs: 2000, workers: 2 });
  });
});
