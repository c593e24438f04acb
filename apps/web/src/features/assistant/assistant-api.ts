/** The assistant's calls (docs/api.md "Teacher assistant"), typed from packages/contracts. */
import type {
  TChatReply,
  TCorrectionResult,
  TEngineStatus,
  TKnowledgePoint,
  TKnowledgeSaveRequest,
  TMultimediaAddRequest,
  TPage,
  TQuizQuestion,
  TQuizReviewItem,
  TSynthesisRequest,
  TSynthesisResult,
  TTranslateRequest,
  TTranslateResult,
  TVoice,
  TVoiceEvaluation,
  TWordFavourite,
  TWordLookup,
} from '@lingua/contracts';
import { apiPost, apiUpload } from '../../api/client';

export const assistantApi = {
  engineStatus: () => apiPost<TEngineStatus>('/openApi/assistant/engineStatus'),
  voiceList: () => apiPost<TVoice[]>('/openApi/assistant/voiceList'),
  voiceSample: (voice: string) => apiPost<TSynthesisResult>('/openApi/assistant/voiceSample', { voice }),
  synthesise: (body: TSynthesisRequest) => apiPost<TSynthesisResult>('/openApi/assistant/synthesis', body),
  quote: (body: TMultimediaAddRequest) => apiPost<{ id: number }>('/openApi/resourceManage/multimedia/add', body),
  translate: (body: TTranslateRequest) => apiPost<TTranslateResult>('/openApi/overall/machineTrans', body),
  correct: (txt: string) => apiPost<TCorrectionResult>('/openApi/overall/brainCorrect', { txt }),
  aiJurisdiction: () => apiPost<{ allow: boolean }>('/openApi/ai/aiJurisdiction', { code: 5 }),
  recognise: (file: File) => apiUpload<{ content: string }>('/openApi/ai/imageFileToWords', file, {}),
  evaluate: (file: File, coreType: string, refText: string) =>
    apiUpload<TVoiceEvaluation | null>('/openApi/assistant/voiceEvaluate', file, { coreType, refText }),
  chat: (title: string) => apiPost<TChatReply>('/openApi/assistant/chat', { title }),
  knowledgePage: (body: { pageNum: number; pageSize: number; title?: string }) =>
    apiPost<TPage<TKnowledgePoint>>('/openApi/else/knowledge/findKnowledgePage', body),
  saveKnowledge: (body: TKnowledgeSaveRequest) =>
    apiPost<{ id: number }>('/openApi/else/knowledge/updateOrInsertKnowledge', body),
  deleteKnowledge: (id: number) => apiPost<null>('/openApi/else/knowledge/deleteKnowledge', { id }),
  quiz: () => apiPost<{ subjectList: TQuizQuestion[] }>('/openApi/else/knowledge/getSubjectList'),
  submitQuiz: (answers: Array<{ id: number; stu_answer: string }>) =>
    apiPost<{ subjectList: TQuizReviewItem[] }>('/openApi/else/knowledge/submitQuiz', { answers }),
  wordLookup: (content: string) => apiPost<TWordLookup>('/openApi/assistant/wordLookup', { content }),
  txtToVoice: (txt: string) => apiPost<TSynthesisResult>('/openApi/else/voiceInteraction/txtToVoice', { txt }),
  getWordBoot: (wordContent: string) => apiPost<{ id: number } | null>('/openApi/overall/getWordBoot', { wordContent }),
  insertWordBoot: (wordContent: string) => apiPost<{ id: number }>('/openApi/overall/insertWordBoot', { wordContent }),
  myCollection: (pageNum: number, pageSize: number) =>
    apiPost<TPage<TWordFavourite>>('/openApi/user/my_collection', { pageNum, pageSize }),
  deleteWordBoot: (id: number) => apiPost<null>('/openApi/overall/deleteWordBoot', { id }),
};
