/**
 * A VR scene's calls: the scene with its hotspots, and the hotspots of one's own scene added,
 * changed and removed. The hotspots' texts are the scene's searched text, so the pool's search
 * finds a scene by what is said in it ("bill of lading" finds the container terminal).
 */
import {
  type TLanguageUse,
  type TVrHotspot,
  type TVrHotspotFields,
  type TVrScene,
  VR_HOTSPOTS_MAX,
} from '@lingua/contracts';
import { asc, eq, sql } from 'drizzle-orm';
import { resources, vrHotspots } from '../../db/schema';
import type { Db, Queryable } from '../../platform/database';
import { badRequest } from '../../platform/errors';
import type { SessionUser } from '../../platform/request-context';
import { presentDetail } from './present';
import { extrasOf } from './rows';
import { searchVector } from './vector';
import { ownHotspot, ownScene, readableScene } from './vr-policy';

type HotspotRow = typeof vrHotspots.$inferSelect;

export function presentHotspot(row: HotspotRow, language: TLanguageUse): TVrHotspot {
  return {
    hotspotId: row.id,
    yaw: row.yaw,
    pitch: row.pitch,
    title: row.title[language] || row.title.cn,
    titleEn: row.title.en,
    titleZh: row.title.cn,
    textEn: row.textEn,
    textZh: row.textZh,
  };
}

export async function sceneHotspots(db: Queryable, resourceId: number): Promise<HotspotRow[]> {
  return db
    .select()
    .from(vrHotspots)
    .where(eq(vrHotspots.resourceId, resourceId))
    .orderBy(asc(vrHotspots.sort), asc(vrHotspots.id));
}

export async function vrScene(
  db: Db,
  user: SessionUser,
  resourceId: number,
  language: TLanguageUse,
): Promise<TVrScene> {
  const row = await readableScene(db, user, resourceId);
  const [extra, hotspots] = await Promise.all([extrasOf(db, [row], user), sceneHotspots(db, row.id)]);
  return {
    resource: presentDetail(row, user, language, extra(row)),
    hotspots: hotspots.map((h) => presentHotspot(h, language)),
  };
}

/** The hotspots' titles and texts, as the scene's searched text. */
export function hotspotText(rows: readonly Pick<HotspotRow, 'title' | 'textEn' | 'textZh'>[]): string {
  return rows
    .map((h) => `${h.title.en} ${h.title.cn}\n${h.textEn}\n${h.textZh}`)
    .join('\n')
    .slice(0, 20_000);
}

async function reindex(db: Db, resourceId: number): Promise<void> {
  const [scene] = await db.select().from(resources).where(eq(resources.id, resourceId));
  if (!scene) return;
  const bodyText = hotspotText(await sceneHotspots(db, resourceId));
  await db
    .update(resources)
    .set({
      bodyText,
      search: searchVector({ title: scene.title, description: scene.description, tags: scene.tags, bodyText }),
      updatedAt: new Date(),
    })
    .where(eq(resources.id, resourceId));
}

const values = (f: TVrHotspotFields) => ({
  yaw: f.yaw,
  pitch: f.pitch,
  title: { cn: f.titleZh, en: f.titleEn },
  textEn: f.textEn,
  textZh: f.textZh,
});

export async function addHotspot(
  db: Db,
  user: SessionUser,
  body: TVrHotspotFields & { resourceId: number },
  language: TLanguageUse,
): Promise<TVrHotspot> {
  const scene = await ownScene(db, user, body.resourceId);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int`, last: sql<number>`coalesce(max(${vrHotspots.sort}), -1)::int` })
    .from(vrHotspots)
    .where(eq(vrHotspots.resourceId, scene.id));
  if (Number(count?.n ?? 0) >= VR_HOTSPOTS_MAX)
    throw badRequest('vrTooManyHotspots', 'resourceId', { max: VR_HOTSPOTS_MAX });
  const [row] = await db
    .insert(vrHotspots)
    .values({ resourceId: scene.id, sort: Number(count?.last ?? -1) + 1, ...values(body) })
    .returning();
  if (!row) throw new Error('hotspot not inserted');
  await reindex(db, scene.id);
  return presentHotspot(row, language);
}

export async function updateHotspot(
  db: Db,
  user: SessionUser,
  body: TVrHotspotFields & { hotspotId: number },
  language: TLanguageUse,
): Promise<TVrHotspot> {
  const { hotspot } = await ownHotspot(db, user, body.hotspotId);
  const [row] = await db.update(vrHotspots).set(values(body)).where(eq(vrHotspots.id, hotspot.id)).returning();
  await reindex(db, hotspot.resourceId);
  return presentHotspot(row ?? hotspot, language);
}

export async function removeHotspot(db: Db, user: SessionUser, hotspotId: number): Promise<void> {
  const { hotspot } = await ownHotspot(db, user, hotspotId);
  await db.delete(vrHotspots).where(eq(vrHotspots.id, hotspot.id));
  await reindex(db, hotspot.resourceId);
}
