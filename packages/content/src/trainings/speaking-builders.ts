/**
 * Builders of the speaking trainings (issue 7): read-aloud items (word, sentence, paragraph), free
 * talk with preparation and response timers, and role dialogues with the voice of every role.
 */
import { QuestionTypeCodes as C, type TTrainingSeed } from '@lingua/contracts';

type Pair = readonly [cn: string, en: string];
type Question = TTrainingSeed['questions'][number];
const loc = ([cn, en]: Pair) => ({ cn, en });

export type Line = readonly [role: string, text: string, translation: string];

export function read(
  kind: 'word' | 'sentence' | 'paragraph',
  text: string,
  translation: string,
  analysis: Pair,
  fullMark = 10,
): Question {
  const type = kind === 'word' ? C.readWord : kind === 'sentence' ? C.repeatSentence : C.readAloud;
  const stem =
    kind === 'word'
      ? 'Read the word aloud.'
      : kind === 'sentence'
        ? 'Listen to the model, then repeat the sentence.'
        : 'Read the paragraph aloud.';
  return { subject_type: type, stem, fullMark, analysis: loc(analysis), content: { text, translation } };
}

export function talk(
  prompt: string,
  analysis: Pair,
  timing: { prepare?: number; respond: number; type?: 'speaking' | 'speech' | 'discussion' },
  fullMark = 20,
): Question {
  const type = timing.type === 'speech' ? C.speech : timing.type === 'discussion' ? C.discussion : C.speaking;
  return {
    subject_type: type,
    stem: 'Speak on the task below.',
    fullMark,
    analysis: loc(analysis),
    content: {
      text: prompt,
      answerSeconds: timing.respond,
      ...(timing.prepare ? { prepareSeconds: timing.prepare } : {}),
    },
  };
}

export function dialogue(
  situation: string,
  roles: ReadonlyArray<readonly [id: string, name: string, nameCn: string, voice: string]>,
  lines: readonly Line[],
  analysis: Pair,
  fullMark = 20,
): Question {
  return {
    subject_type: C.dialogue,
    stem: situation,
    fullMark,
    analysis: loc(analysis),
    content: {
      roles: roles.map(([id, name, nameCn, voice]) => ({ id, name, nameCn, voice })),
      lines: lines.map(([role, text, translation]) => ({ role, text, translation })),
    },
  };
}

export function speaking(
  key: string,
  kind: TTrainingSeed['kind'],
  title: Pair,
  intro: Pair,
  questions: Question[],
  timeLimitMinutes: number | null = null,
): TTrainingSeed {
  return {
    key,
    kind,
    title: loc(title),
    intro: loc(intro),
    background: [],
    settings: { timeLimitMinutes },
    questions,
  };
}
