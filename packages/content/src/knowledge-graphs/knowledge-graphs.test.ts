import {
  KNOWLEDGE_GRAPH_KEYS,
  presentKnowledgeGraph,
  type TKnowledgeGraphKey,
  type TKnowledgeGraphSource,
  type TKnowledgeNodeSource,
  ZKnowledgeGraph,
  ZKnowledgeGraphSource,
} from '@lingua/contracts';
import { describe, expect, it } from 'vitest';
import {
  CORRESPONDENCE_GRAPH,
  CROSS_CULTURAL_GRAPH,
  INTERNATIONAL_TRADE_GRAPH,
  KNOWLEDGE_GRAPHS,
  NEGOTIATION_GRAPH,
  TEXTBOOK_GRAPH,
  TRADE_DOCUMENTS_GRAPH,
  WORKPLACE_GRAPH,
} from './index';

/** What part 1 §3 and part 2 §3.1 fix for each graph; explain counts the spec leaves open are 5. */
const EXPECTED: Record<TKnowledgeGraphKey, { categories: readonly string[]; nodes?: number; explains: number }> = {
  negotiation: {
    categories: [
      'Introduction to negotiation',
      'Background research',
      'Organisational preparation',
      'Planning the negotiation',
      'Negotiation etiquette',
      'Opening the negotiation',
      'Bargaining',
      'Deadlock',
      'Closing',
      'Negotiation skills',
      'Cross-cultural negotiation',
    ],
    explains: 5,
  },
  textbook: { categories: Array.from({ length: 12 }, (_, i) => `UNIT ${i + 1}`), explains: 5 },
  workplace: {
    categories: [
      'Personal workplace',
      'Business office',
      'Business communication',
      'Business negotiation',
      'Cross-cultural communication',
      'Social etiquette',
    ],
    explains: 5,
  },
  'cross-cultural': {
    categories: [
      'Understanding cultural differences',
      'Exploring the cultures of different countries',
      'Cross-cultural management',
      'Product development',
      'Brand marketing',
      'Advertising',
      'Business negotiation',
      'Business communication',
      'Business etiquette',
      'Recruiting and interviewing',
    ],
    nodes: 77,
    explains: 7,
  },
  'trade-documents': {
    categories: [
      'Commercial documents',
      'Factory documents',
      'Letters of credit',
      'Financial documents',
      'Administrative documents',
      'Transport documents',
      'Insurance documents',
      'Inspection and quarantine documents',
      'Customs documents',
      'Tax documents',
    ],
    nodes: 102,
    explains: 5,
  },
  correspondence: {
    categories: [
      'Establishing business relations',
      'Enquiries',
      'Offers',
      'Counter-offers',
      'Orders',
      'Payment',
      'Packing',
      'Shipment',
      'Insurance',
      'Complaints and claims',
      'Agency',
      'Letters of credit',
    ],
    nodes: 120,
    explains: 5,
  },
  'international-trade': {
    categories: [
      'General introduction',
      'Trade preparation',
      'Building customer relations',
      'Deal negotiation',
      'Contract making',
      'Payment',
      'Goods preparation and shipping',
      'Customs and inspection declaration',
      'After-sales',
    ],
    explains: 5,
  },
};

const SIZE_BY_LEVEL = { 1: 30, 2: 20, 3: 8 } as const;
const CJK = /[\u4e00-\u9fff]/;
const FILLER = /lorem|ipsum|^(topic|node|item|leaf)\s*\d+$|^(节点|主题|知识点)\s*\d+$/i;

const graphs = Object.entries(KNOWLEDGE_GRAPHS) as [TKnowledgeGraphKey, TKnowledgeGraphSource][];

function parentOf(g: TKnowledgeGraphSource): Map<string, TKnowledgeNodeSource> {
  const byId = new Map(g.nodes.map((n) => [n.id, n]));
  const parents = new Map<string, TKnowledgeNodeSource>();
  for (const l of g.links) {
    const source = byId.get(l.source);
    if (source) parents.set(l.target, source);
  }
  return parents;
}

function childrenOf(g: TKnowledgeGraphSource, id: string): TKnowledgeNodeSource[] {
  const targets = new Set(g.links.filter((l) => l.source === id).map((l) => l.target));
  return g.nodes.filter((n) => targets.has(n.id));
}

function ofLevel(g: TKnowledgeGraphSource, level: 1 | 2 | 3, category?: number): TKnowledgeNodeSource[] {
  return g.nodes.filter((n) => n.level === level && (category === undefined || n.category === category));
}

describe('KNOWLEDGE_GRAPHS', () => {
  it('holds the seven graphs, each under its own key', () => {
    expect(Object.keys(KNOWLEDGE_GRAPHS).sort()).toEqual([...KNOWLEDGE_GRAPH_KEYS].sort());
    for (const [key, g] of graphs) expect(g.key).toBe(key);
    expect(KNOWLEDGE_GRAPHS.negotiation).toBe(NEGOTIATION_GRAPH);
    expect(KNOWLEDGE_GRAPHS.correspondence).toBe(CORRESPONDENCE_GRAPH);
  });
});

describe.each(graphs)('knowledge graph %s', (key, g) => {
  const expected = EXPECTED[key];

  it('matches the schema', () => {
    const result = ZKnowledgeGraphSource.safeParse(g);
    expect(result.success ? [] : result.error.issues).toEqual([]);
  });

  it('has the categories, node count and explain count of the spec', () => {
    expect(g.categories.map((c) => c.name.en)).toEqual(expected.categories);
    if (expected.nodes !== undefined) expect(g.nodes).toHaveLength(expected.nodes);
    expect(g.explains).toHaveLength(expected.explains);
  });

  it('gives every category one level-1 node and every level-2 node at least two leaves', () => {
    g.categories.forEach((_, c) => {
      expect(ofLevel(g, 1, c)).toHaveLength(1);
      expect(ofLevel(g, 2, c).length).toBeGreaterThanOrEqual(1);
    });
    for (const topic of ofLevel(g, 2)) expect(childrenOf(g, topic.id).length).toBeGreaterThanOrEqual(2);
  });

  it('draws each level at its size (30, 20, 8)', () => {
    for (const n of g.nodes) expect(n.symbolSize, n.id).toBe(SIZE_BY_LEVEL[n.level]);
  });

  it('links each level-2 node to a level-1 node and each leaf to a level-2 node of its category', () => {
    const ids = new Set(g.nodes.map((n) => n.id));
    for (const l of g.links) {
      expect(ids.has(l.source), l.source).toBe(true);
      expect(ids.has(l.target), l.target).toBe(true);
    }
    expect(new Set(g.links.map((l) => `${l.source}>${l.target}`)).size).toBe(g.links.length);
    const parents = parentOf(g);
    for (const n of g.nodes) {
      const incoming = g.links.filter((l) => l.target === n.id);
      if (n.level === 1) {
        expect(incoming, n.id).toHaveLength(0);
        continue;
      }
      expect(incoming, n.id).toHaveLength(1);
      const parent = parents.get(n.id);
      expect(parent?.level, n.id).toBe(n.level - 1);
      expect(parent?.category, n.id).toBe(n.category);
    }
  });

  it('has unique ids and unique names in both languages', () => {
    const unique = (values: string[]) => expect(new Set(values).size).toBe(values.length);
    unique(g.nodes.map((n) => n.id));
    unique(g.nodes.map((n) => n.name.cn));
    unique(g.nodes.map((n) => n.name.en));
    unique(g.categories.map((c) => c.name.cn));
    unique(g.categories.map((c) => c.name.en));
  });

  it('names every node in Chinese and in English, without filler', () => {
    for (const n of g.nodes) {
      expect(n.name.cn, n.id).toMatch(CJK);
      expect(n.name.en, n.id).not.toMatch(CJK);
      expect(n.name.en.trim(), n.id).toBe(n.name.en);
      expect(n.name.en, n.id).not.toMatch(FILLER);
      expect(n.name.cn, n.id).not.toMatch(FILLER);
    }
  });

  it('gives explainType to level-3 nodes only, within range, and uses every explain', () => {
    for (const n of g.nodes) {
      if (n.level === 3) {
        expect(Number.isInteger(n.explainType), n.id).toBe(true);
        expect(n.explainType, n.id).toBeGreaterThanOrEqual(0);
        expect(n.explainType, n.id).toBeLessThan(expected.explains);
      } else {
        expect(n.explainType, n.id).toBeUndefined();
      }
    }
    const used = new Set(ofLevel(g, 3).map((n) => n.explainType));
    expect([...used].sort()).toEqual(Array.from({ length: expected.explains }, (_, i) => i));
  });

  it('gives each explain three listening and three reading or writing objectives on the difficulty ladder', () => {
    const descriptions: string[] = [];
    for (const e of g.explains) {
      expect(e.basic).toHaveLength(3);
      expect(e.synthesize).toHaveLength(3);
      const items = [...e.basic, ...e.synthesize];
      items.forEach((item, i) => {
        expect(item.label).toEqual({ cn: `难度系数 ${i + 1}`, en: `Difficulty ${i + 1}` });
        expect(item.description.cn).toMatch(CJK);
        expect(item.description.en).not.toMatch(CJK);
        descriptions.push(item.description.cn, item.description.en);
      });
      for (const item of e.basic) {
        expect(item.value).toBeGreaterThanOrEqual(0.4);
        expect(item.value).toBeLessThanOrEqual(0.5);
      }
      for (const item of e.synthesize) {
        expect(item.value).toBeGreaterThanOrEqual(0.7);
        expect(item.value).toBeLessThanOrEqual(0.9);
      }
      const values = items.map((i) => i.value);
      expect(values).toEqual([...values].sort((a, b) => a - b));
    }
    expect(new Set(descriptions).size).toBe(descriptions.length);
  });

  it('places nodes at distinct computed points and weighs them by subtree size', () => {
    const points = g.nodes.map((n) => `${n.x},${n.y}`);
    expect(new Set(points).size).toBe(points.length);
    for (const n of g.nodes) {
      expect(Number.isFinite(n.x) && Number.isFinite(n.y), n.id).toBe(true);
      const below = childrenOf(g, n.id).reduce((sum, c) => sum + c.value, 0);
      expect(n.value, n.id).toBe(1 + below);
    }
  });
});

describe('graph-specific rules of the spec', () => {
  it('textbook: units UNIT 1 to UNIT 12 in both languages, each with a BEC test node', () => {
    TEXTBOOK_GRAPH.categories.forEach((c, i) => {
      expect(c.name).toEqual({ cn: `UNIT ${i + 1}`, en: `UNIT ${i + 1}` });
      const bec = ofLevel(TEXTBOOK_GRAPH, 2, i).filter((n) => n.name.en.startsWith('BEC '));
      expect(bec, c.name.en).toHaveLength(1);
      expect(bec[0]?.name.cn.startsWith('BEC ')).toBe(true);
    });
  });

  it('workplace: six top categories, six level-1 nodes', () => {
    expect(WORKPLACE_GRAPH.categories).toHaveLength(6);
    expect(ofLevel(WORKPLACE_GRAPH, 1)).toHaveLength(6);
  });

  it('cross-cultural: 77 nodes, explainType 0-6, one hub per area with topics of two to five leaves', () => {
    expect(CROSS_CULTURAL_GRAPH.nodes).toHaveLength(77);
    expect(CROSS_CULTURAL_GRAPH.explains).toHaveLength(7);
    CROSS_CULTURAL_GRAPH.categories.forEach((_, c) => {
      expect(ofLevel(CROSS_CULTURAL_GRAPH, 1, c)).toHaveLength(1);
      const topics = ofLevel(CROSS_CULTURAL_GRAPH, 2, c);
      // 10 areas of one level-1, one level-2 and 2-5 leaves make at most 70 nodes, so to reach the
      // spec's 77 some areas carry a second level-2 topic; leaves stay 2-5 per topic.
      expect(topics.length).toBeGreaterThanOrEqual(1);
      expect(topics.length).toBeLessThanOrEqual(2);
      for (const t of topics) {
        expect(childrenOf(CROSS_CULTURAL_GRAPH, t.id).length).toBeGreaterThanOrEqual(2);
        expect(childrenOf(CROSS_CULTURAL_GRAPH, t.id).length).toBeLessThanOrEqual(5);
      }
    });
  });

  it('trade-documents: 10 categories and 102 nodes; correspondence: 12 categories and 120 nodes', () => {
    expect(TRADE_DOCUMENTS_GRAPH.categories).toHaveLength(10);
    expect(TRADE_DOCUMENTS_GRAPH.nodes).toHaveLength(102);
    expect(CORRESPONDENCE_GRAPH.categories).toHaveLength(12);
    expect(CORRESPONDENCE_GRAPH.nodes).toHaveLength(120);
  });

  it('international-trade: nine stages of about three level-2 topics each, explainType 0-4', () => {
    expect(INTERNATIONAL_TRADE_GRAPH.categories).toHaveLength(9);
    expect(INTERNATIONAL_TRADE_GRAPH.explains).toHaveLength(5);
    INTERNATIONAL_TRADE_GRAPH.categories.forEach((_, c) => {
      const topics = ofLevel(INTERNATIONAL_TRADE_GRAPH, 2, c).length;
      expect(topics).toBeGreaterThanOrEqual(2);
      expect(topics).toBeLessThanOrEqual(4);
    });
    for (const n of ofLevel(INTERNATIONAL_TRADE_GRAPH, 3)) expect(n.explainType).toBeLessThanOrEqual(4);
  });
});

describe('ZKnowledgeGraphSource', () => {
  const broken = (change: (g: TKnowledgeGraphSource) => void) => {
    const g: TKnowledgeGraphSource = JSON.parse(JSON.stringify(NEGOTIATION_GRAPH));
    change(g);
    return ZKnowledgeGraphSource.safeParse(g).success;
  };
  const leaf = (g: TKnowledgeGraphSource) => g.nodes.find((n) => n.level === 3) as TKnowledgeNodeSource;
  const hub = (g: TKnowledgeGraphSource) => g.nodes.find((n) => n.level === 1) as TKnowledgeNodeSource;

  it('rejects graphs that break the cross-field rules', () => {
    expect(broken(() => undefined)).toBe(true);
    expect(broken((g) => delete leaf(g).explainType)).toBe(false);
    expect(broken((g) => (leaf(g).explainType = 5))).toBe(false);
    expect(broken((g) => (hub(g).explainType = 0))).toBe(false);
    expect(broken((g) => (leaf(g).symbolSize = 20))).toBe(false);
    expect(broken((g) => (leaf(g).category = 11))).toBe(false);
    expect(broken((g) => g.links.push({ source: '1', target: 'missing' }))).toBe(false);
    expect(broken((g) => g.nodes.push({ ...leaf(g) }))).toBe(false);
    const explain = (g: TKnowledgeGraphSource) => g.explains[0] as TKnowledgeGraphSource['explains'][number];
    expect(broken((g) => (explain(g).basic[0].value = 0.6))).toBe(false);
    expect(broken((g) => (explain(g).synthesize[2].value = 0.95))).toBe(false);
    expect(broken((g) => explain(g).basic.pop())).toBe(false);
  });
});

describe('presentKnowledgeGraph', () => {
  it.each(['cn', 'en'] as const)('answers every graph in %s with the same structure', (language) => {
    for (const [, source] of graphs) {
      const before = JSON.stringify(source);
      const g = presentKnowledgeGraph(source, language);
      expect(ZKnowledgeGraph.safeParse(g).success).toBe(true);
      expect(g.key).toBe(source.key);
      expect(g.title).toBe(source.title[language]);
      expect(g.categories.map((c) => c.name)).toEqual(source.categories.map((c) => c.name[language]));
      expect(g.nodes).toEqual(source.nodes.map((n) => ({ ...n, name: n.name[language] })));
      expect(g.links).toEqual(source.links);
      g.explains.forEach((e, i) => {
        const s = source.explains[i];
        expect(e.basic.map((item) => item.description)).toEqual(s?.basic.map((item) => item.description[language]));
        expect(e.synthesize.map((item) => item.label)).toEqual(s?.synthesize.map((item) => item.label[language]));
        expect(e.synthesize.map((item) => item.value)).toEqual(s?.synthesize.map((item) => item.value));
      });
      expect(JSON.stringify(source)).toBe(before);
    }
  });

  it('reads as expected in each language', () => {
    const cn = presentKnowledgeGraph(TRADE_DOCUMENTS_GRAPH, 'cn');
    const en = presentKnowledgeGraph(TRADE_DOCUMENTS_GRAPH, 'en');
    expect(cn.title).toBe('外贸单证');
    expect(en.title).toBe('Foreign Trade Documents');
    expect(cn.nodes.find((n) => n.id === '1-1-1')?.name).toBe('商业发票');
    expect(en.nodes.find((n) => n.id === '1-1-1')?.name).toBe('Commercial invoice');
    expect(cn.explains[0]?.basic[0].label).toBe('难度系数 1');
    expect(en.explains[0]?.synthesize[2].label).toBe('Difficulty 6');
    expect(en.explains[0]?.synthesize[2].value).toBe(0.9);
  });
});
