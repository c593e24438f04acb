/**
 * The online classroom calls (docs/api.md "Online classroom"). Teachers and managers run the
 * lessons of classes they may see; students sign in, answer and read their own view.
 */
import {
  ZAnswerQuestionRequest,
  ZClassIdRequest,
  ZLessonIdRequest,
  ZOnlineLessonListRequest,
  ZPushQuestionRequest,
  ZQuestionIdRequest,
  ZSetSignInModeRequest,
  ZStartOnlineLessonRequest,
} from '@lingua/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/database';
import { conflict } from '../../platform/errors';
import type { RealtimeHub } from '../../platform/realtime/hub';
import { defineRoute, Notice } from '../../platform/route';
import { getVisibleClassSummary } from '../classes/class-queries';
import { analysisRoutes } from './analysis-routes';
import { attendanceRoutes } from './attendance-routes';
import { answerQuestion, closeQuestion, pushQuestion, rollCall } from './classroom-actions';
import { getLessonDetail, getVisibleLesson, listLessons, listLiveLessons } from './lesson-queries';
import { defineLessonRooms } from './rooms';
import { endLesson, endSignIn, setSignInMode, startLesson } from './run-lesson';
import { currentSignInCode } from './sign-in-code';
import { getStudentLessonView } from './student-view';

export function registerOnlineLessonRoutes(app: FastifyInstance, db: Db, hub: RealtimeHub): void {
  defineLessonRooms(db, hub);
  const teacher = '/openApi/teacher/onlineLesson';
  const student = '/openApi/student/onlineLesson';

  defineRoute(app, db, {
    path: `${teacher}/list`,
    access: 'staff',
    body: ZOnlineLessonListRequest,
    handler: async ({ user, body }) => {
      await getVisibleClassSummary(db, user, body.classId);
      return listLessons(db, user, body);
    },
  });
  defineRoute(app, db, {
    path: `${teacher}/start`,
    access: 'staff',
    body: ZStartOnlineLessonRequest,
    handler: async ({ user, body }) => new Notice('onlineLessonStarted', await startLesson(db, hub, user, body)),
  });
  defineRoute(app, db, {
    path: `${teacher}/detail`,
    access: 'staff',
    body: ZLessonIdRequest,
    handler: ({ user, body }) => getLessonDetail(db, user, body.lessonId),
  });
  defineRoute(app, db, {
    path: `${teacher}/signInCode`,
    access: 'staff',
    body: ZLessonIdRequest,
    handler: async ({ user, body }) => {
      const lesson = await getVisibleLesson(db, user, body.lessonId);
      if (lesson.endedAt || lesson.signInEndedAt) throw conflict('signInClosed');
      return currentSignInCode(lesson);
    },
  });
  defineRoute(app, db, {
    path: `${teacher}/setSignInMode`,
    access: 'staff',
    body: ZSetSignInModeRequest,
    handler: ({ user, body }) => setSignInMode(db, hub, user, body),
  });
  defineRoute(app, db, {
    path: `${teacher}/endSignIn`,
    access: 'staff',
    body: ZLessonIdRequest,
    handler: async ({ user, body }) => new Notice('signInEndedNotice', await endSignIn(db, hub, user, body.lessonId)),
  });
  defineRoute(app, db, {
    path: `${teacher}/end`,
    access: 'staff',
    body: ZLessonIdRequest,
    handler: async ({ user, body }) => new Notice('onlineLessonEnded', await endLesson(db, hub, user, body.lessonId)),
  });
  defineRoute(app, db, {
    path: `${teacher}/rollCall`,
    access: 'staff',
    body: ZLessonIdRequest,
    handler: ({ user, body }) => rollCall(db, hub, user, body.lessonId),
  });
  defineRoute(app, db, {
    path: `${teacher}/pushQuestion`,
    access: 'staff',
    body: ZPushQuestionRequest,
    handler: ({ user, body }) => pushQuestion(db, hub, user, body),
  });
  defineRoute(app, db, {
    path: `${teacher}/closeQuestion`,
    access: 'staff',
    body: ZQuestionIdRequest,
    handler: async ({ user, body }) => {
      await closeQuestion(db, hub, user, body);
      return null;
    },
  });
  attendanceRoutes(app, db, hub, teacher, student);
  analysisRoutes(app, db, teacher, student);

  defineRoute(app, db, {
    path: `${student}/list`,
    access: 'student',
    body: ZOnlineLessonListRequest,
    handler: async ({ user, body }) => {
      await getVisibleClassSummary(db, user, body.classId);
      return listLessons(db, user, body);
    },
  });
  defineRoute(app, db, {
    path: `${student}/current`,
    access: 'student',
    body: ZClassIdRequest,
    handler: async ({ user, body }) => {
      await getVisibleClassSummary(db, user, body.classId);
      return (await listLessons(db, user, { classId: body.classId, pageNum: 1, pageSize: 1 }, 'live')).list[0] ?? null;
    },
  });
  defineRoute(app, db, {
    path: `${student}/liveList`,
    access: 'student',
    handler: ({ user }) => listLiveLessons(db, user),
  });
  defineRoute(app, db, {
    path: `${student}/enter`,
    access: 'student',
    body: ZLessonIdRequest,
    handler: ({ user, body }) => getStudentLessonView(db, user, body.lessonId),
  });
  defineRoute(app, db, {
    path: `${student}/answer`,
    access: 'student',
    body: ZAnswerQuestionRequest,
    handler: async ({ user, body }) => {
      await answerQuestion(db, hub, user, body);
      return new Notice('answerSaved', null);
    },
  });
}
