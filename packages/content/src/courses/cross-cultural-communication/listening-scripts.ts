/** The listening scripts of the cross-cultural-communication course: `npx tsx packages/content/scripts/make-audio.ts cross-cultural-communication` speaks them. */
import type { TListeningScript } from '../../trainings/listening-scripts';

export const CROSS_CULTURAL_COMMUNICATION_LISTENING_SCRIPTS: TListeningScript[] = [];
