/** Speaking practice calls (docs/api.md "Speaking"), typed from packages/contracts. */
import type { TDubEntry, TLineAudio, TRankEntry, TRecording, TSpeakingPreview, TWeakItem } from '@lingua/contracts';
import { apiPost, apiUpload } from './client';

export const speakingApi = {
  record: (file: File, fields: { attemptId: number; questionId: number; line?: number; role?: string }) => {
    const form: Record<string, string> = { attemptId: String(fields.attemptId), questionId: String(fields.questionId) };
    if (fields.line !== undefined) form.line = String(fields.line);
    if (fields.role) form.role = fields.role;
    return apiUpload<TRecording>('/openApi/student/speaking/record', file, form);
  },
  recordings: (attemptId: number) => apiPost<TRecording[]>('/openApi/student/speaking/recordings', { attemptId }),
  lineAudio: (body: { classId: number; trainingId: number; questionId: number; line: number }) =>
    apiPost<TLineAudio>('/openApi/speaking/lineAudio', body),
  dubList: (classId: number, trainingId: number) =>
    apiPost<TDubEntry[]>('/openApi/speaking/dubList', { classId, trainingId }),
  weakItems: (classId: number, level: 'sentence' | 'paragraph') =>
    apiPost<TWeakItem[]>('/openApi/student/speaking/weakItems', { classId, level }),
  preview: (classId: number, trainingId: number) =>
    apiPost<TSpeakingPreview>('/openApi/speaking/preview', { classId, trainingId }),
  rank: (classId: number, trainingId: number) =>
    apiPost<TRankEntry[]>('/openApi/speaking/rank', { classId, trainingId }),
};
