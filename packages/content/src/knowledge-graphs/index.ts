/**
 * The static knowledge graphs embedded in the platform (part 1 §1, §3; part 2 §3.1), by key.
 * The API answers one of them in the caller's language through presentKnowledgeGraph.
 */
import type { TKnowledgeGraphKey, TKnowledgeGraphSource } from '@lingua/contracts';
import { CORRESPONDENCE_GRAPH } from './correspondence';
import { CROSS_CULTURAL_GRAPH } from './cross-cultural';
import { INTERNATIONAL_TRADE_GRAPH } from './international-trade';
import { NEGOTIATION_GRAPH } from './negotiation';
import { TEXTBOOK_GRAPH } from './textbook';
import { TRADE_DOCUMENTS_GRAPH } from './trade-documents';
import { WORKPLACE_GRAPH } from './workplace';

export {
  CORRESPONDENCE_GRAPH,
  CROSS_CULTURAL_GRAPH,
  INTERNATIONAL_TRADE_GRAPH,
  NEGOTIATION_GRAPH,
  TEXTBOOK_GRAPH,
  TRADE_DOCUMENTS_GRAPH,
  WORKPLACE_GRAPH,
};

export const KNOWLEDGE_GRAPHS: Readonly<Record<TKnowledgeGraphKey, TKnowledgeGraphSource>> = {
  negotiation: NEGOTIATION_GRAPH,
  textbook: TEXTBOOK_GRAPH,
  workplace: WORKPLACE_GRAPH,
  'cross-cultural': CROSS_CULTURAL_GRAPH,
  'trade-documents': TRADE_DOCUMENTS_GRAPH,
  correspondence: CORRESPONDENCE_GRAPH,
  'international-trade': INTERNATIONAL_TRADE_GRAPH,
};
