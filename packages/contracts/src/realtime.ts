/**
 * The realtime hub's wire protocol (docs/api.md "Realtime"): one WebSocket at REALTIME_PATH.
 * The client authenticates with its token in the first message (never in the URL, which proxies
 * log), then subscribes to rooms; the server pushes events of the rooms it may see.
 */
import { z } from 'zod';

export const REALTIME_PATH = '/openApi/realtime';

/** Rooms are `kind:id`: `user:{userId}`, `class:{classId}`, `lesson:{onlineLessonId}`, `team:{interactionTeamId}`, `interaction:{activityId}`, `negotiation:{contestId}`. */
export const ZRealtimeRoom = z.string().regex(/^(user|class|lesson|exam|team|interaction|negotiation):[1-9]\d{0,9}$/);
export type TRealtimeRoom = z.infer<typeof ZRealtimeRoom>;

export const ZRealtimeClientMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('auth'), token: z.string().min(1).max(200) }),
  z.object({ type: z.literal('subscribe'), room: ZRealtimeRoom }),
  z.object({ type: z.literal('unsubscribe'), room: ZRealtimeRoom }),
]);
export type TRealtimeClientMessage = z.infer<typeof ZRealtimeClientMessage>;

export const ZRealtimeServerMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ready'), userId: z.number().int() }),
  /** The socket is closed after an error; code 700/521 mean the session, as in the envelope. */
  z.object({ type: z.literal('error'), code: z.number().int(), message: z.string() }),
  z.object({ type: z.literal('subscribed'), room: z.string() }),
  /** Not a room this user may see (or no such room): the same answer for both. */
  z.object({ type: z.literal('denied'), room: z.string() }),
  z.object({ type: z.literal('event'), room: z.string(), event: z.string(), data: z.unknown() }),
]);
export type TRealtimeServerMessage = z.infer<typeof ZRealtimeServerMessage>;
