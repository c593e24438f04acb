/**
 * A student's recording of a spoken answer (multipart: the fields of ZRecordFields, then the
 * file). Checked by content (file-type), never by name; stored as mp3 16 kHz 16 kbps; refused
 * when too short to recognise, too long for its level, or silent. The newest recording of a line
 * replaces the older ones, and queues its own scoring job.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  QuestionTypeCodes as C,
  RECORDING,
  ResponseCode,
  recordingLimitSeconds,
  ScriptedSpokenTypes,
  stripMarkup,
  type TQuestionAnswer,
  type TRecording,
  ZDialogueContent,
  ZDubContent,
  ZOralContent,
  ZRecordFields,
} from '@lingua/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { attemptAnswers, speechRecordings, trainingAttempts, trainingQuestions } from '../../db/schema';
import type { Db } from '../../platform/database';
import { AppError, badRequest, notFound } from '../../platform/errors';
import { acceptMimeTypes } from '../../platform/file-content';
import { multipartFieldValue, receiveUpload } from '../../platform/multipart';
import type { SessionUser } from '../../platform/request-context';
import type { FileStorage } from '../../platform/storage';
import { withEngine } from '../assistant/engine-errors';
import type { AssistantEngines } from '../assistant/engines';
import { AUDIO_TYPES } from '../assistant/evaluation-service';
import { presentRecording } from '../spoken-answers/present';
import { workableDraft } from '../trainings/answer-save';
import { encodeRecording, keepScoringInput, loudestDb, SILENCE_DB } from './audio';
import { finishDubWhenComplete } from './dub-answer';
import type { SpeechJobs } from './jobs';

/** Seconds a recording may last: the question's own answer time, its type's level, or the circle's 900. */
function maxSeconds(subjectType: number, content: unknown): number {
  const own = ZOralContent.safeParse(content);
  return recordingLimitSeconds(subjectType, own.success ? own.data.answerSeconds : undefined);
}

/** The fields, then the recording received to a temporary file (the caller discards it). */
async function readUpload(req: FastifyRequest, storage: FileStorage) {
  const part = await req.file({ limits: { fileSize: RECORDING.maxBytes + 1, files: 1 } });
  if (!part) throw badRequest('recordingNotFound', 'file');
  const parsed = ZRecordFields.safeParse({
    attemptId: multipartFieldValue(part.fields.attemptId),
    questionId: multipartFieldValue(part.fields.questionId),
    line: multipartFieldValue(part.fields.line),
    role: multipartFieldValue(part.fields.role),
  });
  if (!parsed.success) {
    part.file.destroy();
    throw badRequest('fieldInvalid', String(parsed.error.issues[0]?.path[0] ?? 'attemptId'));
  }
  const upload = await receiveUpload(part.file, storage, {
    maxBytes: RECORDING.maxBytes,
    content: acceptMimeTypes(AUDIO_TYPES),
    empty: new AppError(ResponseCode.unsupportedMediaType, 'fileTypeNotSupported'),
  });
  return { fields: parsed.data, recording: upload.file };
}

export async function recordAnswer(
  db: Db,
  storage: FileStorage,
  engines: AssistantEngines,
  jobs: SpeechJobs,
  student: SessionUser,
  req: FastifyRequest,
): Promise<TRecording> {
  const { fields, recording } = await readUpload(req, storage);
  try {
    // ffmpeg reads the received file itself; it is never held whole in memory.
    return await storeRecording(db, storage, engines, jobs, student, fields, recording.path);
  } finally {
    await recording.discard();
  }
}

async function storeRecording(
  db: Db,
  storage: FileStorage,
  engines: AssistantEngines,
  jobs: SpeechJobs,
  student: SessionUser,
  fields: z.infer<typeof ZRecordFields>,
  input: string,
): Promise<TRecording> {
  const { attempt } = await workableDraft(db, student, fields.attemptId);
  const [question] = await db
    .select()
    .from(trainingQuestions)
    .where(and(eq(trainingQuestions.id, fields.questionId), eq(trainingQuestions.trainingId, attempt.trainingId)));
  if (!question) throw notFound();
  const [saved] = await db
    .select()
    .from(attemptAnswers)
    .where(and(eq(attemptAnswers.attemptId, attempt.id), eq(attemptAnswers.questionId, question.id)));
  const answer: TQuestionAnswer = { ...(saved?.answer ?? {}) };

  // What the recording is scored against: the line of the role, the text, or nothing (free talk).
  let referenceText: string | null = null;
  let line = 0;
  if (question.subjectType === C.dialogue) {
    const content = ZDialogueContent.parse(question.content);
    const role = fields.role ?? (typeof answer.stu_answer === 'string' ? answer.stu_answer : '');
    const target = content.lines[fields.line];
    if (!content.roles.some((r) => r.id === role)) throw badRequest('speakingRoleRequired', 'role');
    if (!target || target.role !== role) throw badRequest('speakingNotYourLine', 'line');
    line = fields.line;
    referenceText = target.text;
    answer.stu_answer = role;
  } else if (question.subjectType === C.dub) {
    const content = ZDubContent.parse(question.content);
    const target = content.lines[fields.line];
    if (!target) throw badRequest('fieldInvalid', 'line');
    line = fields.line;
    referenceText = target.text;
  } else {
    const content = ZOralContent.safeParse(question.content);
    if (!content.success) throw notFound();
    if (ScriptedSpokenTypes.includes(question.subjectType)) referenceText = stripMarkup(content.data.text);
  }

  const dir = await mkdtemp(path.join(os.tmpdir(), 'lingua-record-'));
  let mp3: Buffer;
  let duration: number;
  let scoringInput: string;
  try {
    const output = path.join(dir, 'recording.mp3');
    await withEngine(() => encodeRecording(engines, input, output));
    duration = await withEngine(() => engines.synthesis.duration(output));
    if (!(duration >= RECORDING.minSeconds)) throw badRequest('recordingTooShort', 'file');
    const limit = maxSeconds(question.subjectType, question.content);
    if (duration > limit + 1) throw badRequest('recordingTooLong', 'file', { seconds: limit });
    if ((await withEngine(() => loudestDb(engines, output))) < SILENCE_DB) throw badRequest('recordingNoVoice', 'file');
    mp3 = await readFile(output);
    scoringInput = await keepScoringInput(engines, storage, input);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  const fileUrl = await storage.save(mp3, 'mp3');
  answer.user_oral_url = fileUrl;
  const row = await db.transaction(async (tx) => {
    await tx
      .update(speechRecordings)
      .set({ replaced: 1 })
      .where(
        and(
          eq(speechRecordings.attemptId, attempt.id),
          eq(speechRecordings.questionId, question.id),
          eq(speechRecordings.line, line),
        ),
      );
    const [inserted] = await tx
      .insert(speechRecordings)
      .values({
        schoolId: student.schoolId,
        attemptId: attempt.id,
        questionId: question.id,
        line,
        fileUrl,
        durationSeconds: Math.round(duration * 10) / 10,
        referenceText,
        scoringInput,
      })
      .returning();
    if (inserted) await jobs.queue(tx, inserted);
    const now = new Date();
    await tx
      .insert(attemptAnswers)
      .values({ attemptId: attempt.id, questionId: question.id, answer, updatedAt: now })
      .onConflictDoUpdate({
        target: [attemptAnswers.attemptId, attemptAnswers.questionId],
        set: { answer, updatedAt: now },
      });
    await tx.update(trainingAttempts).set({ updatedAt: now }).where(eq(trainingAttempts.id, attempt.id));
    return inserted;
  });
  if (!row) throw notFound();
  jobs.kick();
  const dubUrl =
    question.subjectType === C.dub ? await finishDubWhenComplete(db, storage, engines, attempt.id, question) : null;
  return { ...presentRecording(row), ...(dubUrl ? { dubUrl } : {}) };
}
