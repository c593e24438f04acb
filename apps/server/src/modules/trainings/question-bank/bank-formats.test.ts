/** The question-bank formats read and written without the app: GIFT, Moodle XML, the xlsx template, and the row reasons. */
import { QuestionTypeCodes as C, studentContent } from '@lingua/contracts';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { GIFT } from '../../../test/fixtures/question-bank/gift-quiz';
import { parseGift, toGift } from './gift';
import { parseMoodleXml, toMoodleXml } from './moodle-xml';
import { rowMessage } from './service';
import { parseBankXlsx, toBankXlsx } from './xlsx';

describe('GIFT', () => {
  it('reads every type it carries', () => {
    const { questions, errors } = parseGift(GIFT);
    expect(errors).toEqual([]);
    expect(questions.map((q) => q.subject_type)).toEqual([
      C.choice,
      C.trueFalse,
      C.fillBlank,
      C.choice,
      C.matching,
      C.qa,
      C.trueFalse,
    ]);
    expect(questions[0]?.content).toMatchObject({ multiple: false, answer: ['B'] });
    expect(questions[0]?.analysis.en).toBe('CIF includes freight.');
    expect(questions[2]).toMatchObject({
      stem: 'Payment is due {{1}} thirty days.',
      content: { blanks: [{ accepted: ['within', 'inside'] }] },
    });
    expect(questions[3]?.content).toMatchObject({ multiple: true, answer: ['A'] });
    expect(questions[6]?.stem).toBe('Escaped {braces} and a colon: fine');
  });
  it('names each bad block and keeps the good ones', () => {
    // A question without braces is a description (GIFT's rule): a passage, not an error.
    const parsed = parseGift(
      'Good one {T}\n\nNo answer block here\n\nBad marks {\n  *x\n}\n\nChoice without a right answer {\n ~a\n ~b\n}',
    );
    const { questions, errors } = parsed;
    expect(parsed.passages.map((p) => p.row)).toEqual([2]);
    expect(errors.map((e) => e.row)).toEqual([3, 4]);
    expect(questions).toHaveLength(1);
    expect(parseGift('').errors).toEqual([{ row: 0, message: 'the file holds no questions' }]);
  });
  it('round-trips what it carries and skips the rest', () => {
    const { questions } = parseGift(GIFT);
    const { text, skipped } = toGift([
      ...questions,
      { subject_type: C.sequencing, stem: 'x', fullMark: 1, analysis: { cn: '', en: '' }, content: {} },
    ]);
    expect(skipped).toEqual([8]);
    const again = parseGift(text);
    expect(again.errors).toEqual([]);
    expect(again.questions.map((q) => [q.subject_type, q.content])).toEqual(
      questions.map((q) => [q.subject_type, q.content]),
    );
  });
});

const XML = `<?xml version="1.0" encoding="UTF-8"?>
<quiz>
  <question type="category"><category><text>$course$/Trade</text></category></question>
  <question type="multichoice">
    <name><text>Q1</text></name>
    <questiontext format="html"><text><![CDATA[<p>Under <b>FOB</b>, when does the risk pass?</p>]]></text></questiontext>
    <generalfeedback><text>On board.</text></generalfeedback>
    <defaultgrade>2</defaultgrade>
    <single>true</single>
    <answer fraction="0"><text>At the factory</text></answer>
    <answer fraction="100"><text>On board the ship</text></answer>
  </question>
  <question type="truefalse">
    <questiontext><text>DDP means the buyer pays duties.</text></questiontext>
    <answer fraction="0"><text>true</text></answer>
    <answer fraction="100"><text>false</text></answer>
  </question>
  <question type="shortanswer">
    <questiontext><text>The document of title is the bill of ____.</text></questiontext>
    <answer fraction="100"><text>lading</text></answer>
  </question>
  <question type="matching">
    <questiontext><text>Match.</text></questiontext>
    <subquestion><text>L/C</text><answer><text>letter of credit</text></answer></subquestion>
    <subquestion><text>B/L</text><answer><text>bill of lading</text></answer></subquestion>
  </question>
  <question type="essay"><questiontext><text>Why use Incoterms?</text></questiontext></question>
  <question type="numerical"><questiontext><text>How many Incoterms rules are there?</text></questiontext>
    <answer fraction="100"><text>11</text><tolerance>0</tolerance></answer>
  </question>
  <question type="calculated"><questiontext><text>{a} + {b}?</text></questiontext></question>
</quiz>`;

describe('Moodle XML', () => {
  it('reads the types it shares, HTML as markup, and names unsupported ones', async () => {
    const { questions, errors } = await parseMoodleXml(XML);
    expect(errors).toEqual([{ row: 7, name: '{a} + {b}?', message: 'question type "calculated" is not supported' }]);
    expect(questions.map((q) => q.subject_type)).toEqual([
      C.choice,
      C.trueFalse,
      C.fillBlank,
      C.matching,
      C.qa,
      C.fillBlank,
    ]);
    // Moodle's ____ blank is where the box goes, never a second blank at the end.
    expect(questions[2]?.stem).toBe('The document of title is the bill of {{1}}.');
    expect(questions[0]).toMatchObject({
      stem: 'Under <bl>FOB</bl>, when does the risk pass?',
      fullMark: 2,
      content: { answer: ['B'] },
    });
    expect(questions[1]?.content).toEqual({ answer: false });
    expect((await parseMoodleXml('<not-quiz/>')).errors[0]?.row).toBe(0);
  });
  it('round-trips', async () => {
    const { questions } = await parseMoodleXml(XML);
    const again = await parseMoodleXml(toMoodleXml(questions).text);
    expect(again.errors).toEqual([]);
    expect(again.questions.map((q) => q.subject_type)).toEqual(questions.map((q) => q.subject_type));
    expect(again.questions.slice(1).map((q) => [q.stem, q.content])).toEqual(
      questions.slice(1).map((q) => [q.stem, q.content]),
    );
  });
});

describe('xlsx template', () => {
  it('round-trips its types and reports bad rows by sheet row', async () => {
    const { questions } = parseGift(GIFT);
    const { bytes, skipped } = await toBankXlsx(questions, 'cn');
    expect(skipped).toEqual([]);
    const back = await parseBankXlsx(bytes);
    expect(back.errors).toEqual([]);
    expect(back.questions.map((q) => [q.subject_type, q.stem, q.content])).toEqual(
      questions.map((q) => [q.subject_type, q.stem, q.content]),
    );
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('题目');
    sheet.addRow(['题型代码', '题干', '分值', '选项', '答案', '解析（中文）', '解析（英文）', '难度']);
    sheet.addRow([11, 'Fine row', 5, '', 'T', '', '']);
    sheet.addRow([11, 'Bad answer', 5, '', 'maybe', '', '']);
    sheet.addRow([99, 'Unknown type', 5, '', 'x', '', '']);
    sheet.addRow([10, 'No right option', 5, 'a|b', '', '', '']);
    sheet.addRow([11, 'A hard one', 5, '', 'F', '', '', 3]);
    sheet.addRow([11, 'Bad difficulty', 5, '', 'F', '', '', 5]);
    sheet.addRow([16, 'One pair only', 5, '', 'FOB -> Free On Board', '', '']);
    const bad = await parseBankXlsx(Buffer.from(await workbook.xlsx.writeBuffer()));
    expect(bad.errors.map((e) => e.row)).toEqual([3, 4, 5, 7, 8]);
    expect(rowMessage('cn', bad.errors[3]?.message ?? '')).toBe('难度须为 1、2 或 3（可空）');
    expect(rowMessage('en', bad.errors[4]?.message ?? '')).toBe(
      'matching needs at least two pairs written as left -> right, separated by ;',
    );
    // An empty difficulty is medium; a given one is kept, and written back on export.
    expect(bad.questions.map((q) => [q.stem, q.difficulty])).toEqual([
      ['Fine row', 2],
      ['A hard one', 3],
    ]);
    const again = await parseBankXlsx((await toBankXlsx(bad.questions, 'en')).bytes);
    expect(again.questions.map((q) => q.difficulty)).toEqual([2, 3]);
  });
});

describe('xlsx choice and matching cells', () => {
  const sheetOf = async (rows: (string | number)[][]) => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Questions');
    sheet.addRow(['Type code', 'Stem', 'Points', 'Options', 'Answer', 'Analysis (Chinese)', 'Analysis (English)']);
    for (const r of rows) sheet.addRow(r);
    return parseBankXlsx(Buffer.from(await workbook.xlsx.writeBuffer()));
  };
  it('reads a flagged multiple choice, partial credit and penalties, and writes them back the same', async () => {
    const parsed = await sheetOf([
      [10, 'Which document is a document of title?', 5, 'Bill of lading|Commercial invoice|Packing list', '多选: A'],
      [10, 'Best reply to a late payment?', 5, 'A polite reminder|A legal threat|Silence', 'A=100|B=25'],
      [10, 'Which are Incoterms?', 5, 'FOB|CIF|L/C|EXW', 'multiple: A=50|B=50|C=-100'],
    ]);
    expect(parsed.errors).toEqual([]);
    expect(parsed.questions.map((q) => q.content)).toMatchObject([
      { multiple: true, answer: ['A'] },
      { multiple: false, answer: ['A'], fractions: [100, 25, 0] },
      { multiple: true, answer: ['A', 'B'], fractions: [50, 50, -100, 0] },
    ]);
    const again = await parseBankXlsx((await toBankXlsx(parsed.questions, 'en')).bytes);
    expect(again.questions.map((q) => q.content)).toEqual(parsed.questions.map((q) => q.content));
  });
  it('reads matching pairs and distractors; the student sees the right column in an order that gives nothing away', async () => {
    const parsed = await sheetOf([
      [16, 'Match each term.', 10, 'Delivered Duty Paid', 'FOB -> Free On Board; CIF -> Cost, Insurance and Freight'],
      [16, 'Only one pair', 10, '', 'FOB -> Free On Board'],
    ]);
    expect(parsed.errors.map((e) => e.row)).toEqual([3]);
    const content = parsed.questions[0]?.content;
    expect(content).toEqual({
      left: [
        { id: 'l1', text: 'FOB' },
        { id: 'l2', text: 'CIF' },
      ],
      right: [
        { id: 'r1', text: 'Free On Board' },
        { id: 'r2', text: 'Cost, Insurance and Freight' },
        { id: 'r3', text: 'Delivered Duty Paid' },
      ],
      pairs: [
        { left: 'l1', right: 'r1' },
        { left: 'l2', right: 'r2' },
      ],
    });
    const seen = studentContent({ subject_type: C.matching, content }) as { right: { text: string }[] };
    expect(seen.right.map((r) => r.text)).toEqual([
      'Cost, Insurance and Freight',
      'Delivered Duty Paid',
      'Free On Board',
    ]);
  });
});

describe("row reasons in the reader's language", () => {
  it('maps every parser reason to the catalogue, and words a content issue without its raw path', async () => {
    expect(rowMessage('cn', 'question type "calculated" is not supported')).toBe(
      'Lingua 没有与“calculated”对应的题型，此题未导入',
    );
    expect(rowMessage('en', 'type code "99" is not in the template (10, 11, 12, 14, 19, 20)')).toBe(
      'type code "99" is not in the template (10, 11, 12, 14, 19, 20)',
    );
    expect(rowMessage('cn', 'answer: a single choice has one answer')).toBe(
      '题目内容不符合 Lingua 该题型的要求，未导入',
    );
    expect(rowMessage('cn', 'options: Too big: expected array to have <=10 items')).toBe(
      '选项超过 Lingua 的上限 10 个，此题未导入',
    );
    expect(rowMessage('en', 'left: Too big: expected array to have <=20 items')).toBe(
      'more items to match than Lingua allows (20), so it was not imported',
    );
    const reasons = [
      ...parseGift('x {\n\ny {\n *a\n}').errors,
      ...(await parseMoodleXml('<x/>')).errors,
      ...parseGift('').errors,
    ].map((e) => rowMessage('cn', e.message));
    expect(reasons).toEqual([
      '缺少答案块 {…}',
      '答案须以 = 或 ~ 开头',
      '不是 Moodle XML 文件（缺少 <quiz>）',
      '文件中没有题目',
    ]);
  });
});
