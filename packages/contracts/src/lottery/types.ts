/**
 * The lottery draw for the order of an oral round (drawLotteryRaffle, part 2 §2.2; issue 20
 * item 3): an organiser names the round and its entrants, the server picks a random seed and
 * the order follows from the seed alone (shuffle.ts). Every draw is kept, with who drew it and
 * when, and its page is public by its code.
 */
import { z } from 'zod';

export const LOTTERY_MIN_ENTRANTS = 2;
export const LOTTERY_MAX_ENTRANTS = 300;
export const LOTTERY_ENTRANT_MAX = 60;
export const LOTTERY_TITLE_MAX = 100;
/** The public code of a draw: 12 letters and digits (base32, 60 random bits), not a row id. */
export const LOTTERY_CODE_PATTERN = /^[A-Z2-7]{12}$/;

export const ZLotteryCreateRequest = z.object({
  title: z.string().trim().min(1).max(LOTTERY_TITLE_MAX),
  entrants: z
    .array(z.string().trim().min(1).max(LOTTERY_ENTRANT_MAX))
    .min(LOTTERY_MIN_ENTRANTS)
    .max(LOTTERY_MAX_ENTRANTS),
});
export type TLotteryCreateRequest = z.input<typeof ZLotteryCreateRequest>;

export const ZLotteryCode = z.object({ code: z.string().trim().max(32).toUpperCase().regex(LOTTERY_CODE_PATTERN) });

export const ZLotteryDraw = z.object({
  code: z.string(),
  title: z.string(),
  /** The entrants as entered, in the order entered. */
  entrants: z.array(z.string()),
  /** 64 hex digits from the server's CSPRNG, shown to everyone. */
  seed: z.string(),
  /** Positions (0-based) into `entrants`, first drawn first. */
  order: z.array(z.number().int()),
  drawnBy: z.string(),
  schoolName: z.string(),
  drawnAt: z.string(),
});
export type TLotteryDraw = z.infer<typeof ZLotteryDraw>;

export const ZLotteryDrawSummary = ZLotteryDraw.pick({ code: true, title: true, drawnBy: true, drawnAt: true }).extend({
  entrantCount: z.number().int(),
});
export type TLotteryDrawSummary = z.infer<typeof ZLotteryDrawSummary>;
