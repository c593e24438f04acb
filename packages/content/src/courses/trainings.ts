/** The trainings of every course folder, one per activity of its outline. */
import type { TTrainingSeed } from '@lingua/contracts';
import { ADVANCED_BUSINESS_ENGLISH_TRAININGS } from './advanced-business-english/trainings';
import { BUSINESS_ETIQUETTE_TRAININGS } from './business-etiquette/trainings';
import { BUSINESS_NEGOTIATION_TRAININGS } from './business-negotiation/trainings';
import { CROSS_CULTURAL_COMMUNICATION_TRAININGS } from './cross-cultural-communication/trainings';
import { FOREIGN_TRADE_CORRESPONDENCE_TRAININGS } from './foreign-trade-correspondence/trainings';
import { FOREIGN_TRADE_DOCUMENTS_TRAININGS } from './foreign-trade-documents/trainings';
import { INTERNATIONAL_TRADE_PRACTICE_TRAININGS } from './international-trade-practice/trainings';
import { WORKPLACE_SKILLS_TRAININGS } from './workplace-skills/trainings';

export const COURSE_TRAININGS: readonly TTrainingSeed[] = [
  ...FOREIGN_TRADE_CORRESPONDENCE_TRAININGS,
  ...BUSINESS_NEGOTIATION_TRAININGS,
  // Advanced Business English is written for the final year: hard (3) throughout.
  ...ADVANCED_BUSINESS_ENGLISH_TRAININGS.map((t) => ({ ...t, difficulty: t.difficulty ?? 3 })),
  ...CROSS_CULTURAL_COMMUNICATION_TRAININGS,
  ...FOREIGN_TRADE_DOCUMENTS_TRAININGS,
  ...INTERNATIONAL_TRADE_PRACTICE_TRAININGS,
  ...BUSINESS_ETIQUETTE_TRAININGS,
  ...WORKPLACE_SKILLS_TRAININGS,
];
