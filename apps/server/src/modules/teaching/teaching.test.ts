/**
 * Teaching plans, teacher teaching and the school information (issue 17), through the real app:
 * exact figures on a small hand-built data set, the validation rules with their messages in both
 * languages, the private plan file, the audit rows and who may reach what.
 */
import type {
  TManagedSchoolInfo,
  TPlan,
  TPlanFile,
  TPlanOptions,
  TPlanPage,
  TTeacherTeaching,
} from '@lingua/contracts';
import { termChoices, termOfDate } from '@lingua/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  classes,
  courses,
  examAttempts,
  examPapers,
  exams,
  onlineLessonAttendance,
  onlineLessons,
  schools,
  taskClasses,
  taskSubmissions,
  tasks,
} from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { buildClass, buildManager, buildSchool, buildStudent, buildTeacher } from '../../test/factories';
import { PDF, PNG } from '../../test/fixtures/tasks';
import { zipParts } from '../../test/xlsx-zip';

const P = '/openApi/teacher/teachingPlan';
const M = '/openApi/manage/teachingPlan';
const TERM = '2026-2027-1';

let t: TestApp;
let schoolId: number;
let otherSchoolId: number;
let courseId: number;
let teacher: { id: number; mobile: string };
let colleague: { id: number; mobile: string };
let tk: { manager: string; teacher: string; colleague: string; student: string; otherManager: string };
let klass: number;
let archived: number;

/** A docx as Word writes its least: the content types and the document part. */
export function docx(text: string): Buffer {
  return zipParts([
    {
      name: '[Content_Types].xml',
      data: '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    },
    {
      name: 'word/document.xml',
      data: `<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:body></w:document>`,
    },
  ]);
}

async function upload(token: string, bytes: Buffer, name: string) {
  const boundary = '----plan';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const r = await t.app.inject({
    method: 'POST',
    url: `${P}/upload`,
    payload,
    headers: { token, 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  return { status: r.statusCode, body: r.json() as { code: number; data?: TPlanFile; message?: string } };
}

beforeAll(async () => {
  t = await buildTestApp({ jobs: { run: false } });
  schoolId = (await buildSchool(t.db)).id;
  otherSchoolId = (await buildSchool(t.db)).id;
  const manager = await buildManager(t.db, schoolId);
  teacher = await buildTeacher(t.db, schoolId);
  colleague = await buildTeacher(t.db, schoolId);
  const student = await buildStudent(t.db, schoolId);
  const [course] = await t.db
    .insert(courses)
    .values({
      key: 'plan-test-course',
      name: { cn: '外贸函电', en: 'Foreign Trade Correspondence' },
      audience: { cn: '外贸专业学生', en: 'Foreign trade students' },
      introduction: { cn: '<p>商务信函写作</p>', en: '<p>Writing business letters</p>' },
      version: '1',
    })
    .returning({ id: courses.id });
  courseId = course?.id ?? 0;
  const s = [student, await buildStudent(t.db, schoolId), await buildStudent(t.db, schoolId)];
  klass = (await buildClass(t.db, { schoolId, teacherId: teacher.id, courseId, studentIds: s.map((x) => x.id) })).id;
  const old = await buildClass(t.db, { schoolId, teacherId: teacher.id, studentIds: [s[0]?.id ?? 0] });
  archived = old.id;
  await t.db.update(classes).set({ archivedAt: new Date(), scoreRule: 3 }).where(eq(classes.id, archived));
  // A colleague's class and task: never counted for the teacher.
  const theirs = await buildClass(t.db, { schoolId, teacherId: colleague.id, studentIds: [s[1]?.id ?? 0] });

  // Tasks: one published to both of the teacher's classes (2 of 3 handed in, rated 80 and 60 of 100), one the colleague's.
  const deadline = new Date(Date.now() + 86_400_000);
  const task = { schoolId, taskType: 'writing' as const, background: [], attachments: [], uploadRule: 'none' as const };
  const [mine] = await t.db
    .insert(tasks)
    .values({
      ...task,
      teacherId: teacher.id,
      title: 'Write an enquiry letter',
      fileGroups: [],
      maxFileMb: 1,
      fullMark: 100,
      deadline,
    })
    .returning();
  const [their] = await t.db
    .insert(tasks)
    .values({
      ...task,
      teacherId: colleague.id,
      title: 'Colleague task',
      fileGroups: [],
      maxFileMb: 1,
      fullMark: 100,
      deadline,
    })
    .returning();
  const taskId = mine?.id ?? 0;
  await t.db.insert(taskClasses).values([
    { taskId, classId: klass },
    { taskId, classId: archived },
    { taskId: their?.id ?? 0, classId: theirs.id },
  ]);
  const now = new Date();
  await t.db.insert(taskSubmissions).values([
    { taskId, classId: klass, studentId: s[0]?.id ?? 0, submittedAt: now, score: 80 },
    { taskId, classId: klass, studentId: s[1]?.id ?? 0, submittedAt: now, score: 60 },
    { taskId, classId: klass, studentId: s[2]?.id ?? 0 },
  ]);

  // An ended lesson: present, late, absent.
  const [lesson] = await t.db
    .insert(onlineLessons)
    .values({
      schoolId,
      classId: klass,
      teacherId: teacher.id,
      title: 'Unit 2 live: making an offer',
      signInMode: 'fixed',
      fixedCode: '1234',
      signInSecret: 'x',
      lateAfterMinutes: 5,
      endedAt: now,
    })
    .returning();
  await t.db.insert(onlineLessonAttendance).values([
    { lessonId: lesson?.id ?? 0, studentId: s[0]?.id ?? 0, status: 'present', source: 'self' },
    { lessonId: lesson?.id ?? 0, studentId: s[1]?.id ?? 0, status: 'late', source: 'self' },
    { lessonId: lesson?.id ?? 0, studentId: s[2]?.id ?? 0, status: 'absent', source: 'system' },
  ]);

  // An exam: 40/50 and 30/50 handed in, one still writing (not counted).
  const [paper] = await t.db
    .insert(examPapers)
    .values({
      schoolId,
      teacherId: teacher.id,
      title: 'Trade terms quiz',
      timeMinutes: 30,
      source: 'manual',
      questionCount: 5,
      fullMark: 50,
    })
    .returning();
  const [exam] = await t.db
    .insert(exams)
    .values({
      schoolId,
      teacherId: teacher.id,
      classId: klass,
      paperId: paper?.id ?? 0,
      title: 'Mid-term: trade terms',
      opensAt: now,
      closesAt: deadline,
      timeLimitMinutes: 30,
      published: true,
    })
    .returning();
  const attempt = { examId: exam?.id ?? 0, schoolId, attemptNo: 1, fullMark: 50 };
  await t.db.insert(examAttempts).values([
    { ...attempt, studentId: s[0]?.id ?? 0, state: 'submitted', score: 40 },
    { ...attempt, studentId: s[1]?.id ?? 0, state: 'autoSubmitted', score: 30 },
    { ...attempt, studentId: s[2]?.id ?? 0, state: 'inProgress' },
  ]);
  await t.db.insert(auditLog).values({
    schoolId,
    actorId: teacher.id,
    action: 'class.gradeSettings',
    objectType: 'class',
    objectId: klass,
    objectName: '班级',
    before: { tasks: 20 },
    after: { tasks: 30 },
  });

  tk = {
    manager: await t.signIn(manager.mobile),
    teacher: await t.signIn(teacher.mobile),
    colleague: await t.signIn(colleague.mobile),
    student: await t.signIn(student.mobile),
    otherManager: await t.signIn((await buildManager(t.db, otherSchoolId)).mobile),
  };
});
afterAll(() => t.close());

describe('teacher teaching', () => {
  it('counts the teacher’s tasks, lessons, exams and class figures exactly', async () => {
    const r = await t.call<TTeacherTeaching>(
      '/openApi/manage/teacherTeaching/detail',
      { teacherId: teacher.id },
      { token: tk.manager },
    );
    expect(r.body.code).toBe(200);
    const d = r.body.data as TTeacherTeaching;
    expect(d.tasks.map((x) => [x.classId, x.submitted, x.rated, x.expected])).toEqual(
      expect.arrayContaining([
        [klass, 2, 2, 3],
        [archived, 0, 0, 1],
      ]),
    );
    expect(d.tasks).toHaveLength(2);
    expect(d.lessons).toEqual([expect.objectContaining({ present: 1, late: 1, excused: 0, absent: 1, classSize: 3 })]);
    expect(d.exams).toEqual([
      expect.objectContaining({ paperTitle: 'Trade terms quiz', sittings: 2, students: 2, averagePercent: 70 }),
    ]);
    const working = d.classes.find((c) => c.classId === klass);
    expect(working).toMatchObject({
      students: 3,
      tasks: 1,
      taskAveragePercent: 70,
      exams: 1,
      examAveragePercent: 70,
      lessons: 1,
      attendancePercent: 66.7,
      archived: false,
    });
    expect(d.classes.at(-1)).toMatchObject({
      classId: archived,
      archived: true,
      students: 1,
      taskAveragePercent: null,
    });
    expect(d.settings.find((c) => c.classId === archived)?.scoreRule).toBe(3);
    expect(d.changes).toEqual([expect.objectContaining({ action: 'class.gradeSettings', after: { tasks: 30 } })]);
  });

  it('answers only the manager of the teacher’s school', async () => {
    const body = { teacherId: teacher.id };
    const path = '/openApi/manage/teacherTeaching/detail';
    expect((await t.call(path, body, { token: tk.otherManager })).status).toBe(404);
    expect((await t.call(path, body, { token: tk.teacher })).status).toBe(403);
    expect((await t.call(path, body, { token: tk.student })).status).toBe(403);
  });
});

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
