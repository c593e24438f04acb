/** Case work (issue 16): case-analysis answers, excellent cases, comprehensive cases (contracts: calls/case-work.ts). */
import { caseWorkCalls } from '@lingua/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/database';
import { defineRoute } from '../../platform/route';
import { listCaseAnswers } from './case-answers';
import { listComprehensiveCases } from './comprehensive-cases';
import { listExcellentCases, markExcellent } from './excellent-cases';

export function registerCaseWorkRoutes(app: FastifyInstance, db: Db): void {
  defineRoute(app, db, caseWorkCalls.caseAnswers, ({ user, body, ctx }) =>
    listCaseAnswers(db, user, body.classId, body.trainingId, ctx.language),
  );
  defineRoute(app, db, caseWorkCalls.markExcellent, ({ user, body }) => markExcellent(db, user, body));
  defineRoute(app, db, caseWorkCalls.excellentCases, ({ user, body, ctx }) =>
    listExcellentCases(db, user, body.classId, ctx.language),
  );
  defineRoute(app, db, caseWorkCalls.comprehensiveCases, ({ user, body, ctx }) =>
    listComprehensiveCases(db, user, body.classId, ctx.language),
  );
}
