/** The dubbing scripts of the business-negotiation course: `npx tsx packages/content/scripts/make-dubs.ts business-negotiation` makes the clips. */
import type { DubScript } from '../../trainings/dub-scripts';

export const BUSINESS_NEGOTIATION_DUB_SCRIPTS: DubScript[] = [];
