/** Message centre calls (part 1 §3 messageCenter). */
import { defineContract } from '../api/contract';
import { zPage } from '../envelope';
import { ZMessage, ZMessageDeleteRequest, ZMessageListRequest, ZMessageNum, ZMessageReadRequest } from '../messages';

const base = '/openApi/messageCenter';

export const messageCalls = {
  messageNum: defineContract({ path: `${base}/messageNum`, access: 'user', response: ZMessageNum }),
  messageListPage: defineContract({
    path: `${base}/messageListPage`,
    access: 'user',
    body: ZMessageListRequest,
    response: zPage(ZMessage),
  }),
  /** The given messages, or every message without messageIds. */
  messageSettingRead: defineContract({ path: `${base}/messageSettingRead`, access: 'user', body: ZMessageReadRequest }),
  messageDelete: defineContract({ path: `${base}/messageDelete`, access: 'user', body: ZMessageDeleteRequest }),
  cleanAll: defineContract({ path: `${base}/cleanAll`, access: 'user' }),
};
