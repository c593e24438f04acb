/**
 * The question types of the journeys that answer them (the exam's and the keyboard's), by code, as
 * the spec's part 1 §3 and the web's features/questions/types number them.
 */
export const QUESTION_TYPES = {
  choice: 10,
  trueFalse: 11,
  fillBlank: 12,
  cloze: 13,
  qa: 14,
  matching: 16,
  writing: 19,
  translation: 20,
  dictation: 21,
  dragDrop: 24,
  sequencing: 26,
  documents: 28,
  readWord: 30,
  repeatSentence: 32,
  readAloud: 37,
  speaking: 38,
  speech: 40,
  discussion: 42,
  jumbledSentence: 44,
  dialogue: 46,
  dub: 48,
} as const;
