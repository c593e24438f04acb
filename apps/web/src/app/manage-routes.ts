/**
 * The manager's area (part 2 §2.3): the school's overview, people and classes, news, statistics,
 * teaching and the school information, in the one route table (route-config.ts spreads them in;
 * the personal centre and the area's catch-all stay there, beside the other areas' own).
 */
import { Pages } from './pages';
import type { RouteEntry } from './route-config';

export const MANAGE_ROUTES: readonly RouteEntry[] = [
  { path: '/manage', shell: 'manage', redirect: '/manage/manage/index' },
  { path: '/manage/manage', shell: 'manage', redirect: '/manage/manage/index' },
  {
    path: '/manage/manage/index',
    shell: 'manage',
    page: Pages.manageOverview,
    menus: [{ menu: 'manage', label: 'schoolManage', order: 0 }],
  },
  // School administration (issue 24): routes of our design, the spec names none.
  {
    path: '/manage/manage/teachers',
    shell: 'manage',
    page: Pages.manageTeachers,
    menus: [{ menu: 'manage', label: 'manageTeachers', order: 1 }],
  },
  {
    path: '/manage/manage/students',
    shell: 'manage',
    page: Pages.manageStudents,
    menus: [{ menu: 'manage', label: 'manageStudents', order: 2 }],
  },
  {
    path: '/manage/manage/classes',
    shell: 'manage',
    page: Pages.manageClasses,
    menus: [{ menu: 'manage', label: 'manageClasses', order: 3 }],
  },
  {
    path: '/manage/manage/audit',
    shell: 'manage',
    page: Pages.manageAudit,
    menus: [{ menu: 'manage', label: 'manageAudit', order: 4 }],
  },
  {
    path: '/manage/manage/newsManage',
    shell: 'manage',
    page: Pages.manageNews,
    menus: [{ menu: 'manage', label: 'manageNews', order: 5 }],
  },
  // Writing one item (?newsId= to edit): reached from newsManage, no menu entry of its own.
  { path: '/manage/manage/dataCockpit', shell: 'bare', page: Pages.schoolCockpit },
  {
    path: '/manage/manage/newCreated',
    shell: 'manage',
    page: Pages.manageNewsEdit,
    menuOf: '/manage/manage/newsManage',
  },
  // Usage statistics and progress (part 2 §2.3): the drill-down pages open from progress_score.
  {
    path: '/manage/manage/usage_statistics',
    shell: 'manage',
    page: Pages.manageUsage,
    menus: [{ menu: 'manage', label: 'manageUsage', order: 6, group: 'manageStatsGroup' }],
  },
  {
    path: '/manage/manage/progress_score',
    shell: 'manage',
    page: Pages.manageProgress,
    menus: [{ menu: 'manage', label: 'manageProgress', order: 7, group: 'manageStatsGroup' }],
  },
  {
    path: '/manage/manage/class_courses_list',
    shell: 'manage',
    page: Pages.manageClassCourses,
    menus: [{ menu: 'manage', label: 'manageClassCourses', order: 8, group: 'manageStatsGroup' }],
  },
  {
    path: '/manage/manage/practical_skills_student_progress_details',
    shell: 'manage',
    page: Pages.manageStudentProgress,
    menuOf: '/manage/manage/progress_score',
  },
  // Issue 17: what teachers teach, teaching plans and the school information.
  {
    path: '/manage/manage/teacher_teaching',
    shell: 'manage',
    page: Pages.manageTeaching,
    menus: [{ menu: 'manage', label: 'manageTeaching', order: 9, group: 'manageTeachingGroup' }],
  },
  {
    path: '/manage/manage/teachingPlan',
    shell: 'manage',
    page: Pages.manageTeachingPlans,
    menus: [{ menu: 'manage', label: 'manageTeachingPlan', order: 10, group: 'manageTeachingGroup' }],
  },
  // Issue 18: the courses the school's teachers built.
  {
    path: '/manage/manage/teacher_building_courses',
    shell: 'manage',
    page: Pages.manageBuiltCourses,
    menus: [{ menu: 'manage', label: 'manageBuildingCourses', order: 10.5, group: 'manageTeachingGroup' }],
  },
  {
    path: '/manage/information',
    shell: 'manage',
    page: Pages.manageInformation,
    menus: [{ menu: 'manage', label: 'manageInformation', order: 11 }],
  },
];
