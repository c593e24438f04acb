/** The message centre (contracts: calls/messages.ts), in the arguments the pages have at hand. */
import { type BodyOf, messageCalls } from '@lingua/contracts';
import { call } from './client';

export const messageApi = {
  messageNum: () => call(messageCalls.messageNum),
  messageListPage: (body: BodyOf<typeof messageCalls.messageListPage>) => call(messageCalls.messageListPage, body),
  messageSettingRead: (messageIds?: number[]) =>
    call(messageCalls.messageSettingRead, messageIds ? { messageIds } : {}),
  messageDelete: (messageIds: number[]) => call(messageCalls.messageDelete, { messageIds }),
  messageCleanAll: () => call(messageCalls.cleanAll),
};
