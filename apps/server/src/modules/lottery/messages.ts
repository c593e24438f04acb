/** The lottery draw's messages, in both interface languages. platform/messages.ts assembles them. */
export const lotteryMessages = {
  lotteryNotFound: { cn: '没有这个抽签记录', en: 'There is no draw with this code' },
} as const;
