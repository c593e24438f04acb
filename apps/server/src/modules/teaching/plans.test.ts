/**
 * Teaching plans (issue 17), through the real app: the term and course choices, the validation rules
 * with their messages in both languages, the private plan file, the author's and the manager's
 * rights, and the audit rows.
 */
import type { TPlan, TPlanFile, TPlanOptions, TPlanPage } from '@lingua/contracts';
import { termChoices, termOfDate } from '@lingua/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, courses } from '../../db/schema';
import type { TestApp } from '../../test/build-test-app';
import { PDF, PNG } from '../../test/fixtures/tasks';
import {
  buildTeachingWorld,
  docx,
  MANAGE_PLAN_CALLS as M,
  PLAN_CALLS as P,
  TERM,
  type TeachingWorld,
  uploadPlanFile,
} from '../../test/fixtures/teaching';

let t: TestApp;
let schoolId: number;
let otherSchoolId: number;
let courseId: number;
let teacher: TeachingWorld['teacher'];
let colleague: TeachingWorld['colleague'];
let tk: TeachingWorld['tk'];

beforeAll(async () => {
  ({ t, schoolId, otherSchoolId, courseId, teacher, colleague, tk } = await buildTeachingWorld());
});
afterAll(() => t.close());

const upload = (token: string, bytes: Buffer, name: string) => uploadPlanFile(t, token, bytes, name);

describe('teaching plans', () => {
  let planId = 0;
  it('offers the terms around today and the courses the teacher teaches first', async () => {
    const r = await t.call<TPlanOptions>(`${P}/options`, {}, { token: tk.teacher });
    expect(r.body.data?.currentTerm).toBe(termOfDate(new Date()));
    expect(r.body.data?.terms).toHaveLength(5);
    expect(r.body.data?.courses[0]).toMatchObject({ courseId, taught: true });
    expect(r.body.data?.authors).toEqual([]);
    expect(termChoices(new Date('2026-09-01T00:00:00Z'))).toEqual([
      '2027-2028-1',
      '2026-2027-2',
      '2026-2027-1',
      '2025-2026-2',
      '2025-2026-1',
    ]);
  });

  /** A built course (issue 18) of a school, in a state. */
  async function builtCourse(ofSchool: number, ownerId: number | null, status: 'draft' | 'published') {
    const [row] = await t.db
      .insert(courses)
      .values({
        key: `plan-built-${ofSchool}-${status}`,
        name: { cn: '自建外贸函电', en: 'Own correspondence course' },
        audience: { cn: '外贸专业学生', en: 'Foreign trade students' },
        introduction: { cn: '<p>商务信函</p>', en: '<p>Business letters</p>' },
        version: '1',
        schoolId: ofSchool,
        ownerId,
        status,
      })
      .returning({ id: courses.id });
    return row?.id ?? 0;
  }

  it('refuses a plan without a title, a term, both text and file, or a course the teacher may read, with the field and message in zh and en', async () => {
    const base = { courseId, term: TERM, title: '外贸函电教学计划', content: '<p>第1–4周：询盘与报盘</p>' };
    const cases: [Record<string, unknown>, string, string, string][] = [
      [{ ...base, title: ' ' }, 'title', '请填写教学计划标题', 'Enter a title for the teaching plan'],
      [{ ...base, term: '' }, 'term', '请选择学期', 'Choose a term'],
      [
        { ...base, term: '2026-2028-1' },
        'term',
        '学期格式不正确（如 2026-2027-1）',
        'The term is not valid (for example 2026-2027-1)',
      ],
      [
        { ...base, content: '<p> </p>' },
        'file',
        '请填写计划正文或上传计划文件（至少一项）',
        'Write the plan or upload a plan document (at least one)',
      ],
      [
        { ...base, content: '<script>alert(1)</script>' },
        'file',
        '请填写计划正文或上传计划文件（至少一项）',
        'Write the plan or upload a plan document (at least one)',
      ],
      [{ ...base, courseId: null }, 'courseId', '请选择课程', 'Choose a course'],
      // Courses the teacher may not read: another school's, a colleague's draft, none at all.
      [
        { ...base, courseId: await builtCourse(otherSchoolId, null, 'published') },
        'courseId',
        '请选择课程',
        'Choose a course',
      ],
      [
        { ...base, courseId: await builtCourse(schoolId, colleague.id, 'draft') },
        'courseId',
        '请选择课程',
        'Choose a course',
      ],
      [{ ...base, courseId: 999_999 }, 'courseId', '请选择课程', 'Choose a course'],
    ];
    for (const [body, field, cn, en] of cases) {
      const zh = await t.call(`${P}/save`, body, { token: tk.teacher });
      expect(zh.body, JSON.stringify(body)).toMatchObject({ code: 400, field, message: cn });
      const english = await t.call(`${P}/save`, body, { token: tk.teacher, headers: { 'accept-language': 'en' } });
      expect(english.body).toMatchObject({ code: 400, field, message: en });
    }
  });

  it('takes a docx or pdf by content, refuses anything else, and keeps the file private', async () => {
    const bad = await upload(tk.teacher, PNG, 'plan.docx');
    expect(bad.status).toBe(415);
    expect(bad.body.message).toBe('计划文件只能是 PDF、Word（docx）、Excel（xlsx）或 PowerPoint（pptx）');
    expect((await upload(tk.student, PDF, 'plan.pdf')).status).toBe(403);
    const pdf = await upload(tk.teacher, PDF, '计划.pdf');
    expect(pdf.body.data?.url).toMatch(/\.pdf\?exp=/);
    const doc = await upload(tk.teacher, docx('Week 1: enquiries'), '外贸函电教学计划.docx');
    expect(doc.body.data).toMatchObject({ name: '外贸函电教学计划.docx' });
    const file = doc.body.data as TPlanFile;
    expect(file.url).toMatch(/\.docx\?exp=/);
    // Without its signature the file is not served.
    expect((await t.app.inject({ method: 'GET', url: file.url.split('?')[0] ?? '' })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: file.url })).statusCode).toBe(200);

    const saved = await t.call<TPlan>(
      `${P}/save`,
      { courseId, term: TERM, title: '外贸函电教学计划', content: '', file },
      { token: tk.teacher },
    );
    expect(saved.body.data).toMatchObject({
      scope: 'teacher',
      hasContent: false,
      editable: true,
      authorId: teacher.id,
    });
    expect(saved.body.data?.file?.name).toBe('外贸函电教学计划.docx');
    planId = saved.body.data?.planId ?? 0;
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.objectType, 'teachingPlan'), eq(auditLog.objectId, planId)));
    expect(entry).toMatchObject({ action: 'teachingPlan.create', actorId: teacher.id, schoolId });
  });

  it('lets the author change their plan, never a colleague or the manager through the teacher call', async () => {
    const change = {
      planId,
      courseId,
      term: TERM,
      title: '外贸函电教学计划（修订）',
      content: '<p>第9周：期中测验</p>',
    };
    expect((await t.call(`${P}/save`, change, { token: tk.colleague })).status).toBe(404);
    expect((await t.call(`${P}/save`, change, { token: tk.manager })).status).toBe(404);
    expect((await t.call(`${P}/save`, change, { token: tk.student })).status).toBe(403);
    expect((await t.call(`${P}/detail`, { planId }, { token: tk.colleague })).status).toBe(404);
    expect((await t.call(`${P}/delete`, { planId }, { token: tk.colleague })).status).toBe(404);
    const ok = await t.call<TPlan>(`${P}/save`, change, { token: tk.teacher });
    expect(ok.body.data).toMatchObject({ title: '外贸函电教学计划（修订）', hasContent: true, file: null });
  });

  it('the manager lists every plan of the school by term, course and author, opens one and writes a school plan', async () => {
    const school = await t.call<TPlan>(
      `${M}/save`,
      { term: TERM, title: '商务英语专业学期教学总体计划', content: '<p>第九周统一期中测验</p>' },
      { token: tk.manager },
    );
    expect(school.body.data).toMatchObject({ scope: 'school', courseId: null, editable: true });
    await t.call(
      `${P}/save`,
      { courseId, term: '2025-2026-2', title: 'Last term', content: '<p>Done</p>' },
      { token: tk.colleague },
    );

    const all = await t.call<TPlanPage>(`${M}/list`, {}, { token: tk.manager });
    expect(all.body.data?.total).toBe(3);
    const term = await t.call<TPlanPage>(`${M}/list`, { term: TERM }, { token: tk.manager });
    expect(term.body.data?.list.map((p) => p.title).sort()).toEqual([
      '商务英语专业学期教学总体计划',
      '外贸函电教学计划（修订）',
    ]);
    const byAuthor = await t.call<TPlanPage>(`${M}/list`, { authorId: teacher.id, courseId }, { token: tk.manager });
    expect(byAuthor.body.data?.list.map((p) => [p.planId, p.editable])).toEqual([[planId, false]]);
    expect((await t.call(`${M}/list`, { authorId: teacher.id }, { token: tk.otherManager })).status).toBe(404);
    expect((await t.call<TPlanPage>(`${M}/list`, {}, { token: tk.otherManager })).body.data?.total).toBe(0);

    const opened = await t.call<TPlan>(`${P}/detail`, { planId }, { token: tk.manager });
    expect(opened.body.data?.content).toBe('<p>第9周：期中测验</p>');
    expect((await t.call(`${P}/detail`, { planId }, { token: tk.otherManager })).status).toBe(404);

    // A teacher's list: their own plans and the school's, not a colleague's.
    const mine = await t.call<TPlanPage>(`${P}/list`, {}, { token: tk.teacher });
    expect(mine.body.data?.list.map((p) => p.scope).sort()).toEqual(['school', 'teacher']);
    // A school plan is the manager's to change: not the teacher's.
    const schoolId2 = school.body.data?.planId ?? 0;
    expect((await t.call(`${P}/delete`, { planId: schoolId2 }, { token: tk.teacher })).status).toBe(404);
    expect((await t.call(`${M}/delete`, { planId }, { token: tk.manager })).status).toBe(404);
    expect((await t.call(`${M}/delete`, { planId: schoolId2 }, { token: tk.otherManager })).status).toBe(404);
    expect((await t.call(`${M}/delete`, { planId: schoolId2 }, { token: tk.manager })).body.code).toBe(200);
    expect((await t.call(`${P}/delete`, { planId }, { token: tk.teacher })).body.code).toBe(200);
    const actions = await t.db
      .select({ a: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.objectType, 'teachingPlan'));
    expect(actions.map((x) => x.a).sort()).toEqual([
      'teachingPlan.create',
      'teachingPlan.create',
      'teachingPlan.create',
      'teachingPlan.delete',
      'teachingPlan.delete',
      'teachingPlan.update',
    ]);
  });
});
