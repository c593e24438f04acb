/**
 * Case work's calls (issue 16, designed: docs/api.md "Case work"): the teacher's case-analysis
 * answers of a class, choosing excellent cases, the class's excellent-case page, and the
 * comprehensive cases a teacher may give a class.
 */
import { z } from 'zod';
import { defineContract } from '../api/contract';
import {
  ZCaseAnswers,
  ZCaseAnswersRequest,
  ZComprehensiveCase,
  ZComprehensiveCasesRequest,
  ZExcellentCases,
  ZExcellentCasesRequest,
  ZMarkExcellentRequest,
  ZMarkExcellentResult,
} from '../trainings';

const teacher = '/openApi/teacher/training';

export const caseWorkCalls = {
  /** A case training's students with their latest written answers, grades and excellent marks. */
  caseAnswers: defineContract({
    path: `${teacher}/caseAnswers`,
    access: 'staff',
    body: ZCaseAnswersRequest,
    response: ZCaseAnswers,
  }),
  /** Chooses (or unchooses) a graded written answer as an excellent case of its class. */
  markExcellent: defineContract({
    path: `${teacher}/markExcellent`,
    access: 'teacher',
    body: ZMarkExcellentRequest,
    response: ZMarkExcellentResult,
  }),
  /** The excellent cases of a class: its students and staff read the answers the teacher chose. */
  excellentCases: defineContract({
    path: '/openApi/training/excellentCases',
    access: 'user',
    body: ZExcellentCasesRequest,
    response: ZExcellentCases,
  }),
  /** The comprehensive cases the teacher may give a class (the platform's and the school's). */
  comprehensiveCases: defineContract({
    path: `${teacher}/comprehensiveCases`,
    access: 'staff',
    body: ZComprehensiveCasesRequest,
    response: z.array(ZComprehensiveCase),
  }),
};
