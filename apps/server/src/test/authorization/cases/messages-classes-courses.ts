import {
  CATALOGUE,
  classmate,
  everyone,
  everyTeacher,
  manager,
  OWN_ROWS,
  rosterXlsx,
  S,
  T,
  type WalkCase,
} from './shared';

export const messagesClassesCoursesCases: Record<string, WalkCase[]> = {
  // Messages
  '/openApi/messageCenter/messageSettingRead': [
    {
      owner: 'student',
      body: (w) => ({ messageIds: [w.messageId] }),
      allow: everyone(OWN_ROWS),
      intact: async (w) => {
        const r = await w.t.call<{ list: { messageId: number; isRead: boolean }[] }>(
          '/openApi/messageCenter/messageListPage',
          {},
          { token: w.people.studentA.token },
        );
        const mine = r.body.data?.list.find((m) => m.messageId === w.messageId);
        return !mine ? 'the message is gone' : mine.isRead ? 'the message was marked read' : undefined;
      },
    },
  ],
  '/openApi/messageCenter/messageDelete': [
    {
      owner: 'student',
      body: (w) => ({ messageIds: [w.messageId] }),
      allow: everyone(OWN_ROWS),
      intact: async (w) => {
        const r = await w.t.call<{ list: { messageId: number }[] }>(
          '/openApi/messageCenter/messageListPage',
          {},
          { token: w.people.studentA.token },
        );
        return r.body.data?.list.some((m) => m.messageId === w.messageId) ? undefined : 'the message was deleted';
      },
    },
  ],

  // Classes
  '/openApi/overall/updateDefaultSelect': [
    { owner: 'student', body: (w) => ({ code: 0, value: w.classA.id }), allow: { ...classmate, ...manager } },
  ],
  [`${S}/index/classInfo`]: [{ owner: 'student', body: (w) => ({ classId: w.classA.id }), allow: classmate }],
  [`${T}/manage/class/classDetail`]: [{ owner: 'teacher', body: (w) => ({ classId: w.classA.id }), allow: manager }],
  [`${T}/manage/class/createClass`]: [
    {
      owner: 'teacher',
      body: (w) => ({ className: 'Walk class', courseId: w.course.id }),
      allow: everyTeacher(CATALOGUE),
    },
  ],
  [`${T}/manage/class/renameClass`]: [
    { owner: 'teacher', body: (w) => ({ classId: w.classA.id, className: 'Renamed' }), allow: manager },
  ],
  [`${T}/manage/class/closeClass`]: [
    { owner: 'teacher', body: async (w) => ({ classId: await w.newClass() }), allow: manager },
  ],
  [`${T}/manage/class/regenerateClassCode`]: [
    { owner: 'teacher', body: (w) => ({ classId: w.classA.id }), allow: manager },
  ],
  [`${T}/manage/class/addStudent`]: [
    {
      owner: 'teacher',
      body: async (w) => ({ classId: await w.newClass(), mobile: w.people.studentB.mobile }),
      allow: manager,
    },
  ],
  [`${T}/manage/class/removeStudent`]: [
    {
      owner: 'teacher',
      body: async (w) => ({ classId: await w.newClass([w.people.studentB.id]), studentId: w.people.studentB.id }),
      allow: manager,
    },
  ],
  [`${T}/manage/class/importStudents`]: [
    { owner: 'teacher', body: (w) => ({ classId: w.classA.id }), file: rosterXlsx, allow: manager },
  ],
  [`${T}/manage/class/exportStudents`]: [{ owner: 'teacher', body: (w) => ({ classId: w.classA.id }), allow: manager }],
  '/openApi/dynExamTeacher/manage/school/teacherClassList': [
    { owner: 'manager', body: (w) => ({ userId: w.people.teacherA.id }) },
  ],

  // Courses
  [`${S}/index/lessonInfo`]: [
    { owner: 'student', body: (w) => ({ lessonId: w.course.id }), allow: everyone(CATALOGUE) },
  ],
  [`${S}/lesson/index/classLesson`]: [{ owner: 'student', body: (w) => ({ classId: w.classA.id }), allow: classmate }],
  [`${S}/lesson/index/startActivity`]: [
    { owner: 'student', body: (w) => ({ classId: w.classA.id, activityId: w.activityId }), allow: classmate },
  ],
  [`${S}/lesson/index/nextActivity`]: [
    { owner: 'student', body: (w) => ({ classId: w.classA.id, trainingId: w.bank.id }), allow: classmate },
  ],
  [`${T}/index/spokenProgress`]: [{ owner: 'teacher', body: (w) => ({ classId: w.classA.id }), allow: manager }],
  [`${T}/index/markSpokenDone`]: [
    {
      owner: 'teacher',
      body: (w) => ({ classId: w.classA.id, studentId: w.people.studentA.id, activityId: w.activityId }),
      allow: manager,
    },
  ],
  [`${T}/index/lessonSet`]: [{ owner: 'teacher', body: (w) => ({ classId: w.classA.id }), allow: manager }],
  [`${T}/index/updateHiddenStatus`]: [
    { owner: 'teacher', body: (w) => ({ classId: w.classA.id, isHidden: 0 }), allow: manager },
  ],
  [`${T}/index/updateLessonSet`]: [
    {
      owner: 'teacher',
      body: (w) => ({ classId: w.classA.id, stepUnlockOrder: 0, scoreRule: 0, scoreDisplay: 0 }),
      allow: manager,
    },
  ],
  [`${T}/index/updateLessonStatus`]: [
    { owner: 'teacher', body: (w) => ({ classId: w.classA.id, lessonStatus: 'open' }), allow: manager },
  ],
};
