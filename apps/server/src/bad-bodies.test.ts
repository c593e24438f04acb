/**
 * The bad-body walk: every registered contract gets the bad bodies generated from its body schema
 * (test/bad-bodies.ts), posted by a signed-in user its access rule admits. No answer may be a 5xx
 * or outside the envelope. Where the server parses the body (a JSON call with a body), a body its
 * contract or the unsafe-input rule refuses answers 400, and when the generated field is the only
 * thing wrong, the answer names that field and its message says the field's label. Calls without
 * a body get the same bodies, and multipart calls (whose handlers read their own fields) get them
 * as form fields before a small file, for the no-5xx rule. A new call is walked without anyone
 * listing it.
 */
import type { Access, AnyContract } from '@lingua/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { users } from './db/schema';
import { startSession } from './platform/auth/sessions';
import { fieldLabel, hasFieldLabel } from './platform/field-labels';
import { findUnsafeInput } from './platform/unsafe-input';
import { type BadBody, badBodies } from './test/bad-bodies';
import { buildTestApp, type TestApp } from './test/build-test-app';
import { buildClass, buildManager, buildSchool, buildStudent, buildTeacher, buildUser } from './test/factories';

let t: TestApp;
const userIds = new Map<Exclude<Access, 'public'>, number>();

beforeAll(async () => {
  t = await buildTestApp();
  const school = await buildSchool(t.db);
  const teacher = await buildTeacher(t.db, school.id);
  const student = await buildStudent(t.db, school.id);
  const manager = await buildManager(t.db, school.id);
  const operator = await buildUser(t.db, { schoolId: null, userType: 1, roles: ['operator'] });
  await buildClass(t.db, { schoolId: school.id, teacherId: teacher.id, studentIds: [student.id] });
  userIds.set('user', teacher.id);
  userIds.set('teacher', teacher.id);
  userIds.set('staff', teacher.id);
  userIds.set('student', student.id);
  userIds.set('manager', manager.id);
  userIds.set('operator', operator.id);
});
afterAll(() => t.close());

interface Failure {
  path: string;
  kind: string;
  field: string | undefined;
  problem: string;
}

const totals = { routes: 0, parsed: 0, cases: 0, plausibleRefused: [] as string[], failures: [] as Failure[] };

/**
 * A fresh session per call: a call may end its caller's session (logout) or change their password,
 * and a manager's reset of a generated userId may have put the caller behind the password-change gate.
 */
async function tokenFor(access: Access): Promise<string | undefined> {
  if (access === 'public') return undefined;
  const userId = userIds.get(access);
  if (!userId) throw new Error(`no user for ${access}`);
  await t.db.update(users).set({ mustChangePassword: false }).where(eq(users.id, userId));
  return startSession(t.db, userId, { ip: '10.77.0.1', equipmentCode: '' });
}

/** Whether the server must refuse this body: its contract does, or it carries what no body may. */
function mustRefuse(schema: z.ZodType, bad: BadBody): boolean {
  let input: unknown;
  try {
    input = (bad.raw ? JSON.parse(bad.raw) : bad.body) ?? {};
  } catch {
    return true; // Too deep for JSON.parse here: the server's parser refuses it too.
  }
  return findUnsafeInput(input) !== undefined || !schema.safeParse(input).success;
}

const BOUNDARY = 'lingua-bad-body';

/** A multipart call gets its fields as form fields (objects as JSON text), then a small file. */
function asMultipart(body: Record<string, unknown>): string {
  const fields = Object.entries(body).map(
    ([name, value]) =>
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n` +
      `${typeof value === 'string' ? value : JSON.stringify(value)}\r\n`,
  );
  const file =
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n` +
    'Content-Type: image/png\r\n\r\n\x89PNG\r\n\x1a\n0000\r\n';
  return `${fields.join('')}${file}--${BOUNDARY}--\r\n`;
}

async function post(contract: AnyContract, bad: BadBody, token: string | undefined, language: 'cn' | 'en') {
  const form = contract.multipart && !bad.raw && bad.body && typeof bad.body === 'object' && !Array.isArray(bad.body);
  const response = await t.app.inject({
    method: 'POST',
    url: contract.path,
    payload: form ? asMultipart(bad.body as Record<string, unknown>) : (bad.raw ?? JSON.stringify(bad.body)),
    headers: {
      'content-type': form ? `multipart/form-data; boundary=${BOUNDARY}` : 'application/json',
      'accept-language': language === 'en' ? 'en' : 'zh-CN',
      ...(token ? { token } : {}),
    },
    remoteAddress: '10.77.0.1',
  });
  let envelope: { code?: number; field?: string; message?: string } = {};
  try {
    envelope = response.json();
  } catch {
    // Not JSON: reported below as not in the envelope.
  }
  return { status: response.statusCode, envelope };
}

async function walk(contract: AnyContract): Promise<void> {
  const parsed = contract.body !== undefined && !contract.multipart;
  const schema: z.ZodType = contract.body ?? z.object({});
  const { plausible, cases } = badBodies(schema);
  const plausibleFits = schema.safeParse(plausible).success;
  if (parsed && !plausibleFits) totals.plausibleRefused.push(contract.path);
  totals.routes++;
  if (parsed) totals.parsed++;
  const token = await tokenFor(contract.access);
  for (const [index, bad] of cases.entries()) {
    totals.cases++;
    const language = index % 2 === 0 ? 'cn' : 'en';
    const { status, envelope } = await post(contract, bad, token, language);
    const fail = (problem: string) =>
      totals.failures.push({ path: contract.path, kind: bad.kind, field: bad.field, problem });
    if (status >= 500) {
      fail(`answered ${status}: ${envelope.message ?? ''}`);
      continue;
    }
    if (envelope.code === undefined) fail(`answered ${status} outside the envelope`);
    if (!parsed || !mustRefuse(schema, bad)) continue;
    if (status !== 400) {
      fail(`a refused body answered ${status} (${envelope.code}: ${envelope.message})`);
      continue;
    }
    if (!plausibleFits || bad.field === undefined) continue;
    const named =
      envelope.field === bad.field || (bad.kind === 'deep' && bad.field.startsWith(`${envelope.field ?? '-'}.`));
    if (!named || !envelope.field) {
      fail(`named ${envelope.field ?? 'no field'}: ${envelope.message}`);
      continue;
    }
    const label = fieldLabel(language, envelope.field, contract.path);
    if (envelope.field !== 'body' && !hasFieldLabel(envelope.field, contract.path)) fail('the field has no label');
    else if (!envelope.message?.includes(label))
      fail(`the message does not say the field's name (${label}): ${envelope.message}`);
  }
}

describe('the bad-body walk', () => {
  it('answers every generated bad body of every JSON call with a 4xx naming the field, never a 5xx', async () => {
    const contracts = [...t.app.contracts.values()];
    expect(contracts.length).toBeGreaterThan(100);
    for (const contract of contracts) await walk(contract);
    // The figures of the closing note.
    console.info(
      `bad-body walk: ${totals.routes} routes (${totals.parsed} parsing a JSON body), ${totals.cases} cases, ` +
        `${totals.failures.length} failures; ${totals.plausibleRefused.length} routes whose generated ` +
        'plausible body their contract refuses (field naming not checked there)',
    );
    if (totals.plausibleRefused.length) console.info(`plausible body refused: ${totals.plausibleRefused.join(', ')}`);
    expect(totals.failures).toEqual([]);
  }, 1_200_000);
});

describe('messages of the issue (15, item 10)', () => {
  it("names a missing field with the call's own word, and says 'greater than 0' when 0 is refused", async () => {
    const token = await tokenFor('user');
    const missingCode = await t.call('/openApi/overall/updateDefaultSelect', { value: 3 }, { token });
    expect(missingCode.body).toMatchObject({ code: 400, field: 'code', message: '班级类型不能为空' });
    const english = await t.call(
      '/openApi/overall/updateDefaultSelect',
      { value: 3 },
      { token, headers: { 'accept-language': 'en' } },
    );
    expect(english.body).toMatchObject({ field: 'code', message: 'Class type is required' });
    const zero = await t.call('/openApi/teacher/training/students', { classId: 1, trainingId: 0 }, { token });
    expect(zero.body).toMatchObject({ code: 400, field: 'trainingId', message: '实训必须大于0' });
    const format = await t.call('/openApi/teacher/training/exportBank', { trainingId: 1, format: 'doc' }, { token });
    expect(format.body).toMatchObject({ code: 400, field: 'format', message: '文件类型不是可选的值' });
  });
});
