/** The competition's public pages (issue 20 item 3; contracts: calls/competition-public.ts). */
import { competitionPublicCalls } from '@lingua/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/database';
import { defineRoute } from '../../platform/route';
import { findScore } from './find-score';
import { publicCompetitionPage, scoreboard } from './public-pages';
import { listPublicCompetitions, myRegistrations, register } from './registrations';
import { listTeamRegistrations, registerTeam } from './team-registrations';

export function registerCompetitionPublicRoutes(app: FastifyInstance, db: Db, key: Buffer, clock: () => Date): void {
  defineRoute(app, db, competitionPublicCalls.list, () => listPublicCompetitions(db));
  defineRoute(app, db, competitionPublicCalls.register, ({ user, body }) => register(db, key, user, body, clock()));
  defineRoute(app, db, competitionPublicCalls.myRegistrations, ({ user }) => myRegistrations(db, user));
  defineRoute(app, db, competitionPublicCalls.findScore, ({ body, ctx }) => findScore(db, key, body, ctx.ip));
  defineRoute(app, db, competitionPublicCalls.competition, ({ body }) => publicCompetitionPage(db, body.abilityCompId));
  defineRoute(app, db, competitionPublicCalls.scoreboard, ({ body }) => scoreboard(db, body, clock()));
  defineRoute(app, db, competitionPublicCalls.teamRegister, ({ body, ctx }) => registerTeam(db, body, ctx.ip, clock()));
  defineRoute(app, db, competitionPublicCalls.teamRegistrations, ({ user, body }) =>
    listTeamRegistrations(db, user, body.abilityCompId),
  );
}
