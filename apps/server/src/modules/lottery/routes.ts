/** Lottery draws for the order of oral rounds (issue 20 item 3; contracts: calls/lottery.ts). */
import { lotteryCalls } from '@lingua/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/database';
import { defineRoute } from '../../platform/route';
import { createDraw, findDraw, listDraws } from './draws';

export function registerLotteryRoutes(app: FastifyInstance, db: Db): void {
  defineRoute(app, db, lotteryCalls.draw, ({ user, body }) => createDraw(db, user, body));
  defineRoute(app, db, lotteryCalls.list, ({ user }) => listDraws(db, user));
  defineRoute(app, db, lotteryCalls.detail, ({ body }) => findDraw(db, body.code));
}
