/**
 * Question banks: import a file (GIFT, Moodle XML or the xlsx template) as a new training of the
 * teacher's school, checking every question first (any bad one imports nothing and the answer
 * names each: row and reason); export a training's questions in any of the three formats.
 */

import { randomBytes } from 'node:crypto';
import {
  isOpenKind,
  type TBankFormat,
  type TDifficulty,
  type TLanguageUse,
  type TTrainingKind,
} from '@lingua/contracts';
import type { Db } from '../../../platform/database';
import { AppError, conflict } from '../../../platform/errors';
import { type MessageKey, translate } from '../../../platform/messages';
import type { SessionUser } from '../../../platform/request-context';
import { loadQuestions } from '../attempt-reads';
import { insertTraining } from '../insert-training';
import { getReadableTraining } from '../training-policy';
import type { TBankParse, TBankQuestion } from './bank-question';
import { parseGift, toGift } from './gift';
import { parseMoodleXml, toMoodleXml } from './moodle-xml';
import { parseBankXlsx, toBankXlsx } from './xlsx';

export async function parseBank(format: TBankFormat, bytes: Buffer): Promise<TBankParse> {
  if (format === 'xlsx') return parseBankXlsx(bytes);
  const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
  return format === 'gift' ? parseGift(text) : parseMoodleXml(text);
}

/** The parsers speak English to developers; people read each row's reason from the catalogue. */
const ROW_MESSAGES: [RegExp, MessageKey, (m: RegExpExecArray) => Record<string, string>][] = [
  [/^no answer block/, 'bankNoAnswerBlock', () => ({})],
  [/^answers must start with/, 'bankBadAnswerMarks', () => ({})],
  [/^the file holds no questions$/, 'bankNoQuestions', () => ({})],
  [/^not a Moodle XML file/, 'bankNotMoodle', () => ({})],
  [/^a true\/false question needs/, 'bankTrueFalseAnswer', () => ({})],
  [/^question type "(.*)" is not supported$/, 'bankTypeUnsupported', (m) => ({ type: m[1] ?? '' })],
  [/^the stem is empty$/, 'bankStemEmpty', () => ({})],
  [/^the points must be/, 'bankPointsInvalid', () => ({})],
  [/^the difficulty must be/, 'bankDifficultyInvalid', () => ({})],
  [/^the answer must be T or F$/, 'bankTfLetter', () => ({})],
  [/^the minimum words/, 'bankMinWordsInvalid', () => ({})],
  [/^the source text/, 'bankSourceEmpty', () => ({})],
  [/^the reference translation/, 'bankReferenceEmpty', () => ({})],
  [
    /^type code "(.*)" is not in the template \((.*)\)/,
    'bankCodeNotInTemplate',
    (m) => ({ code: m[1] ?? '', codes: m[2] ?? '' }),
  ],
];

export function rowMessage(language: TLanguageUse, message: string): string {
  for (const [pattern, key, params] of ROW_MESSAGES) {
    const m = pattern.exec(message);
    if (m) return translate(language, key, params(m));
  }
  return translate(language, 'bankContentInvalid', { issue: message });
}

export async function importBank(
  db: Db,
  teacher: SessionUser,
  input: { format: TBankFormat; bytes: Buffer; kind: TTrainingKind; title: string },
  language: TLanguageUse,
) {
  if (!isOpenKind(input.kind)) throw conflict('trainingKindNotOpen');
  const parsed = await parseBank(input.format, input.bytes);
  if (parsed.errors.length > 0 || parsed.questions.length === 0) {
    throw new AppError(400, 'bankImportInvalid', { count: Math.max(1, parsed.errors.length) }, 'file', {
      errors: parsed.errors.map((e) => ({ row: e.row, message: rowMessage(language, e.message) })),
    });
  }
  const title = { cn: input.title, en: input.title };
  const { training, questions } = await db.transaction((tx) =>
    insertTraining(
      tx,
      {
        key: `school-${teacher.schoolId}-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}`,
        kind: input.kind,
        title,
        intro: title,
        background: [],
        settings: {},
        questions: parsed.questions,
      },
      teacher.schoolId,
    ),
  );
  return { trainingId: training.id, count: questions.length };
}

export async function exportBank(
  db: Db,
  teacher: SessionUser,
  body: { trainingId: number; format: TBankFormat },
  language: TLanguageUse,
) {
  const training = await getReadableTraining(db, teacher, body.trainingId);
  const rows = await loadQuestions(db, training.id);
  const questions: TBankQuestion[] = rows.map((q) => ({
    subject_type: q.subjectType,
    stem: q.stem,
    fullMark: q.fullMark,
    analysis: q.analysis,
    content: q.content,
    difficulty: q.difficulty as TDifficulty,
  }));
  const name = training.title[language].replace(/[\\/:*?"<>|]/g, '-');
  if (body.format === 'xlsx') {
    const { bytes, skipped } = await toBankXlsx(questions, language);
    return { fileName: `${name}.xlsx`, base64: bytes.toString('base64'), skipped };
  }
  const { text, skipped } = body.format === 'gift' ? toGift(questions) : toMoodleXml(questions);
  return {
    fileName: `${name}.${body.format === 'gift' ? 'gift.txt' : 'xml'}`,
    base64: Buffer.from(text, 'utf8').toString('base64'),
    skipped,
  };
}
