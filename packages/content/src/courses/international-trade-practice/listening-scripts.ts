/** The listening scripts of the international-trade-practice course: `npx tsx packages/content/scripts/make-audio.ts international-trade-practice` speaks them. */
import type { TListeningScript } from '../../trainings/listening-scripts';

export const INTERNATIONAL_TRADE_PRACTICE_LISTENING_SCRIPTS: TListeningScript[] = [];
