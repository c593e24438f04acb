/**
 * The authored outlines (chapters → steps → activities) of the eight catalogue courses, in
 * catalogue order. Steps open in order once the previous step's tasks are finished (part 1 §4).
 */
import type { TCourseOutline } from '@lingua/contracts';
import { ADVANCED_BUSINESS_ENGLISH_OUTLINE } from './advanced-business-english';
import { BUSINESS_ETIQUETTE_OUTLINE } from './business-etiquette';
import { BUSINESS_NEGOTIATION_OUTLINE } from './business-negotiation';
import { CROSS_CULTURAL_COMMUNICATION_OUTLINE } from './cross-cultural-communication';
import { FOREIGN_TRADE_CORRESPONDENCE_OUTLINE } from './foreign-trade-correspondence';
import { FOREIGN_TRADE_DOCUMENTS_OUTLINE } from './foreign-trade-documents';
import { INTERNATIONAL_TRADE_PRACTICE_OUTLINE } from './international-trade-practice';
import { WORKPLACE_SKILLS_OUTLINE } from './workplace-skills';

export { OUTLINE_VERSION } from './outline-builder';
export {
  ADVANCED_BUSINESS_ENGLISH_OUTLINE,
  BUSINESS_ETIQUETTE_OUTLINE,
  BUSINESS_NEGOTIATION_OUTLINE,
  CROSS_CULTURAL_COMMUNICATION_OUTLINE,
  FOREIGN_TRADE_CORRESPONDENCE_OUTLINE,
  FOREIGN_TRADE_DOCUMENTS_OUTLINE,
  INTERNATIONAL_TRADE_PRACTICE_OUTLINE,
  WORKPLACE_SKILLS_OUTLINE,
};

/** Every course outline, in the order of COURSE_CATALOGUE. */
export const COURSE_OUTLINES: readonly TCourseOutline[] = [
  BUSINESS_NEGOTIATION_OUTLINE,
  CROSS_CULTURAL_COMMUNICATION_OUTLINE,
  FOREIGN_TRADE_CORRESPONDENCE_OUTLINE,
  FOREIGN_TRADE_DOCUMENTS_OUTLINE,
  INTERNATIONAL_TRADE_PRACTICE_OUTLINE,
  BUSINESS_ETIQUETTE_OUTLINE,
  ADVANCED_BUSINESS_ENGLISH_OUTLINE,
  WORKPLACE_SKILLS_OUTLINE,
];

/** The outline of the catalogue course with this key, if there is one. */
export function outlineFor(key: string): TCourseOutline | undefined {
  return COURSE_OUTLINES.find((o) => o.key === key);
}
