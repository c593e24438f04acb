/** Courses (contracts: calls/courses.ts): lesson details, a student's course in a class and starting an activity in order. */
import { courseCalls } from '@lingua/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/database';
import { defineRoute } from '../../platform/route';
import { getClassLesson, getNextActivity, startActivity } from './class-lesson';
import {
  getCourseClassEntry,
  listCourseHome,
  updateHiddenStatus,
  updateLessonSet,
  updateLessonStatus,
} from './course-home';
import { getLessonInfo } from './lesson-info';
import { recommendLessons } from './recommend-lesson';
import { getSpokenProgress, markSpokenDone } from './spoken-marks';

export function registerCourseRoutes(app: FastifyInstance, db: Db): void {
  defineRoute(app, db, courseCalls.lessonInfo, ({ user, body, ctx }) =>
    getLessonInfo(db, user, body.lessonId, ctx.language),
  );
  defineRoute(app, db, courseCalls.classLesson, ({ user, body, ctx }) =>
    getClassLesson(db, user, body.classId, ctx.language),
  );
  defineRoute(app, db, courseCalls.startActivity, ({ user, body }) =>
    startActivity(db, user, body.classId, body.activityId),
  );
  defineRoute(app, db, courseCalls.nextActivity, ({ user, body, ctx }) =>
    getNextActivity(db, user, body.classId, body.trainingId, ctx.language),
  );
  defineRoute(app, db, courseCalls.recommendLesson, ({ user, ctx }) => recommendLessons(db, user, ctx.language));

  // The teacher's course home and course settings (part 2 §2.1 myCourse, courseSetting).
  defineRoute(app, db, courseCalls.teacherLessonIndex, ({ user, ctx }) => listCourseHome(db, user, ctx.language));
  defineRoute(app, db, courseCalls.lessonSet, ({ user, body, ctx }) =>
    getCourseClassEntry(db, user, body.classId, ctx.language),
  );
  defineRoute(app, db, courseCalls.updateHiddenStatus, ({ user, body }) =>
    updateHiddenStatus(db, user, body.classId, body.isHidden),
  );
  defineRoute(app, db, courseCalls.updateLessonSet, ({ user, body }) =>
    updateLessonSet(db, user, body.classId, {
      stepUnlockOrder: body.stepUnlockOrder,
      scoreRule: body.scoreRule,
      scoreDisplay: body.scoreDisplay,
      spokenRequired: body.spokenRequired,
    }),
  );
  defineRoute(app, db, courseCalls.spokenProgress, ({ user, body, ctx }) =>
    getSpokenProgress(db, user, body.classId, ctx.language),
  );
  defineRoute(app, db, courseCalls.markSpokenDone, ({ user, body }) => markSpokenDone(db, user, body));
  defineRoute(app, db, courseCalls.updateLessonStatus, ({ user, body }) =>
    updateLessonStatus(db, user, body.classId, body.lessonStatus),
  );
}
