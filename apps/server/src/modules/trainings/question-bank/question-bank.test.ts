/** Question-bank import and export through the real app: dry run, partial import, media, encodings, hostile xlsx. */
import type { TAnswerSheet, TAttemptSummary } from '@lingua/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trainings } from '../../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { buildClass, buildSchool, buildStudent, buildTeacher } from '../../../test/factories';
import { GIFT } from '../../../test/fixtures/question-bank/gift-quiz';
import { MEDIA_XML } from '../../../test/fixtures/question-bank/moodle-files';
import { probeHealthzDuring } from '../../../test/healthz-probe';
import { inlineRow, repeated, xlsxOf } from '../../../test/xlsx-zip';
import { parseGift } from './gift';
import { parseBankXlsx, toBankXlsx } from './xlsx';

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

  it('keeps question names through the product: GIFT and Moodle XML exports of an import are stable', async () => {
    const named = [
      '::Freight under CIF:: Under CIF, who pays the sea freight? {=The seller ~The buyer}',
      '::Proforma timing:: A proforma invoice is sent after shipment. {F}',
      'Unnamed: the letter of credit is issued by the {=issuing bank}.',
    ].join('\n\n');
    const r = await upload({ format: 'gift', kind: 'readSkill', title: 'Named questions' }, Buffer.from(named));
    expect(r.status).toBe(200);
    const exported = async (trainingId: number, format: 'gift' | 'moodle') => {
      const e = await t.call<{ base64: string }>(
        '/openApi/teacher/training/exportBank',
        { trainingId, format },
        { token: teacherToken },
      );
      return Buffer.from(e.body.data?.base64 ?? '', 'base64');
    };
    const gift = (await exported(r.body.data.trainingId, 'gift')).toString('utf8');
    expect(gift).toContain('::Freight under CIF::');
    expect(gift).toContain('::Proforma timing::');
    // Moodle XML: export, import, export again gives the same file.
    const xml = await exported(r.body.data.trainingId, 'moodle');
    const again = await upload({ format: 'moodle', kind: 'readSkill', title: 'Named questions' }, xml);
    expect(again.status).toBe(200);
    expect((await exported(again.body.data.trainingId, 'moodle')).toString('utf8')).toBe(xml.toString('utf8'));
  });

  it('reads xlsx in the shared reader: bombs and too many rows are refused at once, /healthz answers meanwhile', async () => {
    const fields = { format: 'xlsx', kind: 'readSkill', title: 'Hostile' };
    const row = inlineRow(['11', 'The sky is blue.', '5', '', 'T', '', '', '']);
    const bomb = xlsxOf({ sheetData: [repeated(row, 100_000)] });
    expect(bomb.length).toBeLessThan(200 * 1024);
    const { result } = await probeHealthzDuring(t.app, () => upload(fields, bomb));
    expect(result).toMatchObject({ status: 400, body: { message: '表格中有部件解压后超过 20 MB', field: 'file' } });
    // /healthz answered 200 all along (the probe throws otherwise); its waits are the sheets
    // bench's figures (docs/operations.md).
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
