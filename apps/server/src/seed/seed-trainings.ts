/**
 * The platform's trainings (packages/content) and their links to course activities, brought up to
 * date on every start (after the courses): missing trainings added by key, each activity linked to
 * the training its outline names.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { COURSE_OUTLINES, TRAINING_ASSET_DIR, TRAINING_SEEDS } from '@lingua/content';
import type { TTrainingSeed } from '@lingua/contracts';
import { asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { activityTrainings, courseActivities, courseSteps, courses, trainings } from '../db/schema';
import { insertTrainings } from '../modules/trainings/insert-training';
import type { Db } from '../platform/database';
import type { FileStorage } from '../platform/storage';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** Replaces `asset:<name>` file urls (background and question content) with stored files. */
async function storeAssets(
  seed: TTrainingSeed,
  storage: FileStorage,
  stored: Map<string, string>,
): Promise<TTrainingSeed> {
  const json = JSON.stringify(seed);
  const names = [...new Set([...json.matchAll(/asset:([\w.-]+)/g)].map((m) => m[1] ?? ''))];
  let out = json;
  for (const name of names) {
    let url = stored.get(name);
    if (!url) {
      const bytes = readFileSync(path.join(repoRoot, TRAINING_ASSET_DIR, path.basename(name)));
      url = await storage.save(bytes, name.split('.').pop() ?? 'bin', { public: true });
      stored.set(name, url);
    }
    out = out.split(`asset:${name}`).join(url);
  }
  return JSON.parse(out) as TTrainingSeed;
}

/**
 * Adds the platform trainings this database does not have yet (by key), then brings the links of
 * the platform courses' activities to what the outlines say: each activity opens the training its
 * outline names (its own), and an activity whose outline names none opens nothing. Activities are
 * matched to the outline by course key and position; the activity takes the outline's kind and
 * title, so a database seeded before an outline changed follows it. Answers whether anything changed.
 */
export async function seedTrainings(db: Db, storage: FileStorage): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(7411004)`);
    const have = new Set((await tx.select({ key: trainings.key }).from(trainings)).map((r) => r.key));
    const missing = TRAINING_SEEDS.filter((seed) => !have.has(seed.key));
    const stored = new Map<string, string>();
    const ready: TTrainingSeed[] = [];
    for (const seed of missing) ready.push(await storeAssets(seed, storage, stored));
    await insertTrainings(tx, ready);
    const linksChanged = await linkOutlineTrainings(tx);
    return missing.length > 0 || linksChanged;
  });
}

async function linkOutlineTrainings(tx: Db): Promise<boolean> {
  const trainingIds = new Map(
    (await tx.select({ id: trainings.id, key: trainings.key }).from(trainings).where(isNull(trainings.schoolId))).map(
      (t) => [t.key, t.id],
    ),
  );
  const rows = await tx
    .select({
      id: courseActivities.id,
      kind: courseActivities.kind,
      title: courseActivities.title,
      courseKey: courses.key,
      trainingId: activityTrainings.trainingId,
    })
    .from(courseActivities)
    .innerJoin(courses, eq(courses.id, courseActivities.courseId))
    .innerJoin(courseSteps, eq(courseSteps.id, courseActivities.stepId))
    .leftJoin(activityTrainings, eq(activityTrainings.activityId, courseActivities.id))
    .orderBy(asc(courses.id), asc(courseSteps.sort), asc(courseActivities.sort));
  let changed = false;
  // Links are replaced in two statements at the end, not one round trip per activity.
  const relinked: number[] = [];
  const links: { activityId: number; trainingId: number }[] = [];
  for (const outline of COURSE_OUTLINES) {
    const authored = outline.chapters.flatMap((c) => c.steps.flatMap((s) => s.activities));
    const seeded = rows.filter((r) => r.courseKey === outline.key);
    // A course whose shape no longer follows its outline (edited by hand) keeps its links.
    if (seeded.length !== authored.length) continue;
    for (const [index, row] of seeded.entries()) {
      const activity = authored[index];
      if (!activity) continue;
      if (row.kind !== activity.kind || JSON.stringify(row.title) !== JSON.stringify(activity.title)) {
        await tx
          .update(courseActivities)
          .set({ kind: activity.kind, title: activity.title })
          .where(eq(courseActivities.id, row.id));
        changed = true;
      }
      const want = activity.training ? (trainingIds.get(activity.training) ?? null) : null;
      if ((row.trainingId ?? null) === want) continue;
      relinked.push(row.id);
      if (want !== null) links.push({ activityId: row.id, trainingId: want });
      changed = true;
    }
  }
  if (relinked.length > 0) await tx.delete(activityTrainings).where(inArray(activityTrainings.activityId, relinked));
  if (links.length > 0) await tx.insert(activityTrainings).values(links);
  return changed;
}
