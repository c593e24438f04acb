/**
 * The public VR tour (/zyzvr): the platform's own scenes (no school: the seeded ones, never a
 * school's upload, shared or not) with their hotspots, for anyone without signing in. Every
 * reading counts against the caller's address (a page opens it once; a school's lab shares one
 * address), so a loop cannot make the server read and sign pictures without end.
 */
import { ResourceTopLevelType, type TLanguageUse, type TVrTourScene, VR_TOUR_SCENES_MAX } from '@lingua/contracts';
import { and, asc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import { resources, vrHotspots } from '../../db/schema';
import type { Db } from '../../platform/database';
import { AppError } from '../../platform/errors';
import { minutesToWait, type RateLimitRule, takePlace } from '../../platform/rate-limit';
import { presentHotspot } from '../resource-pool/vr-scenes';

/** Per address: a class of 40 opening the tour two or three times each in ten minutes. */
export const VR_TOUR_LIMIT: RateLimitRule = { limit: 150, windowMs: 10 * 60 * 1000 };

export async function vrTour(db: Db, ip: string, language: TLanguageUse, now = new Date()): Promise<TVrTourScene[]> {
  const place = await takePlace(db, `vrTour:${ip}`, VR_TOUR_LIMIT, now);
  if (!place.taken) throw new AppError(429, 'vrTourTooMany', { minutes: minutesToWait(place.retryAfterMs) });
  const scenes = await db
    .select()
    .from(resources)
    .where(and(eq(resources.kind, ResourceTopLevelType.vr), isNull(resources.schoolId), isNotNull(resources.fileUrl)))
    .orderBy(asc(resources.id))
    .limit(VR_TOUR_SCENES_MAX);
  if (scenes.length === 0) return [];
  const hotspots = await db
    .select()
    .from(vrHotspots)
    .where(
      inArray(
        vrHotspots.resourceId,
        scenes.map((s) => s.id),
      ),
    )
    .orderBy(asc(vrHotspots.resourceId), asc(vrHotspots.sort), asc(vrHotspots.id));
  const inLanguage = (text: { cn: string; en: string }) => text[language] || text.cn;
  return scenes.map((scene) => ({
    sceneId: scene.id,
    title: inLanguage(scene.title),
    description: inLanguage(scene.description),
    fileUrl: scene.fileUrl ?? '',
    hotspots: hotspots.filter((h) => h.resourceId === scene.id).map((h) => presentHotspot(h, language)),
  }));
}
