/**
 * Group and case work (issue 16) in the one route table (route-config.ts spreads them in): case
 * analysis with its excellent answers, the comprehensive cases (kind multiple) and the interactive
 * group training (kind interaction). The training families' own routes stay in route-config.ts.
 */
import { CaseRoutes } from '@lingua/contracts';
import { Pages } from './pages';
import type { RouteEntry } from './route-config';

/** The interaction pages of part 1 §2 that the training route table does not list. */
const INTERACTION_STUDENT_PAGES = ['interactionHome', 'interactionDetails', 'interactionStart', 'interactionScoring'];
/** The teacher's interaction pages of part 2 §2.1 (interactionCase and its pages). */
const INTERACTION_TEACHER_PAGES = [
  'interactionCase',
  'interactionGroup',
  'interactionDoing',
  'interactionAnswer',
  'interactionComment',
  'interactionHistory',
  'interactionRank',
];

/** The teacher's pages (part 2 §2.1). */
export const GROUP_WORK_TEACHER_ROUTES: readonly RouteEntry[] = [
  // The interactive group training: the case list, and one activity's pages by tab.
  ...INTERACTION_TEACHER_PAGES.map(
    (name): RouteEntry => ({ path: `/teacher/practicals/${name}`, shell: 'teacher', page: Pages.teacherInteraction }),
  ),
  { path: '/teacher/practicals/analysisCase', shell: 'teacher', page: Pages.teacherPractical },
  // Case work (issue 16): each student's case analysis with grading and excellent marks; the
  // comprehensive cases of a class and their progress.
  { path: '/teacher/practicals/analysisCaseList', shell: 'teacher', page: Pages.caseAnswers },
  { path: '/teacher/practicals/multipleCase', shell: 'teacher', page: Pages.comprehensiveCases },
  { path: '/teacher/practicals/mutipleCaseList', shell: 'teacher', page: Pages.comprehensiveCases },
];

/** The student's pages that the training route table does not serve (part 1 §2). */
export const GROUP_WORK_STUDENT_ROUTES: readonly RouteEntry[] = [
  // A comprehensive case's own pages: the case with its links, a link's tasks, a link finished.
  ...CaseRoutes.map(
    (r): RouteEntry => ({
      path: r.path,
      shell: 'student',
      page: r.page === 'main' ? Pages.caseMain : r.page === 'tasks' ? Pages.caseTasks : Pages.caseLinkFinished,
    }),
  ),
  ...INTERACTION_STUDENT_PAGES.map(
    (name): RouteEntry => ({ path: `/student/practicals/${name}`, shell: 'student', page: Pages.studentInteraction }),
  ),
];

/** The pages of the role-based area (part 2 §2.6). */
export const GROUP_WORK_ROLE_ROUTES: readonly RouteEntry[] = [
  // Excellent cases (part 2 §2.6): the class's students and staff read the answers its teacher chose.
  { path: '/sjjx/tea_case_analysis_excellent', shell: 'role', page: Pages.excellentCases },
  { path: '/sjjx/tea/pra_teaching/analysisCase', shell: 'role', page: Pages.teacherPractical },
  { path: '/sjjx/tea/pra_teaching/multipleCase', shell: 'role', page: Pages.comprehensiveCases },
];
