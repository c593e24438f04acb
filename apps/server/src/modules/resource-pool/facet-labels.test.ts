/** Knowledge-point facets: two graphs' points of one name say their course; a unique name stays bare. */
import { COURSE_CATALOGUE, KNOWLEDGE_GRAPHS } from '@lingua/content';
import { describe, expect, it } from 'vitest';
import { namedApart } from './search';

describe('knowledge-point facet labels', () => {
  it('adds the course to names two graphs share, and leaves a unique name as it is', () => {
    const [a, b] = COURSE_CATALOGUE.filter((c) => c.knowledgeGraph).map((c) => c.knowledgeGraph as string);
    expect(a).not.toBe(b);
    const first = KNOWLEDGE_GRAPHS[a as keyof typeof KNOWLEDGE_GRAPHS].nodes[0]?.id;
    const second = KNOWLEDGE_GRAPHS[b as keyof typeof KNOWLEDGE_GRAPHS].nodes[0]?.id;
    const rows = namedApart(
      [
        { value: `${a}:${first}`, label: '信用证', count: 5 },
        { value: `${b}:${second}`, label: '信用证', count: 3 },
        { value: `${a}:x`, label: '询盘', count: 1 },
      ],
      'cn',
    );
    const nameOf = (graph: string | undefined) => COURSE_CATALOGUE.find((c) => c.knowledgeGraph === graph)?.name.cn;
    expect(rows.map((r) => r.label)).toEqual([`信用证 · ${nameOf(a)}`, `信用证 · ${nameOf(b)}`, '询盘']);
  });
});
