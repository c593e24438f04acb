/** The course grade: teacher A's class, read and set by its teacher and the school's manager; a student reads their own. */
import type { WalkCase } from './shared';
import { classmate, manager } from './shared';

const G = '/openApi/teacher/grade';
const weights = { trainings: 40, tasks: 20, lessons: 10, exams: 30 };

export const gradeBookCases: Record<string, WalkCase[]> = {
  [`${G}/settings`]: [{ owner: 'teacher', body: (w) => ({ classId: w.classA.id }), allow: manager }],
  [`${G}/saveSettings`]: [
    { owner: 'teacher', body: (w) => ({ classId: w.classA.id, weights, scoreRule: 0 }), allow: manager },
  ],
  [`${G}/book`]: [{ owner: 'teacher', body: (w) => ({ classId: w.classA.id }), allow: manager }],
  [`${G}/export`]: [{ owner: 'teacher', body: (w) => ({ classId: w.classA.id, scoreType: 0 }), allow: manager }],
  '/openApi/student/grade/mine': [
    {
      owner: 'student',
      body: (w) => ({ classId: w.classA.id }),
      allow: { ...classmate },
    },
  ],
};
