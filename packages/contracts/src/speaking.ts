/**
 * Speaking practice (issue 7): recordings, their scoring jobs, machine voices of role play, and
 * the class ranks of challenges. Constants of part 1 §9: recordings are mp3 at 16 kHz and 16 kbps,
 * the recording circle is drawn on a 900-second base, word colours green > 80, yellow 60-80,
 * red < 60, black unread.
 */
import { z } from 'zod';
import { ZWordEvaluation } from './assistant';
import { ZId, ZIdText } from './fields';
import { QuestionTypeCodes as C } from './questions/codes';
import { questionTypeMetaOf } from './questions/types/index';
import { TrainingKinds } from './trainings/kinds';

export const RECORDING = {
  sampleRate: 16_000,
  bitrateKbps: 16,
  /** The recording circle's full turn (part 1 §9). */
  circleSeconds: 900,
  /** Shorter recordings cannot be recognised (part 1 §5). */
  minSeconds: 0.5,
  maxBytes: 30 * 1024 * 1024,
} as const;

/** Every spoken type (the answered rule needs an oral recording url). */
export const SpokenTypes: readonly number[] = [
  C.readWord,
  C.repeatSentence,
  C.readAloud,
  C.speaking,
  C.speech,
  C.discussion,
  C.dialogue,
  C.dub,
];

/** Spoken types read against a script (scored by the machine); the others are free talk a teacher grades. */
export const ScriptedSpokenTypes: readonly number[] = [C.readWord, C.repeatSentence, C.readAloud, C.dialogue, C.dub];

export type TWordColor = 'green' | 'yellow' | 'red' | 'black';
export function wordColor(score: number | null): TWordColor {
  if (score === null) return 'black';
  if (score > 80) return 'green';
  if (score >= 60) return 'yellow';
  return 'red';
}

export const ZSpeechJobStatus = z.enum(['queued', 'processing', 'done', 'failed']);
export type TSpeechJobStatus = z.infer<typeof ZSpeechJobStatus>;

export const ZSpeechResult = z.object({
  overall: z.number(),
  accuracy: z.number(),
  fluency: z.number(),
  completeness: z.number(),
  duration: z.number(),
  words: z.array(ZWordEvaluation),
  /** Free talk: what the recogniser heard (the words scored are these). */
  transcript: z.string().optional(),
});
export type TSpeechResult = z.infer<typeof ZSpeechResult>;

/** One recording of an answer (a question, or one line of a dialogue) and its scoring job. */
export const ZRecording = z.object({
  recordingId: z.number().int(),
  questionId: z.number().int(),
  /** The dialogue line; 0 for a single recording. */
  line: z.number().int(),
  fileUrl: z.string(),
  durationSeconds: z.number(),
  status: ZSpeechJobStatus,
  result: ZSpeechResult.nullable(),
  createdAt: z.string(),
  /** Jobs ahead of this one while it is queued. */
  queuedAhead: z.number().int().optional(),
  /** Dubbing: the finished dub, mixed when this recording completed the clip's lines. */
  dubUrl: z.string().optional(),
});
export type TRecording = z.infer<typeof ZRecording>;

/** Multipart fields of /openApi/student/speaking/record (the file comes last). */
export const ZRecordFields = z.object({
  attemptId: ZIdText,
  questionId: ZIdText,
  line: z.coerce.number().int().min(0).max(40).default(0),
  /** Dialogue: the role the student plays. */
  role: z.string().max(100).optional(),
});

export const ZRecordingsRequest = z.object({ attemptId: ZId });

export const ZLineAudioRequest = z.object({
  classId: ZId,
  trainingId: ZId,
  questionId: ZId,
  /** The dialogue line, or 0 for the model reading of a single text. */
  line: z.number().int().min(0).max(40),
});
export const ZLineAudio = z.object({ fileUrl: z.string(), duration: z.number() });
export type TLineAudio = z.infer<typeof ZLineAudio>;

export const ZRankRequest = z.object({
  classId: ZId,
  trainingId: ZId,
});
export const ZRankEntry = z.object({
  rank: z.number().int(),
  studentId: z.number().int(),
  name: z.string(),
  score: z.number(),
  durationSeconds: z.number().int(),
  submittedAt: z.string(),
  me: z.boolean(),
});
export type TRankEntry = z.infer<typeof ZRankEntry>;

export type TRankCandidate = {
  studentId: number;
  name: string;
  score: number;
  durationSeconds: number;
  submittedAt: Date;
};

/** The longest recording a spoken question takes: its own answer time, its type's level, or the circle's. */
export function recordingLimitSeconds(subjectType: number, answerSeconds?: number | null): number {
  if (answerSeconds) return answerSeconds;
  return questionTypeMetaOf(subjectType)?.recordingSeconds ?? RECORDING.circleSeconds;
}

/**
 * A class rank: each student's best scored attempt, ordered by score, ties broken by time (the
 * shorter time used, then the earlier submission); equal on all three share a rank.
 */
export function rankEntries(candidates: TRankCandidate[], me: number): TRankEntry[] {
  const better = (a: TRankCandidate, b: TRankCandidate) =>
    b.score - a.score || a.durationSeconds - b.durationSeconds || a.submittedAt.getTime() - b.submittedAt.getTime();
  const best = new Map<number, TRankCandidate>();
  for (const c of candidates) {
    const old = best.get(c.studentId);
    if (!old || better(c, old) < 0) best.set(c.studentId, c);
  }
  const sorted = [...best.values()].sort(better);
  let rank = 0;
  return sorted.map((c, i) => {
    const prev = sorted[i - 1];
    if (!prev || better(prev, c) !== 0) rank = i + 1;
    return {
      rank,
      studentId: c.studentId,
      name: c.name,
      score: c.score,
      durationSeconds: c.durationSeconds,
      submittedAt: c.submittedAt.toISOString(),
      me: c.studentId === me,
    };
  });
}

/** DubList: a student's finished dub (the mixed clip) of a dubbing training. */
export const ZDubEntry = z.object({
  attemptId: z.number().int(),
  studentId: z.number().int(),
  name: z.string(),
  fileUrl: z.string(),
  score: z.number().nullable(),
  submittedAt: z.string(),
  me: z.boolean(),
});
export type TDubEntry = z.infer<typeof ZDubEntry>;

/** Strengthen: a sentence or paragraph the student's latest reading scored yellow or red (overall ≤ 80). */
export const ZWeakItemsRequest = z.object({
  classId: ZId,
  level: z.enum(['sentence', 'paragraph']),
});
export const ZWeakItem = z.object({
  trainingId: z.number().int(),
  kind: z.enum(TrainingKinds),
  title: z.string(),
  questionId: z.number().int(),
  text: z.string(),
  recording: ZRecording,
});
export type TWeakItem = z.infer<typeof ZWeakItem>;
/** The weakest overall score a reading may have and still need no strengthening. */
export const STRENGTHEN_BELOW = 80;

/** Preview: a training's questions with their full content (the script), without an attempt. */
export const ZSpeakingPreview = z.object({
  trainingId: z.number().int(),
  classId: z.number().int(),
  kind: z.enum(TrainingKinds),
  title: z.string(),
  intro: z.string(),
  questions: z.array(
    z.object({
      questionId: z.number().int(),
      subject_type: z.number().int(),
      stem: z.string(),
      fullMark: z.number(),
      content: z.unknown(),
    }),
  ),
});
export type TSpeakingPreview = z.infer<typeof ZSpeakingPreview>;

/** Realtime event in the student's `user:` room when a recording's job changes state. */
export const SPEECH_EVENT = 'speechJob';
