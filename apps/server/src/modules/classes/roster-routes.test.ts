import type { TClassDetail, TFileDownload, TLoginResponse } from '@lingua/contracts';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { buildClass, buildSchool, buildStudent, buildTeacher } from '../../test/factories';
import { probeHealthzDuring } from '../../test/healthz-probe';
import { inlineRow, repeated, rosterBomb, rosterOf, xlsxOf } from '../../test/xlsx-zip';

let t: TestApp;
let schoolId: number;
let teacher: { id: number; mobile: string };
let token: string;
const base = '/openApi/teacher/manage/class';

beforeAll(async () => {
  t = await buildTestApp();
  schoolId = (await buildSchool(t.db)).id;
  teacher = await buildTeacher(t.db, schoolId);
  token = await t.signIn(teacher.mobile);
});
afterAll(() => t.close());

async function xlsx(rows: (string | number)[][], header = ['手机号', '姓名']): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('学生名单');
  sheet.addRow(header);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function upload(classId: number, bytes: Buffer, tk = token) {
  const boundary = '----roster';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="classId"\r\n\r\n${classId}\r\n`),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="名单.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const r = await t.app.inject({
    method: 'POST',
    url: `${base}/importStudents`,
    payload,
    headers: { token: tk, 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  return { status: r.statusCode, body: r.json() };
}

const count = async (classId: number) =>
  (await t.call<TClassDetail>(`${base}/classDetail`, { classId }, { token })).body.data?.students.length;

describe('importing a class roster from xlsx', () => {
  it('adds students of the school and creates new ones, who sign in with the last six digits', async () => {
    const c = await buildClass(t.db, { schoolId, teacherId: teacher.id });
    const existing = await buildStudent(t.db, schoolId);
    const r = await upload(
      c.id,
      await xlsx([
        [existing.mobile, existing.name],
        [13766660001, '林晓雯'],
        ['137 6666 0002', '周启航'],
      ]),
    );
    expect(r.body).toMatchObject({ code: 200, data: { added: 3, created: 2 } });
    expect(await count(c.id)).toBe(3);
    // They sign in with the last six digits, and must choose their own password first.
    const first = await t.call<TLoginResponse>('/openApi/login/login', { mobile: '13766660001', password: '660001' });
    expect(first.body.data?.mustChangePassword).toBe(true);
    expect(
      (await t.call('/openApi/login/login', { mobile: existing.mobile, password: 'lingua123' })).body.data,
    ).toMatchObject({
      mustChangePassword: false,
    });
  });

  it('answers every bad row with its number and reason, and imports nothing', async () => {
    const c = await buildClass(t.db, { schoolId, teacherId: teacher.id });
    const foreign = await buildStudent(t.db, (await buildSchool(t.db)).id);
    const r = await upload(
      c.id,
      await xlsx([
        ['13766660100', '许可'],
        ['12345', '错号'],
        ['13766660100', '重复'],
        [teacher.mobile, '老师'],
        [foreign.mobile, '外校'],
        ['13766660101', ''],
      ]),
    );
    expect(r.status).toBe(400);
    expect(r.body.message).toBe('第 3 行：手机号格式不正确');
    expect(r.body.data.errors.map((e: { row: number }) => e.row)).toEqual([3, 4, 5, 6, 7]);
    expect(r.body.data.errors[2].message).toBe('第 5 行：该手机号已被其他学校或教师账号使用');
    expect(await count(c.id)).toBe(0);
    await expect(t.signIn('13766660100', '660100')).rejects.toThrow();
  });

  it('refuses a file that is not the template, or not a spreadsheet at all', async () => {
    const c = await buildClass(t.db, { schoolId, teacherId: teacher.id });
    expect((await upload(c.id, await xlsx([['1', '2']], ['姓名', '电话']))).body.message).toContain('请使用导入模板');
    expect(await upload(c.id, await xlsx([])).then((r) => r.body.message)).toBe('名单中没有学生');
    expect((await upload(c.id, Buffer.from('手机号,姓名\n13700000000,张三'))).body).toMatchObject({
      code: 400,
      field: 'file',
    });
  });

  it('keeps other teachers and students out', async () => {
    const c = await buildClass(t.db, { schoolId, teacherId: teacher.id });
    const colleague = await t.signIn((await buildTeacher(t.db, schoolId)).mobile);
    expect((await upload(c.id, await xlsx([['13766660200', '王五']]), colleague)).status).toBe(404);
    const student = await t.signIn((await buildStudent(t.db, schoolId)).mobile);
    expect((await upload(c.id, await xlsx([['13766660201', '赵六']]), student)).status).toBe(403);
  });
});

describe('hostile and broken spreadsheets', () => {
  let classId: number;
  beforeAll(async () => {
    classId = (await buildClass(t.db, { schoolId, teacherId: teacher.id })).id;
  });

  it('refuses a zip bomb (45 MB of rows in 170 KB) at once, while /healthz keeps answering', async () => {
    const bomb = rosterBomb(400_000);
    expect(bomb.length).toBeLessThan(200 * 1024);
    const { result } = await probeHealthzDuring(t.app, () => upload(classId, bomb));
    expect(result).toMatchObject({ status: 400, body: { message: '表格中有部件解压后超过 20 MB', field: 'file' } });
    // /healthz answered 200 all along (the probe throws otherwise); how long it waited is a figure
    // of the sheets bench (docs/operations.md), not an assertion here: the cores are shared.
  });

  it('refuses a zip whose directory lies about the size of a part as soon as the part inflates past it', async () => {
    const liar = rosterBomb(400_000, { sheetDeclaredSize: 4000 });
    const { result } = await probeHealthzDuring(t.app, () => upload(classId, liar));
    expect(result).toMatchObject({
      status: 400,
      body: { message: 'xlsx 文件已损坏：其中的部件解压后比它声明的大', field: 'file' },
    });
    // /healthz answered 200 all along (the probe throws otherwise); how long it waited is a figure
    // of the sheets bench (docs/operations.md), not an assertion here: the cores are shared.
  });

  it('stops at the 501st student, in the language of the request', async () => {
    const roster = rosterOf(5000);
    const { result } = await probeHealthzDuring(t.app, () => upload(classId, roster));
    expect(result).toMatchObject({ status: 400, body: { message: '表格超过 500 行' } });
    // /healthz answered 200 all along (the probe throws otherwise); how long it waited is a figure
    // of the sheets bench (docs/operations.md), not an assertion here: the cores are shared.
    const r = await t.app.inject({
      method: 'POST',
      url: `${base}/importStudents`,
      payload: Buffer.concat([
        Buffer.from(`--b\r\nContent-Disposition: form-data; name="classId"\r\n\r\n${classId}\r\n`),
        Buffer.from('--b\r\nContent-Disposition: form-data; name="file"; filename="a.xlsx"\r\n\r\n'),
        await xlsx(Array.from({ length: 501 }, (_, i) => [`1376666${String(i).padStart(4, '0')}`, '学生'])),
        Buffer.from('\r\n--b--\r\n'),
      ]),
      headers: { token, 'content-type': 'multipart/form-data; boundary=b', 'accept-language': 'en' },
    });
    expect(r.json()).toMatchObject({ code: 400, message: 'The sheet has more than 500 rows' });
    expect(await count(classId)).toBe(0);
  });

  it('keeps answering /healthz all through a long read in the worker', async () => {
    // Within every limit but slow: the header and 2 million empty rows (12 MB of XML in 20 KB).
    const slow = xlsxOf({ sheetData: [inlineRow(['手机号', '姓名']), repeated('<row/>', 2_000_000)] });
    const { result, latencies } = await probeHealthzDuring(t.app, () => upload(classId, slow));
    expect(result).toMatchObject({ status: 400, body: { message: '名单中没有学生' } });
    // Several probes were answered while the read ran: a read on the event loop would let one
    // through, at its end. How long each waited is the sheets bench's figure, not asserted here.
    expect(latencies.length).toBeGreaterThan(3);
  });

  it('answers a cut zip, an empty workbook and a workbook without sheets with a 400 that says so', async () => {
    const whole = await xlsx([['13766660300', '钱七']]);
    expect((await upload(classId, whole.subarray(0, whole.length - 100))).body).toMatchObject({
      code: 400,
      message: 'xlsx 文件已损坏或不完整',
      field: 'file',
    });
    const empty = new ExcelJS.Workbook();
    empty.addWorksheet('Sheet1');
    expect((await upload(classId, Buffer.from(await empty.xlsx.writeBuffer()))).body).toMatchObject({
      code: 400,
      message: expect.stringContaining('请使用导入模板'),
    });
    expect((await upload(classId, xlsxOf({}))).body).toMatchObject({ code: 400, message: '工作簿中没有工作表' });
    expect((await upload(classId, Buffer.alloc(0))).status).toBe(400);
    expect(await count(classId)).toBe(0);
  });

  it('imports a sheet of inline strings without cell references, as some programs write them', async () => {
    const c = await buildClass(t.db, { schoolId, teacherId: teacher.id });
    const sheet = xlsxOf({ sheetData: inlineRow(['Mobile', 'Name']) + inlineRow(['13766660400', 'Ann Lee']) });
    expect((await upload(c.id, sheet)).body).toMatchObject({ code: 200, data: { added: 1, created: 1 } });
  });
});

describe('the template and the export', () => {
  it('gives a template whose first sheet has the two columns', async () => {
    const r = await t.call<TFileDownload>(`${base}/importTemplate`, {}, { token });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(new Uint8Array(Buffer.from(r.body.data?.base64 ?? '', 'base64')).buffer);
    expect(workbook.worksheets[0]?.getRow(1).values).toEqual([undefined, '手机号', '姓名']);
    expect(r.body.data?.fileName).toBe('学生导入模板.xlsx');
  });

  it('exports the class list with the class name in the file name', async () => {
    const s = await buildStudent(t.db, schoolId);
    const c = await buildClass(t.db, { schoolId, teacherId: teacher.id, studentIds: [s.id] });
    const r = await t.call<TFileDownload>(`${base}/exportStudents`, { classId: c.id }, { token });
    expect(r.body.data?.fileName).toMatch(new RegExp(`^${c.name}_学生名单_\\d{4}-\\d{2}-\\d{2}\\.xlsx$`));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(new Uint8Array(Buffer.from(r.body.data?.base64 ?? '', 'base64')).buffer);
    expect(workbook.worksheets[0]?.getRow(2).getCell(3).value).toBe(s.mobile);
  });
});
