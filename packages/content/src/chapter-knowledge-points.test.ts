import { describe, expect, it } from 'vitest';
import { CHAPTER_KNOWLEDGE_POINTS } from './chapter-knowledge-points';
import { COURSE_CATALOGUE } from './course-catalogue';
import { outlineFor } from './course-outlines';
import { KNOWLEDGE_GRAPHS } from './knowledge-graphs';

/** The overview chapters, which practise no single knowledge point. */
const OVERVIEWS = new Set(['商务信函概述', '外贸单证概述']);

describe('chapter → knowledge points', () => {
  it('maps exactly the catalogue courses that have a knowledge graph', () => {
    const withGraph = COURSE_CATALOGUE.filter((c) => c.knowledgeGraph).map((c) => c.key);
    expect(Object.keys(CHAPTER_KNOWLEDGE_POINTS).sort()).toEqual(withGraph.sort());
  });

  for (const course of COURSE_CATALOGUE.filter((c) => c.knowledgeGraph)) {
    it(`${course.key}: every chapter maps to existing level-1 nodes`, () => {
      const outline = outlineFor(course.key);
      const graph = KNOWLEDGE_GRAPHS[course.knowledgeGraph as keyof typeof KNOWLEDGE_GRAPHS];
      const mapping = CHAPTER_KNOWLEDGE_POINTS[course.key] ?? [];
      expect(mapping).toHaveLength(outline?.chapters.length ?? -1);
      const roots = new Map(graph.nodes.filter((n) => n.level === 1).map((n) => [n.id, n]));
      outline?.chapters.forEach((chapter, i) => {
        const ids = mapping[i] ?? [];
        if (OVERVIEWS.has(chapter.title.cn)) expect(ids).toEqual([]);
        else expect(ids.length, chapter.title.cn).toBeGreaterThan(0);
        for (const id of ids) expect(roots.has(id), `${chapter.title.cn} → ${id}`).toBe(true);
      });
    });
  }

  it('follows the subject where chapter and category names agree', () => {
    // Wherever a mapped chapter and its node carry the same name, or one contains the other, they agree.
    const checks: [string, number, string][] = [
      ['foreign-trade-correspondence', 7, '信用证'],
      ['foreign-trade-correspondence', 11, '投诉与索赔'],
      ['foreign-trade-documents', 1, '信用证'],
      ['foreign-trade-documents', 9, '报关单据'],
      ['business-negotiation', 6, '讨价还价'],
      ['workplace-skills', 5, '社交礼仪'],
    ];
    for (const [key, chapter, name] of checks) {
      const course = COURSE_CATALOGUE.find((c) => c.key === key);
      const graph = KNOWLEDGE_GRAPHS[course?.knowledgeGraph as keyof typeof KNOWLEDGE_GRAPHS];
      const id = CHAPTER_KNOWLEDGE_POINTS[key]?.[chapter]?.[0];
      expect(graph.nodes.find((n) => n.id === id)?.name.cn).toBe(name);
      expect(outlineFor(key)?.chapters[chapter]?.title.cn).toBe(name);
    }
  });
});
