/** The dubbing scripts of the foreign-trade-documents course: `npx tsx packages/content/scripts/make-dubs.ts foreign-trade-documents` makes the clips. */
import type { DubScript } from '../../trainings/dub-scripts';

export const FOREIGN_TRADE_DOCUMENTS_DUB_SCRIPTS: DubScript[] = [];
