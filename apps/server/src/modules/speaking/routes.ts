/** Speaking practice calls (docs/api.md "Speaking"). */
import { ZLineAudioRequest, ZRankRequest, ZRecordingsRequest, ZWeakItemsRequest } from '@lingua/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/database';
import { defineRoute } from '../../platform/route';
import type { FileStorage } from '../../platform/storage';
import type { AssistantEngines } from '../assistant/engines';
import { listDubs } from './dub-list';
import type { SpeechJobs } from './jobs';
import { previewTraining } from './preview';
import { getRank } from './rank';
import { recordAnswer } from './record';
import { listOwnRecordings } from './recordings';
import { lineAudio } from './voices';
import { weakItems } from './weak-items';

export function registerSpeakingRoutes(
  app: FastifyInstance,
  db: Db,
  storage: FileStorage,
  engines: AssistantEngines,
  jobs: SpeechJobs,
): void {
  defineRoute(app, db, {
    path: '/openApi/student/speaking/record',
    access: 'student',
    multipart: true,
    handler: ({ user, req }) => recordAnswer(db, storage, engines, jobs, user, req),
  });
  defineRoute(app, db, {
    path: '/openApi/student/speaking/recordings',
    access: 'student',
    body: ZRecordingsRequest,
    handler: ({ user, body }) => listOwnRecordings(db, user, body.attemptId),
  });
  defineRoute(app, db, {
    path: '/openApi/student/speaking/weakItems',
    access: 'student',
    body: ZWeakItemsRequest,
    handler: ({ user, body, ctx }) => weakItems(db, user, body.classId, body.level, ctx.language),
  });
  defineRoute(app, db, {
    path: '/openApi/speaking/lineAudio',
    access: 'user',
    body: ZLineAudioRequest,
    handler: ({ user, body }) => lineAudio(db, storage, engines, user, body),
  });
  defineRoute(app, db, {
    path: '/openApi/speaking/preview',
    access: 'user',
    body: ZRankRequest,
    handler: ({ user, body, ctx }) => previewTraining(db, user, body.classId, body.trainingId, ctx.language),
  });
  defineRoute(app, db, {
    path: '/openApi/speaking/dubList',
    access: 'user',
    body: ZRankRequest,
    handler: ({ user, body }) => listDubs(db, user, body.classId, body.trainingId),
  });
  defineRoute(app, db, {
    path: '/openApi/speaking/rank',
    access: 'user',
    body: ZRankRequest,
    handler: ({ user, body }) => getRank(db, user, body.classId, body.trainingId),
  });
}
