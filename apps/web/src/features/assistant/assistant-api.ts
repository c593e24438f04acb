/** The assistant's calls (contracts: calls/assistant.ts), in the arguments the tabs have at hand. */
import { assistantCalls, type BodyOf } from '@lingua/contracts';
import { call, upload } from '../../api/client';

export const assistantApi = {
  engineStatus: () => call(assistantCalls.engineStatus),
  voiceList: () => call(assistantCalls.voiceList),
  voiceSample: (voice: string) => call(assistantCalls.voiceSample, { voice }),
  synthesise: (body: BodyOf<typeof assistantCalls.synthesis>) => call(assistantCalls.synthesis, body),
  quote: (body: BodyOf<typeof assistantCalls.multimediaAdd>) => call(assistantCalls.multimediaAdd, body),
  translate: (body: BodyOf<typeof assistantCalls.translate>) => call(assistantCalls.translate, body),
  correct: (txt: string) => call(assistantCalls.brainCorrect, { txt }),
  aiJurisdiction: () => call(assistantCalls.aiJurisdiction, { code: 5 }),
  recognise: (file: File) => upload(assistantCalls.imageFileToWords, file, {}),
  evaluate: (file: File, coreType: string, refText: string) =>
    upload(assistantCalls.voiceEvaluate, file, { coreType, refText }),
  chat: (title: string) => call(assistantCalls.chat, { title }),
  knowledgePage: (body: BodyOf<typeof assistantCalls.findKnowledgePage>) =>
    call(assistantCalls.findKnowledgePage, body),
  saveKnowledge: (body: BodyOf<typeof assistantCalls.saveKnowledge>) => call(assistantCalls.saveKnowledge, body),
  deleteKnowledge: (id: number) => call(assistantCalls.deleteKnowledge, { id }),
  quiz: () => call(assistantCalls.quiz),
  submitQuiz: (answers: BodyOf<typeof assistantCalls.submitQuiz>['answers']) =>
    call(assistantCalls.submitQuiz, { answers }),
  wordLookup: (content: string) => call(assistantCalls.wordLookup, { content }),
  txtToVoice: (txt: string) => call(assistantCalls.txtToVoice, { txt }),
  getWordBoot: (wordContent: string) => call(assistantCalls.getWordBoot, { wordContent }),
  insertWordBoot: (wordContent: string) => call(assistantCalls.insertWordBoot, { wordContent }),
  myCollection: (pageNum: number, pageSize: number) => call(assistantCalls.myCollection, { pageNum, pageSize }),
  deleteWordBoot: (id: number) => call(assistantCalls.deleteWordBoot, { id }),
};
