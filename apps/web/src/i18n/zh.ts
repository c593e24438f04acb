/** Chinese interface text, the default language. en.ts must have every key (its type checks it). */

import { zhAnalytics } from './zh-analytics';
import { zhAnswering } from './zh-answering';
import { zhAssistant } from './zh-assistant';
import { zhCaseWork } from './zh-case-work';
import { zhClassroom } from './zh-classroom';
import { zhCommon } from './zh-common';
import { zhCourseBuilder } from './zh-course-builder';
import { zhCourseHome } from './zh-course-home';
import { zhCourses } from './zh-courses';
import { zhDashboard } from './zh-dashboard';
import { zhDocuments } from './zh-documents';
import { zhExam } from './zh-exam';
import { zhGrades } from './zh-grades';
import { zhInteraction } from './zh-interaction';
import { zhLogin } from './zh-login';
import { zhLti } from './zh-lti';
import { zhManageStats } from './zh-manage-stats';
import { zhPreview } from './zh-preview';
import { zhResourcePool } from './zh-resource-pool';
import { zhSchoolAdmin } from './zh-school-admin';
import { zhSchoolSignIn } from './zh-school-sign-in';
import { zhSpeaking } from './zh-speaking';
import { zhTasks } from './zh-tasks';
import { zhTeaching } from './zh-teaching';
import { zhTraining } from './zh-training';
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
  ...zhSchoolSignIn,
  ...zhLti,
  ...zhCommon,
} as const;

/** The shape every language must fill: the same keys, any strings. */
export type Dictionary<T = typeof zh> = { [K in keyof T]: T[K] extends string ? string : Dictionary<T[K]> };
