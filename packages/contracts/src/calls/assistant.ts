/**
 * The teacher assistant's calls (part 1 §7 "Assistant tools"; the ones the spec leaves open are in
 * docs/api.md "Teacher assistant"): speech synthesis, translation and words, correction, picture
 * recognition, knowledge points and chat, the voice test, and the operator's engine page.
 */
import { z } from 'zod';
import { defineContract } from '../api/contract';
import {
  ZAiJurisdiction,
  ZAiJurisdictionRequest,
  ZChatReply,
  ZChatRequest,
  ZCorrectionRequest,
  ZCorrectionResult,
  ZEngineStatus,
  ZEvaluationFields,
  ZKnowledgeDeleteRequest,
  ZKnowledgePageRequest,
  ZKnowledgePoint,
  ZKnowledgeSaved,
  ZKnowledgeSaveRequest,
  ZKnowledgeSearchRequest,
  ZMultimediaAdded,
  ZMultimediaAddRequest,
  ZQuizQuestion,
  ZQuizReviewItem,
  ZQuizSubmitRequest,
  ZRecognisedText,
  ZSynthesisRequest,
  ZSynthesisResult,
  ZTranslateRequest,
  ZTranslateResult,
  ZTxtToVoiceRequest,
  ZVoice,
  ZVoiceEvaluation,
  ZVoiceSampleRequest,
  ZWordFavourite,
  ZWordFavouriteDeleteRequest,
  ZWordFavouriteId,
  ZWordFavouriteRequest,
  ZWordLookup,
  ZWordLookupRequest,
} from '../assistant';
import { ZPageRequest, zPage } from '../envelope';

const knowledge = '/openApi/else/knowledge';

export const assistantCalls = {
  /** Which tools this server can run, and its process queue (the operator's engine page). */
  engineStatus: defineContract({
    path: '/openApi/assistant/engineStatus',
    access: 'operator',
    response: ZEngineStatus,
  }),

  voiceList: defineContract({ path: '/openApi/assistant/voiceList', access: 'user', response: z.array(ZVoice) }),
  /** Trial listening: the voice's sample sentence, made once. */
  voiceSample: defineContract({
    path: '/openApi/assistant/voiceSample',
    access: 'staff',
    body: ZVoiceSampleRequest,
    response: ZSynthesisResult,
  }),
  synthesis: defineContract({
    path: '/openApi/assistant/synthesis',
    access: 'staff',
    body: ZSynthesisRequest,
    response: ZSynthesisResult,
  }),
  /** Text to speech for any signed-in user (listening material). */
  txtToVoice: defineContract({
    path: '/openApi/else/voiceInteraction/txtToVoice',
    access: 'user',
    body: ZTxtToVoiceRequest,
    response: ZSynthesisResult,
  }),
  /** Quotes a synthesised file as a multimedia resource of the school. */
  multimediaAdd: defineContract({
    path: '/openApi/resourceManage/multimedia/add',
    access: 'staff',
    body: ZMultimediaAddRequest,
    response: ZMultimediaAdded,
  }),

  translate: defineContract({
    path: '/openApi/overall/machineTrans',
    access: 'user',
    body: ZTranslateRequest,
    response: ZTranslateResult,
  }),
  /** The previous project's name of the same translation. */
  baiduTranslate: defineContract({
    path: '/openApi/overall/speech/baiduTranslate',
    access: 'user',
    body: ZTranslateRequest,
    response: ZTranslateResult,
  }),
  wordLookup: defineContract({
    path: '/openApi/assistant/wordLookup',
    access: 'user',
    body: ZWordLookupRequest,
    response: ZWordLookup,
  }),
  /** The student's favourite of a word, or null. */
  getWordBoot: defineContract({
    path: '/openApi/overall/getWordBoot',
    access: 'student',
    body: ZWordFavouriteRequest,
    response: ZWordFavouriteId.nullable(),
  }),
  insertWordBoot: defineContract({
    path: '/openApi/overall/insertWordBoot',
    access: 'student',
    body: ZWordFavouriteRequest,
    response: ZWordFavouriteId,
  }),
  deleteWordBoot: defineContract({
    path: '/openApi/overall/deleteWordBoot',
    access: 'student',
    body: ZWordFavouriteDeleteRequest,
  }),
  myCollection: defineContract({
    path: '/openApi/user/my_collection',
    access: 'student',
    body: ZPageRequest,
    response: zPage(ZWordFavourite),
  }),

  brainCorrect: defineContract({
    path: '/openApi/overall/brainCorrect',
    access: 'staff',
    body: ZCorrectionRequest,
    response: ZCorrectionResult,
  }),
  /** Part 1 §6: the AI permission check; code 5 (picture recognition) is allowed when the engine is installed. */
  aiJurisdiction: defineContract({
    path: '/openApi/ai/aiJurisdiction',
    access: 'staff',
    body: ZAiJurisdictionRequest,
    response: ZAiJurisdiction,
  }),
  /** An image (the only field) to its text. */
  imageFileToWords: defineContract({
    path: '/openApi/ai/imageFileToWords',
    access: 'staff',
    multipart: true,
    response: ZRecognisedText,
  }),

  findKnowledgePage: defineContract({
    path: `${knowledge}/findKnowledgePage`,
    access: 'staff',
    body: ZKnowledgePageRequest,
    response: zPage(ZKnowledgePoint),
  }),
  selectByTitle: defineContract({
    path: `${knowledge}/selectByTitle`,
    access: 'staff',
    body: ZKnowledgeSearchRequest,
    response: z.array(ZKnowledgePoint),
  }),
  saveKnowledge: defineContract({
    path: `${knowledge}/updateOrInsertKnowledge`,
    access: 'staff',
    body: ZKnowledgeSaveRequest,
    response: ZKnowledgeSaved,
  }),
  deleteKnowledge: defineContract({
    path: `${knowledge}/deleteKnowledge`,
    access: 'staff',
    body: ZKnowledgeDeleteRequest,
  }),
  chat: defineContract({ path: '/openApi/assistant/chat', access: 'staff', body: ZChatRequest, response: ZChatReply }),
  /** The knowledge quiz's questions, drawn from the school's points. */
  quiz: defineContract({
    path: `${knowledge}/getSubjectList`,
    access: 'staff',
    response: z.object({ subjectList: z.array(ZQuizQuestion) }),
  }),
  submitQuiz: defineContract({
    path: `${knowledge}/submitQuiz`,
    access: 'staff',
    body: ZQuizSubmitRequest,
    response: z.object({ subjectList: z.array(ZQuizReviewItem) }),
  }),

  /** The voice test: the core type and reference text, then the recording. */
  voiceEvaluate: defineContract({
    path: '/openApi/assistant/voiceEvaluate',
    access: 'user',
    multipart: true,
    body: ZEvaluationFields,
    response: ZVoiceEvaluation,
  }),
};
