/** Teaching plans, teacher teaching and the school information (contracts: calls/teaching.ts). */
import { teachingCalls } from '@lingua/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/database';
import { defineRoute } from '../../platform/route';
import type { FileStorage } from '../../platform/storage';
import { deletePlan, getPlan, listPlans, planOptions, savePlan, uploadPlanFile } from './plans';
import { getSchoolInformation, saveSchoolInformation } from './school-information';
import { getTeacherTeaching } from './teacher-teaching';

export function registerTeachingRoutes(app: FastifyInstance, db: Db, storage: FileStorage): void {
  defineRoute(app, db, teachingCalls.planOptions, ({ user, ctx }) => planOptions(db, user, ctx.language));
  defineRoute(app, db, teachingCalls.myPlans, ({ user, body, ctx }) => listPlans(db, user, body, ctx.language, 'mine'));
  defineRoute(app, db, teachingCalls.planDetail, ({ user, body, ctx }) => getPlan(db, user, body.planId, ctx.language));
  defineRoute(app, db, teachingCalls.savePlan, ({ user, body, ctx }) =>
    savePlan(db, user, body, 'teacher', ctx.language),
  );
  defineRoute(app, db, teachingCalls.deletePlan, async ({ user, body }) => {
    await deletePlan(db, user, body.planId, 'teacher');
    return null;
  });
  defineRoute(app, db, teachingCalls.uploadPlanFile, ({ req }) => uploadPlanFile(req, storage));

  defineRoute(app, db, teachingCalls.schoolPlans, ({ user, body, ctx }) =>
    listPlans(db, user, body, ctx.language, 'school'),
  );
  defineRoute(app, db, teachingCalls.saveSchoolPlan, ({ user, body, ctx }) =>
    savePlan(db, user, body, 'school', ctx.language),
  );
  defineRoute(app, db, teachingCalls.deleteSchoolPlan, async ({ user, body }) => {
    await deletePlan(db, user, body.planId, 'school');
    return null;
  });

  defineRoute(app, db, teachingCalls.teacherTeaching, ({ user, body, ctx }) =>
    getTeacherTeaching(db, user, body.teacherId, ctx.language),
  );
  defineRoute(app, db, teachingCalls.schoolInformation, ({ user, ctx }) =>
    getSchoolInformation(db, user, ctx.language),
  );
  defineRoute(app, db, teachingCalls.saveSchoolInformation, ({ user, body, ctx }) =>
    saveSchoolInformation(db, user, body, ctx.language),
  );
}
