/** The teacher assistant's calls (part 1 §7 "Assistant tools"; the ones the spec leaves open are in docs/api.md). */
import type { TEngineStatus } from '@lingua/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/database';
import { defineRoute } from '../../platform/route';
import type { FileStorage } from '../../platform/storage';
import type { AssistantEngines } from './engines';

export function registerAssistantRoutes(
  app: FastifyInstance,
  db: Db,
  _storage: FileStorage,
  engines: AssistantEngines,
): void {
  defineRoute(app, db, {
    path: '/openApi/assistant/engineStatus',
    access: 'operator',
    handler: async (): Promise<TEngineStatus> => ({
      tools: engines.environment.tools,
      queue: { ...engines.processes.stats, concurrency: engines.processes.options.concurrency },
    }),
  });
}
