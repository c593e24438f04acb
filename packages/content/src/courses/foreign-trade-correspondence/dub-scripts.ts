/** The dubbing scripts of the foreign-trade-correspondence course: `npx tsx packages/content/scripts/make-dubs.ts foreign-trade-correspondence` makes the clips. */
import type { DubScript } from '../../trainings/dub-scripts';

export const FOREIGN_TRADE_CORRESPONDENCE_DUB_SCRIPTS: DubScript[] = [];
