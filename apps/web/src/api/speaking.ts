/** Speaking practice calls (contracts: calls/speaking.ts), in the arguments the pages have at hand. */
import { type BodyOf, speakingCalls } from '@lingua/contracts';
import { call, upload } from './client';

export const speakingApi = {
  /** The multipart fields go as text; a field left out takes the server's default. */
  record: (file: File, fields: { attemptId: number; questionId: number; line?: number; role?: string }) => {
    const form: BodyOf<typeof speakingCalls.record> = {
      attemptId: String(fields.attemptId),
      questionId: String(fields.questionId),
    };
    if (fields.line !== undefined) form.line = String(fields.line);
    if (fields.role) form.role = fields.role;
    return upload(speakingCalls.record, file, form);
  },
  recordings: (attemptId: number) => call(speakingCalls.recordings, { attemptId }),
  lineAudio: (body: BodyOf<typeof speakingCalls.lineAudio>) => call(speakingCalls.lineAudio, body),
  dubList: (classId: number, trainingId: number) => call(speakingCalls.dubList, { classId, trainingId }),
  weakItems: (classId: number, level: BodyOf<typeof speakingCalls.weakItems>['level']) =>
    call(speakingCalls.weakItems, { classId, level }),
  preview: (classId: number, trainingId: number) => call(speakingCalls.preview, { classId, trainingId }),
  rank: (classId: number, trainingId: number) => call(speakingCalls.rank, { classId, trainingId }),
};
