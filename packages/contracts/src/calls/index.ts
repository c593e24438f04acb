/**
 * Every call's contract, one table per domain. `allCalls` is what the server's route test
 * compares with the routes it registered: every contract has a route, every route a contract.
 */
import type { AnyContract } from '../api/contract';
import { analyticsCalls } from './analytics';
import { assistantCalls } from './assistant';
import { authCalls } from './auth';
import { caseWorkCalls } from './case-work';
import { certificateCalls } from './certificates';
import { classCalls } from './classes';
import { competitionPublicCalls } from './competition-public';
import { competitionCalls } from './competitions';
import { courseBuilderCalls } from './course-builder';
import { courseCalls } from './courses';
import { dataCockpitCalls } from './data-cockpit';
import { deviceCheckCalls } from './device-check';
import { documentCalls } from './documents';
import { examFaceCalls } from './exam-face';
import { examCalls } from './exams';
import { externalPageCalls } from './external-pages';
import { gradeBookCalls } from './grade-book';
import { homeCalls } from './home';
import { interactionCalls } from './interaction';
import { knowledgeCalls } from './knowledge';
import { lotteryCalls } from './lottery';
import { ltiCalls } from './lti';
import { manageCalls } from './manage';
import { manageStatsCalls } from './manage-stats';
import { messageCalls } from './messages';
import { negotiationCalls } from './negotiations';
import { newsCalls } from './news';
import { onlineLessonCalls } from './online-lessons';
import { publicContentCalls } from './public-content';
import { resourcePoolCalls } from './resource-pool';
import { schoolSignInCalls } from './school-sign-in';
import { schoolCalls } from './schools';
import { speakingCalls } from './speaking';
import { taskCalls } from './tasks';
import { teachingCalls } from './teaching';
import { trainingCalls } from './trainings';
import { userCalls } from './users';
import { vrSceneCalls } from './vr-scenes';

export { analyticsCalls } from './analytics';
export { assistantCalls } from './assistant';
export { authCalls } from './auth';
export { caseWorkCalls } from './case-work';
export { certificateCalls } from './certificates';
export { classCalls } from './classes';
export { competitionPublicCalls } from './competition-public';
export { competitionCalls } from './competitions';
export { courseBuilderCalls } from './course-builder';
export { courseCalls } from './courses';
export { dataCockpitCalls } from './data-cockpit';
export { deviceCheckCalls } from './device-check';
export { documentCalls } from './documents';
export { examFaceCalls } from './exam-face';
export { examCalls } from './exams';
export { externalPageCalls } from './external-pages';
export { gradeBookCalls } from './grade-book';
export { homeCalls } from './home';
export { interactionCalls } from './interaction';
export { knowledgeCalls } from './knowledge';
export { lotteryCalls } from './lottery';
export { ltiCalls } from './lti';
export { manageCalls } from './manage';
export { manageStatsCalls } from './manage-stats';
export { messageCalls } from './messages';
export { negotiationCalls } from './negotiations';
export { newsCalls } from './news';
export { onlineLessonCalls } from './online-lessons';
export { publicContentCalls } from './public-content';
export { resourcePoolCalls } from './resource-pool';
export { schoolSignInCalls } from './school-sign-in';
export { schoolCalls } from './schools';
export { speakingCalls } from './speaking';
export { taskCalls } from './tasks';
export { teachingCalls } from './teaching';
export { trainingCalls } from './trainings';
export { userCalls } from './users';
export { vrSceneCalls } from './vr-scenes';

export const callTables: Record<string, Record<string, AnyContract>> = {
  auth: authCalls,
  users: userCalls,
  schools: schoolCalls,
  schoolSignIn: schoolSignInCalls,
  home: homeCalls,
  messages: messageCalls,
  news: newsCalls,
  manage: manageCalls,
  manageStats: manageStatsCalls,
  classes: classCalls,
  courses: courseCalls,
  courseBuilder: courseBuilderCalls,
  knowledge: knowledgeCalls,
  tasks: taskCalls,
  teaching: teachingCalls,
  trainings: trainingCalls,
  caseWork: caseWorkCalls,
  speaking: speakingCalls,
  assistant: assistantCalls,
  exams: examCalls,
  examFace: examFaceCalls,
  onlineLessons: onlineLessonCalls,
  interaction: interactionCalls,
  negotiations: negotiationCalls,
  analytics: analyticsCalls,
  gradeBook: gradeBookCalls,
  dataCockpit: dataCockpitCalls,
  documents: documentCalls,
  resourcePool: resourcePoolCalls,
  vrScenes: vrSceneCalls,
  lti: ltiCalls,
  lottery: lotteryCalls,
  certificates: certificateCalls,
  competitionPublic: competitionPublicCalls,
  deviceCheck: deviceCheckCalls,
  externalPages: externalPageCalls,
  publicContent: publicContentCalls,
  competitions: competitionCalls,
};

export const allCalls: AnyContract[] = Object.values(callTables).flatMap((table) => Object.values(table));
export { renderCallReference } from './reference';
