/**
 * Who reads and changes a VR scene and its hotspots (docs/architecture.md "Object policies"): the
 * pool's rules (pool-policy.ts) on the scene the hotspot belongs to. A scene the caller may not see
 * is a 404, as is a resource that is no scene; hotspots change only in one's own scene (403).
 */
import { ResourceTopLevelType, ResponseCode } from '@lingua/contracts';
import { and, eq } from 'drizzle-orm';
import { resources, vrHotspots } from '../../db/schema';
import type { Db } from '../../platform/database';
import { AppError, notFound } from '../../platform/errors';
import type { SessionUser } from '../../platform/request-context';
import { poolPolicy } from './pool-policy';
import type { ResourceRow } from './present';

const isMine = (user: SessionUser, row: ResourceRow) => row.schoolId === user.schoolId && row.ownerId === user.userId;

export async function readableScene(db: Db, user: SessionUser, resourceId: number): Promise<ResourceRow> {
  const [row] = await db
    .select()
    .from(resources)
    .where(and(eq(resources.id, resourceId), eq(resources.kind, ResourceTopLevelType.vr), poolPolicy.read(user)));
  if (!row) throw notFound();
  return row;
}

export async function ownScene(db: Db, user: SessionUser, resourceId: number): Promise<ResourceRow> {
  const row = await readableScene(db, user, resourceId);
  if (!isMine(user, row)) throw new AppError(ResponseCode.forbidden, 'vrSceneNotYours');
  return row;
}

/** A hotspot of one's own scene, with the scene. */
export async function ownHotspot(db: Db, user: SessionUser, hotspotId: number) {
  const [row] = await db
    .select({ hotspot: vrHotspots, scene: resources })
    .from(vrHotspots)
    .innerJoin(resources, eq(resources.id, vrHotspots.resourceId))
    .where(and(eq(vrHotspots.id, hotspotId), poolPolicy.read(user)));
  if (!row) throw notFound();
  if (!isMine(user, row.scene)) throw new AppError(ResponseCode.forbidden, 'vrSceneNotYours');
  return row;
}
