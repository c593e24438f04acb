/**
 * What the pool reads from the platform's content: course names by catalogue key and knowledge
 * point names by "graphKey:nodeId", in the caller's language.
 */
import { COURSE_CATALOGUE, KNOWLEDGE_GRAPHS } from '@lingua/content';
import type { TKnowledgeGraphKey, TLanguageUse, TLocalizedText } from '@lingua/contracts';

const courseNames = new Map<string, TLocalizedText>(COURSE_CATALOGUE.map((c) => [c.key, c.name]));

const pointNames = new Map<string, TLocalizedText>();
for (const [graphKey, graph] of Object.entries(KNOWLEDGE_GRAPHS)) {
  for (const node of graph.nodes) pointNames.set(`${graphKey}:${node.id}`, node.name);
}

export const isCourseKey = (key: string) => courseNames.has(key);
export const isKnowledgePoint = (id: string) => pointNames.has(id);

export function courseName(key: string | null, language: TLanguageUse): string | null {
  const name = key ? courseNames.get(key) : undefined;
  return name ? name[language] || name.cn : null;
}

export function knowledgePointName(id: string, language: TLanguageUse): string {
  const name = pointNames.get(id);
  return name ? name[language] || name.cn : id;
}

/** The name of the course whose graph holds a knowledge point ("graphKey:nodeId"), if any. */
export function knowledgePointCourse(id: string, language: TLanguageUse): string | null {
  const graphKey = id.slice(0, id.indexOf(':'));
  return courseName(COURSE_CATALOGUE.find((c) => c.knowledgeGraph === graphKey)?.key ?? null, language);
}

/** The knowledge graph of a course, if it has one. */
export function graphOfCourse(courseKey: string): TKnowledgeGraphKey | null {
  return COURSE_CATALOGUE.find((c) => c.key === courseKey)?.knowledgeGraph ?? null;
}

export const catalogueCourses = () => COURSE_CATALOGUE.map((c) => ({ key: c.key, name: c.name }));
