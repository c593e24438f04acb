import { QuestionTypeCodes as C, type TAnswerSheet, type TAttemptSummary } from '@lingua/contracts';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { buildClass, buildSchool, buildStudent, buildTeacher } from '../../../test/factories';
import { probeHealthzDuring } from '../../../test/healthz-probe';
import { inlineRow, repeated, xlsxOf } from '../../../test/xlsx-zip';
import { parseGift, toGift } from './gift';
import { parseMoodleXml, toMoodleXml } from './moodle-xml';
import { rowMessage } from './service';
import { parseBankXlsx, toBankXlsx } from './xlsx';

const GIFT = `// Incoterms quiz
::Q1:: Under CIF, who pays the sea freight? {
  ~The buyer
  =The seller
  ~The carrier
  ####CIF includes freight.
}

::Q2:: A proforma invoice is sent after shipment. {F}

Payment is due {=within =inside} thirty days.

Which are documents of title? {
  ~%100%Bill of lading
  ~%-100%Packing list
}

Match the terms. {
  =FOB -> Free On Board
  =CIF -> Cost, Insurance and Freight
}

Describe your company in three sentences. {}

Escaped \\{braces\\} and a colon\\: fine {T}`;

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
  it('names each bad block and keeps nothing from a bad file', () => {
    const { questions, errors } = parseGift(
      'Good one {T}\n\nNo answer block here\n\nBad marks {\n  *x\n}\n\nChoice without a right answer {\n ~a\n ~b\n}',
    );
    expect(errors.map((e) => e.row)).toEqual([2, 3, 4]);
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
  <question type="numerical"><questiontext><text>2+2?</text></questiontext></question>
</quiz>`;

describe('Moodle XML', () => {
  it('reads the types it shares, HTML as text, and names unsupported ones', () => {
    const { questions, errors } = parseMoodleXml(XML);
    expect(errors).toEqual([{ row: 6, message: 'question type "numerical" is not supported' }]);
    expect(questions.map((q) => q.subject_type)).toEqual([C.choice, C.trueFalse, C.fillBlank, C.matching, C.qa]);
    expect(questions[0]).toMatchObject({
      stem: 'Under FOB, when does the risk pass?',
      fullMark: 2,
      content: { answer: ['B'] },
    });
    expect(questions[1]?.content).toEqual({ answer: false });
    expect(parseMoodleXml('<not-quiz/>').errors[0]?.row).toBe(0);
  });
  it('round-trips', () => {
    const { questions } = parseMoodleXml(XML);
    const again = parseMoodleXml(toMoodleXml(questions).text);
    expect(again.errors).toEqual([]);
    expect(again.questions.map((q) => q.subject_type)).toEqual(questions.map((q) => q.subject_type));
    expect(again.questions[0]?.content).toEqual(questions[0]?.content);
  });
});

describe('xlsx template', () => {
  it('round-trips its types and reports bad rows by sheet row', async () => {
    const { questions } = parseGift(GIFT);
    const { bytes, skipped } = await toBankXlsx(questions, 'cn');
    expect(skipped).toEqual([5]); // matching: the template has no column for it
    const back = await parseBankXlsx(bytes);
    expect(back.errors).toEqual([]);
    expect(back.questions).toHaveLength(questions.length - skipped.length);
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('题目');
    sheet.addRow(['题型代码', '题干', '分值', '选项', '答案', '解析（中文）', '解析（英文）', '难度']);
    sheet.addRow([11, 'Fine row', 5, '', 'T', '', '']);
    sheet.addRow([11, 'Bad answer', 5, '', 'maybe', '', '']);
    sheet.addRow([99, 'Unknown type', 5, '', 'x', '', '']);
    sheet.addRow([10, 'No right option', 5, 'a|b', '', '', '']);
    sheet.addRow([11, 'A hard one', 5, '', 'F', '', '', 3]);
    sheet.addRow([11, 'Bad difficulty', 5, '', 'F', '', '', 5]);
    const bad = await parseBankXlsx(Buffer.from(await workbook.xlsx.writeBuffer()));
    expect(bad.errors.map((e) => e.row)).toEqual([3, 4, 5, 7]);
    expect(rowMessage('cn', bad.errors[3]?.message ?? '')).toBe('难度须为 1、2 或 3（可空）');
    // An empty difficulty is medium; a given one is kept, and written back on export.
    expect(bad.questions.map((q) => [q.stem, q.difficulty])).toEqual([
      ['Fine row', 2],
      ['A hard one', 3],
    ]);
    const again = await parseBankXlsx((await toBankXlsx(bad.questions, 'en')).bytes);
    expect(again.questions.map((q) => q.difficulty)).toEqual([2, 3]);
  });
});

describe("row reasons in the reader's language", () => {
  it('maps every parser reason to the catalogue, and a content issue keeps its detail', () => {
    expect(rowMessage('cn', 'question type "numerical" is not supported')).toBe('不支持的题型“numerical”');
    expect(rowMessage('en', 'type code "99" is not in the template (10, 11, 12, 14, 19, 20)')).toBe(
      'type code "99" is not in the template (10, 11, 12, 14, 19, 20)',
    );
    expect(rowMessage('cn', 'answer: a single choice has one answer')).toBe(
      '题目内容不符合题型要求：answer: a single choice has one answer',
    );
    const reasons = [
      ...parseGift('x\n\ny {\n *a\n}').errors,
      ...parseMoodleXml('<x/>').errors,
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

describe('import and export through the API', () => {
  let t: TestApp;
  let teacherToken: string;
  let studentToken: string;
  let strangerToken: string;
  let classId: number;
  beforeAll(async () => {
    t = await buildTestApp();
    const school = await buildSchool(t.db);
    const teacher = await buildTeacher(t.db, school.id);
    const student = await buildStudent(t.db, school.id);
    classId = (await buildClass(t.db, { schoolId: school.id, teacherId: teacher.id, studentIds: [student.id] })).id;
    const stranger = await buildTeacher(t.db, (await buildSchool(t.db)).id);
    teacherToken = await t.signIn(teacher.mobile);
    studentToken = await t.signIn(student.mobile);
    strangerToken = await t.signIn(stranger.mobile);
  });
  afterAll(() => t.close());

  async function upload(fields: Record<string, string>, bytes: Buffer, token = teacherToken) {
    const boundary = '----bank';
    const parts = Object.entries(fields).map(([k, v]) =>
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
    );
    const payload = Buffer.concat([
      ...parts,
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bank"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const r = await t.app.inject({
      method: 'POST',
      url: '/openApi/teacher/training/importBank',
      payload,
      headers: { token, 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    return { status: r.statusCode, body: r.json() };
  }

  it('a bad file imports nothing and names every bad question', async () => {
    const r = await upload(
      { format: 'gift', kind: 'readSkill', title: 'Bad quiz' },
      Buffer.from('Fine {T}\n\nBroken one'),
    );
    expect(r.status).toBe(400);
    expect(r.body.message).toBe('有 1 道题有误，未导入任何题目');
    expect(r.body.data.errors).toEqual([{ row: 2, message: '缺少答案块 {…}' }]);
    expect((await upload({ format: 'xlsx', kind: 'readSkill', title: 'x' }, Buffer.from('not a zip'))).status).toBe(
      400,
    );
    expect((await upload({ format: 'csv', kind: 'readSkill', title: 'x' }, Buffer.from('x'))).status).toBe(400);
    expect(
      (await upload({ format: 'gift', kind: 'readSkill', title: 'x' }, Buffer.from('Fine {T}'), studentToken)).status,
    ).toBe(403);
  });

  it('imports a GIFT file as a school training a class can be given, answered and exported', async () => {
    const r = await upload({ format: 'gift', kind: 'readSkill', title: 'Incoterms quiz' }, Buffer.from(GIFT));
    expect(r.body).toMatchObject({ code: 200, data: { count: 7 } });
    const trainingId = r.body.data.trainingId as number;
    // Listed for the class, closed, until the teacher opens it.
    const listed = await t.call<{ trainingId: number; isOpen: boolean }[]>(
      '/openApi/teacher/training/classTrainings',
      { classId },
      { token: teacherToken },
    );
    expect(listed.body.data?.find((x) => x.trainingId === trainingId)).toMatchObject({ isOpen: false });
    expect(
      (await t.call('/openApi/student/training/answerSheet', { classId, trainingId }, { token: studentToken })).status,
    ).toBe(404);
    await t.call(
      '/openApi/teacher/training/setClassTraining',
      { classId, trainingId, isOpen: true, deadline: null },
      { token: teacherToken },
    );
    const sheet = (
      await t.call<TAnswerSheet>(
        '/openApi/student/training/answerSheet',
        { classId, trainingId },
        { token: studentToken },
      )
    ).body.data;
    expect(sheet?.questions).toHaveLength(7);
    const first = sheet?.questions[0];
    await t.call(
      '/openApi/student/training/saveAnswer',
      { attemptId: sheet?.attempt.attemptId, questionId: first?.questionId, answer: { stu_answer: 'B' } },
      { token: studentToken },
    );
    const submitted = await t.call<TAttemptSummary>(
      '/openApi/student/training/submit',
      { attemptId: sheet?.attempt.attemptId },
      { token: studentToken },
    );
    expect(submitted.body.data?.status).toBe('submitted');

    for (const format of ['gift', 'moodle', 'xlsx'] as const) {
      const e = await t.call<{ fileName: string; base64: string; skipped: number[] }>(
        '/openApi/teacher/training/exportBank',
        { trainingId, format },
        { token: teacherToken },
      );
      expect(e.body.code, format).toBe(200);
      expect(e.body.data?.fileName).toMatch(/^Incoterms quiz\./);
      expect(Buffer.from(e.body.data?.base64 ?? '', 'base64').length).toBeGreaterThan(100);
    }
    const gift = await t.call<{ base64: string }>(
      '/openApi/teacher/training/exportBank',
      { trainingId, format: 'gift' },
      { token: teacherToken },
    );
    expect(parseGift(Buffer.from(gift.body.data?.base64 ?? '', 'base64').toString('utf8')).questions).toHaveLength(7);
    expect(
      (await t.call('/openApi/teacher/training/exportBank', { trainingId, format: 'gift' }, { token: strangerToken }))
        .status,
    ).toBe(404);
  });

  it('reads xlsx in the shared reader: bombs and too many rows are refused at once, /healthz answers meanwhile', async () => {
    const fields = { format: 'xlsx', kind: 'readSkill', title: 'Hostile' };
    const row = inlineRow(['11', 'The sky is blue.', '5', '', 'T', '', '', '']);
    const bomb = xlsxOf({ sheetData: [repeated(row, 100_000)] });
    expect(bomb.length).toBeLessThan(200 * 1024);
    const { result, ms, max } = await probeHealthzDuring(t.app, () => upload(fields, bomb));
    expect(result).toMatchObject({ status: 400, body: { message: '表格中有部件解压后超过 20 MB', field: 'file' } });
    expect(ms).toBeLessThan(3000);
    expect(max).toBeLessThan(1000);
    const liar = xlsxOf({ sheetData: [repeated(row, 100_000)], sheetDeclaredSize: 5000 });
    expect((await upload(fields, liar)).body.message).toBe('xlsx 文件已损坏：其中的部件解压后比它声明的大');
    const many = await upload(fields, xlsxOf({ sheetData: inlineRow(['题型代码']) + row.repeat(1001) }));
    expect(many.body).toMatchObject({ code: 400, message: '表格超过 1000 行' });
    const cut = (await toBankXlsx(parseGift(GIFT).questions, 'cn')).bytes;
    expect((await upload(fields, cut.subarray(0, cut.length - 50))).body.message).toBe('xlsx 文件已损坏或不完整');
    const empty = await upload(fields, xlsxOf({ sheetData: '' }));
    expect(empty.body).toMatchObject({ code: 400, data: { errors: [{ row: 0, message: '文件中没有题目' }] } });
  });

  it('gives the xlsx template', async () => {
    const r = await t.call<{ fileName: string; base64: string }>(
      '/openApi/teacher/training/bankTemplate',
      {},
      { token: teacherToken },
    );
    expect(r.body.data?.fileName).toBe('题库导入模板.xlsx');
    const parsed = await parseBankXlsx(Buffer.from(r.body.data?.base64 ?? '', 'base64'));
    expect(parsed.errors).toEqual([{ row: 0, message: 'the file holds no questions' }]);
  });
});
