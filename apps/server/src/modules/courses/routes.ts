/** Courses: lesson details, a student's course in a class, and starting an activity in order. */
import {
  ZClassIdRequest,
  ZLessonInfoRequest,
  ZStartActivityRequest,
  ZUpdateHiddenStatusRequest,
  ZUpdateLessonSetRequest,
  ZUpdateLessonStatusRequest,
} from '@lingua/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/database';
import { defineRoute } from '../../platform/route';
import { getClassLesson, startActivity } from './class-lesson';
import {
  getCourseClassEntry,
  listCourseHome,
  updateHiddenStatus,
  updateLessonSet,
  updateLessonStatus,
} from './course-home';
import { getLessonInfo } from './lesson-info';
import { recommendLessons } from './recommend-lesson';

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

  defineRoute(app, db, {
    path: '/openApi/student/index/recommendLesson',
    access: 'student',
    handler: ({ user, ctx }) => recommendLessons(db, user, ctx.language),
  });

  // The teacher's course home and course settings (part 2 §2.1 myCourse, courseSetting).
  defineRoute(app, db, {
    path: '/openApi/teacher/index/teacherLessonIndex',
    access: 'staff',
    handler: ({ user, ctx }) => listCourseHome(db, user, ctx.language),
  });

  defineRoute(app, db, {
    path: '/openApi/teacher/index/lessonSet',
    access: 'staff',
    body: ZClassIdRequest,
    handler: ({ user, body, ctx }) => getCourseClassEntry(db, user, body.classId, ctx.language),
  });

  defineRoute(app, db, {
    path: '/openApi/teacher/index/updateHiddenStatus',
    access: 'staff',
    body: ZUpdateHiddenStatusRequest,
    handler: ({ user, body }) => updateHiddenStatus(db, user, body.classId, body.isHidden),
  });

  defineRoute(app, db, {
    path: '/openApi/teacher/index/updateLessonSet',
    access: 'staff',
    body: ZUpdateLessonSetRequest,
    handler: ({ user, body }) =>
      updateLessonSet(db, user, body.classId, {
        stepUnlockOrder: body.stepUnlockOrder,
        scoreRule: body.scoreRule,
        scoreDisplay: body.scoreDisplay,
      }),
  });

  defineRoute(app, db, {
    path: '/openApi/teacher/index/updateLessonStatus',
    access: 'staff',
    body: ZUpdateLessonStatusRequest,
    handler: ({ user, body }) => updateLessonStatus(db, user, body.classId, body.lessonStatus),
  });
}
