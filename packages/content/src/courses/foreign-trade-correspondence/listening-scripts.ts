/** The listening scripts of the foreign-trade-correspondence course: `npx tsx packages/content/scripts/make-audio.ts foreign-trade-correspondence` speaks them. */
import type { TListeningScript } from '../../trainings/listening-scripts';

export const FOREIGN_TRADE_CORRESPONDENCE_LISTENING_SCRIPTS: TListeningScript[] = [];
