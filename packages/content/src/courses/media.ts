/**
 * The listening scripts, dubbing scripts and their generated cues of every course folder, by course
 * key, so the builders find a course's audio and the make scripts find its scripts. Each course
 * folder owns its files; this table only gathers them.
 */
import type { TAudioCues } from '../trainings/audio-cues';
import type { DubScript } from '../trainings/dub-scripts';
import type { TListeningScript } from '../trainings/listening-scripts';
import { ADVANCED_BUSINESS_ENGLISH_AUDIO_CUES } from './advanced-business-english/audio-cues';
import { ADVANCED_BUSINESS_ENGLISH_DUB_CUES } from './advanced-business-english/dub-cues';
import { ADVANCED_BUSINESS_ENGLISH_DUB_SCRIPTS } from './advanced-business-english/dub-scripts';
import { ADVANCED_BUSINESS_ENGLISH_LISTENING_SCRIPTS } from './advanced-business-english/listening-scripts';
import { BUSINESS_ETIQUETTE_AUDIO_CUES } from './business-etiquette/audio-cues';
import { BUSINESS_ETIQUETTE_DUB_CUES } from './business-etiquette/dub-cues';
import { BUSINESS_ETIQUETTE_DUB_SCRIPTS } from './business-etiquette/dub-scripts';
import { BUSINESS_ETIQUETTE_LISTENING_SCRIPTS } from './business-etiquette/listening-scripts';
import { BUSINESS_NEGOTIATION_AUDIO_CUES } from './business-negotiation/audio-cues';
import { BUSINESS_NEGOTIATION_DUB_CUES } from './business-negotiation/dub-cues';
import { BUSINESS_NEGOTIATION_DUB_SCRIPTS } from './business-negotiation/dub-scripts';
import { BUSINESS_NEGOTIATION_LISTENING_SCRIPTS } from './business-negotiation/listening-scripts';
import { CROSS_CULTURAL_COMMUNICATION_AUDIO_CUES } from './cross-cultural-communication/audio-cues';
import { CROSS_CULTURAL_COMMUNICATION_DUB_CUES } from './cross-cultural-communication/dub-cues';
import { CROSS_CULTURAL_COMMUNICATION_DUB_SCRIPTS } from './cross-cultural-communication/dub-scripts';
import { CROSS_CULTURAL_COMMUNICATION_LISTENING_SCRIPTS } from './cross-cultural-communication/listening-scripts';
import { FOREIGN_TRADE_CORRESPONDENCE_AUDIO_CUES } from './foreign-trade-correspondence/audio-cues';
import { FOREIGN_TRADE_CORRESPONDENCE_DUB_CUES } from './foreign-trade-correspondence/dub-cues';
import { FOREIGN_TRADE_CORRESPONDENCE_DUB_SCRIPTS } from './foreign-trade-correspondence/dub-scripts';
import { FOREIGN_TRADE_CORRESPONDENCE_LISTENING_SCRIPTS } from './foreign-trade-correspondence/listening-scripts';
import { FOREIGN_TRADE_DOCUMENTS_AUDIO_CUES } from './foreign-trade-documents/audio-cues';
import { FOREIGN_TRADE_DOCUMENTS_DUB_CUES } from './foreign-trade-documents/dub-cues';
import { FOREIGN_TRADE_DOCUMENTS_DUB_SCRIPTS } from './foreign-trade-documents/dub-scripts';
import { FOREIGN_TRADE_DOCUMENTS_LISTENING_SCRIPTS } from './foreign-trade-documents/listening-scripts';
import { INTERNATIONAL_TRADE_PRACTICE_AUDIO_CUES } from './international-trade-practice/audio-cues';
import { INTERNATIONAL_TRADE_PRACTICE_DUB_CUES } from './international-trade-practice/dub-cues';
import { INTERNATIONAL_TRADE_PRACTICE_DUB_SCRIPTS } from './international-trade-practice/dub-scripts';
import { INTERNATIONAL_TRADE_PRACTICE_LISTENING_SCRIPTS } from './international-trade-practice/listening-scripts';
import { WORKPLACE_SKILLS_AUDIO_CUES } from './workplace-skills/audio-cues';
import { WORKPLACE_SKILLS_DUB_CUES } from './workplace-skills/dub-cues';
import { WORKPLACE_SKILLS_DUB_SCRIPTS } from './workplace-skills/dub-scripts';
import { WORKPLACE_SKILLS_LISTENING_SCRIPTS } from './workplace-skills/listening-scripts';

export const COURSE_LISTENING_SCRIPTS: Record<string, TListeningScript[]> = {
  'foreign-trade-correspondence': FOREIGN_TRADE_CORRESPONDENCE_LISTENING_SCRIPTS,
  'business-negotiation': BUSINESS_NEGOTIATION_LISTENING_SCRIPTS,
  'advanced-business-english': ADVANCED_BUSINESS_ENGLISH_LISTENING_SCRIPTS,
  'cross-cultural-communication': CROSS_CULTURAL_COMMUNICATION_LISTENING_SCRIPTS,
  'foreign-trade-documents': FOREIGN_TRADE_DOCUMENTS_LISTENING_SCRIPTS,
  'international-trade-practice': INTERNATIONAL_TRADE_PRACTICE_LISTENING_SCRIPTS,
  'business-etiquette': BUSINESS_ETIQUETTE_LISTENING_SCRIPTS,
  'workplace-skills': WORKPLACE_SKILLS_LISTENING_SCRIPTS,
};

export const COURSE_DUB_SCRIPTS: Record<string, DubScript[]> = {
  'foreign-trade-correspondence': FOREIGN_TRADE_CORRESPONDENCE_DUB_SCRIPTS,
  'business-negotiation': BUSINESS_NEGOTIATION_DUB_SCRIPTS,
  'advanced-business-english': ADVANCED_BUSINESS_ENGLISH_DUB_SCRIPTS,
  'cross-cultural-communication': CROSS_CULTURAL_COMMUNICATION_DUB_SCRIPTS,
  'foreign-trade-documents': FOREIGN_TRADE_DOCUMENTS_DUB_SCRIPTS,
  'international-trade-practice': INTERNATIONAL_TRADE_PRACTICE_DUB_SCRIPTS,
  'business-etiquette': BUSINESS_ETIQUETTE_DUB_SCRIPTS,
  'workplace-skills': WORKPLACE_SKILLS_DUB_SCRIPTS,
};

export const COURSE_AUDIO_CUES: TAudioCues = {
  ...FOREIGN_TRADE_CORRESPONDENCE_AUDIO_CUES,
  ...BUSINESS_NEGOTIATION_AUDIO_CUES,
  ...ADVANCED_BUSINESS_ENGLISH_AUDIO_CUES,
  ...CROSS_CULTURAL_COMMUNICATION_AUDIO_CUES,
  ...FOREIGN_TRADE_DOCUMENTS_AUDIO_CUES,
  ...INTERNATIONAL_TRADE_PRACTICE_AUDIO_CUES,
  ...BUSINESS_ETIQUETTE_AUDIO_CUES,
  ...WORKPLACE_SKILLS_AUDIO_CUES,
};

export const COURSE_DUB_CUES: TAudioCues = {
  ...FOREIGN_TRADE_CORRESPONDENCE_DUB_CUES,
  ...BUSINESS_NEGOTIATION_DUB_CUES,
  ...ADVANCED_BUSINESS_ENGLISH_DUB_CUES,
  ...CROSS_CULTURAL_COMMUNICATION_DUB_CUES,
  ...FOREIGN_TRADE_DOCUMENTS_DUB_CUES,
  ...INTERNATIONAL_TRADE_PRACTICE_DUB_CUES,
  ...BUSINESS_ETIQUETTE_DUB_CUES,
  ...WORKPLACE_SKILLS_DUB_CUES,
};
