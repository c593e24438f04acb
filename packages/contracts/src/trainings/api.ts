/**
 * Trainings as stored and as the pages read them: the task background (part 1 §3, part 2 §3), the
 * training settings, and the calls of the answer, report and history families and the teacher side.
 */
import { z } from 'zod';
import { ZFinishedFlag, ZLockReason } from '../class-lesson';
import { ZClockSeq, ZId } from '../fields';
import { ZLocalizedText } from '../localized';
import { ZQuestionAnswer } from '../questions/answer';
import { ZRecording } from '../speaking';
import { TrainingKinds } from './kinds';

export const ZTrainingKind = z.enum(TrainingKinds);

/** Subtitle cue (part 2 §3): start and end in seconds, the text, and its translation if any. */
export const ZSubtitleCue = z.object({
  start: z.number().min(0),
  end: z.number().min(0),
  text: z.string(),
  translation: z.string().optional(),
});
export type TSubtitleCue = z.infer<typeof ZSubtitleCue>;

/** Task background item: displayType 1 text, 2 image, 3 audio, 4 video. */
export const ZBackgroundItem = z.object({
  displayType: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
  title: z.string().default(''),
  /** Text: markup (or sanitised html) in the training's language. */
  htmlStr: z.string().default(''),
  /** The Chinese translation of the text or transcript, shown by the translation toggle. */
  translation: z.string().default(''),
  fileUrl: z.string().default(''),
  /** Audio and video: length in seconds (the listening rules time it). */
  durationSeconds: z.number().min(0).default(0),
  subtitles: z.array(ZSubtitleCue).default([]),
  subtitlesIsOpened: z.union([z.literal(0), z.literal(1)]).default(0),
  translateIsOpened: z.union([z.literal(0), z.literal(1)]).default(0),
});
export type TBackgroundItem = z.infer<typeof ZBackgroundItem>;

export const ZListeningRules = z.object({
  mustPlayFully: z.boolean(),
  maxPlays: z.number().int().min(0).max(20),
  blockAnswerUntilEnd: z.boolean(),
  noSeek: z.boolean(),
  noRateChange: z.boolean(),
});

export const ZTrainingSettings = z.object({
  /** Minutes; null is untimed (practice papers are untimed, part 1 §9). */
  timeLimitMinutes: z.number().int().min(1).max(600).nullable().default(null),
  /** The listening rules of its audio background; null: free playback. */
  listening: ZListeningRules.nullable().default(null),
});
export type TTrainingSettings = z.infer<typeof ZTrainingSettings>;

/** A question as a student sees it while answering. */
export const ZSheetQuestion = z.object({
  questionId: z.number().int(),
  sort: z.number().int(),
  subject_type: z.number().int(),
  stem: z.string(),
  fullMark: z.number(),
  /** The content without its right answers. */
  content: z.unknown(),
  /** A comprehensive case's task: the link (from 0) it belongs to. */
  link: z.number().int().optional(),
});
export type TSheetQuestion = z.infer<typeof ZSheetQuestion>;

/** A background item's plays in an attempt (the answer sheet's media, and the media call's answer). */
export const ZMediaState = z.object({ index: z.number().int(), plays: z.number().int(), fullyPlayed: z.boolean() });
export type TMediaState = z.infer<typeof ZMediaState>;

export const ZAttemptStatus = z.enum(['draft', 'submitted']);

/**
 * A link of a comprehensive case (kind multiple): one step of the business case (the enquiry, the
 * quotation...), in the reader's language, with the situation of that step; its tasks are the
 * training's questions whose `link` is its index.
 */
export const ZCaseLink = z.object({ index: z.number().int(), title: z.string(), brief: z.string() });
export type TCaseLink = z.infer<typeof ZCaseLink>;
/** A link as stored with its training (both languages). */
export const ZStoredCaseLink = z.object({ title: ZLocalizedText, brief: ZLocalizedText });
export type TStoredCaseLink = z.infer<typeof ZStoredCaseLink>;

/** What the answer page reads: training, background, questions, and the open attempt with its saved answers. */
export const ZAnswerSheet = z.object({
  trainingId: z.number().int(),
  classId: z.number().int(),
  kind: ZTrainingKind,
  title: z.string(),
  intro: z.string(),
  background: z.array(ZBackgroundItem),
  settings: ZTrainingSettings,
  fullMark: z.number(),
  deadline: z.string().nullable(),
  questions: z.array(ZSheetQuestion),
  /** A comprehensive case's links, in order (empty for every other kind). */
  links: z.array(ZCaseLink).optional(),
  attempt: z.object({
    attemptId: z.number().int(),
    startedAt: z.string(),
    /** Server clock, so a timer is the server's. */
    now: z.string(),
    answers: z.array(z.object({ questionId: z.number().int(), answer: ZQuestionAnswer })),
    media: z.array(ZMediaState),
  }),
});
export type TAnswerSheet = z.infer<typeof ZAnswerSheet>;

export const ZOpenTrainingRequest = z.object({
  classId: ZId,
  trainingId: ZId,
});
export const ZOpenActivityRequest = z.object({
  classId: ZId,
  activityId: ZId,
});
export const ZOpenActivityResult = z.object({ trainingId: z.number().int(), kind: ZTrainingKind });
export type TOpenActivityResult = z.infer<typeof ZOpenActivityResult>;

export const ZSaveAnswerRequest = z.object({
  attemptId: ZId,
  questionId: ZId,
  answer: ZQuestionAnswer,
  /** The change's number in the page's answer journal: an older resend never overwrites a newer save. */
  seq: ZClockSeq.optional(),
});
/** A saved answer: whether it counts as answered, and when the server kept it. */
export const ZSavedAnswer = z.object({ questionId: z.number().int(), answered: z.boolean(), savedAt: z.string() });
export type TSavedAnswer = z.infer<typeof ZSavedAnswer>;
export const ZAttemptRequest = z.object({ attemptId: ZId });
export const ZMediaEventRequest = z.object({
  attemptId: ZId,
  /** The background item's index. */
  index: z.number().int().min(0).max(50),
  event: z.enum(['play', 'ended']),
});

/** One question of a report (part 1 §3 quiz question fields). */
export const ZReportQuestion = z.object({
  questionId: z.number().int(),
  sort: z.number().int(),
  subject_type: z.number().int(),
  stem: z.string(),
  fullMark: z.number(),
  content: z.unknown(),
  stu_answer: ZQuestionAnswer.shape.stu_answer,
  user_oral_url: z.string().optional(),
  resource_subject_content_list: ZQuestionAnswer.shape.resource_subject_content_list,
  result: z.string().optional(),
  attachments: ZQuestionAnswer.shape.attachments,
  /** 1 right, 0 wrong, 2 partly right; null: a teacher grades it. */
  right_flag: z.number().int().nullable(),
  right_answer: z.string(),
  subject_answer_anaylse: z.string(),
  score: z.number().nullable(),
  comment: z.string(),
  /** Spoken answers: the latest recording of each line with its scoring job (issue 7). */
  speech: z.array(ZRecording).optional(),
  /** A comprehensive case's task: its link. */
  link: z.number().int().optional(),
  /** The teacher chose this answer as an excellent case (the class reads it on the excellent-case page). */
  excellent: z.boolean().optional(),
});
export type TReportQuestion = z.infer<typeof ZReportQuestion>;

export const ZAttemptSummary = z.object({
  attemptId: z.number().int(),
  status: ZAttemptStatus,
  startedAt: z.string(),
  submittedAt: z.string().nullable(),
  durationSeconds: z.number().int(),
  /** null while a teacher has still to grade part of it. */
  score: z.number().nullable(),
  fullMark: z.number(),
  viewed: z.boolean(),
});
export type TAttemptSummary = z.infer<typeof ZAttemptSummary>;

export const ZAttemptReport = z.object({
  trainingId: z.number().int(),
  classId: z.number().int(),
  kind: ZTrainingKind,
  title: z.string(),
  studentName: z.string(),
  attempt: ZAttemptSummary,
  canRecall: z.boolean(),
  questions: z.array(ZReportQuestion),
  /** A comprehensive case's links. */
  links: z.array(ZCaseLink).optional(),
});
export type TAttemptReport = z.infer<typeof ZAttemptReport>;

export const ZTrainingHistory = z.object({
  trainingId: z.number().int(),
  kind: ZTrainingKind,
  title: z.string(),
  fullMark: z.number(),
  /** The training score by the course rule (highest or first attempt). */
  score: z.number().nullable(),
  /** The score shown, by the display rule (highest or latest). */
  displayScore: z.number().nullable(),
  attempts: z.array(ZAttemptSummary),
});
export type TTrainingHistory = z.infer<typeof ZTrainingHistory>;

export const ZStudentTraining = z.object({
  trainingId: z.number().int(),
  kind: ZTrainingKind,
  title: z.string(),
  questionCount: z.number().int(),
  fullMark: z.number(),
  deadline: z.string().nullable(),
  finished: ZFinishedFlag,
  score: z.number().nullable(),
  attempts: z.number().int(),
  /** Why it cannot be worked on now: the course's step order, or the course ended (part 1 §4). */
  lockReason: ZLockReason,
});
export type TStudentTraining = z.infer<typeof ZStudentTraining>;

export const ZClassIdOnly = z.object({ classId: ZId });

/** Teacher side. */
export const ZClassTraining = z.object({
  trainingId: z.number().int(),
  kind: ZTrainingKind,
  title: z.string(),
  fullMark: z.number(),
  isOpen: z.boolean(),
  deadline: z.string().nullable(),
  inCourse: z.boolean(),
  studentCount: z.number().int(),
  finishedCount: z.number().int(),
});
export type TClassTraining = z.infer<typeof ZClassTraining>;

export const ZSetClassTrainingRequest = z.object({
  classId: ZId,
  trainingId: ZId,
  isOpen: z.boolean(),
  /** ISO date-time; null: no deadline. */
  deadline: z.iso.datetime({ offset: true }).nullable(),
});

/** A class's terms of a training as set. */
export const ZClassTrainingTerms = z.object({
  trainingId: z.number().int(),
  isOpen: z.boolean(),
  deadline: z.string().nullable(),
});
export type TClassTrainingTerms = z.infer<typeof ZClassTrainingTerms>;

export const ZTrainingStudent = z.object({
  studentId: z.number().int(),
  name: z.string(),
  mobile: z.string(),
  finished: ZFinishedFlag,
  attempts: z.number().int(),
  score: z.number().nullable(),
  latestAttemptId: z.number().int().nullable(),
  needsGrading: z.boolean(),
});
export type TTrainingStudent = z.infer<typeof ZTrainingStudent>;

export const ZGradeAnswerRequest = z.object({
  attemptId: ZId,
  questionId: ZId,
  score: z.number().min(0).max(1000),
  comment: z.string().trim().min(1).max(2000),
});

/** A teacher's grade as kept, and the attempt's score after it (null while another answer awaits grading). */
export const ZGradeResult = z.object({
  attemptId: z.number().int(),
  questionId: z.number().int(),
  score: z.number(),
  attemptScore: z.number().nullable(),
});
export type TGradeResult = z.infer<typeof ZGradeResult>;

/** A question's difficulty in the bank: 1 easy, 2 medium, 3 hard (exam papers draw by it). */
export const ZDifficulty = z.union([z.literal(1), z.literal(2), z.literal(3)]);
export type TDifficulty = z.infer<typeof ZDifficulty>;

export const ZTrainingSeed = z
  .object({
    key: z.string().regex(/^[a-z0-9-]+$/),
    kind: ZTrainingKind,
    /** Every question's difficulty unless the question sets its own. */
    difficulty: ZDifficulty.default(2),
    title: ZLocalizedText,
    intro: ZLocalizedText,
    background: z.array(ZBackgroundItem),
    settings: ZTrainingSettings,
    questions: z
      .array(
        z.object({
          subject_type: z.number().int(),
          stem: z.string().min(1),
          fullMark: z.number().positive(),
          /** May be empty for imported questions that carry none. */
          analysis: z.object({ cn: z.string(), en: z.string() }),
          content: z.unknown(),
          difficulty: ZDifficulty.optional(),
          /** An imported question's name in its bank (Moodle's and GIFT's `::name::`), written back on export. */
          name: z.string().max(255).optional(),
        }),
      )
      .min(1),
    /**
     * A comprehensive case's links in order, each taking the next `tasks` questions (the counts add
     * up to the questions).
     */
    links: z
      .array(ZStoredCaseLink.extend({ tasks: z.number().int().min(1) }))
      .optional()
      .default([]),
  })
  .refine((t) => t.links.length === 0 || t.links.reduce((n, l) => n + l.tasks, 0) === t.questions.length, {
    message: "the links' tasks must add up to the questions",
    path: ['links'],
  });
export type TTrainingSeed = z.input<typeof ZTrainingSeed>;

export const ZExportScoresRequest = z.object({
  classId: ZId,
  /** Empty: every training of the class. */
  trainingIds: z.array(ZId).max(200).default([]),
  /** 0 highest, 1 first attempt, 2 average (part 2 §9). */
  scoreType: z.union([z.literal(0), z.literal(1), z.literal(2)]),
});

/** The question-bank file formats: GIFT, Moodle XML and the xlsx template. */
export const BankFormats = ['gift', 'moodle', 'xlsx'] as const;
export const ZBankFormat = z.enum(BankFormats);
export type TBankFormat = z.infer<typeof ZBankFormat>;
export const ZExportBankRequest = z.object({ trainingId: ZId, format: ZBankFormat });
/**
 * A question bank's import report, in the reader's language: per question skipped or kept with a
 * change, its number in the file (GIFT question, Moodle <question>, sheet row), its name and why.
 */
export const ZBankReportRow = z.object({
  row: z.number().int(),
  name: z.string(),
  status: z.enum(['skipped', 'changed']),
  message: z.string(),
});
export type TBankReportRow = z.infer<typeof ZBankReportRow>;
export const ZBankReport = z.object({
  /** Questions (and descriptions) the file holds. */
  total: z.number().int(),
  /** Questions that come in. */
  importable: z.number().int(),
  /** Descriptions that become reading passages, media files that become the training's material. */
  passages: z.number().int(),
  media: z.number().int(),
  /** The category names found, in file order ('' when none). */
  categories: z.array(z.string()),
  rows: z.array(ZBankReportRow),
});
export type TBankReport = z.infer<typeof ZBankReport>;
/** An imported bank: the new trainings (one, or one per category), how many questions, and the report. */
export const ZImportBankResult = z.object({
  trainingId: z.number().int(),
  trainingIds: z.array(z.number().int()),
  count: z.number().int(),
  report: ZBankReport,
});
export type TImportBankResult = z.infer<typeof ZImportBankResult>;
/** Categories: one training for the whole file, or one training per category. */
export const ZBankCategories = z.enum(['one', 'trainings']);
/** The fields of a question-bank import (multipart, before the file). */
export const ZImportBankFields = z.object({
  format: ZBankFormat,
  kind: ZTrainingKind,
  title: z.string().trim().min(1).max(100),
  categories: ZBankCategories.default('one'),
});
/** The fields of a dry run: only the format matters, nothing is saved. */
export const ZCheckBankFields = z.object({ format: ZBankFormat });
