/** The teacher assistant's tools and their engines (part 1 §2, §3, §5). */
import { z } from 'zod';
import { ZId, ZPageNum } from './fields';
import { ZOwnFileUrl, ZOwnFileUrlOrEmpty } from './stored-url';

/**
 * The assistant's tools, in the order the operator's engine page lists them; the server's engine
 * check (assistant/engines/detect.ts) answers each one, the web names each one.
 */
export const AssistantTools = [
  'synthesis',
  'synthesisJapanese',
  'pronunciation',
  'ocr',
  'dictionary',
  'correction',
  'translationSentences',
  'chatModel',
] as const;
export const ZAssistantTool = z.enum(AssistantTools);
export type TAssistantTool = z.infer<typeof ZAssistantTool>;

export const ZEngineToolStatus = z.object({
  tool: ZAssistantTool,
  available: z.boolean(),
  /** What runs it, or what is missing and how an operator adds it. */
  detail: z.string(),
});
export type TEngineToolStatus = z.infer<typeof ZEngineToolStatus>;

export const ZEngineStatus = z.object({
  tools: z.array(ZEngineToolStatus),
  queue: z.object({ running: z.number().int(), queued: z.number().int(), concurrency: z.number().int() }),
});
export type TEngineStatus = z.infer<typeof ZEngineStatus>;

/** Part 1 §9: volume 0-100 (default 50), speed -500..500 (default 0); text at most 300 characters. */
export const SYNTHESIS_LIMITS = {
  maxChars: 300,
  volume: { min: 0, max: 100, default: 50 },
  speed: { min: -500, max: 500, default: 0 },
} as const;

export const ZVoice = z.object({
  id: z.number().int(),
  name: z.string(),
  /** 1 male, 0 female. */
  sex: z.union([z.literal(0), z.literal(1)]),
  voiceType: z.string(),
  language: z.enum(['en', 'jp']),
  bilingual: z.boolean(),
  /** On the school's hide list, or its engine is not installed. */
  hidden: z.boolean(),
  sampleText: z.string(),
});
export type TVoice = z.infer<typeof ZVoice>;

export const ZSynthesisRequest = z.object({
  /** Markup is stripped before the 300-character limit is checked. */
  text: z.string().max(5000),
  voice: z.string().max(40),
  volume: z.number().int().min(0).max(100).default(50),
  speech_rate: z.number().int().min(-500).max(500).default(0),
});
export type TSynthesisRequest = z.input<typeof ZSynthesisRequest>;

export const ZSynthesisResult = z.object({
  fileUrl: z.string(),
  /** Seconds, rounded up (the quote result's audioDuration). */
  audioDuration: z.number().int(),
  /** `timestamp.mp3`: the download name. */
  resourceFileName: z.string(),
  resourceMultiName: z.string(),
});
export type TSynthesisResult = z.infer<typeof ZSynthesisResult>;

/** /openApi/else/voiceInteraction/txtToVoice: text to speech for any signed-in user (listening material). */
export const ZTxtToVoiceRequest = z.object({
  txt: z.string().max(5000),
  voiceType: z.string().max(40).default('luna'),
  volume: z.number().int().min(0).max(100).default(50),
  speed: z.number().int().min(-500).max(500).default(0),
});

/** /openApi/resourceManage/multimedia/add (part 1 §3 multimedia resource add payload). */
export const ZMultimediaAddRequest = z.object({
  id: ZId.optional(),
  isShared: z.union([z.literal(0), z.literal(1)]).default(0),
  resourceMultiRemark: z.string().max(500).default(''),
  subtitlesCnUrl: ZOwnFileUrlOrEmpty.default(''),
  subtitlesEnUrl: ZOwnFileUrlOrEmpty.default(''),
  title: z.string().trim().min(1).max(200),
  fileUrl: ZOwnFileUrl,
  audioDuration: z
    .number()
    .int()
    .min(0)
    .max(24 * 60 * 60),
  resourceFileName: z.string().min(1).max(200),
  resourceMultiName: z.string().min(1).max(200),
});
export type TMultimediaAddRequest = z.input<typeof ZMultimediaAddRequest>;

/** A quoted (or updated) multimedia resource. */
export const ZMultimediaAdded = z.object({ id: z.number().int() });

/** The quote result of part 1 §3. */
export interface TQuoteResult extends TSynthesisResult {
  multimediaId: number;
}

/** Translation (part 1 §3): directions cn-en, en-cn, cn-ja, ja-cn. */
export const ZTranslateRequest = z.object({
  sourceLang: z.enum(['cn', 'en', 'ja']),
  targetLang: z.enum(['cn', 'en', 'ja']),
  sourceText: z.string().max(5000),
});
export type TTranslateRequest = z.infer<typeof ZTranslateRequest>;
export const ZTranslateResult = z.object({ transText: z.string() });
export type TTranslateResult = z.infer<typeof ZTranslateResult>;

export type TTranslateLang = TTranslateRequest['sourceLang'];
/** The directions offered, the page's default first. */
export const TranslateDirections = ['cn-en', 'en-cn', 'cn-ja', 'ja-cn'] as const;
export type TTranslateDirection = (typeof TranslateDirections)[number];

const HAN = /\p{Script=Han}/u;
const KANA = /[\u3040-\u30ff]/;
const LATIN = /[A-Za-z]/;

/**
 * Whether the text may be written in the source language: Chinese has Han characters and no kana,
 * English no Han and no kana, Japanese kana or Han. Text in another language would be looked up
 * among the wrong dictionary's meanings ("letter of credit" as Chinese found "ilc").
 */
export function fitsSourceLanguage(text: string, lang: TTranslateLang): boolean {
  const han = HAN.test(text);
  const kana = KANA.test(text);
  if (lang === 'cn') return !kana && (han || !LATIN.test(text));
  if (lang === 'en') return !han && !kana;
  return han || kana;
}

/** The direction to use for this text: the chosen one when it fits, else one from the text's language. */
export function directionFor(text: string, chosen: TTranslateDirection): TTranslateDirection {
  const [source, target] = chosen.split('-') as [TTranslateLang, TTranslateLang];
  if (fitsSourceLanguage(text, source)) return chosen;
  const fitting = TranslateDirections.filter((d) => fitsSourceLanguage(text, d.split('-')[0] as TTranslateLang));
  // Prefer the reverse of the chosen direction (English typed into 中→英 means 英→中).
  return fitting.find((d) => d === `${target}-${source}`) ?? fitting[0] ?? chosen;
}

export const ZWordLookupRequest = z.object({ content: z.string().max(200) });
/** The word look-up result of part 1 §3: src, src_tts (the text to speak, empty if none), dst, symbols. */
export const ZWordLookup = z.object({
  src: z.string(),
  src_tts: z.string(),
  dst: z.string(),
  symbols: z.array(
    z.object({
      word_symbol: z.string(),
      ph_en: z.string(),
      ph_am: z.string(),
      parts: z.array(z.object({ part: z.string(), meansStr: z.string() })),
    }),
  ),
});
export type TWordLookup = z.infer<typeof ZWordLookup>;

/** Word favourites (part 1 §3): wordContent, id. */
export const ZWordFavouriteRequest = z.object({ wordContent: z.string().trim().min(1).max(200) });
export const ZWordFavouriteDeleteRequest = z.object({ id: ZId });
/** A favourite's id (getWordBoot answers null when the word is not a favourite). */
export const ZWordFavouriteId = z.object({ id: z.number().int() });
export const ZWordFavourite = z.object({ id: z.number().int(), wordContent: z.string(), createTime: z.string() });
export type TWordFavourite = z.infer<typeof ZWordFavourite>;

/** Essay correction (brainCorrect). */
export const ZCorrectionRequest = z.object({ txt: z.string().max(20000) });
export const CORRECTION_WARNING_SCORE = 60;

export const ZCorrectionSuggestion = z.object({
  ErrorType: z.string(),
  /** The error type in the reader's language. */
  ErrorTypeName: z.string(),
  Message: z.string(),
  Original: z.string(),
  Replacement: z.string(),
  /** Character offsets in the submitted text. */
  Start: z.number().int(),
  End: z.number().int(),
});
export type TCorrectionSuggestion = z.infer<typeof ZCorrectionSuggestion>;

const ZScoreCategory = z.object({ Name: z.string(), Score: z.number() });

export const ZCorrectionResult = z.object({
  Score: z.number(),
  Comment: z.string(),
  ScoreCat: z.object({
    Content: ZScoreCategory,
    Sentences: ZScoreCategory,
    Structure: ZScoreCategory,
    Words: ZScoreCategory,
  }),
  SentenceComments: z.array(z.object({ Sentence: z.string(), Suggestions: z.array(ZCorrectionSuggestion) })),
  Statistics: z.object({
    words: z.number().int(),
    sentences: z.number().int(),
    paragraphs: z.number().int(),
    lexicalDiversity: z.number(),
    readingEase: z.number(),
    gradeLevel: z.number(),
    grammarErrors: z.number().int(),
    spellingErrors: z.number().int(),
  }),
});
export type TCorrectionResult = z.infer<typeof ZCorrectionResult>;

/** Image text recognition (part 1 §5): jpeg or png, at most 10 MB, longest side at most 4096 px. */
export const OCR_LIMITS = {
  maxBytes: 10 * 1024 * 1024,
  maxSide: 4096,
  /** The suffixes the picker accepts. */
  accept: '.pjp,.jpg,.pjpeg,.jpeg,.jfif,.png',
} as const;

/** /ai/aiJurisdiction: code 5 is picture recognition. */
export const ZAiJurisdictionRequest = z.object({ code: z.coerce.number().int().min(0).max(100) });
export const ZAiJurisdiction = z.object({ allow: z.boolean() });
/** The text recognised in an image. */
export const ZRecognisedText = z.object({ content: z.string() });

/** Knowledge points (part 1 §3): id, title, category, content as a list whose first item has the text. */
export const KNOWLEDGE_PAGE_SIZE = 10;
export const ZKnowledgePageRequest = z.object({
  pageNum: ZPageNum.default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(KNOWLEDGE_PAGE_SIZE),
  title: z.string().max(100).optional(),
  category: z.string().max(50).optional(),
});
/** Saved in the order of part 1 §5: category, then title, then content (each checked in that order). */
export const ZKnowledgeSaveRequest = z.object({
  id: ZId.optional(),
  category: z.string().max(50).default(''),
  title: z.string().max(100).default(''),
  content: z
    .array(z.object({ content: z.string().max(5000) }))
    .max(1)
    .default([]),
});
export type TKnowledgeSaveRequest = z.input<typeof ZKnowledgeSaveRequest>;
export const ZKnowledgeDeleteRequest = z.object({ id: ZId });
export const ZKnowledgeSearchRequest = z.object({ title: z.string().max(100) });

export const ZKnowledgePoint = z.object({
  id: z.number().int(),
  title: z.string(),
  category: z.string(),
  content: z.array(z.object({ content: z.string() })),
  updateTime: z.string(),
});
export type TKnowledgePoint = z.infer<typeof ZKnowledgePoint>;
/** A saved knowledge point's id. */
export const ZKnowledgeSaved = z.object({ id: z.number().int() });

/** Chat (part 1 §5): not empty, at most 200 characters. */
export const CHAT_MAX_CHARS = 200;
export const ZChatRequest = z.object({ title: z.string().max(1000) });
export const ZChatReply = z.object({
  /** The reply: a list whose items have content text (part 1 §3 chat message, type 1). */
  content: z.array(z.object({ content: z.string() })),
  /** The knowledge points the answer used. */
  sources: z.array(z.object({ id: z.number().int(), title: z.string(), category: z.string() })),
  /** retrieval: quoted from the knowledge base; model: written by the configured model from those entries; none: nothing matched. */
  answeredBy: z.enum(['retrieval', 'model', 'none']),
});
export type TChatReply = z.infer<typeof ZChatReply>;

export { EVALUATION_LEVELS, type TEvaluationLevel } from './evaluation-levels';
/** Language suffixes of the core type: '' English, then Chinese, Japanese, Korean, French, German, Russian, Spanish. */
export const EVALUATION_LANGUAGES = ['', 'cn', 'jp', 'kr', 'fr', 'de', 'ru', 'sp'] as const;
export const EVALUATION_MAX_BYTES = 20 * 1024 * 1024;

/** The multipart fields of a voice test (before the recording): the core type and the reference text. */
export const ZEvaluationFields = z.object({ coreType: z.string().max(50), refText: z.string().max(2000) });

/** One phone of a scored word: the phone expected (ARPAbet), the phone the free decoding heard there, 0-100. */
export const ZPhoneEvaluation = z.object({ expected: z.string(), heard: z.string().nullable(), score: z.number() });
export type TPhoneEvaluation = z.infer<typeof ZPhoneEvaluation>;
export const ZWordEvaluation = z.object({
  word: z.string(),
  score: z.number().nullable(),
  color: z.enum(['green', 'yellow', 'red', 'black']),
  /** Phone by phone (absent for an unread word and for results scored before phones were kept). */
  phones: z.array(ZPhoneEvaluation).optional(),
});
export type TWordEvaluation = z.infer<typeof ZWordEvaluation>;
export const ZVoiceEvaluation = z.object({
  coreType: z.string(),
  overall: z.number(),
  accuracy: z.number(),
  fluency: z.number(),
  completeness: z.number(),
  duration: z.number(),
  words: z.array(ZWordEvaluation),
});
export type TVoiceEvaluation = z.infer<typeof ZVoiceEvaluation>;

/** The knowledge quiz (part 1 §3 quiz question): multiple choice drawn from the school's knowledge points. */
export const ZQuizQuestion = z.object({
  /** The knowledge point asked about. */
  id: z.number().int(),
  /** The point's content, which the answer's title describes. */
  question: z.string(),
  options: z.array(z.string()),
});
export type TQuizQuestion = z.infer<typeof ZQuizQuestion>;
export const QUIZ_SIZE = 5;
export const ZQuizSubmitRequest = z.object({
  answers: z
    .array(z.object({ id: ZId, stu_answer: z.string().max(200) }))
    .min(1)
    .max(20),
});
export const ZQuizReviewItem = z.object({
  id: z.number().int(),
  question: z.string(),
  /** 1 correct, 0 not. */
  right_flag: z.union([z.literal(0), z.literal(1)]),
  stu_answer: z.string(),
  right_answer: z.string(),
  subject_answer_anaylse: z.string(),
});
export type TQuizReviewItem = z.infer<typeof ZQuizReviewItem>;

/** Trial listening: the voice's sample sentence, made once. */
export const ZVoiceSampleRequest = z.object({ voice: z.string().max(40) });
