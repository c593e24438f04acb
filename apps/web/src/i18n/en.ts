/** English interface text: every key of zh.ts, checked by the Dictionary type. */

import { enAnalytics } from './en-analytics';
import { enAnswering } from './en-answering';
import { enAssistant } from './en-assistant';
import { enCaseWork } from './en-case-work';
import { enClassroom } from './en-classroom';
import { enCommon } from './en-common';
import { enCourseBuilder } from './en-course-builder';
import { enCourseHome } from './en-course-home';
import { enCourses } from './en-courses';
import { enDashboard } from './en-dashboard';
import { enDocuments } from './en-documents';
import { enExam } from './en-exam';
import { enGrades } from './en-grades';
import { enInteraction } from './en-interaction';
import { enLogin } from './en-login';
import { enLti } from './en-lti';
import { enManageStats } from './en-manage-stats';
import { enPreview } from './en-preview';
import { enResourcePool } from './en-resource-pool';
import { enSchoolAdmin } from './en-school-admin';
import { enSchoolSignIn } from './en-school-sign-in';
import { enSpeaking } from './en-speaking';
import { enTasks } from './en-tasks';
import { enTeaching } from './en-teaching';
import { enTraining } from './en-training';
import type { Dictionary } from './zh';

export const en: Dictionary = {
  ...enLogin,
  ...enSchoolAdmin,
  ...enTeaching,
  ...enCourseBuilder,
  ...enCourses,
  ...enCourseHome,
  ...enDashboard,
  ...enAssistant,
  ...enTraining,
  ...enCaseWork,
  ...enSpeaking,
  ...enClassroom,
  ...enInteraction,
  ...enTasks,
  ...enExam,
  ...enGrades,
  ...enAnswering,
  ...enPreview,
  ...enAnalytics,
  ...enManageStats,
  ...enDocuments,
  ...enResourcePool,
  ...enSchoolSignIn,
  ...enLti,
  ...enCommon,
};
