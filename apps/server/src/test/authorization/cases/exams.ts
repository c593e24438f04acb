/** The authorization walk: Online exams and the face check (cases.ts assembles every domain). */
import { eq } from 'drizzle-orm';
import { trainingQuestions } from '../../../db/schema';
import { ownClassOf } from '../world';
import { classmate, examTerms, FILES, manager, S, SCHOOL_BANK, T, type WalkCase } from './shared';

export const examsCases: Record<string, WalkCase[]> = {
  // Online exams: papers
  [`${T}/exam/paper/create`]: [
    {
      owner: 'teacher',
      body: (w) => ({ title: 'Walk paper', timeMinutes: 20, questionIds: [w.choice.id, w.qa.id] }),
      allow: { teacherSameSchool: SCHOOL_BANK, managerSameSchool: SCHOOL_BANK },
    },
    {
      name: "another school's questions",
      owner: 'teacher',
      ownerExpect: 'denied',
      body: async (w) => {
        const [question] = await w.t.db
          .select({ id: trainingQuestions.id })
          .from(trainingQuestions)
          .where(eq(trainingQuestions.trainingId, w.foreignTraining.id));
        return { title: 'Walk paper', timeMinutes: 20, questionIds: [question?.id ?? 0] };
      },
      allow: {
        teacherOtherSchool: "the other school's own question bank",
        managerOtherSchool: "the other school's own question bank",
      },
    },
  ],
  [`${T}/exam/paper/preview`]: [{ owner: 'teacher', body: (w) => ({ paperId: w.paperId }), allow: manager }],
  [`${T}/exam/paper/detail`]: [{ owner: 'teacher', body: (w) => ({ paperId: w.paperId }), allow: manager }],
  [`${T}/exam/paper/update`]: [
    {
      owner: 'teacher',
      body: (w) => ({
        paperId: w.paperId,
        title: 'Trade terms test',
        timeMinutes: 30,
        questionIds: w.bank.questions.map((q) => q.id),
      }),
      allow: manager,
    },
  ],
  [`${T}/exam/paper/delete`]: [
    { owner: 'teacher', body: async (w) => ({ paperId: await w.newPaper() }), allow: manager },
  ],

  // Online exams: exams and invigilation
  [`${T}/exam/create`]: [
    {
      owner: 'teacher',
      body: (w) => ({ ...examTerms(), paperId: w.paperId, classIds: [w.classA.id] }),
      allow: manager,
    },
    {
      name: "the owner's paper for the caller's own class",
      owner: 'teacher',
      body: (w, caller) => ({ ...examTerms(), paperId: w.paperId, classIds: [ownClassOf(w, 'teacher', caller)] }),
      allow: manager,
    },
    {
      name: 'an accommodation for a student of another school',
      owner: 'teacher',
      ownerExpect: 'denied',
      body: (w) => ({
        ...examTerms(),
        paperId: w.paperId,
        classIds: [w.classA.id],
        accommodations: [{ studentId: w.people.studentC.id, extraMinutes: 10 }],
      }),
    },
  ],
  [`${T}/exam/update`]: [
    {
      owner: 'teacher',
      body: (w) => ({ ...examTerms(), examId: w.examId, paperId: w.paperId }),
      allow: manager,
    },
    {
      name: "a colleague's paper",
      owner: 'teacher',
      ownerExpect: 'denied',
      body: async (w) => ({ ...examTerms(), examId: await w.newExam(), paperId: w.paperB }),
      allow: { managerSameSchool: "a manager reads the school's papers, so may give one to a class" },
    },
  ],
  [`${T}/exam/delete`]: [{ owner: 'teacher', body: async (w) => ({ examId: await w.newExam() }), allow: manager }],
  [`${T}/exam/list`]: [{ owner: 'teacher', body: (w) => ({ classId: w.classA.id }), allow: manager }],
  [`${T}/exam/accommodation`]: [
    {
      owner: 'teacher',
      body: (w) => ({ examId: w.examId, studentId: w.people.studentA.id, extraMinutes: 5 }),
      allow: manager,
    },
    {
      name: 'a student of another class',
      owner: 'teacher',
      ownerExpect: 'denied',
      body: (w) => ({ examId: w.examId, studentId: w.people.studentB.id, extraMinutes: 5 }),
    },
  ],
  [`${T}/exam/board`]: [{ owner: 'teacher', body: (w) => ({ examId: w.examId }), allow: manager }],
  [`${T}/exam/action`]: [
    { owner: 'teacher', body: (w) => ({ examId: w.examId, action: 'showDetails' }), allow: manager },
  ],
  [`${T}/exam/invigilate`]: [
    {
      owner: 'teacher',
      body: (w) => ({ examId: w.examId, studentId: w.people.studentA.id, action: 'unlock' }),
      allow: manager,
    },
    {
      name: 'a student of another class',
      owner: 'teacher',
      ownerExpect: 'denied',
      body: (w) => ({ examId: w.examId, studentId: w.people.studentB.id, action: 'unlock' }),
    },
  ],
  [`${T}/exam/audit`]: [{ owner: 'teacher', body: (w) => ({ examId: w.examId }), allow: manager }],
  [`${T}/exam/results`]: [{ owner: 'teacher', body: (w) => ({ examId: w.examId }), allow: manager }],
  [`${T}/exam/grade`]: [
    {
      owner: 'teacher',
      body: (w) => ({ attemptId: w.finishedExamAttempt, questionId: w.qa.id, score: 5, comment: 'Fair' }),
      allow: manager,
    },
    {
      name: 'a question of another paper',
      owner: 'teacher',
      ownerExpect: 'denied',
      body: async (w) => {
        const [question] = await w.t.db
          .select({ id: trainingQuestions.id })
          .from(trainingQuestions)
          .where(eq(trainingQuestions.trainingId, w.oral.id));
        return { attemptId: w.finishedExamAttempt, questionId: question?.id ?? 0, score: 5, comment: 'Fair' };
      },
    },
  ],
  [`${T}/exam/statistics`]: [{ owner: 'teacher', body: (w) => ({ examId: w.examId }), allow: manager }],
  [`${T}/exam/export`]: [{ owner: 'teacher', body: (w) => ({ examId: w.examId, scoreType: 0 }), allow: manager }],
  '/openApi/exam/report': [{ owner: 'student', body: (w) => ({ attemptId: w.finishedExamAttempt }), allow: manager }],

  // Online exams: the sitting
  [`${S}/exam/list`]: [{ owner: 'student', body: (w) => ({ classId: w.classA.id }), allow: classmate }],
  [`${S}/exam/elsewhere`]: [{ owner: 'student', body: (w) => ({ classId: w.classA.id }), allow: classmate }],
  [`${S}/exam/start`]: [{ owner: 'student', body: (w) => ({ examId: w.examId, device: 'walk' }), allow: classmate }],
  [`${S}/exam/sheet`]: [{ owner: 'student', body: (w) => ({ examId: w.examId }), allow: classmate }],
  [`${S}/exam/save`]: [
    {
      owner: 'student',
      body: (w) => ({ attemptId: w.examAttempt, questionId: w.choice.id, answer: { stu_answer: 'B' }, seq: 2 }),
      fileFields: FILES,
    },
  ],
  [`${S}/exam/submit`]: [
    { owner: 'student', body: async (w) => ({ attemptId: await w.startExam(await w.newExam()) }) },
  ],
  [`${S}/exam/focus`]: [{ owner: 'student', body: (w) => ({ attemptId: w.examAttempt, kind: 'blur' }) }],

  // Face check
  '/openApi/facialRecognition/image': [
    { owner: 'student', body: (w) => ({ filePath: w.facePath }), allow: manager, fileFields: 'walked' },
  ],
  '/openApi/facialRecognition/compareFace': [
    // An exam without the face check: the owner hears 409 before any engine runs.
    { owner: 'student', body: (w) => ({ examId: w.examId, image: 'data:image/jpeg;base64,AAAA' }), allow: classmate },
  ],
  '/openApi/facialRecognition/faceCheckStatus': [
    { owner: 'student', body: (w) => ({ examId: w.faceExam }), allow: classmate },
  ],
  [`${T}/exam/faceDetail`]: [
    { owner: 'teacher', body: (w) => ({ examId: w.faceExam, studentId: w.people.studentA.id }), allow: manager },
    {
      name: 'a student of another class',
      owner: 'teacher',
      ownerExpect: 'denied',
      body: (w) => ({ examId: w.faceExam, studentId: w.people.studentB.id }),
    },
  ],
  [`${T}/exam/faceWaive`]: [
    {
      owner: 'teacher',
      body: (w) => ({ examId: w.faceExam, studentId: w.people.studentA.id, reason: 'Camera broken' }),
      allow: manager,
    },
    {
      name: 'a student of another class',
      owner: 'teacher',
      ownerExpect: 'denied',
      body: (w) => ({ examId: w.faceExam, studentId: w.people.studentB.id, reason: 'Camera broken' }),
    },
  ],
};
