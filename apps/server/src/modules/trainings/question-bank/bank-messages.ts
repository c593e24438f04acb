/**
 * The parsers speak English to developers; people read each report row from the catalogue
 * (../messages.ts), in their language. A content check's issue (a zod path) is worded by what it
 * concerns, never shown raw.
 */
import type { TLanguageUse } from '@lingua/contracts';
import { type MessageKey, translate } from '../../../platform/messages';

type TRule = [RegExp, MessageKey, (m: RegExpExecArray) => Record<string, string>];
const none = () => ({});

const ROW_MESSAGES: TRule[] = [
  [/^no answer block/, 'bankNoAnswerBlock', none],
  [/^answers must start with/, 'bankBadAnswerMarks', none],
  [/^the file holds no questions$/, 'bankNoQuestions', none],
  [/^not a Moodle XML file/, 'bankNotMoodle', none],
  [/^a true\/false question needs/, 'bankTrueFalseAnswer', none],
  [/^question type "(.*)" is not supported$/, 'bankTypeUnsupported', (m) => ({ type: m[1] ?? '' })],
  [/^no question type reads this block$/, 'bankNoTypeReads', none],
  [/^a description became a reading passage$/, 'bankDescriptionPassage', none],
  [/^its image "(.*)" became/, 'bankMediaImage', (m) => ({ file: m[1] ?? '' })],
  [/^its audio "(.*)" became/, 'bankMediaAudio', (m) => ({ file: m[1] ?? '' })],
  [/^its video "(.*)" became/, 'bankMediaVideo', (m) => ({ file: m[1] ?? '' })],
  [/^the file "(.*)" could not be read/, 'bankMediaUnreadable', (m) => ({ file: m[1] ?? '' })],
  [/^the file "(.*)" is not an image/, 'bankMediaNotMedia', (m) => ({ file: m[1] ?? '' })],
  [/^the \* catch-all answer/, 'bankCatchAllNoCredit', none],
  [/^a short answer needs a right answer$/, 'bankShortAnswerNoRight', none],
  [/^a numerical question needs/, 'bankNumericalNoRight', none],
  [/^a choice needs a right answer$/, 'bankChoiceNoRight', none],
  [/^a cloze question holds no gaps$/, 'bankClozeNoGaps', none],
  [/^a cloze gap with several right answers/, 'bankClozeMultiResponse', none],
  [/^partial credit of a choice gap/, 'bankClozePartialDropped', none],
  [/^a choice gap became a typed gap$/, 'bankClozeChoiceTyped', none],
  [/^the drag groups became/, 'bankDragGroups', none],
  [/^a gap names a choice/, 'bankGapUnknown', none],
  [/^the stem is empty$/, 'bankStemEmpty', none],
  [/^the points must be/, 'bankPointsInvalid', none],
  [/^the difficulty must be/, 'bankDifficultyInvalid', none],
  [/^the answer must be T or F$/, 'bankTfLetter', none],
  [/^matching needs at least two pairs/, 'bankMatchingPairs', none],
  [/^the minimum words/, 'bankMinWordsInvalid', none],
  [/^the source text/, 'bankSourceEmpty', none],
  [/^the reference translation/, 'bankReferenceEmpty', none],
  [
    /^type code "(.*)" is not in the template \((.*)\)/,
    'bankCodeNotInTemplate',
    (m) => ({ code: m[1] ?? '', codes: m[2] ?? '' }),
  ],
];

/** What a content path concerns, as people name it. */
const PARTS: [RegExp, { cn: string; en: string }][] = [
  [/^options/, { cn: '选项', en: 'options' }],
  [/^blanks\.\d+\.options/, { cn: '空的选项', en: 'options in a gap' }],
  [/^blanks/, { cn: '空', en: 'blanks' }],
  [/^(left|right)/, { cn: '配对项', en: 'items to match' }],
  [/^pairs/, { cn: '配对', en: 'pairs' }],
];

/** A zod issue of a content check (`path: message`) worded for people, or null when it is another kind. */
function contentIssue(language: TLanguageUse, issue: string): string | null {
  const m = /^([\w.]+): (Too (big|small)[^;]*?(\d+)[^;\d]*)(;|$)/.exec(issue);
  if (!m) return /Too big: expected string/.test(issue) ? translate(language, 'bankTextTooLong') : null;
  const part = PARTS.find(([p]) => p.test(m[1] ?? ''))?.[1];
  if (!part) return null;
  if (/expected string/.test(m[2] ?? '')) return translate(language, 'bankTextTooLong');
  const n = m[4] ?? '';
  return m[3] === 'big'
    ? translate(language, 'bankTooMany', { what: part[language], max: n })
    : translate(language, 'bankTooFew', { what: part[language], min: n });
}

export function rowMessage(language: TLanguageUse, message: string): string {
  for (const [pattern, key, params] of ROW_MESSAGES) {
    const m = pattern.exec(message);
    if (m) return translate(language, key, params(m));
  }
  return contentIssue(language, message) ?? translate(language, 'bankContentInvalid');
}
