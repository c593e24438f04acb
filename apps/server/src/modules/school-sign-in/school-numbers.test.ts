/**
 * School numbers: a manager links the school's existing accounts to their student or staff
 * numbers (one at a time, or a spreadsheet: all rows or none), and the school's own sign-in then
 * finds those accounts instead of refusing them or making second ones (a CAS server on 3247).
 */
import type { TLoginResponse, TSchoolStudent, TSchoolTeacher, TStudentPage } from '@lingua/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { buildStudent, buildTeacher, buildUser } from '../../test/factories';
import { A, admin, audit, openAdminWorld, sheetOf, uploadSheet, xlsx } from '../../test/fixtures/school-admin';
import { CookieBrowser } from '../../test/idp/browse';
import { type CasTestServer, startCasServer } from '../../test/idp/cas-server';

const CAS_PORT = 3247;
const HOST = 'localhost:3242';
const RETURN = `http://${HOST}/school_sign_in/callback`;

openAdminWorld();
let cas: CasTestServer;
const call = <T = unknown>(path: string, body: unknown = {}, token = admin.token) =>
  admin.t.call<T>(path, body, { token, headers: { host: HOST } });
const setNumber = (userId: number, schoolNumber: string, token = admin.token) =>
  call(`${A}/setSchoolNumber`, { userId, schoolNumber }, token);
const importNumbers = (bytes: Buffer, token = admin.token) => uploadSheet(`${A}/importSchoolNumbers`, bytes, token);
const numbersSheet = (rows: string[][]) => xlsx(rows, ['手机号', '学号/工号']);

async function studentNumber(userId: number, keyword?: string): Promise<string | undefined> {
  const page = await call<TStudentPage>(`${A}/studentList`, { keyword, pageNum: 1, pageSize: 50 });
  return page.body.data?.list.find((s: TSchoolStudent) => s.userId === userId)?.schoolNumber;
}

beforeAll(async () => {
  cas = await startCasServer(
    {
      '20260417': { password: 'cas-pass', attributes: { studentNo: '20260417', name: '韩梅梅' } },
      T0042: { password: 'cas-pass', attributes: { studentNo: 'T0042', name: '李雷老师' } },
    },
    CAS_PORT,
  );
  const operator = await admin.t.signIn(
    (await buildUser(admin.t.db, { schoolId: null, userType: 1, roles: ['operator'] })).mobile,
  );
  const saved = await call(
    '/openApi/platform/school/signIn/save',
    {
      schoolId: admin.schoolId,
      protocol: 'cas',
      serverAddress: cas.url,
      numberClaim: 'studentNo',
      createUnknown: false,
      buttonName: '统一身份认证',
    },
    operator,
  );
  expect(saved.body).toMatchObject({ code: 200 });
});
afterAll(() => cas?.close());

describe('one account at a time', () => {
  it('links, shows, finds by number, changes, unlinks, and keeps the audit', async () => {
    const student = await buildStudent(admin.t.db, admin.schoolId);
    expect(await studentNumber(student.id)).toBe('');
    expect((await setNumber(student.id, ' 2026-0001 ')).body).toMatchObject({ code: 200 });
    expect(await studentNumber(student.id)).toBe('2026-0001');
    expect(await studentNumber(student.id, '2026-00')).toBe('2026-0001');
    expect((await setNumber(student.id, '2026-0002')).body).toMatchObject({ code: 200 });
    expect(await studentNumber(student.id)).toBe('2026-0002');
    const [entry] = await audit({ action: 'user.schoolNumber' });
    expect(entry).toMatchObject({
      objectId: student.id,
      before: { schoolNumber: '2026-0001' },
      after: { schoolNumber: '2026-0002' },
    });
    expect((await setNumber(student.id, '')).body).toMatchObject({ code: 200 });
    expect(await studentNumber(student.id)).toBe('');
  });

  it('refuses a number another account holds, and a number of the wrong shape, on the field', async () => {
    const [a, b] = [await buildStudent(admin.t.db, admin.schoolId), await buildStudent(admin.t.db, admin.schoolId)];
    await setNumber(a.id, 'S-777');
    expect((await setNumber(b.id, 'S-777')).body).toMatchObject({
      code: 400,
      field: 'schoolNumber',
      message: `该学号/工号已关联给 ${a.name}，请先取消其关联`,
    });
    expect((await setNumber(b.id, '20 26')).body).toMatchObject({ code: 400, field: 'schoolNumber' });
    expect((await setNumber(b.id, 'x'.repeat(65))).body).toMatchObject({ code: 400, field: 'schoolNumber' });
  });

  it('is the manager’s: another school’s account is a 404, a teacher is refused', async () => {
    const other = await buildStudent(admin.t.db, admin.otherSchoolId);
    expect((await setNumber(other.id, 'X1')).body).toMatchObject({ code: 404 });
    const teacher = await buildTeacher(admin.t.db, admin.schoolId);
    const teacherToken = await admin.t.signIn(teacher.mobile);
    const mine = await buildStudent(admin.t.db, admin.schoolId);
    expect((await setNumber(mine.id, 'X2', teacherToken)).body.code).toBe(403);
    expect((await importNumbers(await numbersSheet([[mine.mobile, 'X3']]), teacherToken)).body.code).toBe(403);
  });
});

describe('the spreadsheet', () => {
  it('links a school’s people in one file, teachers and students alike, and says what changed', async () => {
    const s1 = await buildStudent(admin.t.db, admin.schoolId);
    const s2 = await buildStudent(admin.t.db, admin.schoolId);
    const teacher = await buildTeacher(admin.t.db, admin.schoolId);
    await setNumber(s2.id, 'B-2');
    const r = await importNumbers(
      await numbersSheet([
        [s1.mobile, 'B-1'],
        [` ${s2.mobile} `, 'B-2'],
        [teacher.mobile, 'T-9'],
      ]),
    );
    expect(r.body).toMatchObject({ code: 200, data: { linked: 2, unchanged: 1 } });
    expect(await studentNumber(s1.id)).toBe('B-1');
    const teachers = await call<TSchoolTeacher[]>(`${A}/teacherList`, { keyword: 'T-9' });
    expect(teachers.body.data?.map((x) => x.userId)).toEqual([teacher.id]);
    expect(teachers.body.data?.[0]?.schoolNumber).toBe('T-9');
  });

  it('swaps two people’s numbers within one file', async () => {
    const [a, b] = [await buildStudent(admin.t.db, admin.schoolId), await buildStudent(admin.t.db, admin.schoolId)];
    await setNumber(a.id, 'SW-1');
    await setNumber(b.id, 'SW-2');
    const r = await importNumbers(
      await numbersSheet([
        [a.mobile, 'SW-2'],
        [b.mobile, 'SW-1'],
      ]),
    );
    expect(r.body).toMatchObject({ code: 200, data: { linked: 2, unchanged: 0 } });
    expect([await studentNumber(a.id), await studentNumber(b.id)]).toEqual(['SW-2', 'SW-1']);
  });

  it('refuses the whole file and lists every bad row with its field', async () => {
    const holder = await buildStudent(admin.t.db, admin.schoolId);
    await setNumber(holder.id, 'HELD-1');
    const fine = await buildStudent(admin.t.db, admin.schoolId);
    const [other, dup] = [
      await buildStudent(admin.t.db, admin.otherSchoolId),
      await buildStudent(admin.t.db, admin.schoolId),
    ];
    const r = await importNumbers(
      await numbersSheet([
        [fine.mobile, 'OK-1'],
        ['1380000', 'N-1'],
        [other.mobile, 'N-2'],
        [dup.mobile, 'N-3'],
        [dup.mobile, 'N-4'],
        [(await buildStudent(admin.t.db, admin.schoolId)).mobile, 'HELD-1'],
        [(await buildStudent(admin.t.db, admin.schoolId)).mobile, 'OK-1'],
        [(await buildStudent(admin.t.db, admin.schoolId)).mobile, '含中文'],
      ]),
    );
    expect(r.body).toMatchObject({ code: 400, field: 'file', message: '第 3 行：手机号格式不正确' });
    expect(r.body.data.errors).toEqual([
      { row: 3, field: 'mobile', message: '第 3 行：手机号格式不正确' },
      { row: 4, field: 'mobile', message: '第 4 行：本校没有使用该手机号的账号' },
      { row: 6, field: 'mobile', message: '第 6 行：手机号与前面的行重复' },
      { row: 7, field: 'schoolNumber', message: '第 7 行：该学号/工号已关联给文件之外的另一个人' },
      { row: 8, field: 'schoolNumber', message: '第 8 行：学号/工号与前面的行重复' },
      {
        row: 9,
        field: 'schoolNumber',
        message: '第 9 行：学号/工号为空或格式不正确（只能包含字母、数字和 . _ @ -）',
      },
    ]);
    expect(await studentNumber(fine.id)).toBe('');
  });

  it('refuses a file that is not the template’s: another header, no rows, not an xlsx', async () => {
    expect((await importNumbers(await xlsx([['13900000001', 'A']], ['手机号', '姓名']))).body).toMatchObject({
      code: 400,
      field: 'file',
      message: '表头须为“手机号”“学号/工号”两列，请使用导入模板',
    });
    expect((await importNumbers(await numbersSheet([]))).body).toMatchObject({
      code: 400,
      message: '文件中没有要关联的人',
    });
    expect((await importNumbers(Buffer.from('手机号,学号/工号\n13900000001,A'))).body).toMatchObject({
      code: 400,
      field: 'file',
      message: '请上传 Excel 文件（.xlsx），可先下载学号/工号导入模板',
    });
  });

  it('has a template in the page’s language whose header the import reads', async () => {
    const template = await call<{ fileName: string; base64: string }>(`${A}/schoolNumberTemplate`);
    expect(template.body.data?.fileName).toBe('学号工号导入模板.xlsx');
    expect((await sheetOf(template.body.data))[0]).toEqual(['手机号', '学号/工号']);
  });
});

describe('the school’s own sign-in finds the linked account', () => {
  it('signs an existing student in by the number the manager linked, with no second account', async () => {
    const student = await buildStudent(admin.t.db, admin.schoolId);
    const before = await admin.t.db.select({ id: users.id }).from(users).where(eq(users.schoolId, admin.schoolId));
    // Unlinked and createUnknown off: refused, not given a second account.
    const refused = await casSignIn('20260417');
    expect(refused).toMatchObject({ code: 403, message: '学号或工号 20260417 在本平台没有账号，请联系学校管理员开通' });
    await importNumbers(await numbersSheet([[student.mobile, '20260417']]));
    const signedIn = await casSignIn('20260417');
    expect(signedIn).toMatchObject({ code: 200, data: { userId: student.id } });
    const after = await admin.t.db.select({ id: users.id }).from(users).where(eq(users.schoolId, admin.schoolId));
    expect(after.length).toBe(before.length);
  });
});

async function casSignIn(username: string) {
  const started = await call<{ redirectUrl: string }>('/openApi/login/schoolSignIn/start', {
    schoolId: admin.schoolId,
  });
  const back = await new CookieBrowser().signIn(started.body.data?.redirectUrl ?? '', RETURN, {
    username,
    password: 'cas-pass',
  });
  return (await call<TLoginResponse>('/openApi/login/schoolSignIn/finish', { search: back.search })).body;
}
