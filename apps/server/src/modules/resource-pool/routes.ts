/** Resource pool calls (contracts: calls/resource-pool.ts; docs/api.md "Resource pool"). */
import { resourcePoolCalls as c } from '@lingua/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/database';
import { defineRoute } from '../../platform/route';
import type { FileStorage } from '../../platform/storage';
import { checkSpace, type PoolQuotas } from './quotas';
import {
  courseNames,
  knowledgePointList,
  questionTypes,
  resourceAttributes,
  trainingTypes,
  userRole,
} from './reference';
import {
  copyTraining,
  deleteResource,
  favourite,
  personalList,
  poolHome,
  resourceDetail,
  shareResource,
  updateResource,
  useResource,
} from './resources';
import { searchPool } from './search';
import { updateOwnQuestion } from './training-edits';
import { uploadMaterial } from './upload';
import { registerVrSceneRoutes } from './vr-routes';

export function registerResourcePoolRoutes(
  app: FastifyInstance,
  db: Db,
  storage: FileStorage,
  quotas: PoolQuotas,
): void {
  defineRoute(app, db, c.checkSpace, ({ user, body }) => checkSpace(db, user, quotas, body.fileSize));
  defineRoute(app, db, c.courseNames, ({ user, body, ctx }) =>
    courseNames(db, user, body.resourceTopLevelType, ctx.language),
  );
  defineRoute(app, db, c.knowledgePoints, ({ user, body, ctx }) => knowledgePointList(db, user, body, ctx.language));
  defineRoute(app, db, c.attributes, ({ user, body, ctx }) =>
    resourceAttributes(db, user, body.resourceId, ctx.language),
  );
  defineRoute(app, db, c.userRole, async ({ user }) => userRole(user));
  defineRoute(app, db, c.questionTypes, ({ user, ctx }) => questionTypes(db, user, ctx.language));
  defineRoute(app, db, c.trainingTypes, ({ user, ctx }) => trainingTypes(db, user, ctx.language));

  defineRoute(app, db, c.home, ({ user, ctx }) => poolHome(db, user, ctx.language));
  defineRoute(app, db, c.search, ({ user, body, ctx }) => searchPool(db, user, body, ctx.language));
  defineRoute(app, db, c.detail, ({ user, body, ctx }) => resourceDetail(db, user, body.resourceId, ctx.language));
  defineRoute(app, db, c.upload, ({ user, req, ctx }) => uploadMaterial(db, storage, user, req, quotas, ctx.language));
  defineRoute(app, db, c.update, ({ user, body, ctx }) => updateResource(db, user, body, ctx.language));
  defineRoute(app, db, c.remove, async ({ user, body }) => {
    await deleteResource(db, storage, user, body.resourceId);
    return null;
  });
  defineRoute(app, db, c.share, ({ user, body, ctx }) =>
    shareResource(db, user, body.resourceId, body.isShared, ctx.language),
  );
  defineRoute(app, db, c.favourite, async ({ user, body }) => {
    await favourite(db, user, body.resourceId, true);
    return null;
  });
  defineRoute(app, db, c.unfavourite, async ({ user, body }) => {
    await favourite(db, user, body.resourceId, false);
    return null;
  });
  defineRoute(app, db, c.personalList, ({ user, body, ctx }) => personalList(db, user, body, ctx.language));
  defineRoute(app, db, c.copyTraining, ({ user, body, ctx }) => copyTraining(db, user, body.resourceId, ctx.language));
  defineRoute(app, db, c.updateQuestion, ({ user, body, ctx }) => updateOwnQuestion(db, user, body, ctx.language));
  defineRoute(app, db, c.use, ({ user, body }) => useResource(db, user, body.resourceId));
  registerVrSceneRoutes(app, db, storage, quotas);
}
