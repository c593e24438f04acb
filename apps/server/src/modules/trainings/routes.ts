/** Trainings: the student's answer, report and history families, and the teacher's side. */
import {
  ZAttemptRequest,
  ZClassIdOnly,
  ZExportScoresRequest,
  ZGradeAnswerRequest,
  ZMediaEventRequest,
  ZOpenActivityRequest,
  ZOpenTrainingRequest,
  ZSaveAnswerRequest,
  ZSetClassTrainingRequest,
} from '@lingua/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/database';
import { defineRoute } from '../../platform/route';
import { getAnswerSheet, mediaEvent, openActivity, saveAnswer, submitAttempt } from './attempts';
import { exportScores } from './export-scores';
import { registerQuestionBankRoutes } from './question-bank/routes';
import { recallAttempt } from './recall';
import { getHistory, listStudentTrainings } from './student-views';
import {
  getAttemptReport,
  gradeSubjectiveAnswer,
  listTeacherClassTrainings,
  listTrainingStudents,
  setClassTraining,
} from './teacher';

export function registerTrainingRoutes(app: FastifyInstance, db: Db): void {
  registerQuestionBankRoutes(app, db);
  const student = '/openApi/student/training/';
  defineRoute(app, db, {
    path: `${student}list`,
    access: 'student',
    body: ZClassIdOnly,
    handler: ({ user, body, ctx }) => listStudentTrainings(db, user, body.classId, ctx.language),
  });
  defineRoute(app, db, {
    path: `${student}openActivity`,
    access: 'student',
    body: ZOpenActivityRequest,
    handler: ({ user, body }) => openActivity(db, user, body.classId, body.activityId),
  });
  defineRoute(app, db, {
    path: `${student}answerSheet`,
    access: 'student',
    body: ZOpenTrainingRequest,
    handler: ({ user, body, ctx }) => getAnswerSheet(db, user, body.classId, body.trainingId, ctx.language),
  });
  defineRoute(app, db, {
    path: `${student}saveAnswer`,
    access: 'student',
    body: ZSaveAnswerRequest,
    handler: ({ user, body }) => saveAnswer(db, user, body),
  });
  defineRoute(app, db, {
    path: `${student}media`,
    access: 'student',
    body: ZMediaEventRequest,
    handler: ({ user, body }) => mediaEvent(db, user, body),
  });
  defineRoute(app, db, {
    path: `${student}submit`,
    access: 'student',
    body: ZAttemptRequest,
    handler: ({ user, body }) => submitAttempt(db, user, body.attemptId),
  });
  defineRoute(app, db, {
    path: `${student}recall`,
    access: 'student',
    body: ZAttemptRequest,
    handler: ({ user, body }) => recallAttempt(db, user, body.attemptId),
  });
  defineRoute(app, db, {
    path: `${student}history`,
    access: 'student',
    body: ZOpenTrainingRequest,
    handler: ({ user, body, ctx }) => getHistory(db, user, body.classId, body.trainingId, ctx.language),
  });
  defineRoute(app, db, {
    path: '/openApi/training/report',
    access: 'user',
    body: ZAttemptRequest,
    handler: ({ user, body, ctx }) => getAttemptReport(db, user, body.attemptId, ctx.language),
  });

  const teacher = '/openApi/teacher/training/';
  defineRoute(app, db, {
    path: `${teacher}classTrainings`,
    access: 'staff',
    body: ZClassIdOnly,
    handler: ({ user, body, ctx }) => listTeacherClassTrainings(db, user, body.classId, ctx.language),
  });
  defineRoute(app, db, {
    path: `${teacher}setClassTraining`,
    access: 'teacher',
    body: ZSetClassTrainingRequest,
    handler: ({ user, body }) => setClassTraining(db, user, body),
  });
  defineRoute(app, db, {
    path: `${teacher}students`,
    access: 'staff',
    body: ZOpenTrainingRequest,
    handler: ({ user, body }) => listTrainingStudents(db, user, body.classId, body.trainingId),
  });
  defineRoute(app, db, {
    path: `${teacher}grade`,
    access: 'teacher',
    body: ZGradeAnswerRequest,
    handler: ({ user, body }) => gradeSubjectiveAnswer(db, user, body),
  });
  defineRoute(app, db, {
    path: `${teacher}exportScores`,
    access: 'staff',
    body: ZExportScoresRequest,
    handler: ({ user, body, ctx }) => exportScores(db, user, body, ctx.language),
  });
}
