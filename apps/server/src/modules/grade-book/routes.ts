/** The course grade's calls (contracts: calls/grade-book.ts). */
import { gradeBookCalls } from '@lingua/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/database';
import { defineRoute } from '../../platform/route';
import { gradeBook, myGrade } from './grade-book';
import { exportGradeBook } from './grade-export';
import { gradeSettings, saveGradeSettings } from './grade-settings';

export function registerGradeBookRoutes(app: FastifyInstance, db: Db): void {
  defineRoute(app, db, gradeBookCalls.settings, ({ user, body }) => gradeSettings(db, user, body.classId));
  defineRoute(app, db, gradeBookCalls.saveSettings, ({ user, body }) => saveGradeSettings(db, user, body));
  defineRoute(app, db, gradeBookCalls.book, ({ user, body }) => gradeBook(db, user, body.classId));
  defineRoute(app, db, gradeBookCalls.exportBook, ({ user, body, ctx }) =>
    exportGradeBook(db, user, body, ctx.language),
  );
  defineRoute(app, db, gradeBookCalls.mine, ({ user, body }) => myGrade(db, user, body.classId));
}
