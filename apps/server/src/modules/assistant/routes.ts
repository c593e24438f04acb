/** The teacher assistant's calls (part 1 §7 "Assistant tools"; the ones the spec leaves open are in docs/api.md). */
import {
  type TEngineStatus,
  type TSynthesisResult,
  type TVoice,
  ZMultimediaAddRequest,
  ZSynthesisRequest,
  ZTxtToVoiceRequest,
} from '@lingua/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/database';
import { defineRoute, Notice } from '../../platform/route';
import type { FileStorage } from '../../platform/storage';
import type { AssistantEngines } from './engines';
import { addMultimedia } from './multimedia';
import { hiddenVoices, listVoices, synthesise } from './synthesis-service';

export function registerAssistantRoutes(
  app: FastifyInstance,
  db: Db,
  storage: FileStorage,
  engines: AssistantEngines,
): void {
  const hidden = hiddenVoices();

  defineRoute(app, db, {
    path: '/openApi/assistant/engineStatus',
    access: 'operator',
    handler: async (): Promise<TEngineStatus> => ({
      tools: engines.environment.tools,
      queue: { ...engines.processes.stats, concurrency: engines.processes.options.concurrency },
    }),
  });

  defineRoute(app, db, {
    path: '/openApi/assistant/voiceList',
    access: 'user',
    handler: async (): Promise<TVoice[]> => listVoices(engines.synthesis, hidden),
  });

  defineRoute(app, db, {
    path: '/openApi/assistant/synthesis',
    access: 'staff',
    body: ZSynthesisRequest,
    handler: async ({ body }): Promise<TSynthesisResult> =>
      synthesise(engines.synthesis, storage, hidden, {
        text: body.text,
        voice: body.voice,
        volume: body.volume,
        speechRate: body.speech_rate,
      }),
  });

  defineRoute(app, db, {
    path: '/openApi/else/voiceInteraction/txtToVoice',
    access: 'user',
    body: ZTxtToVoiceRequest,
    handler: async ({ body }): Promise<TSynthesisResult> =>
      synthesise(engines.synthesis, storage, hidden, {
        text: body.txt,
        voice: body.voiceType,
        volume: body.volume,
        speechRate: body.speed,
      }),
  });

  defineRoute(app, db, {
    path: '/openApi/resourceManage/multimedia/add',
    access: 'staff',
    body: ZMultimediaAddRequest,
    handler: async ({ body, user }) => new Notice('quoteDone', await addMultimedia(db, storage, user, body)),
  });
}
