/**
 * GIFT (Moodle's text format, docs.moodle.org/en/GIFT_format): each type's entry reads and writes
 * its block's answers (multiple choice with fractions, true/false, short answer and numerical as
 * a fill-in-blank, matching with distractors, essay); this file splits the file into questions
 * (blank lines, `//` comments, `$CATEGORY:` lines), reads each question's `::name::`, its
 * [html]/[markdown]/[plain]/[moodle] marker, its braces, escapes, per-answer `#feedback`, `%n%`
 * fractions and `####` general feedback. A question without braces is a description (a reading
 * passage). Row numbers count the questions and descriptions in file order.
 */
import {
  giftEscape,
  giftUnescape,
  QuestionTypeList,
  questionTypeOf,
  stripMarkup,
  type TGiftAnswer,
  type TGiftBlock,
} from '@lingua/contracts';
import { sanitizeRichText } from '../../../platform/sanitize';
import {
  accept,
  analysisOf,
  DEFAULT_MARK,
  emptyParse,
  nameOf,
  type TBankParse,
  type TBankQuestion,
} from './bank-question';
import { formatToMarkup, type TTextFormat } from './rich-text';

/** The types that read GIFT, in the order their entries ask to be tried. */
const giftReaders = QuestionTypeList.filter((e) => e.bank.gift?.read).sort(
  (a, b) => (a.bank.gift?.order ?? 99) - (b.bank.gift?.order ?? 99),
);

/** Splits at unescaped occurrences of a character, each part starting with its separator. */
function splitUnescaped(s: string, at: RegExp): string[] {
  const parts: string[] = [];
  let current = '';
  for (let i = 0; i < s.length; i++) {
    const ch = s[i] ?? '';
    if (ch === '\\' && i + 1 < s.length) {
      current += ch + (s[i + 1] ?? '');
      i++;
      continue;
    }
    if (at.test(ch)) {
      parts.push(current);
      current = ch;
      continue;
    }
    current += ch;
  }
  parts.push(current);
  return parts;
}

function findUnescaped(s: string, needle: string, from = 0): number {
  for (let i = from; i < s.length; i++) {
    if (s[i] === '\\') {
      i++;
      continue;
    }
    if (s.startsWith(needle, i)) return i;
  }
  return -1;
}

/** GIFT text unescaped and read in its format. */
const read = (s: string, format: TTextFormat) => formatToMarkup(giftUnescape(s), format);

function answerOf(raw: string, format: TTextFormat): TGiftAnswer {
  const mark = raw[0] ?? '';
  let body = raw.slice(1).trim();
  let weight = mark === '=' ? 100 : 0;
  const w = /^%(-?\d+(?:\.\d+)?)%/.exec(body);
  if (w) {
    weight = Number(w[1]);
    body = body.slice(w[0].length).trim();
  }
  const hash = findUnescaped(body, '#');
  const feedback = hash >= 0 ? read(body.slice(hash + 1), format) : '';
  if (hash >= 0) body = body.slice(0, hash);
  // A matching pair's arrow is read around, so markup never swallows it.
  const arrow = body.indexOf('->');
  const text =
    arrow >= 0 ? `${read(body.slice(0, arrow), format)} -> ${read(body.slice(arrow + 2), format)}` : read(body, format);
  return { mark, body: text, weight, feedback };
}

function parseQuestion(raw: string, row: number, category: string, out: TBankParse): void {
  let text = raw.trim();
  const title = /^::((?:\\.|[^\\])*?)::/s.exec(text);
  const givenName = title ? giftUnescape(title[1] ?? '') : '';
  if (title) text = text.slice(title[0].length).trim();
  let format: TTextFormat = 'moodle';
  const marker = /^\[(html|markdown|plain|moodle)\]/.exec(text);
  if (marker) {
    format = marker[1] as TTextFormat;
    text = text.slice(marker[0].length).trim();
  }
  const open = findUnescaped(text, '{');
  const close = open >= 0 ? findUnescaped(text, '}', open) : -1;
  if (open < 0) {
    // No answer block: a description, which Lingua shows as a reading passage of the training.
    const passage = giftUnescape(text);
    const html = format === 'html' ? sanitizeRichText(passage) : escapeHtml(read(text, format)).replace(/\n/g, '<br>');
    out.passages.push({ row, name: nameOf(givenName, passage), html });
    out.notes.push({ row, name: nameOf(givenName, passage), message: 'a description became a reading passage' });
    return;
  }
  const before = read(text.slice(0, open), format);
  const name = nameOf(givenName, before);
  if (close < 0) {
    out.errors.push({ row, name, message: 'no answer block {…}' });
    return;
  }
  const after = read(text.slice(close + 1), format);
  let inner = text.slice(open + 1, close).trim();
  let analysis = '';
  const general = findUnescaped(inner, '####');
  if (general >= 0) {
    analysis = read(inner.slice(general + 4), format);
    inner = inner.slice(0, general).trim();
  }
  const numerical = inner.startsWith('#') ? inner.slice(1).trim() : null;
  const parts =
    numerical === null
      ? splitUnescaped(inner, /[~=]/)
          .map((e) => e.trim())
          .filter((e) => e !== '')
      : [];
  const marked = parts.every((p) => p[0] === '=' || p[0] === '~');
  const answers = marked ? parts.map((p) => answerOf(p, format)) : null;
  const block: TGiftBlock = { before, after, inner, numerical, analysis, answers, weighted: /%-?\d/.test(inner) };
  const base = { fullMark: DEFAULT_MARK, analysis: analysisOf(analysis) };
  for (const entry of giftReaders) {
    const got = entry.bank.gift?.read?.(block);
    if (got === null || got === undefined) continue;
    if (typeof got === 'string') out.errors.push({ row, name, message: got });
    else
      accept(
        out,
        { row, name, category },
        { ...base, stem: got.stem ?? before, subject_type: entry.subject_type, content: got.content },
        got.notes,
      );
    return;
  }
  out.errors.push({
    row,
    name,
    message: marked ? 'no question type reads this block' : 'answers must start with = or ~',
  });
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The file's questions in order, each with the category in force (`$CATEGORY:` lines). */
function questionsOf(text: string): { raw: string; category: string }[] {
  const found: { raw: string; category: string }[] = [];
  let category = '';
  let lines: string[] = [];
  const flush = () => {
    if (lines.join('').trim() !== '') found.push({ raw: lines.join('\n'), category });
    lines = [];
  };
  for (const line of text.replace(/\r\n?/g, '\n').split('\n')) {
    const t = line.trim();
    if (t.startsWith('//')) continue;
    const cat = /^\$CATEGORY:\s*(.*)$/.exec(t);
    if (cat) {
      flush();
      category = (cat[1] ?? '')
        .replace(/^\$(course|system|module|cat\d*)\$\/?/, '')
        .replace(/^top\/?/i, '')
        .trim();
    } else if (t === '') flush();
    else lines.push(line);
  }
  flush();
  return found;
}

export function parseGift(text: string): TBankParse {
  const out = emptyParse();
  const questions = questionsOf(text);
  questions.forEach((q, i) => {
    parseQuestion(q.raw, i + 1, q.category, out);
  });
  if (questions.length === 0) out.errors.push({ row: 0, message: 'the file holds no questions' });
  return out;
}

/** One question as GIFT, or null when GIFT cannot carry it (its entry says how). */
export function toGiftQuestion(q: TBankQuestion, n: number, name = `Q${n}`): string | null {
  const stem = giftEscape(stripMarkup(q.stem));
  const feedback = q.analysis.en || q.analysis.cn ? ` ####${giftEscape(q.analysis.en || q.analysis.cn)}` : '';
  const block = questionTypeOf(q.subject_type)?.bank.gift?.write(q, { stem, feedback });
  return block ? `::${giftEscape(name)}:: ${block}` : null;
}

export function toGift(questions: TBankQuestion[], names: string[] = []): { text: string; skipped: number[] } {
  const blocks: string[] = [];
  const skipped: number[] = [];
  questions.forEach((q, i) => {
    const block = toGiftQuestion(q, i + 1, names[i] || `Q${i + 1}`);
    if (block) blocks.push(block);
    else skipped.push(i + 1);
  });
  return { text: `${blocks.join('\n\n')}\n`, skipped };
}
