import { PDF } from '../../fixtures/tasks';
import { ownClassOf } from '../world';
import { classmate, FILES, manager, S, T, taskTerms, type WalkCase } from './shared';

export const tasksCases: Record<string, WalkCase[]> = {
  // Teaching tasks
  [`${T}/task/create`]: [
    { owner: 'teacher', body: (w) => ({ ...taskTerms(), classIds: [w.classA.id] }), allow: manager, fileFields: FILES },
  ],
  [`${T}/task/detail`]: [{ owner: 'teacher', body: (w) => ({ taskId: w.taskId }), allow: manager }],
  [`${T}/task/update`]: [
    { owner: 'teacher', body: (w) => ({ ...taskTerms(), taskId: w.taskId }), allow: manager, fileFields: FILES },
  ],
  [`${T}/task/delete`]: [
    { owner: 'teacher', body: async (w) => ({ taskId: await w.newTask(), classId: w.classA.id }), allow: manager },
  ],
  [`${T}/task/list`]: [{ owner: 'teacher', body: (w) => ({ classId: w.classA.id }), allow: manager }],
  [`${T}/task/stuProcess`]: [
    { owner: 'teacher', body: (w) => ({ taskId: w.taskId, classId: w.classA.id }), allow: manager },
    {
      name: 'a class the task was not published to',
      owner: 'teacher',
      ownerExpect: 'denied',
      body: (w) => ({ taskId: w.taskId, classId: w.classB.id }),
    },
  ],
  [`${T}/task/answerDetail`]: [
    {
      owner: 'teacher',
      body: (w) => ({ taskId: w.taskId, classId: w.classA.id, studentId: w.people.studentA.id }),
      allow: manager,
    },
    {
      name: 'a student of another class',
      owner: 'teacher',
      ownerExpect: 'denied',
      body: (w) => ({ taskId: w.taskId, classId: w.classA.id, studentId: w.people.studentB.id }),
    },
  ],
  [`${T}/task/rate`]: [
    {
      owner: 'teacher',
      body: (w) => ({
        taskId: w.taskId,
        classId: w.classA.id,
        studentId: w.people.studentA.id,
        score: 90,
        comment: 'Good',
      }),
      allow: manager,
    },
    {
      name: 'a student of another class',
      owner: 'teacher',
      ownerExpect: 'denied',
      body: (w) => ({
        taskId: w.taskId,
        classId: w.classA.id,
        studentId: w.people.studentB.id,
        score: 90,
        comment: 'Good',
      }),
    },
  ],
  [`${S}/task/list`]: [{ owner: 'student', body: (w) => ({ classId: w.classA.id }), allow: classmate }],
  [`${S}/task/detail`]: [
    { owner: 'student', body: (w) => ({ taskId: w.taskId, classId: w.classA.id }), allow: classmate },
    {
      name: "with the caller's own class",
      owner: 'student',
      body: (w, caller) => ({ taskId: w.taskId, classId: ownClassOf(w, 'student', caller) }),
      allow: classmate,
    },
  ],
  [`${S}/task/start`]: [
    { owner: 'student', body: (w) => ({ taskId: w.openTaskId, classId: w.classA.id }), allow: classmate },
  ],
  [`${S}/task/upload`]: [
    {
      owner: 'student',
      body: (w) => ({ taskId: w.openTaskId, classId: w.classA.id }),
      file: () => ({ name: 'answer.pdf', bytes: PDF }),
      allow: classmate,
    },
  ],
  [`${S}/task/submit`]: [
    {
      owner: 'student',
      body: (w) => ({ taskId: w.openTaskId, classId: w.classA.id, text: 'My answer' }),
      allow: classmate,
      fileFields: FILES,
    },
  ],
  [`${S}/task/saveDraft`]: [
    {
      owner: 'student',
      body: (w) => ({ taskId: w.openTaskId, classId: w.classA.id, text: 'Draft' }),
      allow: classmate,
      fileFields: FILES,
    },
  ],
  [`${S}/task/finishedReport`]: [
    { owner: 'student', body: (w) => ({ taskId: w.taskId, classId: w.classA.id }), allow: classmate },
  ],
  [`${S}/task/recall`]: [
    { owner: 'student', body: (w) => ({ taskId: w.taskId, classId: w.classA.id }), allow: classmate },
  ],
};
