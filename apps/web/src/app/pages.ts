/**
 * Every page, loaded lazily so each area is its own chunk and the login page stays small. A page
 * comes with the whole dictionary of the user's language (i18n/setup.ts); the login pages need
 * only the text loaded with the first page.
 */
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

export type LazyPage = LazyExoticComponent<ComponentType>;

/** i18n/setup.ts is in the first chunk already; imported on use so the route tables' tests need no DOM. */
export const whenDictionaryReady = (): Promise<void> => import('../i18n/setup').then((m) => m.whenDictionaryReady());

function page<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): LazyPage {
  return lazy(() => Promise.all([load(), whenDictionaryReady()]).then(([module]) => ({ default: module[name] })));
}

function loginPage<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): LazyPage {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}

export const Pages = {
  landing: loginPage(() => import('../areas/login/landing-page'), 'LandingPage'),
  schoolLogin: loginPage(() => import('../areas/login/school-login-page'), 'SchoolLoginPage'),
  schoolSignInReturn: loginPage(() => import('../areas/login/school-sign-in-return-page'), 'SchoolSignInReturnPage'),
  homeIndex: page(() => import('../areas/home/index-page'), 'HomeIndexPage'),
  lessonList: page(() => import('../areas/home/lesson-list-page'), 'LessonListPage'),
  newsList: page(() => import('../areas/home/news-list-page'), 'NewsListPage'),
  loudPractice: page(() => import('../areas/home/loud-practice-page'), 'LoudPracticePage'),
  platformList: page(() => import('../areas/platform/platform-list-page'), 'PlatformListPage'),
  myCourse: page(() => import('../areas/courses/my-course-page'), 'MyCoursePage'),
  studentTeaching: page(() => import('../areas/home/teaching-dashboard-page'), 'TeachingDashboardPage'),
  manageOverview: page(() => import('../areas/manage/overview-page'), 'ManageOverviewPage'),
  manageTeachers: page(() => import('../areas/manage/teachers-page'), 'ManageTeachersPage'),
  manageStudents: page(() => import('../areas/manage/students-page'), 'ManageStudentsPage'),
  manageClasses: page(() => import('../areas/manage/classes-page'), 'ManageClassesPage'),
  manageAudit: page(() => import('../areas/manage/audit-page'), 'ManageAuditPage'),
  manageNews: page(() => import('../areas/manage/news-manage-page'), 'NewsManagePage'),
  manageNewsEdit: page(() => import('../areas/manage/news-edit-page'), 'NewsEditPage'),
  manageUsage: page(() => import('../areas/manage/usage-statistics-page'), 'UsageStatisticsPage'),
  manageProgress: page(() => import('../areas/manage/progress-score-page'), 'ProgressScorePage'),
  manageClassCourses: page(() => import('../areas/manage/class-courses-page'), 'ClassCoursesPage'),
  manageStudentProgress: page(() => import('../areas/manage/student-progress-page'), 'StudentProgressPage'),
  manageTeaching: page(() => import('../areas/manage/teacher-teaching-page'), 'TeacherTeachingPage'),
  manageTeachingPlans: page(() => import('../areas/teaching-plans/manage-plans-page'), 'ManagePlansPage'),
  manageInformation: page(() => import('../areas/manage/information-page'), 'SchoolInformationPage'),
  builderIndex: page(() => import('../areas/course-builder/builder-index-page'), 'BuilderIndexPage'),
  builderSelectCopy: page(() => import('../areas/course-builder/select-copy-page'), 'SelectCopyPage'),
  builderEdit: page(() => import('../areas/course-builder/edit-course-page'), 'EditCoursePage'),
  builderPreview: page(() => import('../areas/course-builder/preview-page'), 'PreviewPage'),
  manageBuiltCourses: page(() => import('../areas/course-builder/manage-built-courses-page'), 'ManageBuiltCoursesPage'),
  teacherPlans: page(() => import('../areas/teaching-plans/teacher-plans-page'), 'TeacherPlansPage'),
  personalCentre: page(() => import('../areas/users/personal-centre-page'), 'PersonalCentrePage'),
  myCollection: page(() => import('../areas/users/my-collection-page'), 'MyCollectionPage'),
  messageCenter: page(() => import('../areas/messages/message-center-page'), 'MessageCenterPage'),
  studentCourse: page(() => import('../areas/courses/course-page'), 'StudentCoursePage'),
  classManage: page(() => import('../areas/classes/class-manage-page'), 'ClassManagePage'),
  studentManage: page(() => import('../areas/classes/student-manage-page'), 'StudentManagePage'),
  courseSetting: page(() => import('../areas/courses/course-setting-page'), 'CourseSettingPage'),
  knowledgeGraph: page(() => import('../areas/knowledge/knowledge-graph-page'), 'KnowledgeGraphPage'),
  schools: page(() => import('../areas/operator/schools-page'), 'SchoolsPage'),
  ltiPlatforms: page(() => import('../areas/lti/lti-platforms-page'), 'LtiPlatformsPage'),
  ltiOpen: page(() => import('../areas/lti/lti-open-page'), 'LtiOpenPage'),
  ltiPick: page(() => import('../areas/lti/lti-pick-page'), 'LtiPickPage'),
  assistantEngines: page(() => import('../features/assistant/engine-status-page'), 'EngineStatusPage'),
  trainingAnswer: page(() => import('../areas/trainings/answer-page'), 'TrainingAnswerPage'),
  trainingReport: page(() => import('../areas/trainings/report-page'), 'TrainingReportPage'),
  trainingHistory: page(() => import('../areas/trainings/history-page'), 'TrainingHistoryPage'),
  trainingFinished: page(() => import('../areas/trainings/history-page'), 'TrainingFinishedPage'),
  trainingList: page(() => import('../areas/trainings/list-page'), 'TrainingListPage'),
  dubList: page(() => import('../areas/trainings/dub-list-page'), 'DubListPage'),
  strengthen: page(() => import('../areas/trainings/strengthen-page'), 'StrengthenPage'),
  speakingPreview: page(() => import('../areas/trainings/preview-page'), 'SpeakingPreviewPage'),
  trainingPreview: page(() => import('../areas/trainings/training-preview-page'), 'TrainingPreviewPage'),
  speakingRank: page(() => import('../areas/trainings/rank-page'), 'SpeakingRankPage'),
  teacherPractical: page(() => import('../areas/trainings/practical-page'), 'TeacherPracticalPage'),
  teacherProgress: page(() => import('../areas/trainings/progress-page'), 'TeacherProgressPage'),
  teacherGrade: page(() => import('../areas/trainings/grade-page'), 'TeacherGradePage'),
  // Case work (issue 16): case-analysis answers and excellent cases, comprehensive cases.
  caseAnswers: page(() => import('../areas/case-work/case-answers-page'), 'CaseAnswersPage'),
  excellentCases: page(() => import('../areas/case-work/excellent-page'), 'ExcellentCasesPage'),
  comprehensiveCases: page(() => import('../areas/case-work/comprehensive-cases-page'), 'ComprehensiveCasesPage'),
  caseMain: page(() => import('../areas/case-work/case-main-page'), 'CaseMainPage'),
  caseTasks: page(() => import('../areas/case-work/case-tasks-page'), 'CaseTasksPage'),
  caseLinkFinished: page(() => import('../areas/case-work/case-link-finished-page'), 'CaseLinkFinishedPage'),
  onlineManage: page(() => import('../areas/online-lessons/online-manage-page'), 'OnlineManagePage'),
  classView: page(() => import('../areas/online-lessons/class-view-page'), 'ClassViewPage'),
  studentOnlineLesson: page(
    () => import('../areas/online-lessons/student-online-lesson-page'),
    'StudentOnlineLessonPage',
  ),
  lessonAnalyse: page(() => import('../areas/online-lessons/lesson-analyse-page'), 'LessonAnalysePage'),
  teacherInteraction: page(() => import('../areas/interaction/teacher-interaction-page'), 'TeacherInteractionPage'),
  studentInteraction: page(() => import('../areas/interaction/student-interaction-page'), 'StudentInteractionPage'),
  lessonScore: page(() => import('../areas/online-lessons/lesson-score-page'), 'LessonScorePage'),
  taskManage: page(() => import('../areas/tasks/task-manage-page'), 'TaskManagePage'),
  taskProgress: page(() => import('../areas/tasks/task-progress-page'), 'TaskProgressPage'),
  studentTasks: page(() => import('../areas/tasks/student-task-list-page'), 'StudentTaskListPage'),
  studentTaskAnswer: page(() => import('../areas/tasks/student-task-answer-page'), 'StudentTaskAnswerPage'),
  studentTaskSideReport: page(
    () => import('../areas/tasks/student-task-side-report-page'),
    'StudentTaskSideReportPage',
  ),
  studentTaskFinishedReport: page(
    () => import('../areas/tasks/student-task-finished-report-page'),
    'StudentTaskFinishedReportPage',
  ),
  lessonScoreManage: page(() => import('../areas/online-lessons/lesson-score-manage-page'), 'LessonScoreManagePage'),
  studentOnlineMain: page(() => import('../areas/online-lessons/student-online-main-page'), 'StudentOnlineMainPage'),
  teacherExams: page(() => import('../areas/exams/teacher-exam-index-page'), 'TeacherExamIndexPage'),
  invigilate: page(() => import('../areas/exams/invigilate-page'), 'InvigilatePage'),
  examResult: page(() => import('../areas/exams/result-page'), 'ExamResultPage'),
  examStatistics: page(() => import('../areas/exams/statistics-page'), 'ExamStatisticsPage'),
  examReport: page(() => import('../areas/exams/exam-report-page'), 'ExamReportPage'),
  studentExams: page(() => import('../areas/exams/student-exam-list-page'), 'StudentExamListPage'),
  examAnswer: page(() => import('../areas/exams/exam-answer-page'), 'ExamAnswerPage'),
  faceCheck: page(() => import('../areas/exams/face-check-page'), 'FaceCheckPage'),
  dataReport: page(() => import('../areas/analytics/data-report-page'), 'DataReportPage'),
  classCockpit: page(() => import('../areas/analytics/data-cockpit-page'), 'ClassCockpitPage'),
  schoolCockpit: page(() => import('../areas/analytics/data-cockpit-page'), 'SchoolCockpitPage'),
  studentEveryDay: page(() => import('../areas/analytics/student-every-day-page'), 'StudentEveryDayPage'),
  studentLearn: page(() => import('../areas/analytics/student-learn-page'), 'StudentLearnPage'),
  poolNoAuthority: page(() => import('../areas/resource-pool/no-authority-page'), 'PoolNoAuthorityPage'),
  poolHome: page(() => import('../areas/resource-pool/home-page'), 'PoolHomePage'),
  poolList: page(() => import('../areas/resource-pool/resource-list-page'), 'ResourceListPage'),
  poolSearch: page(() => import('../areas/resource-pool/search-page'), 'PoolSearchPage'),
  poolPersonal: page(() => import('../areas/resource-pool/personal-center-page'), 'PoolPersonalCenterPage'),
  poolMaterialPreview: page(() => import('../areas/resource-pool/material-preview-page'), 'MaterialPreviewPage'),
  poolTrainingPreview: page(
    () => import('../areas/resource-pool/training-resource-preview-page'),
    'TrainingResourcePreviewPage',
  ),
};
