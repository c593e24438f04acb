/** Classes as the foundation serves them; the courses issue adds management. */
import {
  ZClassIdRequest,
  ZJoinClassRequest,
  ZNowClassRequest,
  ZTeacherClassListRequest,
  ZUpdateDefaultSelectRequest,
} from '@lingua/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/database';
import { defineRoute } from '../../platform/route';
import { getClassDetail, getVisibleClassSummary, listVisibleClasses } from './class-queries';
import { getNowClass, saveDefaultClass } from './current-class';
import { joinClassByCode, previewClassByCode } from './join-class';
import { regenerateClassCode } from './regenerate-class-code';
import { listSchoolTeachers, listTeacherClasses } from './school-teachers';

export function registerClassRoutes(app: FastifyInstance, db: Db): void {
  defineRoute(app, db, {
    path: '/openApi/overall/getClassResource',
    access: 'user',
    handler: ({ user }) => listVisibleClasses(db, user),
  });

  defineRoute(app, db, {
    path: '/openApi/teacher/manage/class/classDetail',
    access: 'staff',
    body: ZClassIdRequest,
    handler: ({ user, body }) => getClassDetail(db, user, body.classId),
  });

  defineRoute(app, db, {
    path: '/openApi/student/index/addClassByCode',
    access: 'student',
    body: ZJoinClassRequest,
    handler: ({ user, body }) => joinClassByCode(db, user, body.classCode),
  });

  defineRoute(app, db, {
    path: '/openApi/student/index/toBeAddedClassList',
    access: 'student',
    body: ZJoinClassRequest,
    handler: ({ user, body, ctx }) => previewClassByCode(db, user, body.classCode, ctx.language),
  });

  defineRoute(app, db, {
    path: '/openApi/student/index/classInfo',
    access: 'student',
    body: ZClassIdRequest,
    handler: ({ user, body }) => getVisibleClassSummary(db, user, body.classId),
  });

  defineRoute(app, db, {
    path: '/openApi/teacher/manage/class/regenerateClassCode',
    access: 'staff',
    body: ZClassIdRequest,
    handler: ({ user, body }) => regenerateClassCode(db, user, body.classId),
  });

  defineRoute(app, db, {
    path: '/openApi/overall/getNowClassId',
    access: 'user',
    body: ZNowClassRequest,
    handler: ({ user, body }) => getNowClass(db, user, body.classType),
  });

  defineRoute(app, db, {
    path: '/openApi/overall/updateDefaultSelect',
    access: 'user',
    body: ZUpdateDefaultSelectRequest,
    handler: ({ user, body }) => saveDefaultClass(db, user, body.code, body.value),
  });

  defineRoute(app, db, {
    path: '/openApi/dynExamTeacher/manage/school/teacherNameList',
    access: 'manager',
    handler: ({ user }) => listSchoolTeachers(db, user),
  });

  defineRoute(app, db, {
    path: '/openApi/dynExamTeacher/manage/school/teacherClassList',
    access: 'manager',
    body: ZTeacherClassListRequest,
    handler: ({ user, body }) => listTeacherClasses(db, user, body.userId),
  });
}
