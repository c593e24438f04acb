/**
 * Knowledge graphs and the network map (contracts: calls/knowledge.ts), in the arguments the pages
 * have at hand.
 */
import { knowledgeCalls, type TKnowledgeGraphKey } from '@lingua/contracts';
import { call } from './client';

export const knowledgeApi = {
  knowledgeGraphList: () => call(knowledgeCalls.graphList),
  knowledgeGraph: (key: TKnowledgeGraphKey) => call(knowledgeCalls.graph, { key }),
  networkMapAccess: () => call(knowledgeCalls.networkMapAccess, {}, { quiet: true }),
};
