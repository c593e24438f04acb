/** The listening scripts of the advanced-business-english course: `npx tsx packages/content/scripts/make-audio.ts advanced-business-english` speaks them. */
import type { TListeningScript } from '../../trainings/listening-scripts';

export const ADVANCED_BUSINESS_ENGLISH_LISTENING_SCRIPTS: TListeningScript[] = [];
