import { spoken } from '../../speaking';
import { ownClassOf } from '../world';
import { classmate, FILES, manager, S, SCHOOL_BANK, SCHOOL_KNOWLEDGE, T, type WalkCase } from './shared';

export const trainingsCases: Record<string, WalkCase[]> = {
  // Trainings
  [`${S}/training/list`]: [{ owner: 'student', body: (w) => ({ classId: w.classA.id }), allow: classmate }],
  [`${S}/training/openActivity`]: [
    { owner: 'student', body: (w) => ({ classId: w.classA.id, activityId: w.activityId }), allow: classmate },
  ],
  [`${S}/training/answerSheet`]: [
    { owner: 'student', body: (w) => ({ classId: w.classA.id, trainingId: w.bank.id }), allow: classmate },
    {
      name: "with the caller's own class",
      owner: 'student',
      // The oral training is class A's alone (given by its teacher); the bank is also in the course.
      body: (w, caller) => ({ classId: ownClassOf(w, 'student', caller), trainingId: w.oral.id }),
      allow: classmate,
    },
  ],
  [`${S}/training/saveAnswer`]: [
    {
      owner: 'student',
      body: (w) => ({ attemptId: w.draftAttempt, questionId: w.choice.id, answer: { stu_answer: 'B' } }),
      fileFields: FILES,
    },
  ],
  [`${S}/training/media`]: [
    { owner: 'student', body: (w) => ({ attemptId: w.draftAttempt, index: 0, event: 'play' }) },
  ],
  [`${S}/training/submit`]: [
    { owner: 'student', body: async (w) => ({ attemptId: await w.freshTrainingAttempt(false) }) },
  ],
  [`${S}/training/recall`]: [
    { owner: 'student', body: async (w) => ({ attemptId: await w.freshTrainingAttempt(true) }) },
  ],
  [`${S}/training/history`]: [
    { owner: 'student', body: (w) => ({ classId: w.classA.id, trainingId: w.bank.id }), allow: classmate },
  ],
  '/openApi/training/report': [{ owner: 'student', body: (w) => ({ attemptId: w.submittedAttempt }), allow: manager }],
  [`${T}/training/classTrainings`]: [{ owner: 'teacher', body: (w) => ({ classId: w.classA.id }), allow: manager }],
  [`${T}/training/setClassTraining`]: [
    {
      owner: 'teacher',
      body: (w) => ({ classId: w.classA.id, trainingId: w.bank.id, isOpen: true, deadline: null }),
      allow: manager,
    },
    {
      name: "another school's training",
      owner: 'teacher',
      ownerExpect: 'denied',
      body: (w) => ({ classId: w.classA.id, trainingId: w.foreignTraining.id, isOpen: true, deadline: null }),
    },
  ],
  [`${T}/training/students`]: [
    { owner: 'teacher', body: (w) => ({ classId: w.classA.id, trainingId: w.bank.id }), allow: manager },
  ],
  [`${T}/training/grade`]: [
    {
      owner: 'teacher',
      body: (w) => ({ attemptId: w.submittedAttempt, questionId: w.qa.id, score: 8, comment: 'Clear' }),
      allow: manager,
    },
  ],
  [`${T}/training/exportScores`]: [
    {
      owner: 'teacher',
      body: (w) => ({ classId: w.classA.id, trainingIds: [w.bank.id], scoreType: 0 }),
      allow: manager,
    },
  ],
  [`${T}/training/preview`]: [
    {
      owner: 'teacher',
      body: (w) => ({ trainingId: w.bank.id }),
      allow: { teacherSameSchool: SCHOOL_BANK, managerSameSchool: SCHOOL_BANK },
    },
  ],
  [`${T}/training/exportBank`]: [
    {
      owner: 'teacher',
      body: (w) => ({ trainingId: w.bank.id, format: 'gift' }),
      allow: { teacherSameSchool: SCHOOL_BANK, managerSameSchool: SCHOOL_BANK },
    },
  ],

  // Speaking
  [`${S}/speaking/record`]: [
    {
      owner: 'student',
      body: (w) => ({ attemptId: w.oralAttempt, questionId: w.oral.questions[0]?.id ?? 0 }),
      file: () => ({ name: 'r.webm', bytes: spoken('We would like to confirm the delivery date.') }),
    },
  ],
  [`${S}/speaking/recordings`]: [{ owner: 'student', body: (w) => ({ attemptId: w.oralAttempt }) }],
  [`${S}/speaking/weakItems`]: [
    { owner: 'student', body: (w) => ({ classId: w.classA.id, level: 'sentence' }), allow: classmate },
  ],
  '/openApi/speaking/lineAudio': [
    {
      owner: 'student',
      body: (w) => ({ classId: w.classA.id, trainingId: w.oral.id, questionId: w.oral.questions[0]?.id ?? 0, line: 0 }),
      allow: { ...classmate, ...manager },
    },
  ],
  '/openApi/speaking/preview': [
    {
      owner: 'student',
      body: (w) => ({ classId: w.classA.id, trainingId: w.oral.id }),
      allow: { ...classmate, ...manager },
    },
    {
      name: "with the caller's own class",
      owner: 'student',
      body: (w, caller) => ({ classId: ownClassOf(w, 'student', caller), trainingId: w.oral.id }),
      allow: classmate,
    },
  ],
  '/openApi/speaking/dubList': [
    {
      owner: 'student',
      body: (w) => ({ classId: w.classA.id, trainingId: w.oral.id }),
      allow: { ...classmate, ...manager },
    },
  ],
  '/openApi/speaking/rank': [
    {
      owner: 'student',
      body: (w) => ({ classId: w.classA.id, trainingId: w.oral.id }),
      allow: { ...classmate, ...manager },
    },
  ],

  // Teacher assistant
  '/openApi/resourceManage/multimedia/add': [
    {
      owner: 'teacher',
      body: (w) => ({
        id: w.mediaId,
        title: 'Price list',
        fileUrl: w.fileUrl,
        audioDuration: 3,
        resourceFileName: 'price.mp3',
        resourceMultiName: 'price',
      }),
      fileFields: FILES,
    },
  ],
  '/openApi/overall/deleteWordBoot': [{ owner: 'student', body: (w) => ({ id: w.favouriteId }) }],
  '/openApi/else/knowledge/updateOrInsertKnowledge': [
    {
      owner: 'teacher',
      body: (w) => ({ id: w.knowledgeId, category: 'Trade', title: 'L/C', content: [{ content: 'A bank promise.' }] }),
      allow: { teacherSameSchool: SCHOOL_KNOWLEDGE, managerSameSchool: SCHOOL_KNOWLEDGE },
    },
  ],
  '/openApi/else/knowledge/deleteKnowledge': [
    {
      owner: 'teacher',
      body: async (w) => ({ id: await w.newKnowledge() }),
      allow: { teacherSameSchool: SCHOOL_KNOWLEDGE, managerSameSchool: SCHOOL_KNOWLEDGE },
    },
  ],
  '/openApi/else/knowledge/submitQuiz': [
    {
      owner: 'teacher',
      body: (w) => ({ answers: [{ id: w.knowledgeId, stu_answer: 'Letter of credit' }] }),
      allow: { teacherSameSchool: SCHOOL_KNOWLEDGE, managerSameSchool: SCHOOL_KNOWLEDGE },
    },
  ],
};
