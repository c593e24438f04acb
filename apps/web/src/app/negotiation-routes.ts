/**
 * Negotiation contests (issue 20 item 5) in the one route table (route-config.ts spreads them
 * in): the teacher's contests (nav 2_119) and one contest's pages (part 2 §2.1), the student's
 * contest pages, and the public /negotiation page (part 2 §2.2).
 */
import { Pages } from './pages';
import type { RouteEntry } from './route-config';

const DETAILS = '/teacher/negotiations-details/index';

export const NEGOTIATION_TEACHER_ROUTES: readonly RouteEntry[] = [
  { path: '/teacher/negotiations', shell: 'teacher', redirect: '/teacher/negotiations/index' },
  { path: '/teacher/negotiations/index', shell: 'teacher', page: Pages.teacherNegotiations },
  // The contest and its children teamDetails, simulation, plaCompetition and review (`?id=`).
  ...['', '/teamDetails', '/simulation', '/plaCompetition', '/review'].map(
    (child): RouteEntry => ({
      path: `${DETAILS}${child}`,
      shell: 'teacher',
      page: Pages.teacherNegotiationDetails,
      menuOf: '/teacher/negotiations/index',
    }),
  ),
];

/** The student's contests and one contest (`?id=`): brief, simulation, platform round, results. */
export const NEGOTIATION_STUDENT_ROUTES: readonly RouteEntry[] = [
  {
    path: '/student/teaching/negotiation',
    shell: 'student',
    page: Pages.studentNegotiation,
    menus: [{ menu: 'studentDefault', label: 'negotiation', order: 5 }],
  },
];

export const NEGOTIATION_PUBLIC_ROUTES: readonly RouteEntry[] = [
  { path: '/negotiation', shell: 'publicFrame', page: Pages.publicNegotiation },
];
