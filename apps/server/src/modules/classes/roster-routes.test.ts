import type { TClassDetail, TFileDownload } from '@lingua/contracts';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { buildClass, buildSchool, buildStudent, buildTeacher } from '../../test/factories';

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
    expect(await t.signIn('13766660001', '660001')).toBeTruthy();
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
