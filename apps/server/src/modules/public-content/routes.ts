/** Two public pages' content (contracts: calls/public-content.ts): the VR tour and image positioning. */
import { publicContentCalls } from '@lingua/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/database';
import { defineRoute } from '../../platform/route';
import { positioningPictures } from './positioning';
import { vrTour } from './vr-tour';

export function registerPublicContentRoutes(app: FastifyInstance, db: Db): void {
  defineRoute(app, db, publicContentCalls.vrTour, ({ ctx }) => vrTour(db, ctx.ip, ctx.language));
  defineRoute(app, db, publicContentCalls.positioning, async ({ ctx }) => positioningPictures(ctx.language));
}
