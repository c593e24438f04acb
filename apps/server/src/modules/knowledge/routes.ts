/** The static knowledge graphs (part 1 §3, part 2 §3.1): course content any signed-in user may read. */

import { KNOWLEDGE_GRAPHS } from '@lingua/content';
import {
  KNOWLEDGE_GRAPH_KEYS,
  presentKnowledgeGraph,
  type TKnowledgeGraphListItem,
  type TNetworkMapAccess,
  ZKnowledgeGraphRequest,
} from '@lingua/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/database';
import { defineRoute } from '../../platform/route';

export function registerKnowledgeRoutes(app: FastifyInstance, db: Db, mapAccounts: readonly string[]): void {
  const mapMobiles = new Set(mapAccounts);
  /** The floating knowledge network map shows only for the configured accounts (part 1 §2, §6). */
  defineRoute(app, db, {
    path: '/openApi/knowledge/networkMapAccess',
    access: 'user',
    handler: async ({ user }): Promise<TNetworkMapAccess> => ({ visible: mapMobiles.has(user.mobile) }),
  });

  defineRoute(app, db, {
    path: '/openApi/knowledge/graphList',
    access: 'user',
    handler: async ({ ctx }) =>
      KNOWLEDGE_GRAPH_KEYS.map(
        (key): TKnowledgeGraphListItem => ({
          key,
          title: KNOWLEDGE_GRAPHS[key].title[ctx.language],
          nodeCount: KNOWLEDGE_GRAPHS[key].nodes.length,
        }),
      ),
  });

  defineRoute(app, db, {
    path: '/openApi/knowledge/graph',
    access: 'user',
    body: ZKnowledgeGraphRequest,
    handler: async ({ body, ctx }) => presentKnowledgeGraph(KNOWLEDGE_GRAPHS[body.key], ctx.language),
  });
}
