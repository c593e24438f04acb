/** /openApi/teacher/manage/class/*: a teacher's class management (part 2 §2.1 classManage, studentManage). */
import {
  ZClassIdRequest,
  ZClassStudentRequest,
  ZCreateClassRequest,
  ZRemoveStudentRequest,
  ZRenameClassRequest,
} from '@lingua/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/database';
import { defineRoute } from '../../platform/route';
import {
  addStudentByMobile,
  closeClass,
  createClass,
  listManagedClasses,
  listTeacherLessons,
  removeStudent,
  renameClass,
} from './manage-classes';

export function registerClassManageRoutes(app: FastifyInstance, db: Db): void {
  const base = '/openApi/teacher/manage/class';
  defineRoute(app, db, {
    path: '/openApi/resourceManage/lesson/teacherLessonList',
    access: 'staff',
    handler: ({ ctx }) => listTeacherLessons(db, ctx.language),
  });
  defineRoute(app, db, {
    path: `${base}/classList`,
    access: 'staff',
    handler: ({ user, ctx }) => listManagedClasses(db, user, ctx.language),
  });
  defineRoute(app, db, {
    path: `${base}/createClass`,
    access: 'teacher',
    body: ZCreateClassRequest,
    handler: ({ user, body }) => createClass(db, user, body.className, body.courseId),
  });
  defineRoute(app, db, {
    path: `${base}/renameClass`,
    access: 'staff',
    body: ZRenameClassRequest,
    handler: ({ user, body }) => renameClass(db, user, body.classId, body.className),
  });
  defineRoute(app, db, {
    path: `${base}/closeClass`,
    access: 'staff',
    body: ZClassIdRequest,
    handler: ({ user, body }) => closeClass(db, user, body.classId),
  });
  defineRoute(app, db, {
    path: `${base}/addStudent`,
    access: 'staff',
    body: ZClassStudentRequest,
    handler: ({ user, body }) => addStudentByMobile(db, user, body.classId, body.mobile),
  });
  defineRoute(app, db, {
    path: `${base}/removeStudent`,
    access: 'staff',
    body: ZRemoveStudentRequest,
    handler: ({ user, body }) => removeStudent(db, user, body.classId, body.studentId),
  });
}
