/** The listening scripts of the business-etiquette course: `npx tsx packages/content/scripts/make-audio.ts business-etiquette` speaks them. */
import type { TListeningScript } from '../../trainings/listening-scripts';

export const BUSINESS_ETIQUETTE_LISTENING_SCRIPTS: TListeningScript[] = [];
