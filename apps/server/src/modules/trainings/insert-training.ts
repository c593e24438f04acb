/**
 * Writing trainings and their questions: the seed's platform trainings and a school's question-bank
 * import both come through here, so every question's content is checked against its type.
 */
import { checkQuestionContent, type TTrainingSeed, ZTrainingSeed } from '@lingua/contracts';
import { trainingQuestions, trainings } from '../../db/schema';
import type { Queryable } from '../../platform/database';

/** Rows per insert: well under PostgreSQL's 65,535 bound parameters for the widest row. */
const ROWS_PER_INSERT = 500;

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += ROWS_PER_INSERT) out.push(items.slice(i, i + ROWS_PER_INSERT));
  return out;
}

/** The seed parsed, with the content of every question checked against its type (a throw names the question). */
function checkedSeed(seed: TTrainingSeed) {
  const parsed = ZTrainingSeed.parse(seed);
  for (const [i, q] of parsed.questions.entries()) {
    const issue = checkQuestionContent({ subject_type: q.subject_type, content: q.content });
    if (issue) throw new Error(`training ${parsed.key} question ${i + 1}: ${issue}`);
  }
  return parsed;
}

/**
 * Writes many trainings and their questions in a few statements (the seed's 400-odd trainings
 * took one round trip each, twice, on every fresh database). All are checked before any is written.
 */
export async function insertTrainings(
  db: Queryable,
  seeds: readonly TTrainingSeed[],
  schoolId: number | null = null,
  ownerId: number | null = null,
) {
  const parsed = seeds.map(checkedSeed);
  const written: { training: typeof trainings.$inferSelect; questions: (typeof trainingQuestions.$inferSelect)[] }[] =
    [];
  for (const batch of chunks(parsed)) {
    const rows = await db
      .insert(trainings)
      .values(
        batch.map((seed) => ({
          schoolId,
          ownerId,
          key: seed.key,
          kind: seed.kind,
          title: seed.title,
          intro: seed.intro,
          background: seed.background,
          settings: seed.settings,
          links: seed.links.map(({ title, brief }) => ({ title, brief })),
        })),
      )
      .returning();
    // RETURNING promises no order: each row finds its seed by key (unique within a batch).
    const byKey = new Map(rows.map((row) => [row.key, row]));
    for (const seed of batch) {
      const training = byKey.get(seed.key);
      if (!training) throw new Error(`training ${seed.key} insert returned nothing`);
      written.push({ training, questions: [] });
    }
  }
  const questionRows = parsed.flatMap((seed, index) => {
    // A comprehensive case's links take the questions in order: each question's link index.
    const linkOf = seed.links.flatMap((l, i) => Array.from({ length: l.tasks }, () => i));
    return seed.questions.map((q, sort) => ({
      trainingId: written[index]?.training.id ?? 0,
      sort,
      subjectType: q.subject_type,
      stem: q.stem,
      fullMark: q.fullMark,
      analysis: q.analysis,
      content: q.content,
      difficulty: q.difficulty ?? seed.difficulty,
      name: q.name ?? '',
      link: linkOf[sort] ?? null,
    }));
  });
  const byTraining = new Map(written.map((w) => [w.training.id, w]));
  for (const batch of chunks(questionRows)) {
    for (const question of await db.insert(trainingQuestions).values(batch).returning())
      byTraining.get(question.trainingId)?.questions.push(question);
  }
  for (const w of written) w.questions.sort((a, b) => a.sort - b.sort);
  return written;
}

/** Writes one training and its questions; the content of every question is checked against its type. */
export async function insertTraining(
  db: Queryable,
  seed: TTrainingSeed,
  schoolId: number | null = null,
  ownerId: number | null = null,
) {
  const [written] = await insertTrainings(db, [seed], schoolId, ownerId);
  if (!written) throw new Error('training insert returned nothing');
  return written;
}
