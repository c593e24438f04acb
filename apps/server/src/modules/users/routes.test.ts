import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onlineTime } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { buildSchool, buildStudent, buildTeacher } from '../../test/factories';

let t: TestApp;
let schoolId: number;
beforeAll(async () => {
  t = await buildTestApp();
  schoolId = (await buildSchool(t.db)).id;
});
afterAll(() => t.close());

describe('POST /openApi/overall/updatePassword (part 1 §5)', () => {
  it('needs at least 6 characters', async () => {
    const token = await t.signIn((await buildStudent(t.db, schoolId)).mobile);
    const r = await t.call(
      '/openApi/overall/updatePassword',
      { oldPassword: 'lingua123', password: '12345', confirmPassword: '12345' },
      { token },
    );
    expect(r).toMatchObject({ status: 400, body: { field: 'password', message: '密码至少6个字符' } });
  });

  it('needs the two passwords to match', async () => {
    const token = await t.signIn((await buildStudent(t.db, schoolId)).mobile);
    const r = await t.call(
      '/openApi/overall/updatePassword',
      { oldPassword: 'lingua123', password: 'abcdef1', confirmPassword: 'abcdef2' },
      { token, headers: { 'accept-language': 'en' } },
    );
    expect(r.body).toMatchObject({ code: 400, field: 'confirmPassword', message: 'The two passwords do not match' });
  });

  it('needs the current password', async () => {
    const token = await t.signIn((await buildStudent(t.db, schoolId)).mobile);
    const r = await t.call(
      '/openApi/overall/updatePassword',
      { oldPassword: 'wrong-one', password: 'abcdef1', confirmPassword: 'abcdef1' },
      { token },
    );
    expect(r.body).toMatchObject({ code: 400, field: 'oldPassword', message: '原密码不正确' });
  });

  it('changes it with a notice (222), keeps this session and ends the others', async () => {
    const student = await buildStudent(t.db, schoolId);
    const other = await t.signIn(student.mobile);
    const token = await t.signIn(student.mobile); // ends `other` as kicked
    const r = await t.call(
      '/openApi/overall/updatePassword',
      { oldPassword: 'lingua123', password: 'newpass88', confirmPassword: 'newpass88' },
      { token },
    );
    expect(r.body.code).toBe(222);
    expect(r.body.message).toContain('密码已修改');
    expect((await t.call('/openApi/overall/getUserDetail', {}, { token })).body.code).toBe(200);
    expect((await t.call('/openApi/overall/getUserDetail', {}, { token: other })).body.code).toBe(521);
    await expect(t.signIn(student.mobile)).rejects.toThrow();
    expect(await t.signIn(student.mobile, 'newpass88')).toBeTruthy();
  });
});

describe('POST /openApi/overall/updateUserInfo and updateLanguage', () => {
  it('updates the name, refuses an outside photo address, and answers the login info', async () => {
    const teacher = await buildTeacher(t.db, schoolId);
    const token = await t.signIn(teacher.mobile);
    const ok = await t.call('/openApi/overall/updateUserInfo', { name: '刘老师' }, { token });
    expect(ok.body).toMatchObject({ code: 200, data: { name: '刘老师' } });
    const outside = await t.call(
      '/openApi/overall/updateUserInfo',
      { name: '刘老师', headImgUrl: 'https://evil.example/x.png' },
      { token },
    );
    expect(outside.body).toMatchObject({ code: 400, field: 'headImgUrl' });
    const empty = await t.call('/openApi/overall/updateUserInfo', { name: '  ' }, { token });
    expect(empty.body).toMatchObject({ code: 400, field: 'name', message: '姓名不能为空' });
  });

  it('stores the language and answers every later call with it as languageUse', async () => {
    const token = await t.signIn((await buildStudent(t.db, schoolId)).mobile);
    const r = await t.call('/openApi/overall/updateLanguage', { languageUse: 'en' }, { token });
    expect(r.body.languageUse).toBe('en');
    const next = await t.call('/openApi/messageCenter/messageNum', {}, { token });
    expect(next.body).toMatchObject({ languageUse: 'en', message: 'OK' });
    const bad = await t.call('/openApi/overall/updateLanguage', { languageUse: 'fr' }, { token });
    expect(bad.body).toMatchObject({ code: 400, field: 'languageUse' });
  });
});

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function upload(token: string, bytes: Buffer, filename: string, fileWorkType = '25') {
  const boundary = '----lingua-test';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="fileWorkType"\r\n\r\n${fileWorkType}\r\n`),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const response = await t.app.inject({
    method: 'POST',
    url: '/openApi/overall/upload',
    payload,
    headers: { token, 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  return { status: response.statusCode, body: response.json() };
}

describe('POST /openApi/overall/upload (head image)', () => {
  it('stores a real image and serves it back', async () => {
    const token = await t.signIn((await buildStudent(t.db, schoolId)).mobile);
    const r = await upload(token, PNG, 'me.png');
    expect(r.body.code).toBe(200);
    expect(r.body.data.filePath).toMatch(/^\/files\/\d{4}\/\d{2}\/[\w-]+\.png\?exp=\d+&sig=[\w-]+$/);
    const served = await t.app.inject({ method: 'GET', url: r.body.data.filePath });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG)).toBe(true);
    const saved = await t.call(
      '/openApi/overall/updateUserInfo',
      { name: '新头像', headImgUrl: r.body.data.filePath },
      { token },
    );
    expect(saved.body.data).toMatchObject({ headImgUrl: r.body.data.filePath });
  });

  it('checks the content, not the name: a text file called .png is refused', async () => {
    const token = await t.signIn((await buildStudent(t.db, schoolId)).mobile);
    const r = await upload(token, Buffer.from('<script>alert(1)</script>'), 'evil.png');
    expect(r).toMatchObject({ status: 415, body: { code: 415, message: '文件类型不支持' } });
  });

  it('refuses an image over 2 MB with the limit in the message', async () => {
    const token = await t.signIn((await buildStudent(t.db, schoolId)).mobile);
    const r = await upload(token, Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]), 'big.png');
    expect(r).toMatchObject({ status: 413, body: { code: 413, message: '文件大小不能超过2MB' } });
  });

  it('takes task material (30) from teachers only', async () => {
    const school = (await buildSchool(t.db)).id;
    const teacher = await t.signIn((await buildTeacher(t.db, school)).mobile);
    const student = await t.signIn((await buildStudent(t.db, school)).mobile);
    expect((await upload(teacher, PNG, 'map.png', '31')).body.data.filePath).toMatch(
      /^\/files\/[^?]+\.png\?exp=\d+&sig=[\w-]+$/,
    );
    expect((await upload(student, PNG, 'map.png', '31')).status).toBe(403);
  });

  it('refuses an unknown fileWorkType and a signed-out upload', async () => {
    const token = await t.signIn((await buildStudent(t.db, schoolId)).mobile);
    expect((await upload(token, PNG, 'a.png', '999')).body).toMatchObject({ code: 400, field: 'fileWorkType' });
    expect((await upload('', PNG, 'a.png')).body.code).toBe(700);
  });
});

describe('POST /openApi/overall/addOnlineTime (part 1 §4)', () => {
  it('adds flushes to one row per user, day, project type and sub-type', async () => {
    const student = await buildStudent(t.db, schoolId);
    const token = await t.signIn(student.mobile);
    const headers = { 'zyzh-project-type': 'int_edu', 'zyzh-project-sub-type': 'PRACTICAL_TEACHING' };
    expect((await t.call('/openApi/overall/addOnlineTime', { duration: 600 }, { token, headers })).body.code).toBe(200);
    await t.call('/openApi/overall/addOnlineTime', { duration: 42 }, { token, headers });
    await t.call(
      '/openApi/overall/addOnlineTime',
      { duration: 7 },
      { token, headers: { 'zyzh-project-type': 'int_vr' } },
    );
    const rows = await t.db.select().from(onlineTime).where(eq(onlineTime.userId, student.id));
    const byProject = Object.fromEntries(rows.map((r) => [`${r.projectType}/${r.projectSubType}`, r.seconds]));
    expect(byProject).toEqual({ 'int_edu/PRACTICAL_TEACHING': 642, 'int_vr/': 7 });
  });

  it('refuses more than one flush can hold, zero, and fractions', async () => {
    const token = await t.signIn((await buildStudent(t.db, schoolId)).mobile);
    for (const duration of [700, 0, 1.5, '60']) {
      const r = await t.call('/openApi/overall/addOnlineTime', { duration }, { token });
      expect(r.body).toMatchObject({ code: 400, field: 'duration' });
    }
  });
});
