/**
 * Teacher teaching (issue 17), through the real app: a teacher's tasks, lessons, exams and class
 * figures counted exactly on the hand-built world (test/fixtures/teaching.ts), and who may read them.
 */
import type { TTeacherTeaching } from '@lingua/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/build-test-app';
import { buildTeachingWorld, type TeachingWorld } from '../../test/fixtures/teaching';

let t: TestApp;
let teacher: TeachingWorld['teacher'];
let tk: TeachingWorld['tk'];
let klass: number;
let archived: number;

beforeAll(async () => {
  ({ t, teacher, tk, klass, archived } = await buildTeachingWorld());
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
