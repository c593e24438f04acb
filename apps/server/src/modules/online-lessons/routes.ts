/**
 * The online classroom calls (docs/api.md "Online classroom"). Teachers and managers run the
 * lessons of classes they may see; students sign in, answer and read their own view.
 */
import { onlineLessonCalls } from '@lingua/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/database';
import { conflict } from '../../platform/errors';
import type { RealtimeHub } from '../../platform/realtime/hub';
import { defineRoute, Notice } from '../../platform/route';
import { getReadableClass } from '../classes/class-policy';
import { analysisRoutes } from './analysis-routes';
import { attendanceRoutes } from './attendance-routes';
import { answerQuestion, closeQuestion, pushQuestion, rollCall } from './classroom-actions';
import { getChangeableLesson } from './lesson-policy';
import { getLessonDetail, listLessons, listLiveLessons } from './lesson-queries';
import { defineLessonRooms } from './rooms';
import { endLesson, endSignIn, setSignInMode, startLesson } from './run-lesson';
import { currentSignInCode } from './sign-in-code';
import { getStudentLessonView } from './student-view';

export function registerOnlineLessonRoutes(app: FastifyInstance, db: Db, hub: RealtimeHub): void {
  defineLessonRooms(db, hub);

  defineRoute(app, db, onlineLessonCalls.teacherList, async ({ user, body }) => {
    await getReadableClass(db, user, body.classId);
    return listLessons(db, user, body);
  });
  defineRoute(
    app,
    db,
    onlineLessonCalls.start,
    async ({ user, body }) => new Notice('onlineLessonStarted', await startLesson(db, hub, user, body)),
  );
  defineRoute(app, db, onlineLessonCalls.detail, ({ user, body }) => getLessonDetail(db, user, body.lessonId));
  defineRoute(app, db, onlineLessonCalls.signInCode, async ({ user, body }) => {
    const lesson = await getChangeableLesson(db, user, body.lessonId);
    if (lesson.endedAt || lesson.signInEndedAt) throw conflict('signInClosed');
    return currentSignInCode(lesson);
  });
  defineRoute(app, db, onlineLessonCalls.setSignInMode, ({ user, body }) => setSignInMode(db, hub, user, body));
  defineRoute(
    app,
    db,
    onlineLessonCalls.endSignIn,
    async ({ user, body }) => new Notice('signInEndedNotice', await endSignIn(db, hub, user, body.lessonId)),
  );
  defineRoute(
    app,
    db,
    onlineLessonCalls.end,
    async ({ user, body }) => new Notice('onlineLessonEnded', await endLesson(db, hub, user, body.lessonId)),
  );
  defineRoute(app, db, onlineLessonCalls.rollCall, ({ user, body }) => rollCall(db, hub, user, body.lessonId));
  defineRoute(app, db, onlineLessonCalls.pushQuestion, ({ user, body }) => pushQuestion(db, hub, user, body));
  defineRoute(app, db, onlineLessonCalls.closeQuestion, async ({ user, body }) => {
    await closeQuestion(db, hub, user, body);
    return null;
  });
  attendanceRoutes(app, db, hub);
  analysisRoutes(app, db);

  defineRoute(app, db, onlineLessonCalls.studentList, async ({ user, body }) => {
    await getReadableClass(db, user, body.classId);
    return listLessons(db, user, body);
  });
  defineRoute(app, db, onlineLessonCalls.current, async ({ user, body }) => {
    await getReadableClass(db, user, body.classId);
    return (await listLessons(db, user, { classId: body.classId, pageNum: 1, pageSize: 1 }, 'live')).list[0] ?? null;
  });
  defineRoute(app, db, onlineLessonCalls.liveList, ({ user }) => listLiveLessons(db, user));
  defineRoute(app, db, onlineLessonCalls.enter, ({ user, body }) => getStudentLessonView(db, user, body.lessonId));
  defineRoute(app, db, onlineLessonCalls.answer, async ({ user, body }) => {
    await answerQuestion(db, hub, user, body);
    return new Notice('answerSaved', null);
  });
}
