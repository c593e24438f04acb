/**
 * The platform's trainings (packages/content) and their links to course activities, brought up to
 * date on every start (after the courses): missing trainings added by key, unlinked activities of
 * an open kind linked to that kind's trainings in turn.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { TRAINING_ASSET_DIR, TRAINING_SEEDS } from '@lingua/content';
import { isOpenKind, TrainingKinds, type TTrainingSeed } from '@lingua/contracts';
import { asc, isNull, sql } from 'drizzle-orm';
import { activityTrainings, courseActivities, trainings } from '../db/schema';
import { insertTraining } from '../modules/trainings/insert-training';
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
 * Adds the platform trainings this database does not have yet (by key), then links every course
 * activity of an open kind that has no training. A fresh database gets them all; an existing one
 * gets what a new release brings (say, the speaking kinds) without touching what is there.
 * Answers whether anything was added.
 */
export async function seedTrainings(db: Db, storage: FileStorage): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(7411004)`);
    const have = new Set((await tx.select({ key: trainings.key }).from(trainings)).map((r) => r.key));
    const missing = TRAINING_SEEDS.filter((seed) => !have.has(seed.key));
    const stored = new Map<string, string>();
    for (const seed of missing) await insertTraining(tx, await storeAssets(seed, storage, stored));
    const byKind = new Map<string, number[]>();
    const platform = await tx
      .select({ id: trainings.id, kind: trainings.kind })
      .from(trainings)
      .where(isNull(trainings.schoolId))
      .orderBy(asc(trainings.id));
    for (const t of platform) byKind.set(t.kind, [...(byKind.get(t.kind) ?? []), t.id]);
    const linked = new Set(
      (await tx.select({ id: activityTrainings.activityId }).from(activityTrainings)).map((r) => r.id),
    );
    const openKinds = new Set<string>(TrainingKinds.filter(isOpenKind));
    const activities = (
      await tx
        .select({ id: courseActivities.id, kind: courseActivities.kind })
        .from(courseActivities)
        .orderBy(asc(courseActivities.id))
    ).filter((a) => openKinds.has(a.kind) && !linked.has(a.id));
    // Each activity of a kind opens that kind's trainings in turn.
    const turn = new Map<string, number>();
    const links: { activityId: number; trainingId: number }[] = [];
    for (const activity of activities) {
      const ids = byKind.get(activity.kind);
      if (!ids || ids.length === 0) continue;
      const n = turn.get(activity.kind) ?? 0;
      turn.set(activity.kind, n + 1);
      links.push({ activityId: activity.id, trainingId: ids[n % ids.length] ?? ids[0] ?? 0 });
    }
    if (links.length > 0) await tx.insert(activityTrainings).values(links);
    return missing.length > 0 || links.length > 0;
  });
}
