/**
 * Moodle XML for the types it shares with ours: multichoice (single and multiple), truefalse,
 * shortanswer (one blank: fill-in-blank), matching, essay (Q&A). Question text may be HTML: it is
 * read as plain text. Row numbers in errors count the <question> elements (categories excluded).
 */
import { QuestionTypeCodes as C, stripMarkup } from '@lingua/contracts';
import { DomUtils, parseDocument } from 'htmlparser2';
import { accept, analysisOf, DEFAULT_MARK, letters, type TBankParse, type TBankQuestion } from './bank-question';

type Node = ReturnType<typeof DomUtils.getElementsByTagName>[number];

function isElement(c: unknown, name: string): c is Node {
  return typeof c === 'object' && c !== null && (c as { type?: string }).type === 'tag' && (c as Node).name === name;
}
function child(el: Node, name: string): Node | undefined {
  return DomUtils.getChildren(el).find((c): c is Node => isElement(c, name));
}
function children(el: Node, name: string): Node[] {
  return DomUtils.getChildren(el).filter((c): c is Node => isElement(c, name));
}
/** The plain text of <x><text>…</text></x>, HTML inside read as text. */
function textOf(el: Node | undefined): string {
  if (!el) return '';
  const t = child(el, 'text') ?? el;
  const raw = DomUtils.textContent(t);
  return DomUtils.textContent(parseDocument(raw)).replace(/\s+/g, ' ').trim();
}

export function parseMoodleXml(xml: string): TBankParse {
  const out: TBankParse = { questions: [], errors: [] };
  const doc = parseDocument(xml, { xmlMode: true });
  const quiz = DomUtils.getElementsByTagName('quiz', doc, true)[0];
  if (!quiz) {
    out.errors.push({ row: 0, message: 'not a Moodle XML file: no <quiz>' });
    return out;
  }
  const questions = children(quiz, 'question').filter((q) => q.attribs.type !== 'category');
  if (questions.length === 0) out.errors.push({ row: 0, message: 'the file holds no questions' });
  questions.forEach((q, i) => {
    const row = i + 1;
    const type = q.attribs.type ?? '';
    const stem = textOf(child(q, 'questiontext'));
    const grade = Number(textOf(child(q, 'defaultgrade')) || DEFAULT_MARK);
    const base = {
      stem,
      fullMark: Number.isFinite(grade) && grade > 0 ? grade : DEFAULT_MARK,
      analysis: analysisOf(textOf(child(q, 'generalfeedback'))),
    };
    const answers = children(q, 'answer').map((a) => ({ text: textOf(a), fraction: Number(a.attribs.fraction ?? 0) }));
    switch (type) {
      case 'multichoice': {
        const single = textOf(child(q, 'single')) !== 'false';
        const right = answers.map((a, k) => (a.fraction > 0 ? letters(k) : '')).filter(Boolean);
        accept(out, row, {
          ...base,
          subject_type: C.choice,
          content: {
            options: answers.map((a, k) => ({ key: letters(k), text: a.text })),
            multiple: !single,
            answer: right,
          },
        });
        return;
      }
      case 'truefalse': {
        const right = answers.find((a) => a.fraction > 0)?.text.toLowerCase();
        if (right !== 'true' && right !== 'false') {
          out.errors.push({ row, message: 'a true/false question needs a right answer "true" or "false"' });
          return;
        }
        accept(out, row, { ...base, subject_type: C.trueFalse, content: { answer: right === 'true' } });
        return;
      }
      case 'shortanswer':
        accept(out, row, {
          ...base,
          stem: stem.includes('{{1}}') ? stem : `${stem} {{1}}`,
          subject_type: C.fillBlank,
          content: { blanks: [{ accepted: answers.filter((a) => a.fraction > 0).map((a) => a.text) }] },
        });
        return;
      case 'matching': {
        const subs = children(q, 'subquestion').map((s) => ({ left: textOf(s), right: textOf(child(s, 'answer')) }));
        const pairs = subs.filter((s) => s.left !== '');
        accept(out, row, {
          ...base,
          subject_type: C.matching,
          content: {
            left: pairs.map((p, k) => ({ id: `l${k + 1}`, text: p.left })),
            right: subs.map((p, k) => ({ id: `r${k + 1}`, text: p.right })),
            pairs: pairs.map((_p, k) => ({
              left: `l${k + 1}`,
              right: `r${subs.indexOf(pairs[k] ?? subs[0] ?? { left: '', right: '' }) + 1}`,
            })),
          },
        });
        return;
      }
      case 'essay': {
        const reference = textOf(child(q, 'graderinfo'));
        accept(out, row, { ...base, subject_type: C.qa, content: reference ? { referenceAnswer: reference } : {} });
        return;
      }
      default:
        out.errors.push({ row, message: `question type "${type}" is not supported` });
    }
  });
  return out;
}

const cdata = (s: string) => `<![CDATA[${s.replace(/]]>/g, ']]]]><![CDATA[>')}]]>`;
const text = (s: string) => `<text>${cdata(s)}</text>`;

function head(q: TBankQuestion, n: number, type: string, stem = stripMarkup(q.stem)): string {
  const feedback = q.analysis.en || q.analysis.cn;
  return [
    `  <question type="${type}">`,
    `    <name>${text(`Q${n}`)}</name>`,
    `    <questiontext format="plain_text">${text(stem)}</questiontext>`,
    `    <generalfeedback format="plain_text">${text(feedback)}</generalfeedback>`,
    `    <defaultgrade>${q.fullMark}</defaultgrade>`,
  ].join('\n');
}

/** One question as Moodle XML, or null when the format cannot carry it. */
export function toMoodleQuestion(q: TBankQuestion, n: number): string | null {
  const c = q.content as Record<string, unknown>;
  const end = '  </question>';
  switch (q.subject_type) {
    case C.choice: {
      const options = c.options as { key: string; text: string }[];
      const answer = c.answer as string[];
      const right = answer.length;
      const body = options.map(
        (o) =>
          `    <answer fraction="${answer.includes(o.key) ? Math.round((100 / right) * 100000) / 100000 : c.multiple ? -100 : 0}">${text(o.text)}</answer>`,
      );
      return [
        head(q, n, 'multichoice'),
        `    <single>${c.multiple ? 'false' : 'true'}</single>`,
        '    <shuffleanswers>0</shuffleanswers>',
        ...body,
        end,
      ].join('\n');
    }
    case C.trueFalse:
      return [
        head(q, n, 'truefalse'),
        `    <answer fraction="${c.answer ? 100 : 0}">${text('true')}</answer>`,
        `    <answer fraction="${c.answer ? 0 : 100}">${text('false')}</answer>`,
        end,
      ].join('\n');
    case C.fillBlank: {
      const blanks = c.blanks as { accepted: string[] }[];
      if (blanks.length !== 1) return null;
      const stem = stripMarkup(q.stem).replace('{{1}}', '_____');
      return [
        head(q, n, 'shortanswer', stem),
        ...(blanks[0]?.accepted ?? []).map((a) => `    <answer fraction="100">${text(a)}</answer>`),
        end,
      ].join('\n');
    }
    case C.matching: {
      const left = c.left as { id: string; text: string }[];
      const right = c.right as { id: string; text: string }[];
      const pairs = c.pairs as { left: string; right: string }[];
      const subs = pairs.map(
        (p) =>
          `    <subquestion format="plain_text">${text(left.find((l) => l.id === p.left)?.text ?? '')}<answer>${text(right.find((r) => r.id === p.right)?.text ?? '')}</answer></subquestion>`,
      );
      return [head(q, n, 'matching'), ...subs, end].join('\n');
    }
    case C.qa:
    case C.writing:
    case C.translation: {
      const stem =
        q.subject_type === C.translation ? `${stripMarkup(q.stem)}\n${String(c.source ?? '')}` : stripMarkup(q.stem);
      const reference = typeof c.referenceAnswer === 'string' ? c.referenceAnswer : '';
      return [
        head(q, n, 'essay', stem),
        '    <responseformat>plain</responseformat>',
        `    <graderinfo format="plain_text">${text(reference)}</graderinfo>`,
        end,
      ].join('\n');
    }
    default:
      return null;
  }
}

export function toMoodleXml(questions: TBankQuestion[]): { text: string; skipped: number[] } {
  const parts: string[] = [];
  const skipped: number[] = [];
  questions.forEach((q, i) => {
    const x = toMoodleQuestion(q, i + 1);
    if (x) parts.push(x);
    else skipped.push(i + 1);
  });
  return { text: `<?xml version="1.0" encoding="UTF-8"?>\n<quiz>\n${parts.join('\n')}\n</quiz>\n`, skipped };
}
