/** Speaking practice calls (contracts: calls/speaking.ts; docs/api.md "Speaking"). */
import { speakingCalls } from '@lingua/contracts';
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
  defineRoute(app, db, speakingCalls.record, ({ user, req }) => recordAnswer(db, storage, engines, jobs, user, req));
  defineRoute(app, db, speakingCalls.recordings, ({ user, body }) => listOwnRecordings(db, user, body.attemptId));
  defineRoute(app, db, speakingCalls.weakItems, ({ user, body, ctx }) =>
    weakItems(db, user, body.classId, body.level, ctx.language),
  );
  defineRoute(app, db, speakingCalls.lineAudio, ({ user, body }) => lineAudio(db, storage, engines, user, body));
  defineRoute(app, db, speakingCalls.preview, ({ user, body, ctx }) =>
    previewTraining(db, user, body.classId, body.trainingId, ctx.language),
  );
  defineRoute(app, db, speakingCalls.dubList, ({ user, body }) => listDubs(db, user, body.classId, body.trainingId));
  defineRoute(app, db, speakingCalls.rank, ({ user, body }) => getRank(db, user, body.classId, body.trainingId));
}
