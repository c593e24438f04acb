/** The message centre. */
import { z } from 'zod';
import { ZId, ZPageNum } from './fields';

export const ZMessage = z.object({
  messageId: z.number().int(),
  title: z.string(),
  content: z.string(),
  messageType: z.enum(['system', 'task', 'exam', 'lesson', 'class']),
  isRead: z.boolean(),
  createTime: z.string(),
});
export type TMessage = z.infer<typeof ZMessage>;

export const ZMessageListRequest = z.object({
  pageNum: ZPageNum.default(1),
  pageSize: z.number().int().min(1).max(50).default(10),
  /** 0 all, 1 unread only. */
  readStatus: z.union([z.literal(0), z.literal(1)]).default(0),
});
export type TMessageListRequest = z.infer<typeof ZMessageListRequest>;

export const ZMessageNum = z.object({ unreadNum: z.number().int() });
export type TMessageNum = z.infer<typeof ZMessageNum>;

/** Mark read: the given ids, or every message when messageIds is omitted. */
export const ZMessageReadRequest = z.object({ messageIds: z.array(ZId).max(200).optional() });
export const ZMessageDeleteRequest = z.object({ messageIds: z.array(ZId).min(1).max(200) });
