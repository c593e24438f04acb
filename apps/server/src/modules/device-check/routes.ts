/** The device and upload checks (issue 20; contracts: calls/device-check.ts). */
import { deviceCheckCalls } from '@lingua/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/database';
import { defineRoute } from '../../platform/route';
import type { FileStorage } from '../../platform/storage';
import { deviceCheckTarget, recordDeviceCheck } from './check-records';
import { readSpeedSample } from './speed-sample';
import { checkUpload } from './upload-check';

export function registerDeviceCheckRoutes(app: FastifyInstance, db: Db, storage: FileStorage, clock: () => Date): void {
  defineRoute(app, db, deviceCheckCalls.ping, async () => ({ serverTime: clock().toISOString() }));
  defineRoute(app, db, deviceCheckCalls.speed, ({ req, ctx }) => readSpeedSample(db, req, ctx.ip));
  defineRoute(app, db, deviceCheckCalls.uploadCheck, ({ req, user }) => checkUpload(db, req, storage, user));
  defineRoute(app, db, deviceCheckCalls.target, ({ user, body }) => deviceCheckTarget(db, user, body.abilityCompId));
  defineRoute(app, db, deviceCheckCalls.record, ({ user, body }) => recordDeviceCheck(db, user, body, clock()));
}
