/** The dubbing scripts of the workplace-skills course: `npx tsx packages/content/scripts/make-dubs.ts workplace-skills` makes the clips. */
import type { DubScript } from '../../trainings/dub-scripts';

export const WORKPLACE_SKILLS_DUB_SCRIPTS: DubScript[] = [];
