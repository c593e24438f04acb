/**
 * Small helpers shared by the unit files of the Advanced Business English course: the listening
 * rules of the exam, the read-aloud and free-talk marking notes, and the voices of the roles.
 * Kept here (not in trainings/) so the course's content is written without touching shared builders.
 */
import type { TTrainingSeed } from '@lingua/contracts';
import { read, talk } from '../../trainings/speaking-builders';

type Pair = readonly [cn: string, en: string];
type Question = TTrainingSeed['questions'][number];

const stress: Pair = [
  '注意重音位置，读清每个音节和词尾辅音。',
  'Put the stress on the right syllable and say every syllable and final consonant.',
];
const linking: Pair = [
  '按意群停顿，意群内连读，陈述句句末语调下降。',
  'Pause between thought groups, link the words inside them and let your voice fall at the end.',
];

/** A business word to read aloud; `cn` gives its meaning (and the phrase it is used in). */
export const word = (text: string, cn: string): Question => read('word', text, cn, stress);
/** A model sentence to listen to and repeat. */
export const sentence = (text: string, cn: string): Question => read('sentence', text, cn, linking);

/** A prepared talk: seconds to prepare and to speak; marked on structure and business language. */
export const speechTask = (prompt: string, analysis: Pair, prepare: number, respond: number): Question =>
  talk(prompt, analysis, { prepare, respond, type: 'speech' });
/** An exam-style spoken answer without the speech format (BEC interview questions). */
export const spokenAnswer = (prompt: string, analysis: Pair, respond: number, prepare?: number): Question =>
  talk(prompt, analysis, { respond, ...(prepare ? { prepare } : {}), type: 'speaking' });

/** The synthesised voices of the dialogue roles (as the shared dialogue trainings use them). */
export const VOICE = { man: 'eric', woman: 'emily', second: 'luca' } as const;
