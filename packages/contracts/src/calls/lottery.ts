/**
 * The lottery draw's calls (issue 20 item 3, designed: docs/api.md "Lottery draws"): an
 * organiser draws and lists the school's draws; anyone reads a draw by its public code.
 */
import { z } from 'zod';
import { defineContract } from '../api/contract';
import { ZLotteryCode, ZLotteryCreateRequest, ZLotteryDraw, ZLotteryDrawSummary } from '../lottery';

const base = '/openApi/lottery';

export const lotteryCalls = {
  /** Draws an order now: a fresh seed, the order from it, kept with who drew it. */
  draw: defineContract({
    path: `${base}/draw`,
    access: 'teacher',
    body: ZLotteryCreateRequest,
    response: ZLotteryDraw,
  }),
  /** The draws of the caller's school, newest first. */
  list: defineContract({ path: `${base}/list`, access: 'teacher', response: z.array(ZLotteryDrawSummary) }),
  /** One draw by its public code: its seed, entrants and order, for anyone to check. */
  detail: defineContract({ path: `${base}/detail`, access: 'public', body: ZLotteryCode, response: ZLotteryDraw }),
};
