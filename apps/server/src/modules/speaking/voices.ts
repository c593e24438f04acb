/**
 * The machine's voice (MachineAnswer, model readings): a dialogue line spoken in its role's
 * synthesised voice, or a text read by the model voice, made once by the assistant's synthesis
 * engine and kept under the storage's `voices/` folder by a hash of voice and text, so every
 * student hears the same file and it is made only once.
 */
import { createHash } from 'node:crypto';
import {
  QuestionTypeCodes as C,
  stripMarkup,
  type TLineAudio,
  ZDialogueContent,
  ZOralContent,
} from '@lingua/contracts';
import { and, eq } from 'drizzle-orm';
import { trainingQuestions } from '../../db/schema';
import type { Db } from '../../platform/database';
import { notFound } from '../../platform/errors';
import type { SessionUser } from '../../platform/request-context';
import { type FileStorage, withLocalFiles } from '../../platform/storage';
import { withEngine } from '../assistant/engine-errors';
import type { AssistantEngines } from '../assistant/engines';
import { getClassTraining } from '../trainings/training-policy';

/** The model voice of texts that name none. */
export const MODEL_VOICE = 'emily';

const making = new Map<string, Promise<TLineAudio>>();

export async function spokenText(
  engines: AssistantEngines,
  storage: FileStorage,
  text: string,
  voiceType: string,
): Promise<TLineAudio> {
  const voice = engines.synthesis.voice(voiceType) ?? engines.synthesis.voice(MODEL_VOICE);
  if (!voice) throw notFound();
  const hash = createHash('sha256').update(`${voice.voiceType}\n${text}`).digest('hex').slice(0, 32);
  const relative = `voices/${hash}.mp3`;
  const url = `/files/${relative}`;
  if (await storage.stat(url))
    return {
      fileUrl: url,
      duration: await withLocalFiles(storage, [url], ([file = '']) => engines.synthesis.duration(file)),
    };
  // Two students asking at once wait for the one synthesis.
  let pending = making.get(hash);
  if (!pending) {
    pending = (async () => {
      const made = await withEngine(() =>
        engines.synthesis.synthesise({ text, voiceType: voice.voiceType, volume: 50, speechRate: 0 }),
      );
      // Stored whole (put writes aside and renames on disk; an S3 object appears whole): a request
      // that finds it (another instance, or this one while the write runs) never serves half an mp3.
      await storage.put(url, made.mp3);
      return { fileUrl: url, duration: made.duration };
    })().finally(() => making.delete(hash));
    making.set(hash, pending);
  }
  return pending;
}

export async function lineAudio(
  db: Db,
  storage: FileStorage,
  engines: AssistantEngines,
  user: SessionUser,
  body: { classId: number; trainingId: number; questionId: number; line: number },
): Promise<TLineAudio> {
  await getClassTraining(db, user, body.classId, body.trainingId);
  const [q] = await db
    .select()
    .from(trainingQuestions)
    .where(and(eq(trainingQuestions.id, body.questionId), eq(trainingQuestions.trainingId, body.trainingId)));
  if (!q) throw notFound();
  if (q.subjectType === C.dialogue) {
    const content = ZDialogueContent.parse(q.content);
    const line = content.lines[body.line];
    const role = content.roles.find((r) => r.id === line?.role);
    if (!line || !role) throw notFound();
    return spokenText(engines, storage, line.text, role.voice);
  }
  const content = ZOralContent.safeParse(q.content);
  if (!content.success || body.line !== 0) throw notFound();
  return spokenText(engines, storage, stripMarkup(content.data.text), MODEL_VOICE);
}
