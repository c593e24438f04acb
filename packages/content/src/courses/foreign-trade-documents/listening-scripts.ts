/** The listening scripts of the foreign-trade-documents course: `npx tsx packages/content/scripts/make-audio.ts foreign-trade-documents` speaks them. */
import type { TListeningScript } from '../../trainings/listening-scripts';

export const FOREIGN_TRADE_DOCUMENTS_LISTENING_SCRIPTS: TListeningScript[] = [];
