/**
 * Every URL field of every call (found in the contracts by the stored-URL rule's pattern, so a new
 * one is tested without being listed) refuses javascript:, data:, vbscript:, //host and climbing
 * /files/ paths with a 400 naming the field; a signed /files/ URL sent back is stored bare.
 */
import { type AnyContract, ZOwnFileUrl, ZStoredUrl, ZStoredUrlOrEmpty } from '@lingua/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { tasks, users } from './db/schema';
import { startSession } from './platform/auth/sessions';
import { bodyJsonSchema, type Path, places, plausibleValue, withValue } from './test/bad-bodies';
import { buildTestApp, type TestApp } from './test/build-test-app';
import { buildClass, buildManager, buildSchool, buildStudent, buildTeacher, buildUser } from './test/factories';

let t: TestApp;
const tokens = new Map<string, () => Promise<string>>();
let teacherId: number;
let classId: number;

beforeAll(async () => {
  t = await buildTestApp();
  const school = await buildSchool(t.db);
  const teacher = await buildTeacher(t.db, school.id);
  const student = await buildStudent(t.db, school.id);
  const manager = await buildManager(t.db, school.id);
  const operator = await buildUser(t.db, { schoolId: null, userType: 1, roles: ['operator'] });
  teacherId = teacher.id;
  classId = (await buildClass(t.db, { schoolId: school.id, teacherId: teacher.id, studentIds: [student.id] })).id;
  const session = (userId: number) => () => startSession(t.db, userId, { ip: '10.78.0.1', equipmentCode: '' });
  for (const access of ['user', 'teacher', 'staff']) tokens.set(access, session(teacher.id));
  tokens.set('student', session(student.id));
  tokens.set('manager', session(manager.id));
  tokens.set('operator', session(operator.id));
});
afterAll(() => t.close());

const BAD_URLS = [
  'javascript:alert(document.cookie)',
  ' JAVASCRIPT:alert(1)',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'vbscript:msgbox(1)',
  '//evil.example/x.png',
  '/files/../../etc/passwd',
  'https:\\\\evil.example\\x',
];

/** The patterns of the stored-URL rule, as the contracts' JSON Schemas carry them. */
const URL_PATTERNS = new Set(
  [ZStoredUrl, ZStoredUrlOrEmpty, ZOwnFileUrl].flatMap((schema) => {
    const json = z.toJSONSchema(schema, { io: 'input' }) as { pattern?: string };
    return json.pattern ? [json.pattern, json.pattern.replace('^(?:', '^(?:|')] : [];
  }),
);

/** Every URL field of every JSON call, with a body that is right but for that field. */
function urlFields(): { contract: AnyContract; path: Path; plausible: unknown }[] {
  const found: { contract: AnyContract; path: Path; plausible: unknown }[] = [];
  for (const contract of t.app.contracts.values()) {
    if (!contract.body || contract.multipart) continue;
    const json = bodyJsonSchema(contract.body);
    const plausible = plausibleValue(json);
    for (const { schema, path } of places(json, plausible, [])) {
      if (schema.pattern && URL_PATTERNS.has(schema.pattern)) found.push({ contract, path, plausible });
    }
  }
  return found;
}

describe('URL fields', () => {
  it('refuse every URL that is not http(s) or one of our files, naming the field, in both languages', async () => {
    const fields = urlFields();
    // Avatar, task backgrounds and attachments (create, update), task files (submit, draft),
    // answer attachments and recordings (training, exam), multimedia file and subtitles.
    expect(fields.length).toBeGreaterThanOrEqual(14);
    const failures: string[] = [];
    for (const { contract, path, plausible } of fields) {
      const token = await tokens.get(contract.access)?.();
      const field = path.join('.');
      for (const [i, url] of BAD_URLS.entries()) {
        const language = i % 2 === 0 ? 'zh-CN' : 'en';
        const r = await t.call(contract.path, withValue(plausible, path, url), {
          ...(token ? { token } : {}),
          headers: { 'accept-language': language },
        });
        const says =
          language === 'en' ? 'must be an http(s) link or a file uploaded here' : '只能是 http(s) 链接或本站上传的文件';
        if (r.status !== 400 || r.body.field !== field || !r.body.message.includes(says)) {
          failures.push(
            `${contract.path} ${field} ${JSON.stringify(url)}: ${r.status} ${r.body.field} ${r.body.message}`,
          );
        }
      }
    }
    expect(failures).toEqual([]);
  });
});

describe('a signed /files/ URL sent back', () => {
  it('is stored without its query: the avatar', async () => {
    const token = await startSession(t.db, teacherId, { ip: '10.78.0.2', equipmentCode: '' });
    const r = await t.call(
      '/openApi/overall/updateUserInfo',
      { name: '王老师', headImgUrl: '/files/2025/01/face.png?exp=1700000000&sig=abc' },
      { token },
    );
    expect(r.body.code).toBe(200);
    const [row] = await t.db.select({ url: users.headImgUrl }).from(users).where(eq(users.id, teacherId));
    expect(row?.url).toBe('/files/2025/01/face.png');
  });

  it("is stored without its query: a task's background and attachments", async () => {
    const token = await startSession(t.db, teacherId, { ip: '10.78.0.3', equipmentCode: '' });
    const r = await t.call<{ taskId: number }>(
      '/openApi/teacher/task/create',
      {
        title: 'Signed links',
        taskType: 'writing',
        deadline: new Date(Date.now() + 86_400_000).toISOString(),
        classIds: [classId],
        background: [{ displayType: 2, fileUrl: '/files/2025/01/picture.png?exp=1&sig=2' }],
        attachments: [
          { name: 'brief.pdf', url: '/files/2025/01/brief.pdf?exp=1&sig=2' },
          { name: 'site', url: 'https://example.com/page?x=1' },
        ],
      },
      { token },
    );
    expect(r.body.code).toBe(222);
    const [row] = await t.db
      .select({ background: tasks.background, attachments: tasks.attachments })
      .from(tasks)
      .where(eq(tasks.id, r.body.data?.taskId ?? 0));
    expect(row?.background).toMatchObject([{ fileUrl: '/files/2025/01/picture.png' }]);
    expect(row?.attachments).toEqual([
      { name: 'brief.pdf', url: '/files/2025/01/brief.pdf' },
      { name: 'site', url: 'https://example.com/page?x=1' },
    ]);
  });
});
