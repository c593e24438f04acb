/**
 * The question-type table: every type's entry, registered by its `subject_type` code. Adding a
 * type is its folder beside this file and one line here, and its folder and line in the web's
 * table (apps/web/src/features/questions/types/); see docs/question-types.md. Codes, names and
 * labels are read off the entries, never written twice.
 */
import { choice } from './choice';
import { cloze } from './cloze';
import { dialogue } from './dialogue';
import { dictation } from './dictation';
import { discussion } from './discussion';
import { documents } from './documents';
import { dragDrop } from './drag-drop';
import { dub } from './dub';
import type { TQuestionTypeEntry } from './entry';
import { fillBlank } from './fill-blank';
import { jumbledSentence } from './jumbled-sentence';
import { matching } from './matching';
import { qa } from './qa';
import { readAloud } from './read-aloud';
import { readWord } from './read-word';
import { repeatSentence } from './repeat-sentence';
import { sequencing } from './sequencing';
import { speaking } from './speaking';
import { speech } from './speech';
import { translation } from './translation';
import { trueFalse } from './true-false';
import { writing } from './writing';

/** Every entry, in code order. */
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

type TRegistered = (typeof registered)[number];
export type TQuestionTypeName = TRegistered['name'];
export type TSubjectType = TRegistered['subject_type'];

/** Every registered type, in code order. */
export const QuestionTypeList: readonly TQuestionTypeEntry<TQuestionTypeName, TSubjectType>[] = registered;

/** The table: each entry by its `subject_type` code. */
export const QuestionTypes = Object.fromEntries(registered.map((e) => [e.subject_type, e])) as {
  [E in TRegistered as E['subject_type']]: TQuestionTypeEntry<E['name'], E['subject_type']>;
};

/** The code of every type by its name (`QuestionTypeCodes.choice` is 10). */
export const QuestionTypeCodes = Object.fromEntries(registered.map((e) => [e.name, e.subject_type])) as {
  readonly [E in TRegistered as E['name']]: E['subject_type'];
};

export function questionTypeOf(subjectType: number): TQuestionTypeEntry<TQuestionTypeName, TSubjectType> | undefined {
  return QuestionTypeList.find((e) => e.subject_type === subjectType);
}
