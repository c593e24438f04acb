/** Knowledge graph calls (part 1 §3, part 2 §3.1): static course content any signed-in user may read. */
import { z } from 'zod';
import { defineContract } from '../api/contract';
import { ZNetworkMapAccess } from '../course-home';
import { ZKnowledgeGraph, ZKnowledgeGraphListItem, ZKnowledgeGraphRequest } from '../knowledge-graph';

export const knowledgeCalls = {
  /** Whether the floating knowledge network map shows for this account (part 1 §2, §6). */
  networkMapAccess: defineContract({
    path: '/openApi/knowledge/networkMapAccess',
    access: 'user',
    response: ZNetworkMapAccess,
  }),
  graphList: defineContract({
    path: '/openApi/knowledge/graphList',
    access: 'user',
    response: z.array(ZKnowledgeGraphListItem),
  }),
  graph: defineContract({
    path: '/openApi/knowledge/graph',
    access: 'user',
    body: ZKnowledgeGraphRequest,
    response: ZKnowledgeGraph,
  }),
};
