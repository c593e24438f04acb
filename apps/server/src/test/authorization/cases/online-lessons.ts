import { classmate, manager, S, signInCode, T, type WalkCase } from './shared';

export const onlineLessonsCases: Record<string, WalkCase[]> = {
  // Online classroom
  [`${T}/onlineLesson/list`]: [{ owner: 'teacher', body: (w) => ({ classId: w.classA.id }), allow: manager }],
  [`${T}/onlineLesson/start`]: [
    { owner: 'teacher', body: async (w) => ({ classId: await w.newClass(), title: 'Walk' }), allow: manager },
  ],
  [`${T}/onlineLesson/detail`]: [{ owner: 'teacher', body: (w) => ({ lessonId: w.lessonId }), allow: manager }],
  [`${T}/onlineLesson/signInCode`]: [{ owner: 'teacher', body: (w) => ({ lessonId: w.lessonId }), allow: manager }],
  [`${T}/onlineLesson/setSignInMode`]: [
    { owner: 'teacher', body: (w) => ({ lessonId: w.lessonId, signInMode: 'rotating' }), allow: manager },
  ],
  [`${T}/onlineLesson/endSignIn`]: [
    { owner: 'teacher', body: async (w) => ({ lessonId: await w.newLesson(await w.newClass()) }), allow: manager },
  ],
  [`${T}/onlineLesson/end`]: [
    { owner: 'teacher', body: async (w) => ({ lessonId: await w.newLesson(await w.newClass()) }), allow: manager },
  ],
  [`${T}/onlineLesson/rollCall`]: [{ owner: 'teacher', body: (w) => ({ lessonId: w.lessonId }), allow: manager }],
  [`${T}/onlineLesson/pushQuestion`]: [
    {
      owner: 'teacher',
      body: (w) => ({ lessonId: w.lessonId, title: 'Pick one', options: ['Yes', 'No'] }),
      allow: manager,
    },
  ],
  [`${T}/onlineLesson/closeQuestion`]: [
    {
      owner: 'teacher',
      body: async (w) => {
        const pushed = await w.ok<{ questionId: number }>(w.people.teacherA, `${T}/onlineLesson/pushQuestion`, {
          lessonId: w.lessonId,
          title: 'Pick one',
          options: ['Yes', 'No'],
        });
        return { lessonId: w.lessonId, questionId: pushed.questionId };
      },
      allow: manager,
    },
    {
      name: "another lesson's question",
      owner: 'teacher',
      ownerExpect: 'denied',
      body: async (w) => {
        const other = await w.newLesson(await w.newClass());
        const pushed = await w.ok<{ questionId: number }>(w.people.teacherA, `${T}/onlineLesson/pushQuestion`, {
          lessonId: other,
          title: 'Pick one',
          options: ['Yes', 'No'],
        });
        return { lessonId: w.lessonId, questionId: pushed.questionId };
      },
    },
  ],
  [`${T}/onlineLesson/mark`]: [
    {
      owner: 'teacher',
      body: (w) => ({ lessonId: w.lessonId, studentId: w.people.studentA.id, status: 'present' }),
      allow: manager,
    },
    {
      name: 'a student of another class',
      owner: 'teacher',
      ownerExpect: 'denied',
      body: (w) => ({ lessonId: w.lessonId, studentId: w.people.studentB.id, status: 'present' }),
    },
  ],
  [`${T}/onlineLesson/bulkMark`]: [
    {
      owner: 'teacher',
      body: (w) => ({ lessonId: w.lessonId, status: 'present', studentIds: [w.people.studentA.id] }),
      allow: manager,
    },
  ],
  [`${T}/onlineLesson/analyse`]: [{ owner: 'teacher', body: (w) => ({ lessonId: w.lessonId }), allow: manager }],
  [`${T}/onlineLesson/lessonScoreManage`]: [
    { owner: 'teacher', body: (w) => ({ classId: w.classA.id }), allow: manager },
  ],
  '/openApi/overall/excelHelper/onlineLesson': [
    { owner: 'teacher', body: (w) => ({ lessonId: w.lessonId }), allow: manager },
  ],
  [`${S}/onlineLesson/list`]: [{ owner: 'student', body: (w) => ({ classId: w.classA.id }), allow: classmate }],
  [`${S}/onlineLesson/current`]: [{ owner: 'student', body: (w) => ({ classId: w.classA.id }), allow: classmate }],
  [`${S}/onlineLesson/enter`]: [{ owner: 'student', body: (w) => ({ lessonId: w.lessonId }), allow: classmate }],
  [`${S}/onlineLesson/signIn`]: [
    {
      owner: 'student',
      body: async (w) => ({ lessonId: w.lessonId, code: await signInCode(w) }),
      allow: classmate,
    },
  ],
  [`${S}/onlineLesson/answer`]: [
    {
      owner: 'student',
      body: (w) => ({ lessonId: w.lessonId, questionId: w.lessonQuestionId, answer: [1] }),
      allow: classmate,
    },
  ],
  [`${S}/onlineLesson/analyse`]: [{ owner: 'student', body: (w) => ({ lessonId: w.lessonId }), allow: classmate }],
  [`${S}/onlineLesson/lessonScore`]: [{ owner: 'student', body: (w) => ({ classId: w.classA.id }), allow: classmate }],
};
