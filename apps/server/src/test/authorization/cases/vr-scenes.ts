/**
 * The pool's VR scenes (issue 18): a scene teacher A uploaded and keeps private, with a hotspot —
 * a colleague, the manager and another school get 404 (they cannot see it), students 403. Each
 * case makes a fresh scene, so removing a hotspot never runs out of one. Sharing (a colleague then
 * reads it but may not change its hotspots, 403) is tested in modules/resource-pool/vr-scenes.test.ts.
 */
import { eq } from 'drizzle-orm';
import { resources, users, vrHotspots } from '../../../db/schema';
import { searchVector } from '../../../modules/resource-pool/vector';
import type { World } from '../world';
import type { WalkCase } from './shared';

const V = '/openApi/resourcePool/vr';

async function privateScene(w: World): Promise<{ resourceId: number; hotspotId: number }> {
  const [owner] = await w.t.db.select().from(users).where(eq(users.id, w.people.teacherA.id));
  const title = { cn: '我们的展厅', en: 'Our showroom' };
  const description = { cn: '360度展厅', en: 'A 360° showroom' };
  const [row] = await w.t.db
    .insert(resources)
    .values({
      kind: 3,
      schoolId: owner?.schoolId ?? null,
      ownerId: w.people.teacherA.id,
      title,
      description,
      language: 'en',
      level: 1,
      mediaType: 'image',
      fileName: 'showroom.jpg',
      fileSize: 10,
      search: searchVector({ title, description, tags: [], bodyText: '' }) as unknown as string,
    })
    .returning({ id: resources.id });
  const [hotspot] = await w.t.db
    .insert(vrHotspots)
    .values({
      resourceId: row?.id ?? 0,
      yaw: 10,
      pitch: 0,
      title: { cn: '样品', en: 'Samples' },
      textEn: 'Samples are free of charge.',
      textZh: '样品免费。',
    })
    .returning({ id: vrHotspots.id });
  return { resourceId: row?.id ?? 0, hotspotId: hotspot?.id ?? 0 };
}

const FIELDS = {
  yaw: 20,
  pitch: 5,
  titleEn: 'Price list',
  titleZh: '价格表',
  textEn: 'FOB Ningbo.',
  textZh: '宁波离岸价。',
};

export const vrScenesCases: Record<string, WalkCase[]> = {
  [`${V}/scene`]: [{ owner: 'teacher', body: async (w) => ({ resourceId: (await privateScene(w)).resourceId }) }],
  [`${V}/hotspot/add`]: [
    { owner: 'teacher', body: async (w) => ({ resourceId: (await privateScene(w)).resourceId, ...FIELDS }) },
  ],
  [`${V}/hotspot/update`]: [
    { owner: 'teacher', body: async (w) => ({ hotspotId: (await privateScene(w)).hotspotId, ...FIELDS }) },
  ],
  [`${V}/hotspot/delete`]: [
    { owner: 'teacher', body: async (w) => ({ hotspotId: (await privateScene(w)).hotspotId }) },
  ],
};

export const VR_SCENES_EXEMPT: Record<string, string> = {
  [`${V}/upload`]:
    "knowledgePointIds name nodes of the platform's static knowledge graphs, nobody's object; the upload is the caller's own",
};
