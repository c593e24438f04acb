/** The listening scripts of the business-negotiation course: `npx tsx packages/content/scripts/make-audio.ts business-negotiation` speaks them. */
import type { TListeningScript } from '../../trainings/listening-scripts';

export const BUSINESS_NEGOTIATION_LISTENING_SCRIPTS: TListeningScript[] = [];
