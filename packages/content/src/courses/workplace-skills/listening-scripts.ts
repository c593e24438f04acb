/** The listening scripts of the workplace-skills course: `npx tsx packages/content/scripts/make-audio.ts workplace-skills` speaks them. */
import type { TListeningScript } from '../../trainings/listening-scripts';

export const WORKPLACE_SKILLS_LISTENING_SCRIPTS: TListeningScript[] = [];
