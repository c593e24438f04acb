/**
 * The face data and exam face check calls (docs/api.md "Face check"): the reference photo
 * (/openApi/facialRecognition/addFace, getFace), the student's check (compareFace, faceCheckStatus)
 * and the invigilator's view and waiver (/openApi/teacher/exam/faceDetail, faceWaive).
 */
import { examFaceCalls } from '@lingua/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/database';
import type { RealtimeHub } from '../../platform/realtime/hub';
import { defineRoute, Notice } from '../../platform/route';
import type { FileStorage } from '../../platform/storage';
import { type Clock, systemClock } from './exam-access';
import { addFace, faceImage, getFace } from './face';
import { compareFace, faceCheckStatus } from './face-checks';
import { type FaceEngine, faceEngineProblem } from './face-engine';
import { faceDetail, waiveFaceCheck } from './face-invigilation';

export function registerFaceRoutes(
  app: FastifyInstance,
  deps: { db: Db; hub: RealtimeHub; storage: FileStorage; engine: FaceEngine; clock?: Clock | undefined },
): void {
  const { db, hub, storage, engine } = deps;
  const clock = deps.clock ?? systemClock;
  app.addHook('onReady', async () => {
    const problem = faceEngineProblem(engine);
    if (problem) app.log.warn(`exam face check unavailable: ${problem}`);
  });
  defineRoute(
    app,
    db,
    examFaceCalls.addFace,
    async ({ user, body }) => new Notice('examFaceSaved', await addFace(db, storage, engine, user, body.image)),
  );
  defineRoute(app, db, examFaceCalls.getFace, ({ user }) => getFace(db, user));
  defineRoute(app, db, examFaceCalls.faceImage, ({ user, body }) => faceImage(db, storage, user, body.filePath));
  defineRoute(app, db, examFaceCalls.compareFace, ({ user, body, ctx }) =>
    compareFace({ db, hub, storage, engine }, user, body, clock(), ctx.language),
  );
  defineRoute(app, db, examFaceCalls.faceCheckStatus, ({ user, body }) =>
    faceCheckStatus(db, user, body.examId, clock()),
  );
  defineRoute(app, db, examFaceCalls.faceDetail, ({ user, body }) => faceDetail(db, user, body));
  defineRoute(
    app,
    db,
    examFaceCalls.faceWaive,
    async ({ user, body }) => new Notice('examFaceWaived', await waiveFaceCheck(db, hub, user, body, clock())),
  );
}
