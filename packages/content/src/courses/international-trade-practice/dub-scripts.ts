/** The dubbing scripts of the international-trade-practice course: `npx tsx packages/content/scripts/make-dubs.ts international-trade-practice` makes the clips. */
import type { DubScript } from '../../trainings/dub-scripts';

export const INTERNATIONAL_TRADE_PRACTICE_DUB_SCRIPTS: DubScript[] = [];
