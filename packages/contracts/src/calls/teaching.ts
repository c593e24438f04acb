/**
 * Teaching plans and what teachers teach (issue 17; designed calls, docs/api.md "Teaching plans"
 * and "Teacher teaching"), and the manager's school information (part 2 §2.3 /manage/information).
 * The teacher's plan calls are open to the school's staff (a manager writes plans too); the
 * /openApi/manage/ calls to the manager of the school only.
 */
import { defineContract } from '../api/contract';
import {
  ZManagedSchoolInfo,
  ZSchoolContactRequest,
  ZTeacherTeaching,
  ZTeacherTeachingRequest,
} from '../teacher-teaching';
import {
  ZPlan,
  ZPlanFile,
  ZPlanIdRequest,
  ZPlanListRequest,
  ZPlanOptions,
  ZPlanPage,
  ZSavePlanRequest,
} from '../teaching-plans';

const plan = '/openApi/teacher/teachingPlan';
const managePlan = '/openApi/manage/teachingPlan';

export const teachingCalls = {
  /** Terms, courses (those the caller teaches marked) and, for the manager, the school's authors. */
  planOptions: defineContract({ path: `${plan}/options`, access: 'staff', response: ZPlanOptions }),
  /** The caller's own plans and the school's plans. */
  myPlans: defineContract({ path: `${plan}/list`, access: 'staff', body: ZPlanListRequest, response: ZPlanPage }),
  /** One plan: the author's own, a school plan, or (the manager) any plan of the school. */
  planDetail: defineContract({ path: `${plan}/detail`, access: 'staff', body: ZPlanIdRequest, response: ZPlan }),
  /** The caller's own plan (a course is required), new or changed. */
  savePlan: defineContract({ path: `${plan}/save`, access: 'staff', body: ZSavePlanRequest, response: ZPlan }),
  deletePlan: defineContract({ path: `${plan}/delete`, access: 'staff', body: ZPlanIdRequest }),
  /** A plan document, multipart (the file alone): pdf, docx, xlsx or pptx by content, 20 MB at most. */
  uploadPlanFile: defineContract({ path: `${plan}/upload`, access: 'staff', multipart: true, response: ZPlanFile }),

  /** Every plan of the school, filtered by term, course, author or scope. */
  schoolPlans: defineContract({
    path: `${managePlan}/list`,
    access: 'manager',
    body: ZPlanListRequest,
    response: ZPlanPage,
  }),
  /** A school-level plan (the course may be left out), new or changed. */
  saveSchoolPlan: defineContract({
    path: `${managePlan}/save`,
    access: 'manager',
    body: ZSavePlanRequest,
    response: ZPlan,
  }),
  deleteSchoolPlan: defineContract({ path: `${managePlan}/delete`, access: 'manager', body: ZPlanIdRequest }),

  /** One teacher's tasks, lessons, exams, class figures and class settings with their changes. */
  teacherTeaching: defineContract({
    path: '/openApi/manage/teacherTeaching/detail',
    access: 'manager',
    body: ZTeacherTeachingRequest,
    response: ZTeacherTeaching,
  }),

  schoolInformation: defineContract({
    path: '/openApi/manage/school/information',
    access: 'manager',
    response: ZManagedSchoolInfo,
  }),
  /** The introduction and contact fields; the name, logo and zone stay the operator's. */
  saveSchoolInformation: defineContract({
    path: '/openApi/manage/school/saveInformation',
    access: 'manager',
    body: ZSchoolContactRequest,
    response: ZManagedSchoolInfo,
  }),
};
