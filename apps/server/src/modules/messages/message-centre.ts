/** The message centre: every query is scoped to the signed-in user's own messages. */
import type { TLanguageUse, TMessage, TMessageListRequest, TPage } from '@lingua/contracts';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { type LocalizedText, messages } from '../../db/schema';
import type { Db } from '../../platform/database';
import { messagePolicy } from './message-policy';

const pick = (text: LocalizedText, language: TLanguageUse) => text[language] || text.cn;

export async function countUnread(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(messages)
    .where(and(messagePolicy.read(userId), eq(messages.isRead, false)));
  return row?.n ?? 0;
}

export async function listMessages(
  db: Db,
  userId: number,
  input: TMessageListRequest,
  language: TLanguageUse,
): Promise<TPage<TMessage>> {
  const where =
    input.readStatus === 1 ? and(messagePolicy.read(userId), eq(messages.isRead, false)) : messagePolicy.read(userId);
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(messages)
      .where(where)
      .orderBy(desc(messages.createdAt), desc(messages.id))
      .limit(input.pageSize)
      .offset((input.pageNum - 1) * input.pageSize),
    db.select({ n: count() }).from(messages).where(where),
  ]);
  return {
    list: rows.map((m) => ({
      messageId: m.id,
      title: pick(m.title, language),
      content: pick(m.content, language),
      messageType: m.type,
      isRead: m.isRead,
      createTime: m.createdAt.toISOString(),
    })),
    page: { pageNum: input.pageNum, pageSize: input.pageSize, total: totals[0]?.n ?? 0 },
  };
}

export async function markRead(db: Db, userId: number, messageIds: number[] | undefined): Promise<void> {
  const mine = messagePolicy.change(userId);
  await db
    .update(messages)
    .set({ isRead: true })
    .where(messageIds ? and(mine, inArray(messages.id, messageIds)) : mine);
}

export async function deleteMessages(db: Db, userId: number, messageIds: number[] | undefined): Promise<void> {
  const mine = messagePolicy.change(userId);
  await db.delete(messages).where(messageIds ? and(mine, inArray(messages.id, messageIds)) : mine);
}

/** For other modules (task reminders, lesson notices): one message to each of the users. */
export async function sendMessage(
  db: Db,
  userIds: number[],
  message: { type: TMessage['messageType']; title: LocalizedText; content: LocalizedText },
): Promise<void> {
  if (userIds.length === 0) return;
  await db.insert(messages).values(userIds.map((userId) => ({ userId, ...message })));
}
