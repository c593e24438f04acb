/** The teacher assistant's calls (part 1 §7 "Assistant tools"; the ones the spec leaves open are in docs/api.md). */
import {
  type TEngineStatus,
  type TSynthesisResult,
  type TVoice,
  ZAiJurisdictionRequest,
  ZChatRequest,
  ZCorrectionRequest,
  ZKnowledgeDeleteRequest,
  ZKnowledgePageRequest,
  ZKnowledgeSaveRequest,
  ZKnowledgeSearchRequest,
  ZMultimediaAddRequest,
  ZPageRequest,
  ZQuizSubmitRequest,
  ZSynthesisRequest,
  ZTranslateRequest,
  ZTxtToVoiceRequest,
  ZVoiceSampleRequest,
  ZWordFavouriteDeleteRequest,
  ZWordFavouriteRequest,
  ZWordLookupRequest,
} from '@lingua/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/database';
import { defineRoute, Notice } from '../../platform/route';
import type { FileStorage } from '../../platform/storage';
import { chat } from './chat-service';
import { correctEssay } from './correction-service';
import type { AssistantEngines } from './engines';
import { evaluateUpload } from './evaluation-service';
import { addFavourite, deleteFavourite, findFavourite, listFavourites } from './favourites';
import { deleteKnowledge, findKnowledgePage, saveKnowledge } from './knowledge-service';
import { addMultimedia } from './multimedia';
import { recogniseUpload } from './ocr-service';
import { quizQuestions, reviewQuiz } from './quiz-service';
import { hiddenVoices, listVoices, synthesise, VoiceSamples } from './synthesis-service';
import { lookUpWord, translate } from './translation-service';

export function registerAssistantRoutes(
  app: FastifyInstance,
  db: Db,
  storage: FileStorage,
  engines: AssistantEngines,
): void {
  const hidden = hiddenVoices();
  const samples = new VoiceSamples(engines.synthesis, storage, hidden);

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
    path: '/openApi/assistant/voiceSample',
    access: 'staff',
    body: ZVoiceSampleRequest,
    handler: async ({ body }): Promise<TSynthesisResult> => samples.sample(body.voice),
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

  for (const path of ['/openApi/overall/machineTrans', '/openApi/overall/speech/baiduTranslate']) {
    defineRoute(app, db, {
      path,
      access: 'user',
      body: ZTranslateRequest,
      handler: async ({ body }) => translate(engines.dictionary, engines.environment.endpoints, body),
    });
  }

  defineRoute(app, db, {
    path: '/openApi/assistant/wordLookup',
    access: 'user',
    body: ZWordLookupRequest,
    handler: async ({ body }) => lookUpWord(engines.dictionary, body.content),
  });

  defineRoute(app, db, {
    path: '/openApi/overall/getWordBoot',
    access: 'student',
    body: ZWordFavouriteRequest,
    handler: async ({ body, user }) => findFavourite(db, user.userId, body.wordContent),
  });

  defineRoute(app, db, {
    path: '/openApi/overall/insertWordBoot',
    access: 'student',
    body: ZWordFavouriteRequest,
    handler: async ({ body, user }) => addFavourite(db, user.userId, body.wordContent),
  });

  defineRoute(app, db, {
    path: '/openApi/overall/deleteWordBoot',
    access: 'student',
    body: ZWordFavouriteDeleteRequest,
    handler: async ({ body, user }) => deleteFavourite(db, user.userId, body.id),
  });

  defineRoute(app, db, {
    path: '/openApi/user/my_collection',
    access: 'student',
    body: ZPageRequest,
    handler: async ({ body, user }) => listFavourites(db, user.userId, body),
  });

  defineRoute(app, db, {
    path: '/openApi/overall/brainCorrect',
    access: 'staff',
    body: ZCorrectionRequest,
    handler: async ({ body, ctx }) => correctEssay(engines.correction, body.txt, ctx.language),
  });

  /** Part 1 §6: the AI permission check; code 5 (picture recognition) is allowed when the engine is installed. */
  defineRoute(app, db, {
    path: '/openApi/ai/aiJurisdiction',
    access: 'staff',
    body: ZAiJurisdictionRequest,
    handler: async ({ body }) => ({ allow: body.code === 5 && engines.ocr.available }),
  });

  defineRoute(app, db, {
    path: '/openApi/ai/imageFileToWords',
    access: 'staff',
    multipart: true,
    handler: async ({ req }) => recogniseUpload(req, engines.environment, engines.processes, engines.ocr),
  });

  defineRoute(app, db, {
    path: '/openApi/else/knowledge/findKnowledgePage',
    access: 'staff',
    body: ZKnowledgePageRequest,
    handler: async ({ body, user }) => findKnowledgePage(db, user, body),
  });

  defineRoute(app, db, {
    path: '/openApi/else/knowledge/selectByTitle',
    access: 'staff',
    body: ZKnowledgeSearchRequest,
    handler: async ({ body, user }) =>
      (await findKnowledgePage(db, user, { pageNum: 1, pageSize: 50, title: body.title })).list,
  });

  defineRoute(app, db, {
    path: '/openApi/else/knowledge/updateOrInsertKnowledge',
    access: 'staff',
    body: ZKnowledgeSaveRequest,
    handler: async ({ body, user }) => saveKnowledge(db, user, body),
  });

  defineRoute(app, db, {
    path: '/openApi/else/knowledge/deleteKnowledge',
    access: 'staff',
    body: ZKnowledgeDeleteRequest,
    handler: async ({ body, user }) => deleteKnowledge(db, user, body.id),
  });

  defineRoute(app, db, {
    path: '/openApi/assistant/chat',
    access: 'staff',
    body: ZChatRequest,
    handler: async ({ body, user, ctx }) => chat(db, engines.environment.endpoints, user, body.title, ctx.language),
  });

  defineRoute(app, db, {
    path: '/openApi/assistant/voiceEvaluate',
    access: 'user',
    multipart: true,
    handler: async ({ req }) => evaluateUpload(req, engines),
  });

  defineRoute(app, db, {
    path: '/openApi/else/knowledge/getSubjectList',
    access: 'staff',
    handler: async ({ user }) => ({ subjectList: await quizQuestions(db, user) }),
  });

  defineRoute(app, db, {
    path: '/openApi/else/knowledge/submitQuiz',
    access: 'staff',
    body: ZQuizSubmitRequest,
    handler: async ({ body, user }) => ({ subjectList: await reviewQuiz(db, user, body.answers) }),
  });
}
