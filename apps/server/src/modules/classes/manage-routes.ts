/** A teacher's class management (contracts: calls/classes.ts; part 2 §2.1 classManage, studentManage). */
import { classCalls } from '@lingua/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/database';
import { defineRoute } from '../../platform/route';
import { setClassCourse } from './class-course';
import { resetClassStudentPassword } from './class-student-account';
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
  defineRoute(app, db, classCalls.teacherLessonList, ({ user, ctx }) => listTeacherLessons(db, user, ctx.language));
  defineRoute(app, db, classCalls.classList, ({ user, ctx }) => listManagedClasses(db, user, ctx.language));
  defineRoute(app, db, classCalls.createClass, ({ user, body }) =>
    createClass(db, user, body.className, body.courseId),
  );
  defineRoute(app, db, classCalls.renameClass, ({ user, body }) => renameClass(db, user, body.classId, body.className));
  defineRoute(app, db, classCalls.closeClass, ({ user, body }) => closeClass(db, user, body.classId));
  defineRoute(app, db, classCalls.addStudent, ({ user, body }) =>
    addStudentByMobile(db, user, body.classId, body.mobile),
  );
  defineRoute(app, db, classCalls.removeStudent, ({ user, body }) =>
    removeStudent(db, user, body.classId, body.studentId),
  );
  defineRoute(app, db, classCalls.resetStudentPassword, ({ user, body }) =>
    resetClassStudentPassword(db, user, body.classId, body.studentId),
  );
  defineRoute(app, db, classCalls.setClassCourse, ({ user, body }) =>
    setClassCourse(db, user, body.classId, body.courseId),
  );
}
