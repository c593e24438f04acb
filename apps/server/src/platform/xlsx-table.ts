/** A list as an xlsx file (an export): one sheet, a header row, the rows; answered as base64. */
import type { TFileDownload } from '@lingua/contracts';
import ExcelJS from 'exceljs';

export interface TableColumn {
  header: string;
  width: number;
}

export async function tableFile(
  fileName: string,
  sheetName: string,
  columns: TableColumn[],
  rows: (string | number)[][],
): Promise<TFileDownload> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName);
  sheet.columns = columns.map((c) => ({ header: c.header, width: c.width }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(row);
  return { fileName, base64: Buffer.from(await workbook.xlsx.writeBuffer()).toString('base64') };
}
