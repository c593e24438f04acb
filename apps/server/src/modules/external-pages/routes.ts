/** /externalHTML's check (contracts: calls/external-pages.ts); the hosts come from the configuration. */
import { externalPageCalls } from '@lingua/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/database';
import { defineRoute } from '../../platform/route';
import { checkExternalPage } from './external-page';

export function registerExternalPageRoutes(app: FastifyInstance, db: Db, hosts: readonly string[]): void {
  defineRoute(app, db, externalPageCalls.check, async ({ body }) => checkExternalPage(body.url, hosts));
}
