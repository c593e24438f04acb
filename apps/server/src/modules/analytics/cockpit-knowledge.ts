/**
 * The data cockpit's knowledge points: the average training score (percent) of the trainings of
 * each course chapter, by one grouped query over the scope's student-training scores joined through
 * activity_trainings → course_activities → course_steps → course_chapters, then each chapter's sum
 * and count added into the knowledge points its course maps it to (packages/content
 * chapter-knowledge-points.ts). A course without that mapping shows its chapters as the units.
 */
import { CHAPTER_KNOWLEDGE_POINTS, catalogueCourse, KNOWLEDGE_GRAPHS } from '@lingua/content';
import type { TCockpitPoint, TLanguageUse, TLocalizedText } from '@lingua/contracts';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { SubqueryWithSelection } from 'drizzle-orm/pg-core';
import { activityTrainings, courseActivities, courseChapters, courseSteps, courses } from '../../db/schema';
import type { Db } from '../../platform/database';
import { oneDecimal } from './report-scope';

/** Student-training scores: the course the score counts for, the training, its percent (null: not scored). */
export type ScoreRows = SubqueryWithSelection<
  { courseId: SQL.Aliased<number>; trainingId: SQL.Aliased<number>; percent: SQL.Aliased<number | null> },
  'scores'
>;

/** Each chapter's sum and count of scores: one grouped query. */
async function chapterSums(db: Db, scores: ScoreRows) {
  const links = db
    .selectDistinct({
      courseId: courseActivities.courseId,
      trainingId: activityTrainings.trainingId,
      chapterId: courseSteps.chapterId,
    })
    .from(activityTrainings)
    .innerJoin(courseActivities, eq(courseActivities.id, activityTrainings.activityId))
    .innerJoin(courseSteps, eq(courseSteps.id, courseActivities.stepId))
    .as('links');
  return db
    .select({
      courseKey: courses.key,
      courseName: courses.name,
      sort: courseChapters.sort,
      title: courseChapters.title,
      sum: sql<number>`coalesce(sum(${scores.percent}), 0)::float8`.mapWith(Number),
      n: sql<number>`count(${scores.percent})::int`.mapWith(Number),
    })
    .from(scores)
    .innerJoin(links, and(eq(links.trainingId, scores.trainingId), eq(links.courseId, scores.courseId)))
    .innerJoin(courseChapters, eq(courseChapters.id, links.chapterId))
    .innerJoin(courses, eq(courses.id, courseChapters.courseId))
    .groupBy(courses.id, courseChapters.id);
}

/** Chapter sums → knowledge points (or chapters), each with its average. */
export function pointsOf(
  rows: {
    courseKey: string;
    courseName: TLocalizedText;
    sort: number;
    title: TLocalizedText;
    sum: number;
    n: number;
  }[],
  language: TLanguageUse,
): TCockpitPoint[] {
  const points = new Map<string, { name: string; course: string; byChapter: boolean; sum: number; n: number }>();
  const add = (key: string, name: string, course: string, byChapter: boolean, sum: number, n: number) => {
    const point = points.get(key) ?? { name, course, byChapter, sum: 0, n: 0 };
    point.sum += sum;
    point.n += n;
    points.set(key, point);
  };
  for (const r of rows) {
    const course = r.courseName[language];
    const mapping = CHAPTER_KNOWLEDGE_POINTS[r.courseKey];
    const graphKey = catalogueCourse(r.courseKey)?.knowledgeGraph;
    const graph = graphKey ? KNOWLEDGE_GRAPHS[graphKey] : undefined;
    if (!mapping || !graph) {
      add(`${r.courseKey}#${r.sort}`, r.title[language], course, true, r.sum, r.n);
      continue;
    }
    for (const id of mapping[r.sort] ?? []) {
      const node = graph.nodes.find((x) => x.id === id);
      if (node) add(`${r.courseKey}:${id}`, node.name[language], course, false, r.sum, r.n);
    }
  }
  return [...points.values()]
    .filter((p) => p.n > 0)
    .map((p) => ({
      name: p.name,
      course: p.course,
      byChapter: p.byChapter,
      average: oneDecimal(p.sum / p.n) ?? 0,
      scores: p.n,
    }));
}

/** The strongest five and the weakest five (ties by name, so the page is stable). */
export async function knowledgePanel(db: Db, scores: ScoreRows, language: TLanguageUse) {
  const points = pointsOf(await chapterSums(db, scores), language);
  const byName = (a: TCockpitPoint, b: TCockpitPoint) => a.name.localeCompare(b.name);
  return {
    count: points.length,
    top: [...points].sort((a, b) => b.average - a.average || byName(a, b)).slice(0, 5),
    weakest: [...points].sort((a, b) => a.average - b.average || byName(a, b)).slice(0, 5),
  };
}
