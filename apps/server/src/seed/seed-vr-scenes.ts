/**
 * The platform's VR scenes (packages/content/src/vr-scenes.ts, pictures drawn by
 * scripts/make-vr-scenes.ts): each becomes a shared platform resource of kind 3 with its picture
 * stored and its hotspots, the hotspots' place worked out from where the picture shows them.
 * Only scenes this database lacks are added (by seed key), inside the pool's seed transaction.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { hotspotAngles, VR_SCENES } from '@lingua/content';
import { ResourceTopLevelType } from '@lingua/contracts';
import { resources, vrHotspots } from '../db/schema';
import { searchVector } from '../modules/resource-pool/vector';
import { hotspotText } from '../modules/resource-pool/vr-scenes';
import type { Queryable } from '../platform/database';
import type { FileStorage } from '../platform/storage';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
export const VR_SCENE_DIR = 'packages/content/assets/vr';

/** Adds the missing scenes; answers how many it added. */
export async function seedVrScenes(db: Queryable, storage: FileStorage, have: ReadonlySet<string>): Promise<number> {
  let added = 0;
  for (const scene of VR_SCENES) {
    const seedKey = `vr:${scene.file}`;
    if (have.has(seedKey)) continue;
    const bytes = readFileSync(path.join(repoRoot, VR_SCENE_DIR, scene.file));
    const hotspots = scene.hotspots.map((h, sort) => ({
      sort,
      ...hotspotAngles(h.face, h.x, h.y),
      title: h.title,
      textEn: h.textEn,
      textZh: h.textZh,
    }));
    const bodyText = hotspotText(hotspots);
    const [row] = await db
      .insert(resources)
      .values({
        kind: ResourceTopLevelType.vr,
        seedKey,
        title: scene.title,
        description: scene.description,
        language: 'en',
        level: scene.level,
        courseKey: scene.courseKey,
        knowledgePoints: [...scene.knowledgePoints],
        tags: [...scene.tags],
        mediaType: 'image',
        fileUrl: await storage.save(bytes, 'jpg'),
        fileName: scene.file,
        fileSize: bytes.length,
        bodyText,
        isShared: true,
        search: searchVector({
          title: scene.title,
          description: scene.description,
          tags: [...scene.tags],
          bodyText,
        }) as unknown as string,
      })
      .returning({ id: resources.id });
    if (!row) continue;
    await db.insert(vrHotspots).values(hotspots.map((h) => ({ ...h, resourceId: row.id })));
    added += 1;
  }
  return added;
}
