/** Speaking practice calls (docs/api.md "Speaking"): recordings, model readings, previews, dubs and ranks. */
import { z } from 'zod';
import { defineContract } from '../api/contract';
import {
  ZDubEntry,
  ZLineAudio,
  ZLineAudioRequest,
  ZRankEntry,
  ZRankRequest,
  ZRecordFields,
  ZRecording,
  ZRecordingsRequest,
  ZSpeakingPreview,
  ZWeakItem,
  ZWeakItemsRequest,
} from '../speaking';

export const speakingCalls = {
  /** A recording of an answer: the attempt, question, line and role fields, then the mp3. */
  record: defineContract({
    path: '/openApi/student/speaking/record',
    access: 'student',
    multipart: true,
    body: ZRecordFields,
    response: ZRecording,
  }),
  recordings: defineContract({
    path: '/openApi/student/speaking/recordings',
    access: 'student',
    body: ZRecordingsRequest,
    response: z.array(ZRecording),
  }),
  weakItems: defineContract({
    path: '/openApi/student/speaking/weakItems',
    access: 'student',
    body: ZWeakItemsRequest,
    response: z.array(ZWeakItem),
  }),
  /** The machine's reading of a dialogue line or a text (made once, then served from storage). */
  lineAudio: defineContract({
    path: '/openApi/speaking/lineAudio',
    access: 'user',
    body: ZLineAudioRequest,
    response: ZLineAudio,
  }),
  preview: defineContract({
    path: '/openApi/speaking/preview',
    access: 'user',
    body: ZRankRequest,
    response: ZSpeakingPreview,
  }),
  dubList: defineContract({
    path: '/openApi/speaking/dubList',
    access: 'user',
    body: ZRankRequest,
    response: z.array(ZDubEntry),
  }),
  rank: defineContract({
    path: '/openApi/speaking/rank',
    access: 'user',
    body: ZRankRequest,
    response: z.array(ZRankEntry),
  }),
};
