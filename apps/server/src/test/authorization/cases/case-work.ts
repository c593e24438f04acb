import { classmate, manager, T, type WalkCase } from './shared';

/** Case work (issue 16): the teacher's case answers and excellent marks, the class's excellent-case page. */
export const caseWorkCases: Record<string, WalkCase[]> = {
  [`${T}/training/caseAnswers`]: [
    { owner: 'teacher', body: (w) => ({ classId: w.classA.id, trainingId: w.bank.id }), allow: manager },
  ],
  [`${T}/training/markExcellent`]: [
    {
      owner: 'teacher',
      body: (w) => ({ attemptId: w.submittedAttempt, questionId: w.qa.id, excellent: false }),
      allow: manager,
    },
  ],
  [`${T}/training/comprehensiveCases`]: [{ owner: 'teacher', body: (w) => ({ classId: w.classA.id }), allow: manager }],
  // The class reads the answers its teacher chose: its students and the school's manager.
  '/openApi/training/excellentCases': [
    { owner: 'student', body: (w) => ({ classId: w.classA.id }), allow: { ...classmate, ...manager } },
  ],
};
