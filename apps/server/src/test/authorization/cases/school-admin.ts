/**
 * School administration (issue 24): the manager's calls name teachers, students and classes of
 * school 1 (the owner is its manager); everyone else, the manager of school 2 included, is refused.
 * Calls that end someone's sessions (disable, reset) name a fresh account each time, so the walk's
 * own people stay signed in.
 */
import { randomUUID } from 'node:crypto';
import { buildStudent, buildTeacher } from '../../factories';
import type { World } from '../world';
import { manager, T, type WalkCase } from './shared';

const A = '/openApi/manage/school';
const freshTeacher = async (w: World) => (await buildTeacher(w.t.db, w.school1.id)).id;
const freshStudent = async (w: World) => (await buildStudent(w.t.db, w.school1.id)).id;

export const schoolAdminCases: Record<string, WalkCase[]> = {
  [`${A}/studentList`]: [{ owner: 'manager', body: (w) => ({ classId: w.classA.id }) }],
  [`${A}/exportStudents`]: [{ owner: 'manager', body: (w) => ({ classId: w.classA.id }) }],
  [`${A}/moveStudent`]: [
    {
      owner: 'manager',
      body: async (w) => {
        const studentId = await freshStudent(w);
        return { studentId, fromClassId: await w.newClass([studentId]), toClassId: await w.newClass() };
      },
    },
  ],
  [`${A}/setUserStatus`]: [
    { name: 'a teacher', owner: 'manager', body: async (w) => ({ userId: await freshTeacher(w), status: 'disabled' }) },
    { name: 'a student', owner: 'manager', body: async (w) => ({ userId: await freshStudent(w), status: 'disabled' }) },
  ],
  [`${A}/resetPassword`]: [
    { name: 'a teacher', owner: 'manager', body: async (w) => ({ userId: await freshTeacher(w) }) },
    { name: 'a student', owner: 'manager', body: async (w) => ({ userId: await freshStudent(w) }) },
  ],
  [`${A}/setSchoolNumber`]: [
    {
      name: 'a teacher',
      owner: 'manager',
      body: async (w) => ({ userId: await freshTeacher(w), schoolNumber: `T-${randomUUID()}` }),
    },
    {
      name: 'a student',
      owner: 'manager',
      body: async (w) => ({ userId: await freshStudent(w), schoolNumber: `S-${randomUUID()}` }),
    },
  ],
  [`${A}/createClass`]: [
    {
      owner: 'manager',
      body: (w) => ({ className: 'Walk term class', teacherId: w.people.teacherA.id, courseId: w.course.id }),
    },
  ],
  [`${A}/changeTeacher`]: [
    { owner: 'manager', body: async (w) => ({ classId: await w.newClass(), teacherId: w.people.teacherB.id }) },
  ],
  [`${A}/archiveClass`]: [{ owner: 'manager', body: async (w) => ({ classId: await w.newClass() }) }],
  [`${A}/restoreClass`]: [
    {
      owner: 'manager',
      body: async (w) => {
        const classId = await w.newClass();
        await w.ok(w.people.managerA, `${A}/archiveClass`, { classId });
        return { classId };
      },
    },
  ],
  [`${A}/auditList`]: [{ owner: 'manager', body: (w) => ({ actorId: w.people.teacherA.id }) }],
  [`${A}/auditExport`]: [{ owner: 'manager', body: (w) => ({ actorId: w.people.teacherA.id }) }],

  // The class's teacher (or the manager) helps a student of the class who forgot their password.
  [`${T}/manage/class/resetStudentPassword`]: [
    {
      owner: 'teacher',
      body: async (w) => {
        const studentId = await freshStudent(w);
        return { classId: await w.newClass([studentId]), studentId };
      },
      allow: manager,
    },
    {
      name: 'a student of another class',
      owner: 'teacher',
      body: async (w) => ({ classId: await w.newClass(), studentId: w.people.studentB.id }),
      ownerExpect: 'denied',
    },
  ],
  [`${T}/manage/class/setClassCourse`]: [
    { owner: 'teacher', body: async (w) => ({ classId: await w.newClass(), courseId: w.course.id }), allow: manager },
  ],
};
