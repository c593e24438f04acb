/**
 * The question bank's xlsx template (first sheet: one question a row; a second sheet explains
 * each column and shows real examples). The types are those whose entry maps to the template's
 * Options and Answer columns (today 10 choice, 11 true/false, 12 fill-in-blank and gap-filling
 * with a word bank, 14 Q&A, 16 matching with distractors, 19 writing, 20 translation); each entry gives its guide row, its
 * example and how it reads and writes those two columns. Rows count as in the sheet (the header
 * is row 1).
 */
import { QuestionTypeList, questionTypeOf, type TDifficulty, type TLanguageUse } from '@lingua/contracts';
import ExcelJS from 'exceljs';
import { readSpreadsheet } from '../../../platform/spreadsheet/read-sheet';
import { accept, DEFAULT_MARK, emptyParse, nameOf, type TBankParse, type TBankQuestion } from './bank-question';

const HEADERS = {
  cn: ['题型代码', '题干', '分值', '选项', '答案', '解析（中文）', '解析（英文）', '难度'],
  en: ['Type code', 'Stem', 'Points', 'Options', 'Answer', 'Analysis (Chinese)', 'Analysis (English)', 'Difficulty'],
} as const;
const WIDTHS = [10, 50, 8, 36, 24, 30, 30, 10];

/** The types the template carries, in code order. */
const sheetTypes = QuestionTypeList.filter((e) => e.bank.xlsx);

const DIFFICULTY_GUIDE = {
  cn: ['难度', '1 易、2 中、3 难（可空，默认 2）；按规则组卷时可按难度抽题'],
  en: ['Difficulty', '1 easy, 2 medium, 3 hard (may be empty: 2); exam papers drawn by rule can choose by it'],
} as const;

export async function bankTemplate(language: TLanguageUse): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(language === 'en' ? 'Questions' : '题目');
  sheet.columns = HEADERS[language].map((header, i) => ({ header, width: WIDTHS[i] ?? 20 }));
  const guide = workbook.addWorksheet(language === 'en' ? 'Guide and examples' : '说明与示例');
  guide.addRow(language === 'en' ? ['Type', 'How to fill it in'] : ['题型', '填写说明']);
  for (const e of sheetTypes) guide.addRow([...(e.bank.xlsx?.guide[language] ?? [])]);
  guide.addRow([...DIFFICULTY_GUIDE[language]]);
  guide.addRow([]);
  guide.addRow([...HEADERS[language]]);
  for (const e of sheetTypes) {
    const example = e.bank.xlsx?.example;
    if (example) guide.addRow([e.subject_type, ...example]);
  }
  guide.getColumn(1).width = 22;
  guide.getColumn(2).width = 90;
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

function rowQuestion(cells: string[]): TBankQuestion | string {
  const [codeText = '', stem = '', pointsText = '', options = '', answer = '', cn = '', en = '', level = ''] = cells;
  const code = Number(codeText.replace(/\D.*$/, ''));
  const fullMark = pointsText === '' ? DEFAULT_MARK : Number(pointsText);
  if (!stem) return 'the stem is empty';
  if (!Number.isFinite(fullMark) || fullMark <= 0) return 'the points must be a positive number';
  const difficulty = level === '' ? 2 : Number(level);
  if (difficulty !== 1 && difficulty !== 2 && difficulty !== 3) return 'the difficulty must be 1, 2 or 3';
  const base = { stem, fullMark, analysis: { cn, en: en || cn }, difficulty: difficulty as TDifficulty };
  const entry = questionTypeOf(code);
  const xlsx = entry?.bank.xlsx;
  if (!entry || !xlsx)
    return `type code "${codeText}" is not in the template (${sheetTypes.map((e) => e.subject_type).join(', ')})`;
  const got = xlsx.read({ options, answer });
  if (typeof got === 'string') return got;
  return { ...base, stem: got.stem ?? stem, subject_type: entry.subject_type, content: got.content };
}

/** Questions in one import at most; the read stops at the first row over it. */
export const BANK_XLSX_MAX_ROWS = 1000;

/** Reads the first sheet in a worker under the shared limits; a file over them is a 4xx saying which. */
export async function parseBankXlsx(bytes: Buffer): Promise<TBankParse> {
  const out = emptyParse();
  const table = await readSpreadsheet(bytes, { columns: HEADERS.en.length, maxRows: BANK_XLSX_MAX_ROWS });
  for (const { row, cells } of table.rows) {
    const q = rowQuestion(cells);
    const name = nameOf('', cells[1] ?? '');
    if (typeof q === 'string') out.errors.push({ row, name, message: q });
    else accept(out, { row, name, category: '' }, q);
  }
  if (table.rows.length === 0) out.errors.push({ row: 0, message: 'the file holds no questions' });
  return out;
}

export async function toBankXlsx(
  questions: TBankQuestion[],
  language: TLanguageUse,
): Promise<{ bytes: Buffer; skipped: number[] }> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(language === 'en' ? 'Questions' : '题目');
  sheet.columns = HEADERS[language].map((header, i) => ({ header, width: WIDTHS[i] ?? 20 }));
  const skipped: number[] = [];
  questions.forEach((q, i) => {
    const columns = questionTypeOf(q.subject_type)?.bank.xlsx?.write(q);
    if (columns)
      sheet.addRow([q.subject_type, q.stem, q.fullMark, ...columns, q.analysis.cn, q.analysis.en, q.difficulty ?? 2]);
    else skipped.push(i + 1);
  });
  return { bytes: Buffer.from(await workbook.xlsx.writeBuffer()), skipped };
}
