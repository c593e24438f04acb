/** Courses: lesson details, a student's course in a class, and starting an activity in order. */
import { ZClassIdRequest, ZLessonInfoRequest, ZStartActivityRequest } from '@lingua/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/database';
import { defineRoute } from '../../platform/route';
import { getClassLesson, startActivity } from './class-lesson';
import { getLessonInfo } from './lesson-info';

export function registerCourseRoutes(app: FastifyInstance, db: Db): void {
  defineRoute(app, db, {
    path: '/openApi/student/index/lessonInfo',
    access: 'user',
    body: ZLessonInfoRequest,
    handler: ({ user, body, ctx }) => getLessonInfo(db, user, body.lessonId, ctx.language),
  });

  defineRoute(app, db, {
    path: '/openApi/student/lesson/index/classLesson',
    access: 'student',
    body: ZClassIdRequest,
    handler: ({ user, body, ctx }) => getClassLesson(db, user, body.classId, ctx.language),
  });

  defineRoute(app, db, {
    path: '/openApi/student/lesson/index/startActivity',
    access: 'student',
    body: ZStartActivityRequest,
    handler: ({ user, body }) => startActivity(db, user, body.classId, body.activityId),
  });
}
