/** The static knowledge graphs (contracts: calls/knowledge.ts; part 1 §3, part 2 §3.1). */

import { KNOWLEDGE_GRAPHS } from '@lingua/content';
import { KNOWLEDGE_GRAPH_KEYS, knowledgeCalls, presentKnowledgeGraph } from '@lingua/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/database';
import { defineRoute } from '../../platform/route';

export function registerKnowledgeRoutes(app: FastifyInstance, db: Db, mapAccounts: readonly string[]): void {
  const mapMobiles = new Set(mapAccounts);
  /** The floating knowledge network map shows only for the configured accounts (part 1 §2, §6). */
  defineRoute(app, db, knowledgeCalls.networkMapAccess, async ({ user }) => ({ visible: mapMobiles.has(user.mobile) }));

  defineRoute(app, db, knowledgeCalls.graphList, async ({ ctx }) =>
    KNOWLEDGE_GRAPH_KEYS.map((key) => ({
      key,
      title: KNOWLEDGE_GRAPHS[key].title[ctx.language],
      nodeCount: KNOWLEDGE_GRAPHS[key].nodes.length,
    })),
  );

  defineRoute(app, db, knowledgeCalls.graph, async ({ body, ctx }) =>
    presentKnowledgeGraph(KNOWLEDGE_GRAPHS[body.key], ctx.language),
  );
}
