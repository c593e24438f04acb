/** The pool's VR scene calls (contracts: calls/vr-scenes.ts; docs/api.md "Resource pool: VR"). */
import { vrSceneCalls as c, ResourceTopLevelType } from '@lingua/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/database';
import { defineRoute } from '../../platform/route';
import type { FileStorage } from '../../platform/storage';
import type { PoolQuotas } from './quotas';
import { uploadMaterial } from './upload';
import { addHotspot, removeHotspot, updateHotspot, vrScene } from './vr-scenes';

export function registerVrSceneRoutes(app: FastifyInstance, db: Db, storage: FileStorage, quotas: PoolQuotas): void {
  defineRoute(app, db, c.scene, ({ user, body, ctx }) => vrScene(db, user, body.resourceId, ctx.language));
  defineRoute(app, db, c.upload, ({ user, req, ctx }) =>
    uploadMaterial(db, storage, user, req, quotas, ctx.language, ResourceTopLevelType.vr),
  );
  defineRoute(app, db, c.addHotspot, ({ user, body, ctx }) => addHotspot(db, user, body, ctx.language));
  defineRoute(app, db, c.updateHotspot, ({ user, body, ctx }) => updateHotspot(db, user, body, ctx.language));
  defineRoute(app, db, c.removeHotspot, async ({ user, body }) => {
    await removeHotspot(db, user, body.hotspotId);
    return null;
  });
}
