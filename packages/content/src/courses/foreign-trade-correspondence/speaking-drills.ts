/**
 * The read-aloud drills of this course: a word training (words read aloud, each with its Chinese)
 * and a sentence training (sentences repeated after the model), so each chapter lists only its
 * items and the one pronunciation tip that fits them.
 */
import type { TTrainingSeed } from '@lingua/contracts';
import { read, speaking } from '../../trainings/speaking-builders';

type Pair = readonly [cn: string, en: string];
/** One item: the English read aloud and its Chinese. */
type Item = readonly [text: string, translation: string];

export function wordDrill(key: string, title: Pair, intro: Pair, tip: Pair, items: readonly Item[]): TTrainingSeed {
  return speaking(
    key,
    'wordTraining',
    title,
    intro,
    items.map(([text, cn]) => read('word', text, cn, tip)),
  );
}

export function sentenceDrill(key: string, title: Pair, intro: Pair, tip: Pair, items: readonly Item[]): TTrainingSeed {
  return speaking(
    key,
    'sentenceTraining',
    title,
    intro,
    items.map(([text, cn]) => read('sentence', text, cn, tip)),
  );
}
