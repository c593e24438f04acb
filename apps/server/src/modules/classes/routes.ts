/** The classes a user sees, the current class, joining by code, the manager's teacher lists (contracts: calls/classes.ts). */
import { classCalls } from '@lingua/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/database';
import { defineRoute } from '../../platform/route';
import { getReadableClass } from './class-policy';
import { getClassDetail, listVisibleClasses } from './class-queries';
import { getNowClass, saveDefaultClass } from './current-class';
import { joinClassByCode, previewClassByCode } from './join-class';
import { regenerateClassCode } from './regenerate-class-code';
import { listSchoolTeachers, listTeacherClasses } from './school-teachers';

export function registerClassRoutes(app: FastifyInstance, db: Db): void {
  defineRoute(app, db, classCalls.classResource, ({ user }) => listVisibleClasses(db, user));
  defineRoute(app, db, classCalls.classDetail, ({ user, body }) => getClassDetail(db, user, body.classId));
  defineRoute(app, db, classCalls.addClassByCode, ({ user, body }) => joinClassByCode(db, user, body.classCode));
  defineRoute(app, db, classCalls.toBeAddedClassList, ({ user, body, ctx }) =>
    previewClassByCode(db, user, body.classCode, ctx.language),
  );
  defineRoute(app, db, classCalls.classInfo, ({ user, body }) => getReadableClass(db, user, body.classId));
  defineRoute(app, db, classCalls.regenerateClassCode, ({ user, body }) => regenerateClassCode(db, user, body.classId));
  defineRoute(app, db, classCalls.nowClass, ({ user, body }) => getNowClass(db, user, body.classType));
  defineRoute(app, db, classCalls.updateDefaultSelect, ({ user, body }) =>
    saveDefaultClass(db, user, body.code, body.value),
  );
  defineRoute(app, db, classCalls.teacherNameList, ({ user }) => listSchoolTeachers(db, user));
  defineRoute(app, db, classCalls.teacherClassList, ({ user, body }) => listTeacherClasses(db, user, body.userId));
}
