/** The teacher assistant's calls (contracts: calls/assistant.ts; part 1 §7 "Assistant tools", the rest in docs/api.md). */
import { assistantCalls } from '@lingua/contracts';
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

  defineRoute(app, db, assistantCalls.engineStatus, async () => ({
    tools: engines.environment.tools,
    queue: { ...engines.processes.stats, concurrency: engines.processes.options.concurrency },
  }));
  defineRoute(app, db, assistantCalls.voiceList, async () => listVoices(engines.synthesis, hidden));
  defineRoute(app, db, assistantCalls.voiceSample, ({ body }) => samples.sample(body.voice));
  defineRoute(app, db, assistantCalls.synthesis, ({ body }) =>
    synthesise(engines.synthesis, storage, hidden, {
      text: body.text,
      voice: body.voice,
      volume: body.volume,
      speechRate: body.speech_rate,
    }),
  );
  defineRoute(app, db, assistantCalls.txtToVoice, ({ body }) =>
    synthesise(engines.synthesis, storage, hidden, {
      text: body.txt,
      voice: body.voiceType,
      volume: body.volume,
      speechRate: body.speed,
    }),
  );
  defineRoute(
    app,
    db,
    assistantCalls.multimediaAdd,
    async ({ body, user }) => new Notice('quoteDone', await addMultimedia(db, storage, user, body)),
  );

  for (const contract of [assistantCalls.translate, assistantCalls.baiduTranslate]) {
    defineRoute(app, db, contract, ({ body }) => translate(engines.dictionary, engines.environment.endpoints, body));
  }
  defineRoute(app, db, assistantCalls.wordLookup, ({ body }) => lookUpWord(engines.dictionary, body.content));
  defineRoute(app, db, assistantCalls.getWordBoot, ({ body, user }) =>
    findFavourite(db, user.userId, body.wordContent),
  );
  defineRoute(app, db, assistantCalls.insertWordBoot, ({ body, user }) =>
    addFavourite(db, user.userId, body.wordContent),
  );
  defineRoute(app, db, assistantCalls.deleteWordBoot, ({ body, user }) => deleteFavourite(db, user.userId, body.id));
  defineRoute(app, db, assistantCalls.myCollection, ({ body, user }) => listFavourites(db, user.userId, body));

  defineRoute(app, db, assistantCalls.brainCorrect, ({ body, ctx }) =>
    correctEssay(engines.correction, body.txt, ctx.language),
  );
  defineRoute(app, db, assistantCalls.aiJurisdiction, async ({ body }) => ({
    allow: body.code === 5 && engines.ocr.available,
  }));
  defineRoute(app, db, assistantCalls.imageFileToWords, ({ req }) =>
    recogniseUpload(req, storage, engines.environment, engines.processes, engines.ocr),
  );

  defineRoute(app, db, assistantCalls.findKnowledgePage, ({ body, user }) => findKnowledgePage(db, user, body));
  defineRoute(
    app,
    db,
    assistantCalls.selectByTitle,
    async ({ body, user }) => (await findKnowledgePage(db, user, { pageNum: 1, pageSize: 50, title: body.title })).list,
  );
  defineRoute(app, db, assistantCalls.saveKnowledge, ({ body, user }) => saveKnowledge(db, user, body));
  defineRoute(app, db, assistantCalls.deleteKnowledge, ({ body, user }) => deleteKnowledge(db, user, body.id));
  defineRoute(app, db, assistantCalls.chat, ({ body, user, ctx }) =>
    chat(db, engines.environment.endpoints, user, body.title, ctx.language),
  );
  defineRoute(app, db, assistantCalls.quiz, async ({ user }) => ({ subjectList: await quizQuestions(db, user) }));
  defineRoute(app, db, assistantCalls.submitQuiz, async ({ body, user }) => ({
    subjectList: await reviewQuiz(db, user, body.answers),
  }));

  defineRoute(app, db, assistantCalls.voiceEvaluate, ({ req }) => evaluateUpload(req, storage, engines));
}
