/** The dubbing scripts of the cross-cultural-communication course: `npx tsx packages/content/scripts/make-dubs.ts cross-cultural-communication` makes the clips. */
import type { DubScript } from '../../trainings/dub-scripts';

export const CROSS_CULTURAL_COMMUNICATION_DUB_SCRIPTS: DubScript[] = [];
