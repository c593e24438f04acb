/**
 * GIFT (Moodle's text format) for the types it carries: multiple choice (single, and multiple
 * with weights), true/false, short answer (one blank: fill-in-blank), matching, essay (Q&A).
 * Each question is one block separated by a blank line; row numbers in errors are block numbers.
 */
import { QuestionTypeCodes as C, stripMarkup } from '@lingua/contracts';
import { accept, analysisOf, DEFAULT_MARK, letters, type TBankParse, type TBankQuestion } from './bank-question';

const SPECIAL = /\\([~=#{}:])/g;
const giftUnescape = (s: string) => s.replace(SPECIAL, '$1').trim();
const giftEscape = (s: string) => s.replace(/([~=#{}:])/g, '\\$1');

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
  const stemWithBlank = after ? `${before} {{1}} ${after}` : before;
  const base = { fullMark: DEFAULT_MARK, analysis: analysisOf(analysis) };

  if (inner === '') {
    accept(out, row, {
      ...base,
      subject_type: C.qa,
      stem: before,
      content: analysis ? { referenceAnswer: analysis } : {},
    });
    return;
  }
  const tf = /^(T|TRUE|F|FALSE)(#.*)?$/i.exec(inner);
  if (tf) {
    accept(out, row, {
      ...base,
      subject_type: C.trueFalse,
      stem: before,
      content: { answer: /^T/i.test(tf[1] ?? '') },
    });
    return;
  }
  const entries = splitUnescaped(inner, /[~=]/)
    .map((e) => e.trim())
    .filter((e) => e !== '');
  let weighted = false;
  const parsed = entries.map((e) => {
    const mark = e[0];
    let body = e.slice(1).trim();
    const feedback = findUnescaped(body, '#');
    if (feedback >= 0) body = body.slice(0, feedback).trim();
    let weight = mark === '=' ? 100 : 0;
    const w = /^%(-?\d+(?:\.\d+)?)%/.exec(body);
    if (w) weighted = true;
    if (w) {
      weight = Number(w[1]);
      body = body.slice(w[0].length).trim();
    }
    return { mark, body, weight };
  });
  if (parsed.some((p) => p.mark !== '=' && p.mark !== '~')) {
    out.errors.push({ row, message: 'answers must start with = or ~' });
    return;
  }
  if (parsed.length > 0 && parsed.every((p) => p.mark === '=' && p.body.includes('->'))) {
    const pairs = parsed.map((p) => p.body.split('->').map((x) => giftUnescape(x)));
    accept(out, row, {
      ...base,
      subject_type: C.matching,
      stem: before,
      content: {
        left: pairs.map((p, i) => ({ id: `l${i + 1}`, text: p[0] ?? '' })),
        right: pairs.map((p, i) => ({ id: `r${i + 1}`, text: p[1] ?? '' })),
        pairs: pairs.map((_p, i) => ({ left: `l${i + 1}`, right: `r${i + 1}` })),
      },
    });
    return;
  }
  if (parsed.every((p) => p.mark === '=')) {
    accept(out, row, {
      ...base,
      subject_type: C.fillBlank,
      stem: stemWithBlank.includes('{{1}}') ? stemWithBlank : `${before} {{1}}`,
      content: { blanks: [{ accepted: parsed.map((p) => giftUnescape(p.body)) }] },
    });
    return;
  }
  const right = parsed.map((p, i) => (p.weight > 0 ? letters(i) : '')).filter(Boolean);
  accept(out, row, {
    ...base,
    subject_type: C.choice,
    stem: stemWithBlank,
    content: {
      options: parsed.map((p, i) => ({ key: letters(i), text: giftUnescape(p.body) })),
      multiple: right.length > 1 || weighted,
      answer: right,
    },
  });
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

type C10 = { options: { key: string; text: string }[]; multiple: boolean; answer: string[] };

/** One question as GIFT, or null when GIFT cannot carry it. */
export function toGiftQuestion(q: TBankQuestion, n: number): string | null {
  const stem = giftEscape(stripMarkup(q.stem));
  const name = `::Q${n}:: `;
  const feedback = q.analysis.en || q.analysis.cn ? ` ####${giftEscape(q.analysis.en || q.analysis.cn)}` : '';
  const c = q.content as Record<string, unknown>;
  switch (q.subject_type) {
    case C.choice: {
      const cc = c as unknown as C10;
      const right = cc.answer.length;
      const options = cc.options.map((o) =>
        cc.multiple
          ? `~%${cc.answer.includes(o.key) ? Math.round((100 / right) * 100000) / 100000 : -100}%${giftEscape(o.text)}`
          : `${cc.answer.includes(o.key) ? '=' : '~'}${giftEscape(o.text)}`,
      );
      return `${name}${stem} {\n${options.map((o) => `  ${o}`).join('\n')}${feedback}\n}`;
    }
    case C.trueFalse:
      return `${name}${stem} {${c.answer ? 'T' : 'F'}${feedback}}`;
    case C.fillBlank: {
      const blanks = c.blanks as { accepted: string[] }[];
      if (blanks.length !== 1 || c.wordBank) return null;
      const answer = `{${(blanks[0]?.accepted ?? []).map((a) => `=${giftEscape(a)}`).join(' ')}${feedback}}`;
      return stem.includes('\\{\\{1\\}\\}')
        ? `${name}${stem.replace('\\{\\{1\\}\\}', answer)}`
        : `${name}${stem} ${answer}`;
    }
    case C.matching: {
      const left = c.left as { id: string; text: string }[];
      const right = c.right as { id: string; text: string }[];
      const pairs = c.pairs as { left: string; right: string }[];
      const lines = pairs.map(
        (p) =>
          `  =${giftEscape(left.find((l) => l.id === p.left)?.text ?? '')} -> ${giftEscape(right.find((r) => r.id === p.right)?.text ?? '')}`,
      );
      return `${name}${stem} {\n${lines.join('\n')}${feedback}\n}`;
    }
    case C.qa:
    case C.writing:
      return `${name}${stem} {${feedback}}`;
    case C.translation:
      return `${name}${stem}\n${giftEscape(String(c.source ?? ''))} {${feedback}}`;
    default:
      return null;
  }
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
