/**
 * THE route table: the router and every menu that is not the server's (student, mode, manager,
 * operator and home navigation) are built from this one array. An entry without a page renders the
 * honest "not open yet" state inside its shell.
 */

import { CaseRoutes, isOpenKind, SpeakingRoutes, type TPageFamily, TrainingRoutes } from '@lingua/contracts';
import { PRACTICAL_REPORTS } from '../areas/analytics/report-paths';
import { COMPETITION_PUBLIC_ROUTES } from './competition-public-routes';
import { COMPETITION_ROUTES } from './competition-routes';
import { GROUP_WORK_ROLE_ROUTES, GROUP_WORK_STUDENT_ROUTES, GROUP_WORK_TEACHER_ROUTES } from './group-work-routes';
import { SIGNED_IN_LATER } from './later-routes';
import { MANAGE_ROUTES } from './manage-routes';
import {
  NEGOTIATION_PUBLIC_ROUTES,
  NEGOTIATION_STUDENT_ROUTES,
  NEGOTIATION_TEACHER_ROUTES,
} from './negotiation-routes';
import { type LazyPage, Pages } from './pages';
import { RESOURCE_POOL_ROUTES } from './resource-pool-routes';
import type { MenuEntry, MenuId, MenuSlot, RouteEntry } from './route-types';
import { SIGN_IN_ROUTES } from './sign-in-routes';

export type { MenuEntry, MenuId, MenuSlot, NavLabelKey, RouteEntry, ShellId } from './route-types';

const TRAINING_PAGES: Record<TPageFamily, LazyPage> = {
  answer: Pages.trainingAnswer,
  report: Pages.trainingReport,
  history: Pages.trainingHistory,
  finished: Pages.trainingFinished,
};

// Last in every menu, after the areas' own entries (the manager's run to 12).
const centre = (menus: MenuId[]): MenuSlot[] => menus.map((menu) => ({ menu, label: 'personalCentre', order: 99 }));

export const ROUTES: readonly RouteEntry[] = [
  ...SIGN_IN_ROUTES,
  ...NEGOTIATION_PUBLIC_ROUTES,
  ...COMPETITION_PUBLIC_ROUTES,

  { path: '/', shell: 'home', redirect: '/index' },
  { path: '/index', shell: 'home', page: Pages.homeIndex, menus: [{ menu: 'home', label: 'home', order: 0 }] },
  { path: '/lessonList', shell: 'home', page: Pages.lessonList, menus: [{ menu: 'home', label: 'courses', order: 1 }] },
  { path: '/newsList', shell: 'home', page: Pages.newsList, menus: [{ menu: 'home', label: 'news', order: 2 }] },
  {
    path: '/loudPractice',
    shell: 'home',
    page: Pages.loudPractice,
    menus: [{ menu: 'home', label: 'loudPractice', order: 3 }],
  },
  { path: '/platform_list', shell: 'home', page: Pages.platformList },

  { path: '/teacher', shell: 'teacher', redirect: '/teacher/myCourse/index' },
  { path: '/teacher/myCourse', shell: 'teacher', redirect: '/teacher/myCourse/index' },
  {
    path: '/teacher/myCourse/index',
    shell: 'teacher',
    page: Pages.myCourse,
    menus: [{ menu: 'teacherDefault', label: 'myCourses', order: 0 }],
  },
  { path: '/teacher/vr', shell: 'teacher', menus: [{ menu: 'teacherVirtual', label: 'experiments', order: 0 }] },
  { path: '/teacher/vrManage', shell: 'teacher', menus: [{ menu: 'teacherVirtual', label: 'vrManage', order: 1 }] },
  { path: '/teacher/exam', shell: 'teacher', menus: [{ menu: 'teacherExam', label: 'examManage', order: 0 }] },
  {
    path: '/teacher/test',
    shell: 'teacher',
    redirect: '/teacher/testInOnlineExamsdex/index',
    menus: [{ menu: 'teacherExam', label: 'onlineExam', order: 1 }],
  },
  // Online exams (issue 6): the nav's 2_120 entry, its children, and the teaching-area twins.
  { path: '/teacher/testInOnlineExamsdex', shell: 'teacher', redirect: '/teacher/testInOnlineExamsdex/index' },
  ...['index', 'testCreater'].flatMap((p): RouteEntry[] => [
    { path: `/teacher/testInOnlineExamsdex/${p}`, shell: 'teacher', page: Pages.teacherExams },
  ]),
  { path: '/teacher/teaching/testIndex', shell: 'teacher', page: Pages.teacherExams },
  { path: '/teacher/teaching/testCreater', shell: 'teacher', page: Pages.teacherExams },
  { path: '/teacher/teaching/subjectTest', shell: 'teacher', page: Pages.teacherExams },
  { path: '/teacher/practicals/subjectTest', shell: 'teacher', page: Pages.teacherExams },
  { path: '/sjjx/tea/pra_teaching/subjectTest', shell: 'role', page: Pages.teacherExams },
  { path: '/examination/tea', shell: 'teacher', page: Pages.teacherExams },
  { path: '/examination/testCreater', shell: 'teacher', page: Pages.teacherExams },
  { path: '/examination/testInvigilate', shell: 'teacher', page: Pages.invigilate },
  { path: '/examination/testResult', shell: 'teacher', page: Pages.examResult },
  { path: '/examination/reports', shell: 'teacher', page: Pages.examResult },
  { path: '/examination/statistics', shell: 'teacher', page: Pages.examStatistics },
  ...['/teacher/testInOnlineExamsdex', '/teacher/teaching'].flatMap((base): RouteEntry[] => [
    { path: `${base}/testInvigilate`, shell: 'teacher', page: Pages.invigilate },
    { path: `${base}/testResult`, shell: 'teacher', page: Pages.examResult },
    { path: `${base}/teOnlineTestAnswer`, shell: 'teacher', page: Pages.examReport },
    { path: `${base}/teOnlineTestAnswerReport`, shell: 'teacher', page: Pages.examReport },
    { path: `${base}/statisticalReport`, shell: 'teacher', page: Pages.examStatistics },
    { path: `${base}/statisticalReport/:tab`, shell: 'teacher', page: Pages.examStatistics },
  ]),
  {
    path: '/teacher/center',
    shell: 'teacher',
    page: Pages.personalCentre,
    menus: centre(['teacherVirtual', 'teacherExam']),
  },
  { path: '/teacher/myCourse/knowledgeGraph', shell: 'teacher', page: Pages.knowledgeGraph },
  // Class management lives in the practicals and teaching areas alike (part 2 §2.1).
  { path: '/teacher/practicals/classManage', shell: 'teacher', page: Pages.classManage },
  { path: '/teacher/practicals/studentManage', shell: 'teacher', page: Pages.studentManage },
  { path: '/teacher/teaching/classManage', shell: 'teacher', page: Pages.classManage },
  { path: '/teacher/practicals', shell: 'teacher', redirect: '/teacher/practicals/practical' },
  { path: '/teacher/practicals/practical', shell: 'teacher', page: Pages.teacherPractical },
  { path: '/teacher/practicals/stuPracticalProcess', shell: 'teacher', page: Pages.teacherProgress },
  { path: '/teacher/practicals/practiceStudentList', shell: 'teacher', page: Pages.teacherProgress },
  { path: '/teacher/practicals/practicalTea', shell: 'teacher', page: Pages.teacherGrade },
  // The teacher's preview of role dialogues and role plays (machine voices, no recording).
  { path: '/teacher/practicals/rolePlayPreview', shell: 'teacher', page: Pages.speakingPreview },
  // The teacher's preview of any training, with its answer key behind a switch (issue 19 item 6).
  { path: '/teacher/practicals/trainingPreview', shell: 'teacher', page: Pages.trainingPreview },
  // Case analysis and skills pages of part 2 §2.1 are the same three views over their trainings.
  ...GROUP_WORK_TEACHER_ROUTES,
  ...NEGOTIATION_TEACHER_ROUTES,
  { path: '/teacher/practicals/multipleProcess', shell: 'teacher', page: Pages.teacherProgress },
  { path: '/teacher/practicals/stuPracticalProcessLeaf', shell: 'teacher', page: Pages.teacherProgress },
  { path: '/teacher/practicals/analysisProcess', shell: 'teacher', page: Pages.teacherProgress },
  { path: '/teacher/practicals/skillProcess', shell: 'teacher', page: Pages.teacherProgress },
  { path: '/teacher/practicals/analysisCaseDetail', shell: 'teacher', page: Pages.teacherProgress },
  { path: '/teacher/practicals/analysisCaseReport', shell: 'teacher', page: Pages.teacherGrade },
  { path: '/teacher/teaching/studentManage', shell: 'teacher', page: Pages.studentManage },
  { path: '/teacher/practicals/courseSetting', shell: 'teacher', page: Pages.courseSetting },
  { path: '/teacher/teaching/courseSetting', shell: 'teacher', page: Pages.courseSetting },
  // Teaching plans (issue 17, our design): reached from the course settings of a class.
  { path: '/teacher/teaching/teachingPlan', shell: 'teacher', page: Pages.teacherPlans },
  // Teaching tasks (issue 8): the nav's 2_101 entry and its twins in the teaching area.
  { path: '/teacher/taskManage', shell: 'teacher', redirect: '/teacher/taskManage/index' },
  { path: '/teacher/taskManage/index', shell: 'teacher', page: Pages.taskManage },
  { path: '/teacher/taskManage/task_stu_process', shell: 'teacher', page: Pages.taskProgress },
  { path: '/teacher/taskManage/task_stu_process_details', shell: 'teacher', page: Pages.taskProgress },
  { path: '/teacher/taskManage/taskRate', shell: 'teacher', page: Pages.taskProgress },
  { path: '/teacher/teaching/taskManage', shell: 'teacher', page: Pages.taskManage },
  { path: '/teacher/teaching/taskRate', shell: 'teacher', page: Pages.taskProgress },
  // The online classroom (issue 8): the nav's 2_102 entry and its twins in the teaching area.
  { path: '/teacher/onlineManage', shell: 'teacher', redirect: '/teacher/onlineManage/index' },
  { path: '/teacher/onlineManage/index', shell: 'teacher', page: Pages.onlineManage },
  { path: '/teacher/onlineManage/classView', shell: 'teacher', page: Pages.classView },
  { path: '/teacher/teaching/onlineManage', shell: 'teacher', page: Pages.onlineManage },
  { path: '/teacher/teaching/onlineHistory', shell: 'teacher', page: Pages.onlineManage },
  { path: '/teacher/teaching/classView', shell: 'teacher', page: Pages.classView },
  { path: '/teacher/practicals/lessonScoreManage', shell: 'teacher', page: Pages.lessonScoreManage },
  { path: '/teacher/teaching/lessonScoreManage', shell: 'teacher', page: Pages.lessonScoreManage },
  // The course grade's weights (customization) open over the same grade book.
  { path: '/teacher/practicals/customization', shell: 'teacher', page: Pages.lessonScoreManage },
  // The class data report (issue 17): one page, its tab in the route, the class in ?classId=.
  { path: '/teacher/teaching/dataReport', shell: 'teacher', redirect: '/teacher/teaching/dataReport/achievement' },
  // The teacher's learning analysis (learnAnalyse, learnAnalysManage) is the class data report.
  { path: '/teacher/teaching/learnAnalyse', shell: 'teacher', redirect: '/teacher/teaching/dataReport/achievement' },
  // The data cockpit is a full-screen projector page: no shell chrome (the page has its own exit).
  { path: '/teacher/practicals/dataCockpit', shell: 'bare', page: Pages.classCockpit },
  { path: '/teacher/practicals/learnAnalysManage', shell: 'teacher', redirect: '/teacher/practicals/achievement' },
  { path: '/teacher/teaching/dataReport/:tab', shell: 'teacher', page: Pages.dataReport },
  ...PRACTICAL_REPORTS.map(
    (tab): RouteEntry => ({ path: `/teacher/practicals/${tab}`, shell: 'teacher', page: Pages.dataReport }),
  ),
  // Intelligent course creation (issue 18, part 2 §2.1 2_113); the preview (§2.6) opens in the caller's shell.
  { path: '/teacher/intellectCourseCreate', shell: 'teacher', redirect: '/teacher/intellectCourseCreate/index' },
  { path: '/teacher/intellectCourseCreate/index', shell: 'teacher', page: Pages.builderIndex },
  { path: '/teacher/intellectCourseCreate/selectCopyCourse', shell: 'teacher', page: Pages.builderSelectCopy },
  { path: '/teacher/intellectCourseCreate/editCourse', shell: 'teacher', page: Pages.builderEdit },
  { path: '/sjjx/building_courses_preview/index', shell: 'role', page: Pages.builderPreview },
  { path: '/teacher/*', shell: 'teacher' },

  { path: '/student', shell: 'student', redirect: '/student/teaching/index' },
  { path: '/student/teaching', shell: 'student', redirect: '/student/teaching/index' },
  {
    path: '/student/practicals',
    shell: 'student',
    page: Pages.studentCourse,
    menus: [{ menu: 'studentDefault', label: 'practice', order: 0 }],
  },
  { path: '/student/practicals/index/practical', shell: 'student', page: Pages.studentCourse },
  // index/{name} for any other name: that training kind's list (part 1 §2).
  { path: '/student/practicals/index/:name', shell: 'student', page: Pages.trainingList },
  { path: '/student/practicals/practical_exercises', shell: 'student', page: Pages.trainingList },
  // Speech practice's list (part 1 §2) is its kind's list.
  {
    path: '/student/practicals/speechPractical',
    shell: 'student',
    redirect: '/student/practicals/index/speechPractical',
  },
  // The four page families of every training kind, from the one table; kinds not open yet say so.
  // Interactive group training (issue 16 item 3) has its own pages: one activity at its phase.
  ...TrainingRoutes.filter((r) => !CaseRoutes.some((c) => c.path === r.path)).map(
    (r): RouteEntry => ({
      path: r.path,
      shell: 'student',
      page:
        r.kind === 'interaction' ? Pages.studentInteraction : isOpenKind(r.kind) ? TRAINING_PAGES[r.family] : undefined,
    }),
  ),
  ...GROUP_WORK_STUDENT_ROUTES,
  ...NEGOTIATION_STUDENT_ROUTES,
  // The speaking kinds' other pages: ranks, and role choice, preview and learn pages (the answer page).
  // DubSelect is the dubbing clips' list; DubList and DubList2 the class's finished dubs.
  { path: '/student/practicals/oralSkillDubSelect', shell: 'student', redirect: '/student/practicals/index/dubbing' },
  ...SpeakingRoutes.filter((r) => !r.path.endsWith('DubSelect')).map(
    (r): RouteEntry => ({
      path: r.path,
      shell: 'student',
      page:
        r.page === 'rank'
          ? Pages.speakingRank
          : r.page === 'dubList'
            ? Pages.dubList
            : r.page === 'strengthen'
              ? Pages.strengthen
              : r.page === 'preview'
                ? Pages.speakingPreview
                : TRAINING_PAGES.answer,
    }),
  ),
  {
    path: '/student/teaching/index',
    shell: 'student',
    page: Pages.studentTeaching,
    menus: [{ menu: 'studentDefault', label: 'teaching', order: 1 }],
  },
  {
    path: '/student/teaching/onlineLesson',
    shell: 'student',
    page: Pages.studentOnlineLesson,
    menus: [{ menu: 'studentDefault', label: 'onlineClassroom', order: 2 }],
  },
  { path: '/student/teaching/onlineHistory', shell: 'student', page: Pages.studentOnlineLesson },
  {
    path: '/student/teaching/task',
    shell: 'student',
    page: Pages.studentTasks,
    menus: [{ menu: 'studentDefault', label: 'tasks', order: 3 }],
  },
  { path: '/student/teaching/taskAnswer', shell: 'student', page: Pages.studentTaskAnswer },
  { path: '/student/teaching/taskAnswerReport', shell: 'student', page: Pages.studentTaskAnswer },
  { path: '/student/teaching/taskLlAnswerReport', shell: 'student', page: Pages.studentTaskSideReport },
  { path: '/student/teaching/taskFinishedReport', shell: 'student', page: Pages.studentTaskFinishedReport },
  { path: '/student/teaching/onlineMain', shell: 'student', page: Pages.studentOnlineMain },
  { path: '/student/teaching/onlineMainHistory', shell: 'student', page: Pages.studentOnlineMain },
  { path: '/student/teaching/lessonAnalyse', shell: 'student', page: Pages.lessonAnalyse },
  { path: '/student/teaching/lessonScore', shell: 'student', page: Pages.lessonScore },
  { path: '/student/teaching/everyDay', shell: 'student', page: Pages.studentEveryDay },
  { path: '/student/teaching/learnAnalyse', shell: 'student', page: Pages.studentLearn },
  { path: '/student/vr', shell: 'student', menus: [{ menu: 'studentVirtual', label: 'experiments', order: 0 }] },
  { path: '/student/exam', shell: 'student', menus: [{ menu: 'studentExam', label: 'assessment', order: 0 }] },
  {
    path: '/student/test',
    shell: 'student',
    page: Pages.studentExams,
    menus: [{ menu: 'studentExam', label: 'onlineExam', order: 1 }],
  },
  {
    path: '/student/teaching/testIndex',
    shell: 'student',
    page: Pages.studentExams,
    menus: [{ menu: 'studentDefault', label: 'onlineExam', order: 4 }],
  },
  { path: '/student/teaching/subjectTest', shell: 'student', page: Pages.studentExams },
  { path: '/student/teaching/subjectTestHistory', shell: 'student', page: Pages.studentExams },
  { path: '/student/teaching/subjectTestAnswer', shell: 'student', page: Pages.examAnswer },
  { path: '/student/teaching/subjectTestAnswerReport', shell: 'student', page: Pages.examReport },
  { path: '/student/teaching/subjectTestFinishedReport', shell: 'student', page: Pages.examReport },
  // The examination area of part 2 §2.5: the same exam pages under their own paths.
  { path: '/examination/stu', shell: 'student', page: Pages.studentExams },
  { path: '/examination/faceCheck', shell: 'student', page: Pages.faceCheck },
  { path: '/examination/onlineTestAnswer', shell: 'student', page: Pages.examAnswer },
  { path: '/examination/onlineTestAnswerReport', shell: 'student', page: Pages.examReport },
  { path: '/student/teaching/testFaceCheck3V2', shell: 'student', page: Pages.faceCheck },
  { path: '/student/teaching/onlineTestAnswer', shell: 'student', page: Pages.examAnswer },
  { path: '/student/teaching/onlineTestAnswerReport', shell: 'student', page: Pages.examReport },
  {
    path: '/student/center',
    shell: 'student',
    page: Pages.personalCentre,
    menus: centre(['studentDefault', 'studentVirtual', 'studentExam']),
  },
  { path: '/student/*', shell: 'student' },

  ...MANAGE_ROUTES,
  { path: '/manage/center', shell: 'manage', page: Pages.personalCentre, menus: centre(['manage']) },
  { path: '/manage/*', shell: 'manage' },

  { path: '/operator', shell: 'operator', redirect: '/operator/schools' },
  {
    path: '/operator/schools',
    shell: 'operator',
    page: Pages.schools,
    menus: [{ menu: 'operator', label: 'schools', order: 0 }],
  },
  {
    path: '/operator/assistantEngines',
    shell: 'operator',
    page: Pages.assistantEngines,
    menus: [{ menu: 'operator', label: 'assistantEngines', order: 1 }],
  },
  {
    path: '/operator/ltiPlatforms',
    shell: 'operator',
    page: Pages.ltiPlatforms,
    menus: [{ menu: 'operator', label: 'ltiPlatforms', order: 2 }],
  },
  { path: '/operator/*', shell: 'operator' },
  // LTI 1.3: a launch from Moodle or Canvas lands here (public: it brings its own one-time code),
  // and an instructor's deep-linking launch picks its training here.
  { path: '/lti/open', shell: 'bare', page: Pages.ltiOpen },
  { path: '/lti/pick', shell: 'bare', page: Pages.ltiPick },

  { path: '/user', shell: 'role', redirect: '/user/info' },
  { path: '/user/info', shell: 'role', page: Pages.personalCentre },
  { path: '/user/message_center', shell: 'role', page: Pages.messageCenter },
  { path: '/user/my_collection', shell: 'role', page: Pages.myCollection },
  // School announcements: the school's published news, unread ones marked (the home's newsList page).
  { path: '/user/school_announcement', shell: 'role', page: Pages.newsList },
  { path: '/user/*', shell: 'role' },
  { path: '/sjjx/knowledge_graph', shell: 'role', redirect: '/sjjx/knowledge_graph/index' },
  { path: '/sjjx/knowledge_graph/index', shell: 'role', page: Pages.knowledgeGraph },
  // The five children (know_gra_subject_test, know_gra_practical, ...) and pro open the same viewer.
  { path: '/sjjx/knowledge_graph/index/:child', shell: 'role', page: Pages.knowledgeGraph },
  { path: '/sjjx/knowledge_graph/pro', shell: 'role', page: Pages.knowledgeGraph },
  { path: '/sjjx/courses/online_classroom', shell: 'role', page: Pages.studentOnlineLesson },
  { path: '/sjjx/online_classroom_main', shell: 'role', page: Pages.studentOnlineMain },
  { path: '/sjjx/tea/on_line_classroom', shell: 'role', page: Pages.onlineManage },
  { path: '/sjjx/tea/task_manage', shell: 'role', page: Pages.taskManage },
  { path: '/sjjx/courses/teaching_tasks', shell: 'role', page: Pages.studentTasks },
  ...GROUP_WORK_ROLE_ROUTES,
  ...RESOURCE_POOL_ROUTES,
  ...COMPETITION_ROUTES,
  ...SIGNED_IN_LATER.map((path): RouteEntry => ({ path, shell: 'role' })),
];

/** The menu entry a page without one of its own belongs to (`menuOf`), if it declares one. */
export function menuOwnerOf(pathname: string): string | undefined {
  return ROUTES.find((r) => r.path === pathname)?.menuOf;
}

/** The items of one menu, in order, straight from the route table. */
export function menuEntries(menu: MenuId): MenuEntry[] {
  const found: (MenuEntry & { order: number })[] = [];
  for (const route of ROUTES) {
    for (const slot of route.menus ?? []) {
      if (slot.menu === menu) {
        found.push({ key: route.path, path: route.path, label: slot.label, order: slot.order, group: slot.group });
      }
    }
  }
  return found.sort((a, b) => a.order - b.order).map(({ order: _order, ...entry }) => entry);
}
