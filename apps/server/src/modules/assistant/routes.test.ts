import type { TEngineStatus } from '@lingua/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { buildSchool, buildTeacher, buildUser } from '../../test/factories';

let t: TestApp;
let operator: string;
let teacher: string;
beforeAll(async () => {
  t = await buildTestApp();
  const schoolId = (await buildSchool(t.db)).id;
  teacher = await t.signIn((await buildTeacher(t.db, schoolId)).mobile);
  operator = await t.signIn((await buildUser(t.db, { schoolId: null, userType: 1, roles: ['operator'] })).mobile);
});
afterAll(() => t.close());

describe('engine status', () => {
  it('tells the operator which tools are available, and no one else', async () => {
    const ok = await t.call<TEngineStatus>('/openApi/assistant/engineStatus', {}, { token: operator });
    expect(ok.body.code).toBe(200);
    const tools = Object.fromEntries((ok.body.data?.tools ?? []).map((x) => [x.tool, x.available]));
    expect(tools).toMatchObject({
      synthesis: true,
      pronunciation: true,
      ocr: true,
      dictionary: true,
      chatModel: false,
    });
    expect((await t.call('/openApi/assistant/engineStatus', {}, { token: teacher })).body.code).toBe(403);
    expect((await t.call('/openApi/assistant/engineStatus', {})).body.code).toBe(700);
  });
});
