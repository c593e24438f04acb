/** Competitions (issue 20): the organiser's competitions and periods, the student's entry and rounds (contracts: calls/competitions.ts). */
import { competitionCalls } from '@lingua/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/database';
import type { RealtimeHub } from '../../platform/realtime/hub';
import { defineRoute, Notice } from '../../platform/route';
import { type Clock, systemClock } from '../exams/exam-access';
import { getCompetitionDetail, listOrganised, presentMain, saveCompetition } from './competition-editing';
import { getReadableCompetition } from './competition-policy';
import { enterCompetition, getEntrance, listEntries, listForStudent, signCommitment, withdraw } from './entries';
import { exerciseHistory } from './exercise-history';
import { savePeriod } from './periods';
import { getCentre, getCheating, getRanking, publishResults } from './results';

export function registerCompetitionRoutes(
  app: FastifyInstance,
  db: Db,
  hub: RealtimeHub,
  clock: Clock = systemClock,
): void {
  defineRoute(app, db, competitionCalls.competitionMain, async ({ user, body }) =>
    presentMain(db, await getReadableCompetition(db, user, body.abilityCompId)),
  );
  defineRoute(
    app,
    db,
    competitionCalls.withdrawal,
    async ({ user, body }) =>
      new Notice('competitionWithdrawalDone', await withdraw(db, user, body.abilityCompId, body.reason, clock())),
  );
  defineRoute(app, db, competitionCalls.competitionList, ({ user }) => listForStudent(db, user));
  defineRoute(app, db, competitionCalls.entrance, ({ user, body }) =>
    getEntrance(db, user, body.abilityCompId, clock()),
  );
  defineRoute(
    app,
    db,
    competitionCalls.enter,
    async ({ user, body }) =>
      new Notice('competitionEntered', await enterCompetition(db, user, body.abilityCompId, clock())),
  );
  defineRoute(
    app,
    db,
    competitionCalls.signCommitment,
    async ({ user, body }) =>
      new Notice('competitionCommitmentSigned', await signCommitment(db, user, body.abilityCompId, clock())),
  );
  defineRoute(app, db, competitionCalls.ranking, ({ user, body }) => getRanking(db, user, body.periodId));
  defineRoute(app, db, competitionCalls.centre, ({ user }) => getCentre(db, user));

  defineRoute(app, db, competitionCalls.organiserList, ({ user }) => listOrganised(db, user));
  defineRoute(app, db, competitionCalls.exerciseHistory, ({ user }) => exerciseHistory(db, user));
  defineRoute(
    app,
    db,
    competitionCalls.save,
    async ({ user, body }) => new Notice('competitionSaved', await saveCompetition(db, user, body)),
  );
  defineRoute(app, db, competitionCalls.detail, ({ user, body }) => getCompetitionDetail(db, user, body.abilityCompId));
  defineRoute(
    app,
    db,
    competitionCalls.savePeriod,
    async ({ user, body }) => new Notice('competitionPeriodSaved', await savePeriod(db, hub, user, body)),
  );
  defineRoute(app, db, competitionCalls.entries, ({ user, body }) => listEntries(db, user, body.abilityCompId));
  defineRoute(app, db, competitionCalls.publish, async ({ user, body }) => {
    const ranking = await publishResults(db, user, body.periodId, clock());
    // The prizes' certificates (modules/certificates, issue 20 item 4).
    await app.certificates.issueForPeriod(db, body.periodId, clock());
    return new Notice('competitionResultsPublished', ranking);
  });
  defineRoute(app, db, competitionCalls.cheating, ({ user, body }) => getCheating(db, user, body.periodId));
}
