/**
 * What a proposal chooses from: the knowledge points of the catalogue courses' graphs (level-1
 * nodes with their level-2 topics), and the trainings the teacher may read with their level (the
 * mean authored difficulty of their questions, rounded) and the points their catalogue chapters
 * practise (packages/content chapter-knowledge-points.ts).
 */
import { CHAPTER_KNOWLEDGE_POINTS, COURSE_CATALOGUE, KNOWLEDGE_GRAPHS } from '@lingua/content';
import { ActivityKind, type TActivityKind, TrainingKinds, type TTrainingKind } from '@lingua/contracts';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { activityTrainings, courseActivities, courseChapters, courses, trainings } from '../../db/schema';
import type { Queryable } from '../../platform/database';
import type { SessionUser } from '../../platform/request-context';
import { trainingPolicy } from '../trainings/training-policy';
import type { KnowledgePointCandidate, TrainingCandidate } from './outline-proposal';

/** Fixed content: read once. */
let pointCache: KnowledgePointCandidate[] | undefined;

export function knowledgePointCandidates(): KnowledgePointCandidate[] {
  if (pointCache) return pointCache;
  pointCache = COURSE_CATALOGUE.flatMap((course) => {
    const graph = course.knowledgeGraph ? KNOWLEDGE_GRAPHS[course.knowledgeGraph] : undefined;
    if (!graph) return [];
    const byId = new Map(graph.nodes.map((n) => [n.id, n]));
    return graph.nodes
      .filter((n) => n.level === 1)
      .map((root) => ({
        ref: `${course.key}:${root.id}`,
        graphTitle: graph.title,
        name: root.name,
        topics: graph.links
          .filter((l) => l.source === root.id)
          .map((l) => byId.get(l.target))
          .filter((n) => n?.level === 2)
          .map((n) => n?.name ?? { cn: '', en: '' }),
      }));
  });
  return pointCache;
}

/**
 * A training's level: the mean authored difficulty of its questions, rounded (2 with none). Written
 * out in full because drizzle leaves columns unqualified in a one-table select.
 */
const trainingLevel =
  sql<number>`coalesce(round((select avg(q.difficulty) from training_questions q where q.training_id = "trainings"."id")), 2)`.mapWith(
    Number,
  );

/** Training kinds a course activity may open (tasks and test papers are set elsewhere). */
export const OPENABLE_KINDS: TTrainingKind[] = TrainingKinds.filter((k) =>
  (ActivityKind as readonly string[]).includes(k),
);

const stripTags = (html: string) => html.replace(/<[^>]*>/g, ' ');

export async function trainingCandidates(db: Queryable, user: SessionUser): Promise<TrainingCandidate[]> {
  const rows = await db
    .select({
      id: trainings.id,
      kind: trainings.kind,
      title: trainings.title,
      intro: trainings.intro,
      level: trainingLevel,
    })
    .from(trainings)
    .where(and(trainingPolicy.read(user), inArray(trainings.kind, OPENABLE_KINDS)));
  const links = await db
    .select({ trainingId: activityTrainings.trainingId, courseKey: courses.key, chapterSort: courseChapters.sort })
    .from(activityTrainings)
    .innerJoin(courseActivities, eq(courseActivities.id, activityTrainings.activityId))
    .innerJoin(courses, eq(courses.id, courseActivities.courseId))
    .innerJoin(
      courseChapters,
      sql`${courseChapters.id} = (select s.chapter_id from course_steps s where s.id = ${courseActivities.stepId})`,
    )
    .where(isNull(courses.schoolId));
  const points = new Map<number, Set<string>>();
  for (const link of links) {
    const ids = CHAPTER_KNOWLEDGE_POINTS[link.courseKey]?.[link.chapterSort] ?? [];
    const set = points.get(link.trainingId) ?? new Set<string>();
    for (const id of ids) set.add(`${link.courseKey}:${id}`);
    points.set(link.trainingId, set);
  }
  return rows.map((r) => ({
    trainingId: r.id,
    kind: r.kind as TActivityKind,
    title: r.title,
    intro: { cn: stripTags(r.intro.cn), en: stripTags(r.intro.en) },
    level: Math.min(3, Math.max(1, r.level)),
    points: [...(points.get(r.id) ?? [])],
  }));
}

/** The activity picker: trainings the teacher may read whose title has the keyword (Chinese or English). */
export async function trainingOptions(db: Queryable, user: SessionUser, keyword: string) {
  const pattern = `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await db
    .select({
      id: trainings.id,
      kind: trainings.kind,
      title: trainings.title,
      schoolId: trainings.schoolId,
      level: trainingLevel,
    })
    .from(trainings)
    .where(
      and(
        trainingPolicy.read(user),
        inArray(trainings.kind, OPENABLE_KINDS),
        keyword
          ? sql`(${trainings.title}->>'cn' ilike ${pattern} or ${trainings.title}->>'en' ilike ${pattern})`
          : undefined,
      ),
    )
    .orderBy(trainings.id)
    .limit(50);
  return rows.map((r) => ({
    trainingId: r.id,
    kind: r.kind as TActivityKind,
    title: r.title,
    level: Math.min(3, Math.max(1, r.level)),
    fromSchoolBank: r.schoolId !== null,
  }));
}
