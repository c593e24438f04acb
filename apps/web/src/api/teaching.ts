/** Teaching plans, teacher teaching and the school information (contracts: calls/teaching.ts). */
import { type BodyOf, teachingCalls } from '@lingua/contracts';
import { call, upload } from './client';

export const teachingApi = {
  planOptions: () => call(teachingCalls.planOptions),
  myPlans: (body: BodyOf<typeof teachingCalls.myPlans>) => call(teachingCalls.myPlans, body),
  planDetail: (planId: number) => call(teachingCalls.planDetail, { planId }),
  savePlan: (body: BodyOf<typeof teachingCalls.savePlan>) => call(teachingCalls.savePlan, body),
  deletePlan: (planId: number) => call(teachingCalls.deletePlan, { planId }),
  uploadPlanFile: (file: File) => upload(teachingCalls.uploadPlanFile, file, {}),
  schoolPlans: (body: BodyOf<typeof teachingCalls.schoolPlans>) => call(teachingCalls.schoolPlans, body),
  saveSchoolPlan: (body: BodyOf<typeof teachingCalls.saveSchoolPlan>) => call(teachingCalls.saveSchoolPlan, body),
  deleteSchoolPlan: (planId: number) => call(teachingCalls.deleteSchoolPlan, { planId }),
  teacherTeaching: (teacherId: number) => call(teachingCalls.teacherTeaching, { teacherId }),
  schoolInformation: () => call(teachingCalls.schoolInformation),
  saveSchoolInformation: (body: BodyOf<typeof teachingCalls.saveSchoolInformation>) =>
    call(teachingCalls.saveSchoolInformation, body),
};
