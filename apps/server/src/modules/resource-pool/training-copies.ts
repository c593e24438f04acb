/**
 * A school's own trainings in the pool (issue 18 items 2 and 4): a teacher's copy of a pool
 * training and a teacher's import each get a pool resource owned by that teacher, private until
 * shared (pool-policy.ts). A copy is a new training with its own questions: editing it never
 * touches the original.
 */
import { randomBytes } from 'node:crypto';
import { ResourceTopLevelType, type TLocalizedText, type TTrainingKind } from '@lingua/contracts';
import { asc, eq } from 'drizzle-orm';
import { resources, trainingQuestions, trainings } from '../../db/schema';
import type { Db, Queryable } from '../../platform/database';
import { badRequest } from '../../platform/errors';
import type { SessionUser } from '../../platform/request-context';
import { POOL_KIND_OF_TRAINING } from './kinds';
import type { ResourceRow } from './present';
import { searchVector } from './vector';

type TrainingRow = typeof trainings.$inferSelect;

/** "… (副本)" / "… (Copy)", within the title's length. */
export function copyTitle(title: TLocalizedText): TLocalizedText {
  return { cn: `${title.cn.slice(0, 190)} (副本)`, en: `${title.en.slice(0, 190)} (Copy)` };
}

const uniqueKey = (prefix: string, schoolId: number) =>
  `${prefix}-${schoolId}-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}`;

/** The pool resource of a school's training, owned by its teacher and private until shared. */
export async function addTrainingToPool(
  db: Queryable,
  owner: SessionUser,
  training: TrainingRow,
  from?: Pick<ResourceRow, 'language' | 'level' | 'courseKey' | 'knowledgePoints' | 'tags' | 'bodyText'>,
): Promise<ResourceRow> {
  const fields = {
    title: training.title,
    description: training.intro,
    tags: from?.tags ?? [],
    bodyText: from?.bodyText ?? '',
  };
  const [row] = await db
    .insert(resources)
    .values({
      ...fields,
      kind: POOL_KIND_OF_TRAINING[training.kind as TTrainingKind] ?? ResourceTopLevelType.study,
      schoolId: owner.schoolId,
      ownerId: owner.userId,
      isShared: false,
      language: from?.language ?? 'en',
      level: from?.level ?? 1,
      courseKey: from?.courseKey ?? null,
      knowledgePoints: from?.knowledgePoints ?? [],
      trainingId: training.id,
      trainingKind: training.kind,
      search: searchVector(fields) as unknown as string,
    })
    .returning();
  if (!row) throw new Error('pool resource insert returned nothing');
  return row;
}

/** Copies a readable pool resource's training into the caller's own training and pool resource. */
export async function copyTrainingResource(db: Db, user: SessionUser, source: ResourceRow): Promise<ResourceRow> {
  if (source.trainingId === null) throw badRequest('poolNotTraining', 'resourceId');
  const sourceId = source.trainingId;
  return db.transaction(async (tx) => {
    const [original] = await tx.select().from(trainings).where(eq(trainings.id, sourceId));
    if (!original) throw badRequest('poolNotTraining', 'resourceId');
    const [copy] = await tx
      .insert(trainings)
      .values({
        schoolId: user.schoolId,
        ownerId: user.userId,
        copiedFrom: original.id,
        key: uniqueKey('copy', user.schoolId),
        kind: original.kind,
        title: copyTitle(original.title),
        intro: original.intro,
        background: original.background,
        settings: original.settings,
        links: original.links,
      })
      .returning();
    if (!copy) throw new Error('training copy insert returned nothing');
    const questions = await tx
      .select()
      .from(trainingQuestions)
      .where(eq(trainingQuestions.trainingId, original.id))
      .orderBy(asc(trainingQuestions.sort));
    if (questions.length > 0) {
      await tx.insert(trainingQuestions).values(questions.map(({ id: _id, ...q }) => ({ ...q, trainingId: copy.id })));
    }
    return addTrainingToPool(tx, user, copy, source);
  });
}

/** The training of a resource, when the caller owns it (their copy or import): its title and intro follow the resource's. */
export async function syncOwnTraining(
  db: Queryable,
  user: SessionUser,
  row: ResourceRow,
  text: { title: TLocalizedText; description: TLocalizedText },
) {
  if (row.trainingId === null) return;
  const [training] = await db.select().from(trainings).where(eq(trainings.id, row.trainingId));
  if (!training || training.schoolId !== user.schoolId || training.ownerId !== user.userId) return;
  await db.update(trainings).set({ title: text.title, intro: text.description }).where(eq(trainings.id, training.id));
}
