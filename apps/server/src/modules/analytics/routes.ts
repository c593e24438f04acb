/** The class data report's calls and the student's own analytics (contracts: calls/analytics.ts). */
import { analyticsCalls, dataCockpitCalls } from '@lingua/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/database';
import { defineRoute } from '../../platform/route';
import { achievementReport } from './achievement';
import { classCockpit, schoolCockpit } from './data-cockpit';
import { learningTimeReport } from './learning-time';
import { rightRatioReport, typeAnswerReport } from './question-statistics';
import { exportDataReport } from './report-export';
import { studentEveryDay } from './student-every-day';
import { studentLearnAnalyse } from './student-learn-analyse';
import { taskScoreReport } from './task-scores';

export function registerAnalyticsRoutes(app: FastifyInstance, db: Db): void {
  defineRoute(app, db, analyticsCalls.achievement, ({ user, body, ctx }) =>
    achievementReport(db, user, body, ctx.language),
  );
  defineRoute(app, db, analyticsCalls.learningTime, ({ user, body, ctx }) =>
    learningTimeReport(db, user, body, ctx.language),
  );
  defineRoute(app, db, analyticsCalls.rightRatio, ({ user, body, ctx }) =>
    rightRatioReport(db, user, body, ctx.language),
  );
  defineRoute(app, db, analyticsCalls.taskScore, ({ user, body }) => taskScoreReport(db, user, body));
  defineRoute(app, db, analyticsCalls.typeAnswers, ({ user, body, ctx }) =>
    typeAnswerReport(db, user, body, ctx.language),
  );
  defineRoute(app, db, analyticsCalls.exportReport, ({ user, body, ctx }) =>
    exportDataReport(db, user, body, ctx.language),
  );
  defineRoute(app, db, analyticsCalls.everyDay, ({ user, body }) => studentEveryDay(db, user, body));
  defineRoute(app, db, analyticsCalls.learnAnalyse, ({ user, body, ctx }) =>
    studentLearnAnalyse(db, user, body, ctx.language),
  );
  defineRoute(app, db, dataCockpitCalls.classCockpit, ({ user, body, ctx }) =>
    classCockpit(db, user, body, ctx.language),
  );
  defineRoute(app, db, dataCockpitCalls.schoolCockpit, ({ user, ctx }) => schoolCockpit(db, user, ctx.language));
}
