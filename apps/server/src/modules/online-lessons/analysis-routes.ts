/** lessonAnalyse, lessonScore, lessonScoreManage and the xlsx export of a lesson. */
import { ZClassIdRequest, ZLessonIdRequest } from '@lingua/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/database';
import { defineRoute } from '../../platform/route';
import { classLessonScores } from './class-lesson-scores';
import { analyseLesson, studentLessonScore } from './lesson-analysis';
import { exportLesson } from './lesson-export';

export function analysisRoutes(app: FastifyInstance, db: Db, teacher: string, student: string) {
  defineRoute(app, db, {
    path: `${teacher}/analyse`,
    access: 'staff',
    body: ZLessonIdRequest,
    handler: ({ user, body }) => analyseLesson(db, user, body.lessonId),
  });
  defineRoute(app, db, {
    path: `${student}/analyse`,
    access: 'student',
    body: ZLessonIdRequest,
    handler: ({ user, body }) => analyseLesson(db, user, body.lessonId),
  });
  defineRoute(app, db, {
    path: `${student}/lessonScore`,
    access: 'student',
    body: ZClassIdRequest,
    handler: ({ user, body }) => studentLessonScore(db, user, body.classId),
  });
  defineRoute(app, db, {
    path: `${teacher}/lessonScoreManage`,
    access: 'staff',
    body: ZClassIdRequest,
    handler: ({ user, body }) => classLessonScores(db, user, body.classId),
  });
  defineRoute(app, db, {
    path: '/openApi/overall/excelHelper/onlineLesson',
    access: 'staff',
    body: ZLessonIdRequest,
    handler: ({ user, body, ctx }) => exportLesson(db, user, body.lessonId, ctx.language),
  });
}
