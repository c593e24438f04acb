/** Manager mode calls (contracts: calls/manage.ts): the overview and the school administration. */
import { manageCalls } from '@lingua/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/database';
import { defineRoute } from '../../platform/route';
import { readUploadedXlsx } from '../../platform/spreadsheet/uploaded-xlsx';
import { resetPassword, setUserStatus } from './accounts';
import { exportAuditEntries, listAuditEntries } from './audit-list';
import {
  changeTeacher,
  createSchoolClass,
  exportSchoolClasses,
  listSchoolClasses,
  setArchived,
} from './school-classes';
import { getSchoolOverview } from './school-overview';
import { exportStudents, listStudents, moveStudent } from './students';
import { addTeacher, exportTeachers, importTeachers, listTeachers, teacherTemplate } from './teachers';

export function registerManageRoutes(app: FastifyInstance, db: Db): void {
  defineRoute(app, db, manageCalls.schoolOverview, ({ user }) => getSchoolOverview(db, user.schoolId));

  defineRoute(app, db, manageCalls.teacherList, ({ user, body, ctx }) =>
    listTeachers(db, user, body.keyword, ctx.language),
  );
  defineRoute(app, db, manageCalls.addTeacher, ({ user, body }) => addTeacher(db, user, body));
  defineRoute(app, db, manageCalls.teacherImportTemplate, ({ ctx }) => teacherTemplate(ctx.language));
  defineRoute(app, db, manageCalls.importTeachers, async ({ req, user, ctx }) =>
    importTeachers(
      db,
      user,
      (await readUploadedXlsx(req, { maxMb: 2, notXlsxKey: 'teachersNotXlsx' })).bytes,
      ctx.language,
    ),
  );
  defineRoute(app, db, manageCalls.exportTeachers, ({ user, body, ctx }) =>
    exportTeachers(db, user, body.keyword, ctx.language),
  );

  defineRoute(app, db, manageCalls.studentList, ({ user, body, ctx }) => listStudents(db, user, body, ctx.language));
  defineRoute(app, db, manageCalls.exportStudents, ({ user, body, ctx }) =>
    exportStudents(db, user, body, ctx.language),
  );
  defineRoute(app, db, manageCalls.moveStudent, ({ user, body }) => moveStudent(db, user, body));

  defineRoute(app, db, manageCalls.setUserStatus, ({ user, body }) =>
    setUserStatus(db, user, body.userId, body.status),
  );
  defineRoute(app, db, manageCalls.resetPassword, ({ user, body }) => resetPassword(db, user, body.userId));

  defineRoute(app, db, manageCalls.classList, ({ user, body, ctx }) =>
    listSchoolClasses(db, user, body.scope, ctx.language),
  );
  defineRoute(app, db, manageCalls.createClass, ({ user, body }) => createSchoolClass(db, user, body));
  defineRoute(app, db, manageCalls.changeTeacher, ({ user, body, ctx }) =>
    changeTeacher(db, user, body.classId, body.teacherId, ctx.language),
  );
  defineRoute(app, db, manageCalls.archiveClass, ({ user, body, ctx }) =>
    setArchived(db, user, body.classId, true, ctx.language),
  );
  defineRoute(app, db, manageCalls.restoreClass, ({ user, body, ctx }) =>
    setArchived(db, user, body.classId, false, ctx.language),
  );
  defineRoute(app, db, manageCalls.exportClasses, ({ user, body, ctx }) =>
    exportSchoolClasses(db, user, body.scope, ctx.language),
  );

  defineRoute(app, db, manageCalls.auditList, ({ user, body }) => listAuditEntries(db, user, body));
  defineRoute(app, db, manageCalls.auditExport, ({ user, body, ctx }) =>
    exportAuditEntries(db, user, body, ctx.language),
  );
}
