/**
 * Small builders for the seeded trainings, so each file reads like the paper a teacher would set.
 * Stems are markup text (part 1 §3 tags); analyses are written in Chinese and English.
 */
import {
  QuestionTypeCodes as C,
  type TBackgroundItem,
  type TTrainingKind,
  type TTrainingSeed,
} from '@lingua/contracts';
import { COURSE_AUDIO_CUES } from '../courses/media';
import { AUDIO_CUES } from './audio-cues';

/** A listening file's cues, from the shared trainings or a course folder. */
const cuesOf = (name: string) => AUDIO_CUES[name] ?? COURSE_AUDIO_CUES[name];

type Pair = readonly [cn: string, en: string];
type Question = TTrainingSeed['questions'][number];
const loc = ([cn, en]: Pair) => ({ cn, en });

export function training(
  key: string,
  kind: TTrainingKind,
  title: Pair,
  intro: Pair,
  background: Partial<TBackgroundItem>[],
  questions: Question[],
  settings: TTrainingSeed['settings'] = {},
): TTrainingSeed {
  return {
    key,
    kind,
    title: loc(title),
    intro: loc(intro),
    background: background.map((b) => ({ displayType: 1, ...b })) as TBackgroundItem[],
    settings,
    questions,
  };
}

export function text(htmlStr: string, translation = '', title = ''): Partial<TBackgroundItem> {
  return { displayType: 1, title, htmlStr, translation, translateIsOpened: translation ? 1 : 0 };
}

export function audio(name: string, title = ''): Partial<TBackgroundItem> {
  const cue = cuesOf(name);
  if (!cue) throw new Error(`no audio ${name}: run scripts/make-audio.ts`);
  return {
    displayType: 3,
    title,
    fileUrl: `asset:${name}`,
    durationSeconds: cue.durationSeconds,
    subtitles: cue.cues,
    subtitlesIsOpened: 1,
    translateIsOpened: 1,
    htmlStr: cue.cues.map((c) => c.text).join(' '),
    translation: cue.cues.map((c) => c.translation).join(''),
  };
}

const letters = 'ABCDEFGH';

export function choice(stem: string, options: string[], answer: string, analysis: Pair, fullMark = 10): Question {
  return {
    subject_type: C.choice,
    stem,
    fullMark,
    analysis: loc(analysis),
    content: {
      options: options.map((t, i) => ({ key: letters[i] ?? 'Z', text: t })),
      multiple: answer.length > 1,
      answer: answer.split(''),
    },
  };
}

export function trueFalse(stem: string, answer: boolean, analysis: Pair, fullMark = 5): Question {
  return { subject_type: C.trueFalse, stem, fullMark, analysis: loc(analysis), content: { answer } };
}

/** Blanks are written {{1}}, {{2}}... in the stem; `accepted` lists the answers of each blank. */
export function fillBlank(
  stem: string,
  accepted: string[][],
  analysis: Pair,
  fullMark = 10,
  wordBank?: string[],
): Question {
  return {
    subject_type: C.fillBlank,
    stem,
    fullMark,
    analysis: loc(analysis),
    content: { blanks: accepted.map((a) => ({ accepted: a })), ...(wordBank ? { wordBank } : {}) },
  };
}

export function matching(stem: string, pairs: [string, string][], analysis: Pair, fullMark = 10): Question {
  const left = pairs.map(([l], i) => ({ id: `l${i + 1}`, text: l }));
  // The right column is shown in a fixed shuffled order (reversed, then the first moved to the end).
  const rightIds = pairs.map((_p, i) => i).reverse();
  const first = rightIds.shift();
  if (first !== undefined) rightIds.push(first);
  const right = rightIds.map((i) => ({ id: `r${i + 1}`, text: pairs[i]?.[1] ?? '' }));
  return {
    subject_type: C.matching,
    stem,
    fullMark,
    analysis: loc(analysis),
    content: { left, right, pairs: pairs.map((_p, i) => ({ left: `l${i + 1}`, right: `r${i + 1}` })) },
  };
}

/** `items` in the right order; they are shown in a fixed scrambled order. */
export function sequencing(stem: string, items: string[], analysis: Pair, fullMark = 10): Question {
  const withIds = items.map((t, i) => ({ id: `s${i + 1}`, text: t }));
  const shown = [...withIds.filter((_x, i) => i % 2 === 1), ...withIds.filter((_x, i) => i % 2 === 0)];
  return {
    subject_type: C.sequencing,
    stem,
    fullMark,
    analysis: loc(analysis),
    content: { items: shown, order: withIds.map((x) => x.id) },
  };
}

export function qa(stem: string, referenceAnswer: string, analysis: Pair, fullMark = 20): Question {
  return { subject_type: C.qa, stem, fullMark, analysis: loc(analysis), content: { referenceAnswer } };
}

export function writing(
  stem: string,
  minWords: number,
  referenceAnswer: string,
  analysis: Pair,
  fullMark = 30,
  attachment?: 'required' | 'optional',
): Question {
  return {
    subject_type: C.writing,
    stem,
    fullMark,
    analysis: loc(analysis),
    content: { minWords, referenceAnswer, ...(attachment ? { attachment } : {}) },
  };
}

export function translation(
  stem: string,
  direction: 'en-cn' | 'cn-en',
  source: string,
  referenceAnswer: string,
  analysis: Pair,
  fullMark = 20,
): Question {
  return {
    subject_type: C.translation,
    stem,
    fullMark,
    analysis: loc(analysis),
    content: { direction, source, referenceAnswer },
  };
}

export function dictation(stem: string, audioName: string, analysis: Pair, fullMark = 10): Question {
  const cue = cuesOf(audioName);
  if (!cue) throw new Error(`no audio ${audioName}`);
  return {
    subject_type: C.dictation,
    stem,
    fullMark,
    analysis: loc(analysis),
    content: { audioUrl: `asset:${audioName}`, transcript: cue.cues.map((c) => c.text).join(' ') },
  };
}

export function documents(
  stem: string,
  documentTitle: string,
  instructions: string,
  fields: [id: string, label: string, accepted: string[]][],
  analysis: Pair,
  fullMark = 40,
): Question {
  return {
    subject_type: C.documents,
    stem,
    fullMark,
    analysis: loc(analysis),
    content: { documentTitle, instructions, fields: fields.map(([id, label, accepted]) => ({ id, label, accepted })) },
  };
}

export function jumbled(stem: string, sentence: string, analysis: Pair, fullMark = 5): Question {
  const words = sentence.replace(/[.?!]$/, '').split(' ');
  const tiles = [...words.filter((_w, i) => i % 2 === 1), ...words.filter((_w, i) => i % 2 === 0)];
  return {
    subject_type: C.jumbledSentence,
    stem,
    fullMark,
    analysis: loc(analysis),
    content: { tiles, accepted: [sentence] },
  };
}
