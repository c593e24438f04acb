/**
 * The application catalogue: every nav type code of part 2 §2.1 with its route, and the
 * platforms of part 1 §1. Server (what a school has) and web (where a click goes) share it.
 */
export interface AppDefinition {
  type: string;
  router: string;
  /** i18n key of its name in the language map. */
  nameKey: string;
  /** Hidden when the project sub-type is cloud internship (part 2 §2.1, 2_115). */
  hiddenForCloud?: boolean;
  /**
   * False while the product has no pages for it yet: shown as not opened to every school, so a
   * menu item is open only when what it opens works. Set it true (remove it) with the pages.
   */
  built?: false;
}

export const HOME_ROUTE_TEACHER = '/teacher/myCourse/index';

export const TEACHER_APPS: readonly AppDefinition[] = [
  { type: '2_111', router: '/teacher/practicals', nameKey: 'app.2_111' },
  { type: '2_101', router: '/teacher/taskManage/index', nameKey: 'app.2_101' },
  { type: '2_115', router: '/manage/manage/index', nameKey: 'app.2_115', hiddenForCloud: true },
  { type: '2_102', router: '/teacher/onlineManage/index', nameKey: 'app.2_102' },
  // Intelligent course creation (issue 18 item 5) and resource management: the resource pool (issue 18).
  { type: '2_113', router: '/teacher/intellectCourseCreate/index', nameKey: 'app.2_113' },
  { type: '2_114', router: '/teacher/resourseManage?tab=1', nameKey: 'app.2_114' },
  // Negotiation contests: the competition platform (issue 20).
  { type: '2_119', router: '/teacher/negotiations/index', nameKey: 'app.2_119' },
  { type: '2_120', router: '/teacher/testInOnlineExamsdex?tab_index=0', nameKey: 'app.2_120' },
];

/** Function permission codes (part 1 §6, part 2 §2.8). */
export const FUNCTION_CODES = ['3_115', '3_116', '3_117', '1_99', '1_1', '1_103', '1_98', '4_118'] as const;
export type TFunctionCode = (typeof FUNCTION_CODES)[number];

/** Platform type codes of part 1 §1 with their public entry page. */
export interface PlatformDefinition {
  code: number;
  key: string;
  entryPath: string;
  projectType: string;
  projectSubType?: string;
}
export const PLATFORMS: readonly PlatformDefinition[] = [
  {
    code: 8,
    key: 'practice_teaching',
    entryPath: '/practice_teaching',
    projectType: 'int_edu',
    projectSubType: 'PRACTICAL_TEACHING',
  },
  {
    code: 10,
    key: 'workplace_skills',
    entryPath: '/workplace_skills',
    projectType: 'int_edu',
    projectSubType: 'SKILLS_TRAINING',
  },
  { code: 3, key: 'dynamic_exam_evaluation', entryPath: '/dynamic_exam_evaluation', projectType: 'int_dyn_exam' },
  { code: 4, key: 'simulation_test', entryPath: '/simulation_test', projectType: 'int_vr' },
  { code: 2, key: 'resource_library', entryPath: '/resource_library', projectType: 'resource' },
  {
    code: 9,
    key: 'cloud_internship',
    entryPath: '/cloud_internship',
    projectType: 'int_edu',
    projectSubType: 'CLOUD_INTERNSHIP',
  },
  { code: 7, key: 'competition', entryPath: '/competition', projectType: 'int_ability' },
  { code: 11, key: 'cross_border_e-commerce', entryPath: '/cross_border_e-commerce', projectType: 'int_live' },
];

/** Part 2 §9.1: the paths that pass the login guard without a token. */
export const PUBLIC_PATHS: readonly string[] = [
  '/login',
  '/loginpage',
  '/liveLogin',
  '/recordTools2',
  '/fore_lang_train',
  '/contest_registration',
  '/contest_registration_wx',
  '/sdcomp_login',
  '/drawLotteryRaffle',
  '/practice_teaching',
  '/workplace_skills',
  '/cross_border_e-commerce',
  '/dynamic_exam_evaluation',
  '/simulation_test',
  '/resource_library',
  '/cloud_internship',
  '/sch_team',
  '/hbzy_login',
  '/cqwy_login',
  '/gdgydx_login',
  '/recordTools',
  '/quick_login',
  '/mechanism_login',
  '/competition/content',
  '/compscore',
  '/test',
  '/competition',
  '/negotiation',
  '/find_score',
  '/find_certificate',
  '/zyzvr',
  '/competition_enroll_info',
  '/img_positioning',
  // Not the spec's: where the school's own sign-in (issue 22) comes back from its IdP.
  '/school_sign_in/callback',
  // Not in the spec: an LTI launch's landing page, which brings its own one-time code (issue 22).
  '/lti/open',
];

/** Exact match, as the original guard compares the path. */
export function isPublicPath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return PUBLIC_PATHS.includes(path);
}
