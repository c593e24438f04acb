/**
 * The question-type table: every type's meta and entry, registered by its `subject_type` code.
 * Adding a type is its folder beside this file and its two lines here (meta and entry), and its
 * folder and line in the web's table (apps/web/src/features/questions/types/); see docs/question-types.md. Codes, names and
 * labels are read off the entries, never written twice.
 */
import { choice } from './choice';
import { choiceMeta } from './choice/meta';
import { cloze } from './cloze';
import { clozeMeta } from './cloze/meta';
import { dialogue } from './dialogue';
import { dialogueMeta } from './dialogue/meta';
import { dictation } from './dictation';
import { dictationMeta } from './dictation/meta';
import { discussion } from './discussion';
import { discussionMeta } from './discussion/meta';
import { documents } from './documents';
import { documentsMeta } from './documents/meta';
import { dragDrop } from './drag-drop';
import { dragDropMeta } from './drag-drop/meta';
import { dub } from './dub';
import { dubMeta } from './dub/meta';
import type { TQuestionTypeEntry, TQuestionTypeMeta } from './entry';
import { fillBlank } from './fill-blank';
import { fillBlankMeta } from './fill-blank/meta';
import { jumbledSentence } from './jumbled-sentence';
import { jumbledSentenceMeta } from './jumbled-sentence/meta';
import { matching } from './matching';
import { matchingMeta } from './matching/meta';
import { qa } from './qa';
import { qaMeta } from './qa/meta';
import { readAloud } from './read-aloud';
import { readAloudMeta } from './read-aloud/meta';
import { readWord } from './read-word';
import { readWordMeta } from './read-word/meta';
import { repeatSentence } from './repeat-sentence';
import { repeatSentenceMeta } from './repeat-sentence/meta';
import { sequencing } from './sequencing';
import { sequencingMeta } from './sequencing/meta';
import { speaking } from './speaking';
import { speakingMeta } from './speaking/meta';
import { speech } from './speech';
import { speechMeta } from './speech/meta';
import { translation } from './translation';
import { translationMeta } from './translation/meta';
import { trueFalse } from './true-false';
import { trueFalseMeta } from './true-false/meta';
import { writing } from './writing';
import { writingMeta } from './writing/meta';

/**
 * Every type's meta (code, names, answered rule), in code order: schema-free, so the web bundle
 * reads these without zod.
 */
const metas = [
  choiceMeta,
  trueFalseMeta,
  fillBlankMeta,
  clozeMeta,
  qaMeta,
  matchingMeta,
  writingMeta,
  translationMeta,
  dictationMeta,
  dragDropMeta,
  sequencingMeta,
  documentsMeta,
  readWordMeta,
  repeatSentenceMeta,
  readAloudMeta,
  speakingMeta,
  speechMeta,
  discussionMeta,
  jumbledSentenceMeta,
  dialogueMeta,
  dubMeta,
] as const;

/** Every type's entry, in the same order (a test checks the two lists agree). */
const registered = [
  choice,
  trueFalse,
  fillBlank,
  cloze,
  qa,
  matching,
  writing,
  translation,
  dictation,
  dragDrop,
  sequencing,
  documents,
  readWord,
  repeatSentence,
  readAloud,
  speaking,
  speech,
  discussion,
  jumbledSentence,
  dialogue,
  dub,
] as const;

type TRegistered = (typeof metas)[number];
export type TQuestionTypeName = TRegistered['name'];
export type TSubjectType = TRegistered['subject_type'];

/** Every registered type's meta, in code order. */
export const QuestionTypeMetas: readonly TQuestionTypeMeta<TQuestionTypeName, TSubjectType>[] = metas;

/** Every registered type, in code order. */
export const QuestionTypeList: readonly TQuestionTypeEntry<TQuestionTypeName, TSubjectType>[] = registered;

/** The table: each entry by its `subject_type` code. */
export const QuestionTypes = Object.fromEntries(registered.map((e) => [e.subject_type, e])) as {
  [E in (typeof registered)[number] as E['subject_type']]: TQuestionTypeEntry<E['name'], E['subject_type']>;
};

/** The code of every type by its name (`QuestionTypeCodes.choice` is 10). */
export const QuestionTypeCodes = Object.fromEntries(metas.map((e) => [e.name, e.subject_type])) as {
  readonly [E in TRegistered as E['name']]: E['subject_type'];
};

/** A code's meta (no schemas), or undefined for an unknown code. */
export function questionTypeMetaOf(
  subjectType: number,
): TQuestionTypeMeta<TQuestionTypeName, TSubjectType> | undefined {
  return QuestionTypeMetas.find((e) => e.subject_type === subjectType);
}

export function questionTypeOf(subjectType: number): TQuestionTypeEntry<TQuestionTypeName, TSubjectType> | undefined {
  return QuestionTypeList.find((e) => e.subject_type === subjectType);
}

/** Every type's name in one language, by code: the web's `training.type.<code>` labels. */
export function questionTypeLabels(language: 'cn' | 'en'): { [S in TSubjectType as `${S}`]: string } {
  return Object.fromEntries(QuestionTypeMetas.map((e) => [String(e.subject_type), e.label[language]])) as {
    [S in TSubjectType as `${S}`]: string;
  };
}
