/**
 * The school information (issue 17), through the real app: shown to the manager, the introduction
 * and contacts saved sanitised and audited.
 */
import type { TManagedSchoolInfo } from '@lingua/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, schools } from '../../db/schema';
import type { TestApp } from '../../test/build-test-app';
import { buildTeachingWorld, type TeachingWorld } from '../../test/fixtures/teaching';

let t: TestApp;
let schoolId: number;
let tk: TeachingWorld['tk'];

beforeAll(async () => {
  ({ t, schoolId, tk } = await buildTeachingWorld());
});
afterAll(() => t.close());

describe('school information', () => {
  it('shows the school and saves the introduction and contacts, sanitised and audited', async () => {
    const r = await t.call<TManagedSchoolInfo>('/openApi/manage/school/information', {}, { token: tk.manager });
    expect(r.body.data).toMatchObject({ schoolId, teachers: 3, students: 3, classes: 2 });
    const bad = await t.call(
      '/openApi/manage/school/saveInformation',
      { email: 'not-an-email' },
      { token: tk.manager },
    );
    expect(bad.body).toMatchObject({ code: 400, field: 'email' });
    const saved = await t.call<TManagedSchoolInfo>(
      '/openApi/manage/school/saveInformation',
      {
        introduceCn: '<p>商务英语学院</p><script>alert(1)</script>',
        introduceEn: '<p>School of Business English</p>',
        contactPhone: '021-5555-0100',
        hotline: '400-820-0100',
        email: 'office@lingua.example.com',
      },
      { token: tk.manager },
    );
    expect(saved.body.data).toMatchObject({ introduceCn: '<p>商务英语学院</p>', hotline: '400-820-0100' });
    const [school] = await t.db.select().from(schools).where(eq(schools.id, schoolId));
    expect(school?.email).toBe('office@lingua.example.com');
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'school.updateInformation'));
    expect(entry?.after).toMatchObject({ hotline: '400-820-0100', introductionChanged: true });
    expect((await t.call('/openApi/manage/school/saveInformation', {}, { token: tk.teacher })).status).toBe(403);
  });
});
