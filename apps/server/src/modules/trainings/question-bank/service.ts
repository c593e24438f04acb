/**
 * Question banks: read a file (GIFT, Moodle XML or the xlsx template) and report on every
 * question (the dry run), or import every question that fits as a new training of the teacher's
 * school (one, or one per category) with the same report, its descriptions as reading passages
 * and its media stored as the training's material; export a training's questions in any of the
 * three formats.
 */

import { randomBytes } from 'node:crypto';
import {
  isOpenKind,
  type TBackgroundItem,
  type TBankFormat,
  type TBankReport,
  type TDifficulty,
  type TLanguageUse,
  type TTrainingKind,
} from '@lingua/contracts';
import type { Db } from '../../../platform/database';
import { AppError, badRequest, conflict } from '../../../platform/errors';
import type { SessionUser } from '../../../platform/request-context';
import type { FileStorage } from '../../../platform/storage';
import { addTrainingToPool } from '../../resource-pool/training-copies';
import { loadQuestions } from '../attempt-reads';
import { insertTraining } from '../insert-training';
import { getReadableTraining } from '../training-policy';
import { rowMessage } from './bank-messages';
import type { TBankParse, TBankQuestion } from './bank-question';
import { decodeBankText } from './decode-text';
import { parseGift, toGift } from './gift';
import { parseMoodleXml, type TMoodleMaterial, toMoodleXml } from './moodle-xml';
import { htmlToMarkup, markupToHtml } from './rich-text';
import { parseBankXlsx, toBankXlsx } from './xlsx';

export { rowMessage } from './bank-messages';

/** A text file's characters, or a 400 on `file` naming the encoding to save in. */
export function bankText(bytes: Buffer): string {
  const decoded = decodeBankText(bytes);
  if ('text' in decoded) return decoded.text;
  if (decoded.refused === 'binary') throw badRequest('bankFileNotText', 'file');
  if (decoded.refused === 'utf16NoBom') throw badRequest('bankEncodingUtf16NoBom', 'file');
  if (decoded.refused === 'declared')
    throw new AppError(400, 'bankEncodingDeclared', { encoding: decoded.encoding ?? '' }, 'file');
  throw badRequest('bankEncodingUnknown', 'file');
}

export async function parseBank(format: TBankFormat, bytes: Buffer): Promise<TBankParse> {
  if (format === 'xlsx') return parseBankXlsx(bytes);
  const text = bankText(bytes);
  return format === 'gift' ? parseGift(text) : parseMoodleXml(text);
}

/** The report of a parse in the reader's language: skipped rows, then changed ones, by number. */
export function reportOf(parsed: TBankParse, language: TLanguageUse): TBankReport {
  const rows = [
    ...parsed.errors.map((e) => ({ ...e, status: 'skipped' as const })),
    ...parsed.notes.map((e) => ({ ...e, status: 'changed' as const })),
  ]
    .sort((a, b) => a.row - b.row || (a.status === b.status ? 0 : a.status === 'skipped' ? -1 : 1))
    .map((e) => ({ row: e.row, name: e.name ?? '', status: e.status, message: rowMessage(language, e.message) }));
  const numbered = new Set([
    ...parsed.errors.filter((e) => e.row > 0).map((e) => e.row),
    ...parsed.origins.map((o) => o.row),
    ...parsed.passages.map((p) => p.row),
  ]);
  return {
    total: numbered.size,
    importable: parsed.questions.length,
    passages: parsed.passages.length,
    media: parsed.media.length,
    categories: [...new Set(parsed.origins.map((o) => o.category))],
    rows,
  };
}

export async function checkBank(format: TBankFormat, bytes: Buffer, language: TLanguageUse): Promise<TBankReport> {
  return reportOf(await parseBank(format, bytes), language);
}

const DISPLAY = { image: 2, audio: 3, video: 4 } as const;

/** The training's material: every description as a passage, every media file stored (private) and listed. */
async function materialOf(parsed: TBankParse, storage: FileStorage): Promise<TBackgroundItem[]> {
  const items: { row: number; item: TBackgroundItem }[] = [];
  const blank = () => ({
    translation: '',
    durationSeconds: 0,
    subtitles: [],
    subtitlesIsOpened: 0 as const,
    translateIsOpened: 0 as const,
  });
  // A passage is kept as every training's text is, in content markup (never shown as tags).
  for (const p of parsed.passages)
    items.push({
      row: p.row,
      item: { ...blank(), displayType: 1, title: p.name, htmlStr: htmlToMarkup(p.html).text, fileUrl: '' },
    });
  for (const m of parsed.media) {
    const fileUrl = await storage.save(m.bytes, m.ext);
    items.push({
      row: m.row,
      item: { ...blank(), displayType: DISPLAY[m.kind], title: `${m.row}. ${m.name}`, htmlStr: '', fileUrl },
    });
  }
  return items.sort((a, b) => a.row - b.row).map((x) => x.item);
}

export async function importBank(
  db: Db,
  storage: FileStorage,
  teacher: SessionUser,
  input: { format: TBankFormat; bytes: Buffer; kind: TTrainingKind; title: string; categories: 'one' | 'trainings' },
  language: TLanguageUse,
) {
  if (!isOpenKind(input.kind)) throw conflict('trainingKindNotOpen');
  const parsed = await parseBank(input.format, input.bytes);
  const report = reportOf(parsed, language);
  if (parsed.questions.length === 0) {
    throw new AppError(400, 'bankImportEmpty', { count: parsed.errors.length }, 'file', {
      errors: report.rows.filter((r) => r.status === 'skipped').map((r) => ({ row: r.row, message: r.message })),
      report,
    });
  }
  const background = await materialOf(parsed, storage);
  // Each question keeps its name in the bank, so an export writes it back.
  const named = parsed.questions.map((q, i) => ({ ...q, name: (parsed.origins[i]?.name ?? '').slice(0, 255) }));
  // One training per category when asked and the file has several; the material goes with the first.
  const groups =
    input.categories === 'trainings' && report.categories.length > 1
      ? report.categories.map((c) => ({
          title: `${input.title} · ${c || (language === 'en' ? 'Uncategorised' : '未分类')}`.slice(0, 200),
          questions: named.filter((_q, i) => parsed.origins[i]?.category === c),
        }))
      : [{ title: input.title, questions: named }];
  const ids = await db.transaction(async (tx) => {
    const made: number[] = [];
    for (const [i, g] of groups.entries()) {
      const title = { cn: g.title, en: g.title };
      const { training } = await insertTraining(
        tx,
        {
          key: `school-${teacher.schoolId}-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}`,
          kind: input.kind,
          title,
          intro: title,
          background: i === 0 ? background : [],
          settings: {},
          questions: g.questions,
        },
        teacher.schoolId,
        teacher.userId,
      );
      // The import is the teacher's own training in the pool, private until they share it.
      await addTrainingToPool(tx, teacher, training);
      made.push(training.id);
    }
    return made;
  });
  return { trainingId: ids[0] ?? 0, trainingIds: ids, count: parsed.questions.length, report };
}

export async function exportBank(
  db: Db,
  storage: FileStorage,
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
  // A question without a bank name is named by its place, as Moodle names unnamed GIFT questions.
  const names = rows.map((q, i) => q.name || `Q${i + 1}`);
  const name = training.title[language].replace(/[\\/:*?"<>|]/g, '-');
  if (body.format === 'xlsx') {
    const { bytes, skipped } = await toBankXlsx(questions, language);
    return { fileName: `${name}.xlsx`, base64: bytes.toString('base64'), skipped };
  }
  const { text, skipped } =
    body.format === 'gift'
      ? toGift(questions, names)
      : toMoodleXml(questions, names, await materialsOf(training.background, storage));
  return {
    fileName: `${name}.${body.format === 'gift' ? 'gift.txt' : 'xml'}`,
    base64: Buffer.from(text, 'utf8').toString('base64'),
    skipped,
  };
}

/** A training's material for Moodle XML: passages as descriptions, stored media inside them. */
async function materialsOf(background: TBackgroundItem[], storage: FileStorage): Promise<TMoodleMaterial[]> {
  const out: TMoodleMaterial[] = [];
  for (const item of background) {
    const kind =
      item.displayType === 2 ? 'image' : item.displayType === 3 ? 'audio' : item.displayType === 4 ? 'video' : '';
    let file: TMoodleMaterial['file'];
    if (kind && /^\/files\/[\w./-]+$/.test(item.fileUrl)) {
      const bytes = await storage.read(item.fileUrl).catch(() => undefined);
      if (bytes) file = { name: item.fileUrl.split('/').pop() ?? 'file', bytes, kind };
    }
    if (file || item.htmlStr)
      out.push({
        title: item.title || (file?.name ?? ''),
        html: markupToHtml(item.htmlStr),
        ...(file ? { file } : {}),
      });
  }
  return out;
}
