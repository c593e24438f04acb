/** English interface text: every key of zh.ts, checked by the Dictionary type. */

import { enA11y } from './en-a11y';
import { enAnalytics } from './en-analytics';
import { enAnswering } from './en-answering';
import { enAssistant } from './en-assistant';
import { enCaseWork } from './en-case-work';
import { enClassroom } from './en-classroom';
import { enCommon } from './en-common';
import { enCompBoard } from './en-comp-board';
import { enCompetition } from './en-competition';
import { enCompetitionPublic } from './en-competition-public';
import { enCourseBuilder } from './en-course-builder';
import { enCourseHome } from './en-course-home';
import { enCourses } from './en-courses';
import { enDashboard } from './en-dashboard';
import { enDeviceCheck } from './en-device-check';
import { enDocuments } from './en-documents';
import { enExam } from './en-exam';
import { enGrades } from './en-grades';
import { enInteraction } from './en-interaction';
import { enLogin } from './en-login';
import { enLti } from './en-lti';
import { enManageStats } from './en-manage-stats';
import { enNegotiation } from './en-negotiation';
import { enPoolManage } from './en-pool-manage';
import { enPreview } from './en-preview';
import { enPublicPages } from './en-public-pages';
import { enPublicTour } from './en-public-tour';
import { enResourcePool } from './en-resource-pool';
import { enSchoolAdmin } from './en-school-admin';
import { enSchoolSignIn } from './en-school-sign-in';
import { enSpeaking } from './en-speaking';
import { enTasks } from './en-tasks';
import { enTeaching } from './en-teaching';
import { enTraining } from './en-training';
import { enVr } from './en-vr';
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
  ...enNegotiation,
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
  ...enVr,
  ...enPoolManage,
  ...enSchoolSignIn,
  ...enLti,
  ...enCompetition,
  ...enCompetitionPublic,
  ...enCompBoard,
  ...enDeviceCheck,
  ...enPublicPages,
  ...enPublicTour,
  ...enA11y,
  ...enCommon,
};
