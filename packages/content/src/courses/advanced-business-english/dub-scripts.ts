/** The dubbing scripts of the advanced-business-english course: `npx tsx packages/content/scripts/make-dubs.ts advanced-business-english` makes the clips. */
import type { DubScript } from '../../trainings/dub-scripts';

export const ADVANCED_BUSINESS_ENGLISH_DUB_SCRIPTS: DubScript[] = [];
