/** Chinese interface text, the default language. en.ts must have every key (its type checks it). */

import { zhA11y } from './zh-a11y';
import { zhAnalytics } from './zh-analytics';
import { zhAnswering } from './zh-answering';
import { zhAssistant } from './zh-assistant';
import { zhCaseWork } from './zh-case-work';
import { zhClassroom } from './zh-classroom';
import { zhCommon } from './zh-common';
import { zhCompBoard } from './zh-comp-board';
import { zhCompetition } from './zh-competition';
import { zhCompetitionPublic } from './zh-competition-public';
import { zhCourseBuilder } from './zh-course-builder';
import { zhCourseHome } from './zh-course-home';
import { zhCourses } from './zh-courses';
import { zhDashboard } from './zh-dashboard';
import { zhDeviceCheck } from './zh-device-check';
import { zhDocuments } from './zh-documents';
import { zhExam } from './zh-exam';
import { zhGrades } from './zh-grades';
import { zhInteraction } from './zh-interaction';
import { zhLogin } from './zh-login';
import { zhLti } from './zh-lti';
import { zhManageStats } from './zh-manage-stats';
import { zhNegotiation } from './zh-negotiation';
import { zhPoolManage } from './zh-pool-manage';
import { zhPreview } from './zh-preview';
import { zhPublicPages } from './zh-public-pages';
import { zhPublicTour } from './zh-public-tour';
import { zhResourcePool } from './zh-resource-pool';
import { zhSchoolAdmin } from './zh-school-admin';
import { zhSchoolSignIn } from './zh-school-sign-in';
import { zhSpeaking } from './zh-speaking';
import { zhTasks } from './zh-tasks';
import { zhTeaching } from './zh-teaching';
import { zhTraining } from './zh-training';
import { zhVr } from './zh-vr';
export const zh = {
  ...zhLogin,
  ...zhSchoolAdmin,
  ...zhTeaching,
  ...zhCourseBuilder,
  ...zhCourses,
  ...zhCourseHome,
  ...zhDashboard,
  ...zhAssistant,
  ...zhTraining,
  ...zhCaseWork,
  ...zhNegotiation,
  ...zhSpeaking,
  ...zhClassroom,
  ...zhInteraction,
  ...zhTasks,
  ...zhExam,
  ...zhGrades,
  ...zhAnswering,
  ...zhPreview,
  ...zhAnalytics,
  ...zhManageStats,
  ...zhDocuments,
  ...zhResourcePool,
  ...zhVr,
  ...zhPoolManage,
  ...zhSchoolSignIn,
  ...zhLti,
  ...zhCompetition,
  ...zhCompetitionPublic,
  ...zhCompBoard,
  ...zhDeviceCheck,
  ...zhPublicPages,
  ...zhPublicTour,
  ...zhA11y,
  ...zhCommon,
} as const;

/** The shape every language must fill: the same keys, any strings. */
export type Dictionary<T = typeof zh> = { [K in keyof T]: T[K] extends string ? string : Dictionary<T[K]> };
