/**
 * The question bank's xlsx template (first sheet: one question a row; a second sheet explains
 * each column and shows real examples). Types: 10 choice, 11 true/false, 12 fill-in-blank (and
 * gap-filling with a word bank), 14 Q&A, 19 writing, 20 translation. Rows count as in the sheet
 * (the header is row 1).
 */
import { QuestionTypeCodes as C, containsChinese, type TDifficulty, type TLanguageUse } from '@lingua/contracts';
import ExcelJS from 'exceljs';
import { accept, DEFAULT_MARK, type TBankParse, type TBankQuestion } from './bank-question';

const HEADERS = {
  cn: ['题型代码', '题干', '分值', '选项', '答案', '解析（中文）', '解析（英文）', '难度'],
  en: ['Type code', 'Stem', 'Points', 'Options', 'Answer', 'Analysis (Chinese)', 'Analysis (English)', 'Difficulty'],
} as const;
const WIDTHS = [10, 50, 8, 36, 24, 30, 30, 10];

const GUIDE = {
  cn: [
    ['10 选择题', '选项每行一个（或用 | 分隔），答案写字母，多选如 AC'],
    ['11 判断题', '答案写 T 或 F（正确/错误）'],
    [
      '12 填空题',
      '题干用 {{1}}、{{2}} 标出空位；答案各空用 ; 分隔，同一空的多个答案用 | 分隔；选项列可填词库（| 分隔）',
    ],
    ['14 问答题', '答案列写参考答案（可空），教师评分'],
    ['19 写作题', '选项列写最少词数；答案列写范文，教师评分'],
    ['20 翻译题', '选项列写原文（含中文即中译英）；答案列写参考译文，教师评分'],
    ['难度', '1 易、2 中、3 难（可空，默认 2）；按规则组卷时可按难度抽题'],
  ],
  en: [
    ['10 Multiple choice', 'One option a line (or separated by |); the answer is letters, e.g. AC for several'],
    ['11 True / false', 'Answer T or F'],
    [
      '12 Fill in the blanks',
      'Mark blanks {{1}}, {{2}} in the stem; separate blanks by ; and alternatives by |; a word bank may go in Options (| separated)',
    ],
    ['14 Q&A', 'Reference answer in Answer (may be empty); graded by the teacher'],
    ['19 Writing', 'Minimum words in Options; a model answer in Answer; graded by the teacher'],
    [
      '20 Translation',
      'Source text in Options (Chinese source: into English); reference in Answer; graded by the teacher',
    ],
    ['Difficulty', '1 easy, 2 medium, 3 hard (may be empty: 2); exam papers drawn by rule can choose by it'],
  ],
} as const;

const EXAMPLES: (string | number)[][] = [
  [
    10,
    'Under CIF, who pays the sea freight?',
    10,
    'The buyer|The seller|The carrier',
    'B',
    'CIF 含运费，由卖方支付。',
    'CIF includes freight, paid by the seller.',
    1,
  ],
  [
    11,
    'A proforma invoice is a request for payment after shipment.',
    5,
    '',
    'F',
    '形式发票在装运前开具，供买方申请许可或开证。',
    'A proforma invoice comes before shipment.',
    2,
  ],
  [
    12,
    'Payment is due {{1}} thirty days of the {{2}} date.',
    10,
    '',
    'within;invoice',
    '固定搭配 within ... days。',
    'The set phrase is "within ... days".',
    1,
  ],
  [
    19,
    'Write an email asking a supplier for samples.',
    30,
    80,
    'Dear Ms Li, ...',
    '评分要点：目的、细节、礼貌。',
    'Marked on purpose, details and tone.',
    2,
  ],
];

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object' && 'richText' in value)
    return value.richText
      .map((r) => r.text)
      .join('')
      .trim();
  if (typeof value === 'object' && 'text' in value) return String(value.text).trim();
  if (typeof value === 'object' && 'result' in value) return String(value.result ?? '').trim();
  return String(value).trim();
}

export async function bankTemplate(language: TLanguageUse): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(language === 'en' ? 'Questions' : '题目');
  sheet.columns = HEADERS[language].map((header, i) => ({ header, width: WIDTHS[i] ?? 20 }));
  const guide = workbook.addWorksheet(language === 'en' ? 'Guide and examples' : '说明与示例');
  guide.addRow(language === 'en' ? ['Type', 'How to fill it in'] : ['题型', '填写说明']);
  for (const row of GUIDE[language]) guide.addRow([...row]);
  guide.addRow([]);
  guide.addRow([...HEADERS[language]]);
  for (const row of EXAMPLES) guide.addRow(row);
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
  switch (code) {
    case C.choice: {
      const list = options
        .split(/\n|\|/)
        .map((o) => o.replace(/^[A-Z][.、．]\s*/, '').trim())
        .filter(Boolean);
      const keys = answer
        .toUpperCase()
        .replace(/[^A-Z]/g, '')
        .split('');
      return {
        ...base,
        subject_type: C.choice,
        content: {
          options: list.map((text, i) => ({ key: String.fromCharCode(65 + i), text })),
          multiple: keys.length > 1,
          answer: keys,
        },
      };
    }
    case C.trueFalse: {
      const a = answer.trim().toUpperCase();
      const value = ['T', 'TRUE', '正确', '对', '√'].includes(a)
        ? true
        : ['F', 'FALSE', '错误', '错', '×'].includes(a)
          ? false
          : null;
      if (value === null) return 'the answer must be T or F';
      return { ...base, subject_type: C.trueFalse, content: { answer: value } };
    }
    case C.fillBlank: {
      const blanks = answer.split(/[;；]/).map((b) =>
        b
          .split('|')
          .map((x) => x.trim())
          .filter(Boolean),
      );
      const bank = options
        .split('|')
        .map((x) => x.trim())
        .filter(Boolean);
      return {
        ...base,
        subject_type: C.fillBlank,
        content: { blanks: blanks.map((accepted) => ({ accepted })), ...(bank.length ? { wordBank: bank } : {}) },
      };
    }
    case C.qa:
      return { ...base, subject_type: C.qa, content: answer ? { referenceAnswer: answer } : {} };
    case C.writing: {
      const minWords = options === '' ? 0 : Number(options);
      if (!Number.isInteger(minWords) || minWords < 0) return 'the minimum words (Options) must be a whole number';
      return {
        ...base,
        subject_type: C.writing,
        content: answer ? { minWords, referenceAnswer: answer } : { minWords },
      };
    }
    case C.translation:
      if (!options) return 'the source text (Options) is empty';
      if (!answer) return 'the reference translation (Answer) is empty';
      return {
        ...base,
        subject_type: C.translation,
        content: { direction: containsChinese(options) ? 'cn-en' : 'en-cn', source: options, referenceAnswer: answer },
      };
    default:
      return `type code "${codeText}" is not in the template (10, 11, 12, 14, 19, 20)`;
  }
}

export async function parseBankXlsx(bytes: Buffer): Promise<TBankParse> {
  const out: TBankParse = { questions: [], errors: [] };
  const workbook = new ExcelJS.Workbook();
  try {
    // exceljs types its own Buffer as an ArrayBuffer: hand it a copy of exactly the bytes.
    await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  } catch {
    out.errors.push({ row: 0, message: 'the file is not a readable xlsx workbook' });
    return out;
  }
  const sheet = workbook.worksheets[0];
  let rows = 0;
  sheet?.eachRow((row, n) => {
    if (n === 1) return;
    const cells = Array.from({ length: 8 }, (_x, i) => cellText(row.getCell(i + 1).value));
    if (cells.every((c) => c === '')) return;
    rows++;
    const q = rowQuestion(cells);
    if (typeof q === 'string') out.errors.push({ row: n, message: q });
    else accept(out, n, q);
  });
  if (rows === 0) out.errors.push({ row: 0, message: 'the file holds no questions' });
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
    const c = q.content as Record<string, unknown>;
    const tail = [q.analysis.cn, q.analysis.en, q.difficulty ?? 2];
    switch (q.subject_type) {
      case C.choice:
        sheet.addRow([
          q.subject_type,
          q.stem,
          q.fullMark,
          (c.options as { text: string }[]).map((o) => o.text).join('|'),
          (c.answer as string[]).join(''),
          ...tail,
        ]);
        return;
      case C.trueFalse:
        sheet.addRow([q.subject_type, q.stem, q.fullMark, '', c.answer ? 'T' : 'F', ...tail]);
        return;
      case C.fillBlank:
        sheet.addRow([
          q.subject_type,
          q.stem,
          q.fullMark,
          ((c.wordBank as string[] | undefined) ?? []).join('|'),
          (c.blanks as { accepted: string[] }[]).map((b) => b.accepted.join('|')).join(';'),
          ...tail,
        ]);
        return;
      case C.qa:
        sheet.addRow([q.subject_type, q.stem, q.fullMark, '', String(c.referenceAnswer ?? ''), ...tail]);
        return;
      case C.writing:
        sheet.addRow([
          q.subject_type,
          q.stem,
          q.fullMark,
          Number(c.minWords ?? 0),
          String(c.referenceAnswer ?? ''),
          ...tail,
        ]);
        return;
      case C.translation:
        sheet.addRow([
          q.subject_type,
          q.stem,
          q.fullMark,
          String(c.source ?? ''),
          String(c.referenceAnswer ?? ''),
          ...tail,
        ]);
        return;
      default:
        skipped.push(i + 1);
    }
  });
  return { bytes: Buffer.from(await workbook.xlsx.writeBuffer()), skipped };
}
