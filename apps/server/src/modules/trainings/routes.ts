/** Trainings: the student's answer, report and history families, and the teacher's side (contracts: calls/trainings.ts). */
import { trainingCalls } from '@lingua/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/database';
import { defineRoute } from '../../platform/route';
import type { FileStorage } from '../../platform/storage';
import { openActivity } from './activity-progress';
import { gradeSubjectiveAnswer } from './answer-grading';
import { mediaEvent, saveAnswer } from './answer-save';
import { getAnswerSheet } from './answer-sheet';
import { getAttemptReport } from './attempt-report';
import type { AttemptScores } from './attempt-scores';
import { submitAttempt } from './attempt-submit';
import { listTeacherClassTrainings, setClassTraining } from './class-trainings';
import { exportScores } from './export-scores';
import { registerQuestionBankRoutes } from './question-bank/routes';
import { recallAttempt } from './recall';
import { getHistory, listStudentTrainings } from './student-views';
import { previewTrainingWithAnswers } from './training-preview';
import { listTrainingStudents } from './training-students';

export function registerTrainingRoutes(
  app: FastifyInstance,
  db: Db,
  storage: FileStorage,
  attemptScores: AttemptScores,
): void {
  registerQuestionBankRoutes(app, db, storage);
  defineRoute(app, db, trainingCalls.list, ({ user, body, ctx }) =>
    listStudentTrainings(db, user, body.classId, ctx.language),
  );
  defineRoute(app, db, trainingCalls.openActivity, ({ user, body }) =>
    openActivity(db, user, body.classId, body.activityId),
  );
  defineRoute(app, db, trainingCalls.answerSheet, ({ user, body, ctx }) =>
    getAnswerSheet(db, user, body.classId, body.trainingId, ctx.language),
  );
  defineRoute(app, db, trainingCalls.saveAnswer, ({ user, body }) => saveAnswer(db, user, body));
  defineRoute(app, db, trainingCalls.media, ({ user, body }) => mediaEvent(db, user, body));
  defineRoute(app, db, trainingCalls.submit, async ({ user, body }) => {
    const summary = await submitAttempt(db, user, body.attemptId);
    attemptScores.changed(body.attemptId);
    return summary;
  });
  defineRoute(app, db, trainingCalls.recall, ({ user, body }) => recallAttempt(db, user, body.attemptId));
  defineRoute(app, db, trainingCalls.history, ({ user, body, ctx }) =>
    getHistory(db, user, body.classId, body.trainingId, ctx.language),
  );
  defineRoute(app, db, trainingCalls.report, ({ user, body, ctx }) =>
    getAttemptReport(db, user, body.attemptId, ctx.language),
  );

  defineRoute(app, db, trainingCalls.classTrainings, ({ user, body, ctx }) =>
    listTeacherClassTrainings(db, user, body.classId, ctx.language),
  );
  defineRoute(app, db, trainingCalls.setClassTraining, ({ user, body }) => setClassTraining(db, user, body));
  defineRoute(app, db, trainingCalls.students, ({ user, body }) =>
    listTrainingStudents(db, user, body.classId, body.trainingId),
  );
  defineRoute(app, db, trainingCalls.grade, async ({ user, body }) => {
    const graded = await gradeSubjectiveAnswer(db, user, body);
    attemptScores.changed(graded.attemptId);
    return graded;
  });
  defineRoute(app, db, trainingCalls.preview, ({ user, body, ctx }) =>
    previewTrainingWithAnswers(db, user, body.trainingId, ctx.language),
  );
  defineRoute(app, db, trainingCalls.exportScores, ({ user, body, ctx }) => exportScores(db, user, body, ctx.language));
}
