/**
 * What the spreadsheet reader says when it refuses a workbook, one message per refusal reason
 * (refusal.ts), in both interface languages; platform/messages.ts adds them to the catalogue.
 */
import type { TLanguageUse } from '@lingua/contracts';
import type { SheetRefusalReason } from './refusal';

export const spreadsheetMessages = {
  sheetNotZip: { cn: '文件不是 xlsx 表格', en: 'The file is not an xlsx spreadsheet' },
  sheetDamaged: { cn: 'xlsx 文件已损坏或不完整', en: 'The xlsx file is damaged or incomplete' },
  sheetSizeMismatch: {
    cn: 'xlsx 文件已损坏：其中的部件解压后比它声明的大',
    en: 'The xlsx file is damaged: a part unpacks to more than it declares',
  },
  sheetTooManyParts: { cn: 'xlsx 文件包含的部件超过 {max} 个', en: 'The xlsx file has more than {max} parts' },
  sheetTooLarge: { cn: '表格解压后超过 {max} MB', en: 'The workbook unpacks to more than {max} MB' },
  sheetPartTooLarge: {
    cn: '表格中有部件解压后超过 {max} MB',
    en: 'A part of the workbook unpacks to more than {max} MB',
  },
  sheetMissing: { cn: '工作簿中没有工作表', en: 'The workbook has no sheet' },
  sheetTooManyRows: { cn: '表格超过 {max} 行', en: 'The sheet has more than {max} rows' },
  sheetRowTooWide: { cn: '表格第 {row} 行超过 {max} 个单元格', en: 'Row {row} of the sheet has more than {max} cells' },
  sheetTooManyCells: { cn: '表格超过 {max} 个单元格', en: 'The sheet has more than {max} cells' },
  sheetCellTooLong: { cn: '表格中有单元格超过 {max} 个字符', en: 'A cell of the sheet has more than {max} characters' },
  sheetTimeout: {
    cn: '读取表格超过 {seconds} 秒，已停止',
    en: 'Reading the sheet took more than {seconds} s and was stopped',
  },
  sheetOutOfMemory: {
    cn: '表格过于复杂，读取所需内存超出限制',
    en: 'The workbook needs more memory to read than is allowed',
  },
  sheetBusy: { cn: '正在读取其他表格，请稍后再试', en: 'Other spreadsheets are being read; try again in a moment' },
} as const satisfies Record<SheetRefusalReason, Record<TLanguageUse, string>>;
