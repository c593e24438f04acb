/**
 * The one builder every knowledge graph goes through: it turns a compact bilingual outline
 * (category → level-1 node → level-2 topics → leaves) into the stored graph shape of
 * part 2 §3.1, with ids, sizes, links, weights, coordinates and explain labels filled in.
 */
import {
  GRAPH_SYMBOL_SIZES,
  type TKnowledgeExplainSource,
  type TKnowledgeGraphKey,
  type TKnowledgeGraphSource,
  type TKnowledgeNodeSource,
  type TLocalizedText,
} from '@lingua/contracts';
import { radialLayout } from './layout';

/** Chinese, then English. */
export type Pair = readonly [cn: string, en: string];
/** A level-3 node: its names and the explain (set of learning objectives) it opens. */
export type LeafOutline = readonly [cn: string, en: string, explainType: number];

export interface TopicOutline {
  name: TLocalizedText;
  leaves: readonly LeafOutline[];
}

export interface CategoryOutline {
  name: TLocalizedText;
  /** The level-1 node's name, when it is not the category's own (textbook units). */
  root?: TLocalizedText;
  topics: readonly TopicOutline[];
}

/** Three listening objectives, then three reading or writing objectives, each list easiest first. */
export interface ExplainOutline {
  basic: readonly [Pair, Pair, Pair];
  synthesize: readonly [Pair, Pair, Pair];
}

export interface GraphOutline {
  key: TKnowledgeGraphKey;
  title: Pair;
  explains: readonly ExplainOutline[];
  categories: readonly CategoryOutline[];
}

export function topic(cn: string, en: string, leaves: readonly LeafOutline[]): TopicOutline {
  return { name: { cn, en }, leaves };
}

export function category(cn: string, en: string, topics: readonly TopicOutline[]): CategoryOutline {
  return { name: { cn, en }, topics };
}

/**
 * Difficulty coefficients by position (part 1 §9: basic 0.4-0.5, synthesize 0.7-0.9). The outline
 * orders objectives easiest first, so the coefficient follows from the position and the labels
 * number the whole ladder from 1 to 6.
 */
const BASIC_COEFFICIENTS = [0.4, 0.45, 0.5] as const;
const SYNTHESIZE_COEFFICIENTS = [0.7, 0.8, 0.9] as const;

function explainItem([cn, en]: Pair, rung: number, value: number) {
  return {
    label: { cn: `难度系数 ${rung}`, en: `Difficulty ${rung}` },
    value,
    description: { cn, en },
  };
}

function buildExplain(e: ExplainOutline): TKnowledgeExplainSource {
  const [b1, b2, b3] = BASIC_COEFFICIENTS;
  const [s1, s2, s3] = SYNTHESIZE_COEFFICIENTS;
  return {
    basic: [explainItem(e.basic[0], 1, b1), explainItem(e.basic[1], 2, b2), explainItem(e.basic[2], 3, b3)],
    synthesize: [
      explainItem(e.synthesize[0], 4, s1),
      explainItem(e.synthesize[1], 5, s2),
      explainItem(e.synthesize[2], 6, s3),
    ],
  };
}

/**
 * Ids are outline positions ('3', '3-2', '3-2-1'), stable while an outline only grows at the end of
 * a list. A node's value is the size of its subtree, itself included, so hubs weigh more in the
 * viewer than the leaves around them.
 */
export function buildKnowledgeGraph(outline: GraphOutline): TKnowledgeGraphSource {
  const placements = radialLayout(outline.categories.map((c) => c.topics.map((t) => t.leaves.length)));
  const nodes: TKnowledgeNodeSource[] = [];
  const links: TKnowledgeGraphSource['links'] = [];
  outline.categories.forEach((cat, c) => {
    const place = placements[c];
    if (!place) throw new Error(`no placement for category ${c}`);
    const rootId = String(c + 1);
    const rootValue = 1 + cat.topics.reduce((sum, t) => sum + 1 + t.leaves.length, 0);
    nodes.push({
      id: rootId,
      name: cat.root ?? cat.name,
      symbolSize: GRAPH_SYMBOL_SIZES[1],
      ...place.root,
      value: rootValue,
      category: c,
      level: 1,
    });
    cat.topics.forEach((top, t) => {
      const topicPlace = place.topics[t];
      if (!topicPlace) throw new Error(`no placement for topic ${rootId}-${t + 1}`);
      const topicId = `${rootId}-${t + 1}`;
      nodes.push({
        id: topicId,
        name: top.name,
        symbolSize: GRAPH_SYMBOL_SIZES[2],
        ...topicPlace.at,
        value: 1 + top.leaves.length,
        category: c,
        level: 2,
      });
      links.push({ source: rootId, target: topicId });
      top.leaves.forEach(([cn, en, explainType], l) => {
        const leafId = `${topicId}-${l + 1}`;
        const at = topicPlace.leaves[l];
        if (!at) throw new Error(`no placement for leaf ${leafId}`);
        nodes.push({
          id: leafId,
          name: { cn, en },
          symbolSize: GRAPH_SYMBOL_SIZES[3],
          ...at,
          value: 1,
          category: c,
          level: 3,
          explainType,
        });
        links.push({ source: topicId, target: leafId });
      });
    });
  });
  return {
    key: outline.key,
    title: { cn: outline.title[0], en: outline.title[1] },
    categories: outline.categories.map((c) => ({ name: c.name })),
    nodes,
    links,
    explains: outline.explains.map(buildExplain),
  };
}
