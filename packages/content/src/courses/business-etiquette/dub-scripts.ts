/** The dubbing scripts of the business-etiquette course: `npx tsx packages/content/scripts/make-dubs.ts business-etiquette` makes the clips. */
import type { DubScript } from '../../trainings/dub-scripts';

export const BUSINESS_ETIQUETTE_DUB_SCRIPTS: DubScript[] = [];
