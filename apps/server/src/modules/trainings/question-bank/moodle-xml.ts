/**
 * Moodle XML for the types it shares with ours: each type's entry says which `<question type>` it
 * writes and reads (today multichoice, truefalse, shortanswer, matching, essay); this file reads
 * and writes the XML around them. Question text may be HTML: it is read as plain text. Row
 * numbers in errors count the <question> elements (categories excluded).
 */
import { moodleText, QuestionTypeList, questionTypeOf, stripMarkup } from '@lingua/contracts';
import { DomUtils, parseDocument } from 'htmlparser2';
import { accept, analysisOf, DEFAULT_MARK, type TBankParse, type TBankQuestion } from './bank-question';

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
    const reader = QuestionTypeList.find((e) => e.bank.moodle?.type === type && e.bank.moodle.read);
    const read = reader?.bank.moodle?.read;
    if (!reader || !read) {
      out.errors.push({ row, message: `question type "${type}" is not supported` });
      return;
    }
    const got = read({
      stem,
      single: textOf(child(q, 'single')) !== 'false',
      answers: children(q, 'answer').map((a) => ({ text: textOf(a), fraction: Number(a.attribs.fraction ?? 0) })),
      subquestions: children(q, 'subquestion').map((s) => ({ left: textOf(s), right: textOf(child(s, 'answer')) })),
      graderinfo: textOf(child(q, 'graderinfo')),
    });
    if (typeof got === 'string') out.errors.push({ row, message: got });
    else accept(out, row, { ...base, stem: got.stem ?? stem, subject_type: reader.subject_type, content: got.content });
  });
  return out;
}

function head(q: TBankQuestion, n: number, type: string, stem = stripMarkup(q.stem)): string {
  const feedback = q.analysis.en || q.analysis.cn;
  return [
    `  <question type="${type}">`,
    `    <name>${moodleText(`Q${n}`)}</name>`,
    `    <questiontext format="plain_text">${moodleText(stem)}</questiontext>`,
    `    <generalfeedback format="plain_text">${moodleText(feedback)}</generalfeedback>`,
    `    <defaultgrade>${q.fullMark}</defaultgrade>`,
  ].join('\n');
}

/** One question as Moodle XML, or null when the format cannot carry it (its entry says how). */
export function toMoodleQuestion(q: TBankQuestion, n: number): string | null {
  const moodle = questionTypeOf(q.subject_type)?.bank.moodle;
  const written = moodle?.write(q);
  if (!moodle || !written) return null;
  return [head(q, n, moodle.type, written.stem), ...written.lines, '  </question>'].join('\n');
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
