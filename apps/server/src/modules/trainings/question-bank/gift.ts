/**
 * GIFT (Moodle's text format) for the types it carries: each type's entry reads and writes its
 * block's answers (today multiple choice, single and weighted multiple; true/false; short answer,
 * a fill-in-blank with one blank; matching; essay, Q&A). This file splits the blocks and their
 * braces. Each question is one block separated by a blank line; row numbers in errors are block
 * numbers.
 */
import {
  giftEscape,
  giftUnescape,
  QuestionTypeList,
  questionTypeOf,
  stripMarkup,
  type TGiftAnswer,
} from '@lingua/contracts';
import { accept, analysisOf, DEFAULT_MARK, type TBankParse, type TBankQuestion } from './bank-question';

/** The types that read GIFT, in the order their entries ask to be tried. */
const giftReaders = QuestionTypeList.filter((e) => e.bank.gift?.read).sort(
  (a, b) => (a.bank.gift?.order ?? 99) - (b.bank.gift?.order ?? 99),
);

/** Splits at unescaped occurrences of a character. */
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

function findUnescaped(s: string, ch: string, from = 0): number {
  for (let i = from; i < s.length; i++) {
    if (s[i] === '\\') {
      i++;
      continue;
    }
    if (s[i] === ch) return i;
  }
  return -1;
}

function parseBlock(block: string, row: number, out: TBankParse): void {
  let text = block.trim();
  const title = /^::(.*?)::/s.exec(text);
  if (title) text = text.slice(title[0].length).trim();
  text = text.replace(/^\[(html|markdown|plain|moodle)\]/, '');
  const open = findUnescaped(text, '{');
  const close = open >= 0 ? findUnescaped(text, '}', open) : -1;
  if (open < 0 || close < 0) {
    out.errors.push({ row, message: 'no answer block {…}' });
    return;
  }
  const before = giftUnescape(text.slice(0, open));
  const after = giftUnescape(text.slice(close + 1));
  let inner = text.slice(open + 1, close).trim();
  let analysis = '';
  const general = inner.indexOf('####');
  if (general >= 0) {
    analysis = giftUnescape(inner.slice(general + 4));
    inner = inner.slice(0, general).trim();
  }
  const base = { fullMark: DEFAULT_MARK, analysis: analysisOf(analysis) };
  let weighted = false;
  const answers: TGiftAnswer[] = splitUnescaped(inner, /[~=]/)
    .map((e) => e.trim())
    .filter((e) => e !== '')
    .map((e) => {
      const mark = e[0] ?? '';
      let body = e.slice(1).trim();
      const feedback = findUnescaped(body, '#');
      if (feedback >= 0) body = body.slice(0, feedback).trim();
      let weight = mark === '=' ? 100 : 0;
      const w = /^%(-?\d+(?:\.\d+)?)%/.exec(body);
      if (w) {
        weighted = true;
        weight = Number(w[1]);
        body = body.slice(w[0].length).trim();
      }
      return { mark, body, weight };
    });
  const marked = answers.every((p) => p.mark === '=' || p.mark === '~');
  const split = { before, after, inner, analysis, answers: marked ? answers : null, weighted };
  for (const entry of giftReaders) {
    const got = entry.bank.gift?.read?.(split);
    if (got === null || got === undefined) continue;
    if (typeof got === 'string') out.errors.push({ row, message: got });
    else
      accept(out, row, { ...base, stem: got.stem ?? before, subject_type: entry.subject_type, content: got.content });
    return;
  }
  out.errors.push({ row, message: marked ? 'no question type reads this block' : 'answers must start with = or ~' });
}

export function parseGift(text: string): TBankParse {
  const out: TBankParse = { questions: [], errors: [] };
  const cleaned = text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .filter((line) => !line.trim().startsWith('//') && !line.trim().startsWith('$CATEGORY:'))
    .join('\n');
  const blocks = cleaned.split(/\n\s*\n/).filter((b) => b.trim() !== '');
  blocks.forEach((block, i) => {
    parseBlock(block, i + 1, out);
  });
  if (blocks.length === 0) out.errors.push({ row: 0, message: 'the file holds no questions' });
  return out;
}

/** One question as GIFT, or null when GIFT cannot carry it (its entry says how). */
export function toGiftQuestion(q: TBankQuestion, n: number): string | null {
  const stem = giftEscape(stripMarkup(q.stem));
  const feedback = q.analysis.en || q.analysis.cn ? ` ####${giftEscape(q.analysis.en || q.analysis.cn)}` : '';
  const block = questionTypeOf(q.subject_type)?.bank.gift?.write(q, { stem, feedback });
  return block ? `::Q${n}:: ${block}` : null;
}

export function toGift(questions: TBankQuestion[]): { text: string; skipped: number[] } {
  const blocks: string[] = [];
  const skipped: number[] = [];
  questions.forEach((q, i) => {
    const block = toGiftQuestion(q, i + 1);
    if (block) blocks.push(block);
    else skipped.push(i + 1);
  });
  return { text: `${blocks.join('\n\n')}\n`, skipped };
}
