/** lessonAnalyse, lessonScore, lessonScoreManage and the xlsx export of a lesson. */
import { onlineLessonCalls } from '@lingua/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/database';
import { defineRoute } from '../../platform/route';
import { classLessonScores } from './class-lesson-scores';
import { analyseLesson, studentLessonScore } from './lesson-analysis';
import { exportLesson } from './lesson-export';

export function analysisRoutes(app: FastifyInstance, db: Db) {
  defineRoute(app, db, onlineLessonCalls.analyse, ({ user, body }) => analyseLesson(db, user, body.lessonId));
  defineRoute(app, db, onlineLessonCalls.studentAnalyse, ({ user, body }) => analyseLesson(db, user, body.lessonId));
  defineRoute(app, db, onlineLessonCalls.lessonScore, ({ user, body }) => studentLessonScore(db, user, body.classId));
  defineRoute(app, db, onlineLessonCalls.lessonScoreManage, ({ user, body }) =>
    classLessonScores(db, user, body.classId),
  );
  defineRoute(app, db, onlineLessonCalls.exportLesson, ({ user, body, ctx }) =>
    exportLesson(db, user, body.lessonId, ctx.language),
  );
}
