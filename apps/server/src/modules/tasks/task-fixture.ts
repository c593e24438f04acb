/** Test set-up for task tests: a teacher's class of two students with one published task. */
import { expect } from 'vitest';
import type { TestApp } from '../../test/build-test-app';
import { buildClass, buildStudent, buildTeacher } from '../../test/factories';

export const T = '/openApi/teacher/task';
export const S = '/openApi/student/task';
export const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d6a4f60000000049454e44ae426082',
  'hex',
);
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

export const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();

export async function publishTask(t: TestApp, schoolId: number, task: Record<string, unknown> = {}) {
  const teacher = await buildTeacher(t.db, schoolId);
  const students = await Promise.all([0, 1].map(() => buildStudent(t.db, schoolId)));
  const klass = await buildClass(t.db, { schoolId, teacherId: teacher.id, studentIds: students.map((s) => s.id) });
  const tt = await t.signIn(teacher.mobile);
  const st = await Promise.all(students.map((s) => t.signIn(s.mobile)));
  const created = await t.call<{ taskId: number }>(
    `${T}/create`,
    {
      title: 'Write a counter-offer letter',
      taskType: 'writing',
      background: [{ displayType: 1, htmlStr: '<p>Reply to <b>Mr Lee</b><script>x()</script></p>' }],
      uploadRule: 'required',
      fileGroups: ['document'],
      maxFileMb: 1,
      fullMark: 100,
      deadline: inAnHour(),
      classIds: [klass.id],
      ...task,
    },
    { token: tt },
  );
  expect(created.body.code).toBe(222);
  const taskId = created.body.data?.taskId as number;
  return { teacher, students, klass, tt, st, taskId, classId: klass.id };
}

/** A multipart upload of one answer file, fields first as the page sends them. */
export async function uploadAnswerFile(
  t: TestApp,
  token: string,
  taskId: number,
  classId: number,
  bytes: Buffer,
  name: string,
) {
  const boundary = '----task';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="taskId"\r\n\r\n${taskId}\r\n`),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="classId"\r\n\r\n${classId}\r\n`),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const r = await t.app.inject({
    method: 'POST',
    url: `${S}/upload`,
    payload,
    headers: { token, 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  return { status: r.statusCode, body: r.json() };
}
