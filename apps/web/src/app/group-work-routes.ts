/**
 * Group and case work (issue 16) in the one route table (route-config.ts spreads them in): case
 * analysis with its excellent answers, the comprehensive cases (kind multiple) and the interactive
 * group training (kind interaction), in the practicals area (part 1 §2, part 2 §2.1), the
 * practice-teaching area (part 2 §2.6), the course builder's preview, the personal centre and the
 * workplace-skills teacher area (§2.8). The training families' own routes stay in route-config.ts.
 */
import { CaseRoutes, familyRouteOf } from '@lingua/contracts';
import { STUDENT_SJJX_PATHS } from '../areas/interaction/student-paths';
import { TEACHER_INTERACTION_PATHS } from '../areas/interaction/teacher-paths';
import { Pages } from './pages';
import type { RouteEntry } from './route-config';

/** The interaction pages of part 1 §2 that the training route table does not list. */
const INTERACTION_STUDENT_PAGES = ['interactionHome', 'interactionDetails', 'interactionStart', 'interactionScoring'];

/** A comprehensive case's (and a case analysis's) pages under the other areas' names (part 1 §2, part 2 §2.6). */
const CASE_ANSWER = '/student/practicals/multipleMain';
const CASE_REPORT = familyRouteOf('multiple', 'report');
const CASE_HISTORY = familyRouteOf('multiple', 'history');
const CASE_PAGES_ELSEWHERE: readonly [string, string][] = [
  ['/student/center/comprehensiveAnswer', CASE_ANSWER],
  ['/student/center/comprehensiveReport', CASE_REPORT],
  ['/student/center/comprehensiveHistory', CASE_HISTORY],
  ['/user/xy_assistant/comprehensiveAnswer', CASE_ANSWER],
  ['/user/xy_assistant/comprehensiveReport', CASE_REPORT],
  ['/user/xy_assistant/comprehensiveHistory', CASE_HISTORY],
  ['/sjjx/comprehensive_case_answer', CASE_ANSWER],
  ['/sjjx/comprehensive_case_report', CASE_REPORT],
  ['/sjjx/courses/comprehensive_case', '/student/practicals/index/multiple'],
  // Case analysis under the practice-teaching area's names: the kind's list, answer and report
  // pages, and the teacher's grading of one answer.
  ['/sjjx/courses/case_analysis', '/student/practicals/index/caseAnalysis'],
  ['/sjjx/case_analysis_answer', '/student/practicals/caseAnalysisAnswer'],
  ['/sjjx/case_analysis_report', '/student/practicals/caseAnalysisReport'],
  ['/sjjx/tea/case_analysis_report', '/teacher/practicals/analysisCaseReport'],
];

/** The teacher's pages (part 2 §2.1). */
export const GROUP_WORK_TEACHER_ROUTES: readonly RouteEntry[] = [
  // The interactive group training: the case list with its histories, and one activity's views
  // (the practice-teaching area's twins are in the role routes below).
  ...TEACHER_INTERACTION_PATHS.filter((path) => path.startsWith('/teacher/')).map(
    (path): RouteEntry => ({ path, shell: 'teacher', page: Pages.teacherInteraction }),
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
  ...CASE_PAGES_ELSEWHERE.filter(([path]) => path.startsWith('/student/')).map(
    ([path, redirect]): RouteEntry => ({ path, shell: 'student', redirect }),
  ),
];

/** The pages of the role-based areas (part 2 §2.6, §2.8, /user). */
export const GROUP_WORK_ROLE_ROUTES: readonly RouteEntry[] = [
  // Excellent cases (part 2 §2.6): the class's students and staff read the answers its teacher chose.
  { path: '/sjjx/tea_case_analysis_excellent', shell: 'role', page: Pages.excellentCases },
  { path: '/sjjx/tea/pra_teaching/analysisCase', shell: 'role', page: Pages.teacherPractical },
  { path: '/sjjx/tea/pra_teaching/multipleCase', shell: 'role', page: Pages.comprehensiveCases },
  // The interactive training's teacher pages (interactive_training_*) and the student's (§2.6).
  ...TEACHER_INTERACTION_PATHS.filter((path) => path.startsWith('/sjjx/')).map(
    (path): RouteEntry => ({ path, shell: 'role', page: Pages.teacherInteraction }),
  ),
  { path: '/sjjx/tea/interactive_training_preview', shell: 'role', page: Pages.scenarioPreview },
  ...STUDENT_SJJX_PATHS.map((path): RouteEntry => ({ path, shell: 'role', page: Pages.studentInteraction })),
  // The course builder's preview of a course's trainings (with their key) and interaction scenario.
  ...['bu_cou_pre_practical', 'bu_cou_pre_analysis_case', 'bu_cou_pre_multiple_case'].map(
    (child): RouteEntry => ({
      path: `/sjjx/building_courses_preview/index/${child}`,
      shell: 'role',
      page: Pages.trainingPreview,
    }),
  ),
  // The built course's test papers as its students see them (issue 18).
  {
    path: '/sjjx/building_courses_preview/index/bu_cou_pre_subject_test',
    shell: 'role',
    page: Pages.builderSubjectTest,
  },
  {
    path: '/sjjx/building_courses_preview/index/bu_cou_pre_interaction_case',
    shell: 'role',
    page: Pages.scenarioPreview,
  },
  // Workplace skills (§2.8): the comprehensive cases of a class, and one case with its tasks and key.
  { path: '/wskills-tea/mutiple-case-list', shell: 'role', page: Pages.comprehensiveCases },
  { path: '/wskills-tea/mutiple-case-detail', shell: 'role', page: Pages.trainingPreview },
  ...CASE_PAGES_ELSEWHERE.filter(([path]) => !path.startsWith('/student/')).map(
    ([path, redirect]): RouteEntry => ({ path, shell: 'role', redirect }),
  ),
];
