/**
 * Static knowledge graphs (part 1 §3, part 2 §3.1): the bilingual shape they are stored in, the
 * one-language shape the API answers, and the function that turns one into the other.
 */
import { z } from 'zod';
import type { TLanguageUse } from './envelope';
import { type TLocalizedText, ZLocalizedText } from './localized';

/** The seven embedded graphs (part 1 §1); the API is asked for one by key. */
export const KNOWLEDGE_GRAPH_KEYS = [
  'negotiation',
  'textbook',
  'workplace',
  'cross-cultural',
  'trade-documents',
  'correspondence',
  'international-trade',
] as const;
export const ZKnowledgeGraphKey = z.enum(KNOWLEDGE_GRAPH_KEYS);
export type TKnowledgeGraphKey = z.infer<typeof ZKnowledgeGraphKey>;

export const ZGraphLevel = z.union([z.literal(1), z.literal(2), z.literal(3)]);
export type TGraphLevel = z.infer<typeof ZGraphLevel>;

/** Node sizes by level (part 1 §9): the level fixes the size, so a graph cannot disagree with itself. */
export const GRAPH_SYMBOL_SIZES = { 1: 30, 2: 20, 3: 8 } as const satisfies Record<TGraphLevel, number>;
export const ZSymbolSize = z.union([z.literal(30), z.literal(20), z.literal(8)]);

/** Difficulty coefficients (part 1 §9): basic items are listening, synthesize items reading or writing. */
export const BASIC_DIFFICULTY = { min: 0.4, max: 0.5 } as const;
export const SYNTHESIZE_DIFFICULTY = { min: 0.7, max: 0.9 } as const;

function explainItem<T extends z.ZodType>(text: T, range: { min: number; max: number }) {
  return z.object({ label: text, value: z.number().min(range.min).max(range.max), description: text });
}
/** Each list holds exactly three objectives, easiest first. */
function explain<T extends z.ZodType>(text: T) {
  const basic = explainItem(text, BASIC_DIFFICULTY);
  const synthesize = explainItem(text, SYNTHESIZE_DIFFICULTY);
  return z.object({
    basic: z.tuple([basic, basic, basic]),
    synthesize: z.tuple([synthesize, synthesize, synthesize]),
  });
}

function node<T extends z.ZodType>(text: T) {
  return z.object({
    id: z.string().min(1),
    name: text,
    symbolSize: ZSymbolSize,
    x: z.number(),
    y: z.number(),
    value: z.number(),
    /** Index into the graph's categories. */
    category: z.number().int().min(0),
    level: ZGraphLevel,
    /** Index into the graph's explains; level-3 nodes only, since only they open a detail panel. */
    explainType: z.number().int().min(0).optional(),
  });
}

function graph<T extends z.ZodType>(text: T) {
  return z.object({
    key: ZKnowledgeGraphKey,
    title: text,
    categories: z.array(z.object({ name: text })).min(1),
    nodes: z.array(node(text)).min(1),
    links: z.array(z.object({ source: z.string(), target: z.string() })),
    explains: z.array(explain(text)).min(1),
  });
}

/**
 * A stored graph. The cross-field rules are checked here too, so a mistyped outline fails its
 * test rather than drawing a broken graph.
 */
export const ZKnowledgeGraphSource = graph(ZLocalizedText).superRefine((g, ctx) => {
  const ids = new Set<string>();
  g.nodes.forEach((n, i) => {
    const at = ['nodes', i];
    if (ids.has(n.id)) ctx.addIssue({ code: 'custom', path: [...at, 'id'], message: `duplicate node id ${n.id}` });
    ids.add(n.id);
    if (n.symbolSize !== GRAPH_SYMBOL_SIZES[n.level]) {
      ctx.addIssue({
        code: 'custom',
        path: [...at, 'symbolSize'],
        message: `level ${n.level} is drawn at size ${GRAPH_SYMBOL_SIZES[n.level]}`,
      });
    }
    if (n.category >= g.categories.length) {
      ctx.addIssue({ code: 'custom', path: [...at, 'category'], message: `no category ${n.category}` });
    }
    if (
      n.level === 3 ? n.explainType === undefined || n.explainType >= g.explains.length : n.explainType !== undefined
    ) {
      ctx.addIssue({
        code: 'custom',
        path: [...at, 'explainType'],
        message: 'explainType belongs to level-3 nodes and must name an explain',
      });
    }
  });
  g.links.forEach((l, i) => {
    for (const end of ['source', 'target'] as const) {
      if (!ids.has(l[end])) ctx.addIssue({ code: 'custom', path: ['links', i, end], message: `no node ${l[end]}` });
    }
  });
});
export type TKnowledgeGraphSource = z.infer<typeof ZKnowledgeGraphSource>;
export type TKnowledgeNodeSource = TKnowledgeGraphSource['nodes'][number];
export type TKnowledgeExplainSource = TKnowledgeGraphSource['explains'][number];

/** A graph as the API answers it, in the caller's language. */
export const ZKnowledgeGraph = graph(z.string());
export type TKnowledgeGraph = z.infer<typeof ZKnowledgeGraph>;
export type TKnowledgeNode = TKnowledgeGraph['nodes'][number];
export type TKnowledgeExplain = TKnowledgeGraph['explains'][number];

export function presentKnowledgeGraph(source: TKnowledgeGraphSource, language: TLanguageUse): TKnowledgeGraph {
  const text = (t: TLocalizedText) => t[language];
  const item = (i: TKnowledgeExplainSource['basic'][number]) => ({
    label: text(i.label),
    value: i.value,
    description: text(i.description),
  });
  return {
    key: source.key,
    title: text(source.title),
    categories: source.categories.map((c) => ({ name: text(c.name) })),
    nodes: source.nodes.map((n) => ({ ...n, name: text(n.name) })),
    links: source.links.map((l) => ({ ...l })),
    explains: source.explains.map((e) => ({
      basic: [item(e.basic[0]), item(e.basic[1]), item(e.basic[2])],
      synthesize: [item(e.synthesize[0]), item(e.synthesize[1]), item(e.synthesize[2])],
    })),
  };
}

/** The calls that serve the graphs (docs/api.md). */
export const ZKnowledgeGraphRequest = z.object({ key: ZKnowledgeGraphKey });
export const ZKnowledgeGraphListItem = z.object({
  key: ZKnowledgeGraphKey,
  title: z.string(),
  nodeCount: z.number().int(),
});
export type TKnowledgeGraphListItem = z.infer<typeof ZKnowledgeGraphListItem>;
