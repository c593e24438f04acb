import { QuestionTypeCodes as C, type TAnswerSheet, type TAttemptSummary } from '@lingua/contracts';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trainings } from '../../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { buildClass, buildSchool, buildStudent, buildTeacher } from '../../../test/factories';
import { MEDIA_XML } from '../../../test/fixtures/question-bank/moodle-files';
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

  async function upload(fields: Record<string, string>, bytes: Buffer, token = teacherToken, call = 'importBank') {
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
      url: `/openApi/teacher/training/${call}`,
      payload,
      headers: { token, 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    return { status: r.statusCode, body: r.json() };
  }

  it('imports what it can and reports the rest, after a dry run that saves nothing', async () => {
    const file = Buffer.from('::Fine:: Fine {T}\n\n::Broken:: Broken one {\n\n::Calc:: Pick one {~a ~b}');
    const dry = await upload({ format: 'gift' }, file, teacherToken, 'checkBank');
    expect(dry.body.data).toMatchObject({ total: 3, importable: 1 });
    expect(dry.body.data.rows).toEqual([
      { row: 2, name: 'Broken', status: 'skipped', message: '缺少答案块 {…}' },
      { row: 3, name: 'Calc', status: 'skipped', message: '选择题没有正确选项' },
    ]);
    const r = await upload({ format: 'gift', kind: 'readSkill', title: 'Partly bad quiz' }, file);
    expect(r.body.data).toMatchObject({ count: 1, report: { total: 3, importable: 1 } });
    expect(r.body.data.report.rows).toHaveLength(2);
    const none = await upload({ format: 'gift', kind: 'readSkill', title: 'x' }, Buffer.from('Broken {'));
    expect(none).toMatchObject({ status: 400, body: { data: { errors: [{ row: 1, message: '缺少答案块 {…}' }] } } });
    expect((await upload({ format: 'xlsx', kind: 'readSkill', title: 'x' }, Buffer.from('not a zip'))).status).toBe(
      400,
    );
    expect((await upload({ format: 'csv', kind: 'readSkill', title: 'x' }, Buffer.from('x'))).status).toBe(400);
    expect(
      (await upload({ format: 'gift', kind: 'readSkill', title: 'x' }, Buffer.from('Fine {T}'), studentToken)).status,
    ).toBe(403);
  });

  it("stores a Moodle file's media as the training's material and reads UTF-16 and GBK; refuses unknown encodings by name", async () => {
    const r = await upload({ format: 'moodle', kind: 'readSkill', title: 'Shipping advice' }, Buffer.from(MEDIA_XML));
    expect(r.body.data).toMatchObject({
      count: 1,
      report: { total: 2, importable: 1, passages: 1, media: 2, categories: ['Listening'] },
    });
    expect(r.body.data.report.rows.map((x: { row: number; status: string }) => [x.row, x.status])).toEqual([
      [1, 'changed'],
      [1, 'changed'],
      [2, 'changed'],
    ]);
    expect(r.body.data.report.rows[2].message).toBe('音频“advice.mp3”已作为训练的听力材料');
    const [row] = await t.db.select().from(trainings).where(eq(trainings.id, r.body.data.trainingId));
    expect(
      row?.background.map((b) => [
        b.displayType,
        /^\/files\/\d{4}\/\d\d\/[\w-]+\.(png|mp3)$/.test(b.fileUrl) || b.fileUrl === '',
      ]),
    ).toEqual([
      [1, true],
      [2, true],
      [3, true],
    ]);
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('报价有效吗？ {T}', 'utf16le')]);
    expect((await upload({ format: 'gift' }, utf16, teacherToken, 'checkBank')).body.data).toMatchObject({
      importable: 1,
    });
    const gbk = Buffer.concat([Buffer.from('Q {='), Buffer.from([0xc4, 0xe3, 0xba, 0xc3]), Buffer.from('}')]);
    expect((await upload({ format: 'gift' }, gbk, teacherToken, 'checkBank')).body.data).toMatchObject({
      importable: 1,
    });
    const noBom = await upload({ format: 'gift' }, Buffer.from('Fine {T}', 'utf16le'), teacherToken, 'checkBank');
    expect(noBom.body).toMatchObject({
      code: 400,
      field: 'file',
      message: '文件是不带 BOM 的 UTF-16 编码，请另存为 UTF-8 编码后再导入',
    });
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
