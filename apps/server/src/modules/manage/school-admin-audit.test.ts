/** School administration (issue 24): the audit log, and who may call the manager's calls. */
import type { TAuditPage, TFileDownload } from '@lingua/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/build-test-app';
import { buildManager, buildStudent, buildTeacher } from '../../test/factories';
import { createExam, T as EXAM, examFixture } from '../../test/fixtures/exams';
import { A, admin, audit, openAdminWorld, sheetOf, T } from '../../test/fixtures/school-admin';

openAdminWorld();
let t: TestApp;
let schoolId: number;
let manager: { id: number; mobile: string };
let token: string;
let otherManagerToken: string;
beforeAll(() => {
  ({ t, schoolId, manager, token, otherManagerToken } = admin);
});

describe('the audit log', () => {
  // Something to read: the manager adds a teacher, the log's first entry.
  beforeAll(async () => {
    await t.call(`${A}/addTeacher`, { name: '周明远', mobile: '13755550901' }, { token });
  });

  it('filters by who and by school day, and refuses a reversed range', async () => {
    const teacherEntries = await audit({ actorId: manager.id, objectType: 'teacher' });
    expect(teacherEntries.length).toBeGreaterThan(0);
    expect(teacherEntries.every((e) => e.actorId === manager.id && e.objectType === 'teacher')).toBe(true);
    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    expect((await audit({ from: today, to: today })).length).toBeGreaterThan(0);
    expect(await audit({ from: '2020-01-01', to: '2020-01-02' })).toEqual([]);
    expect((await t.call(`${A}/auditList`, { from: '2026-02-01', to: '2026-01-01' }, { token })).body).toMatchObject({
      code: 400,
      field: 'from',
    });
    expect((await t.call(`${A}/auditList`, { from: 'yesterday' }, { token })).body).toMatchObject({
      code: 400,
      field: 'from',
    });
    const exported = await t.call<TFileDownload>(`${A}/auditExport`, { objectType: 'class' }, { token });
    expect((await sheetOf(exported.body.data))[0]?.[0]).toBe('时间（北京时间）');
  });

  it('holds the exams’ invigilation actions too, named by the exam, for that school’s manager only', async () => {
    const f = await examFixture(t, 1);
    const examId = await createExam(t, f, new Date());
    await t.call(`${EXAM}action`, { examId, action: 'pause', reason: 'fire drill' }, { token: f.teacherToken });
    const examManager = await t.signIn((await buildManager(t.db, f.school.id)).mobile);
    const r = await t.call<TAuditPage>(
      `${A}/auditList`,
      { objectType: 'exam', pageNum: 1, pageSize: 20 },
      { token: examManager },
    );
    expect(r.body.data?.list.map((e) => [e.action, e.objectType, e.objectId, e.objectName])).toEqual([
      ['pause', 'exam', examId, 'Unit 3 trade terms'],
      ['create', 'exam', examId, 'Unit 3 trade terms'],
    ]);
    const exported = await t.call<TFileDownload>(`${A}/auditExport`, { objectType: 'exam' }, { token: examManager });
    expect((await sheetOf(exported.body.data))[1]?.[2]).toBe('暂停考试');
    // This file's school sees none of them.
    expect((await audit({ objectType: 'exam' })).some((e) => e.objectId === examId)).toBe(false);
  });

  it('shows the manager of another school nothing of this school', async () => {
    const r = await t.call<TAuditPage>(`${A}/auditList`, {}, { token: otherManagerToken });
    expect(r.body.data?.total).toBe(0);
    expect((await t.call(`${A}/auditList`, { actorId: manager.id }, { token: otherManagerToken })).status).toBe(404);
  });
});

describe('who may call', () => {
  const calls: [string, object][] = [
    ['teacherList', {}],
    ['addTeacher', { name: '赵六', mobile: '13755550901' }],
    ['studentList', {}],
    ['classList', {}],
    ['auditList', {}],
    ['exportTeachers', {}],
    ['resetPassword', { userId: 1 }],
  ];
  it('refuses teachers and students every manager call (403), and nobody signed in (700)', async () => {
    const teacherToken = await t.signIn((await buildTeacher(t.db, schoolId)).mobile);
    const studentToken = await t.signIn((await buildStudent(t.db, schoolId)).mobile);
    for (const [path, body] of calls) {
      expect((await t.call(`${A}/${path}`, body, { token: teacherToken })).status, path).toBe(403);
      expect((await t.call(`${A}/${path}`, body, { token: studentToken })).status, path).toBe(403);
      expect((await t.call(`${A}/${path}`, body)).body.code, path).toBe(700);
    }
    const students = await t.call(`${T}/resetStudentPassword`, { classId: 1, studentId: 1 }, { token: studentToken });
    expect(students.status).toBe(403);
  });
});
