/**
 * Moodle XML (docs.moodle.org/en/Moodle_XML_format, question/format/xml): each type's entry says
 * which `<question type>` it reads and writes (multichoice, truefalse, shortanswer and numerical,
 * matching, essay); cloze (multianswer), ddwtos and gapselect are read in moodle-embedded.ts;
 * a description becomes a reading passage; `type="category"` sets the category of what follows.
 * Texts are read by their format (HTML as content markup, line breaks kept), files inside a
 * question are extracted for the import to store (moodle-media.ts). Row numbers count the
 * <question> elements, categories excluded.
 */
import { moodleText, QuestionTypeList, questionTypeOf, stripMarkup, type TMoodleQuestion } from '@lingua/contracts';
import { DomUtils, parseDocument } from 'htmlparser2';
import { sanitizeRichText } from '../../../platform/sanitize';
import {
  accept,
  analysisOf,
  DEFAULT_MARK,
  emptyParse,
  nameOf,
  type TBankMedia,
  type TBankParse,
  type TBankQuestion,
} from './bank-question';
import { readDragOrSelect, readMultianswer } from './moodle-embedded';
import { readMedia } from './moodle-media';
import { htmlToMarkup, markdownToMarkup } from './rich-text';

type Node = ReturnType<typeof DomUtils.getElementsByTagName>[number];

function isElement(c: unknown, name: string): c is Node {
  return typeof c === 'object' && c !== null && (c as { type?: string }).type === 'tag' && (c as Node).name === name;
}
function child(el: Node | undefined, name: string): Node | undefined {
  return el ? DomUtils.getChildren(el).find((c): c is Node => isElement(c, name)) : undefined;
}
function children(el: Node, name: string): Node[] {
  return DomUtils.getChildren(el).filter((c): c is Node => isElement(c, name));
}
/** The raw text of <x><text>…</text></x> (or of <x> itself). */
function rawOf(el: Node | undefined): string {
  if (!el) return '';
  return DomUtils.textContent(child(el, 'text') ?? el);
}
/** A text element read by its format as content markup. */
function textOf(el: Node | undefined): string {
  const raw = rawOf(el);
  const format = el?.attribs.format ?? 'html';
  if (format === 'plain_text') return raw.trim();
  if (format === 'markdown') return markdownToMarkup(raw);
  return htmlToMarkup(raw).text;
}
const numberOf = (el: Node | undefined, fallback: number) => {
  const n = Number(rawOf(el).trim());
  return rawOf(el).trim() !== '' && Number.isFinite(n) ? n : fallback;
};

/** What the type entries read from a <question>. */
function moodleQuestion(q: Node, stem: string): TMoodleQuestion {
  return {
    stem,
    single: rawOf(child(q, 'single')).trim() !== 'false' && rawOf(child(q, 'single')).trim() !== '0',
    answers: children(q, 'answer').map((a) => ({
      text: textOf(a),
      fraction: Number(a.attribs.fraction ?? 0),
      feedback: textOf(child(a, 'feedback')),
      tolerance: numberOf(child(a, 'tolerance'), 0),
    })),
    subquestions: children(q, 'subquestion').map((s) => ({ left: textOf(s), right: textOf(child(s, 'answer')) })),
    graderinfo: textOf(child(q, 'graderinfo')),
    usecase: rawOf(child(q, 'usecase')).trim() === '1',
    penalty: numberOf(child(q, 'penalty'), 0),
    units: (child(q, 'units') ? children(child(q, 'units') as Node, 'unit') : []).map((u) => ({
      unit: rawOf(child(u, 'unit_name')).trim(),
      multiplier: numberOf(child(u, 'multiplier'), 1),
    })),
  };
}

/** The category path as a teacher reads it: `$course$/top/Unit 1` is `Unit 1`. */
function categoryName(raw: string): string {
  return raw
    .trim()
    .replace(/^\$(course|system|module|cat\d*)\$\/?/, '')
    .replace(/^top\/?/i, '')
    .trim();
}

const EMBEDDED = new Set(['multianswer', 'ddwtos', 'gapselect']);

export async function parseMoodleXml(xml: string): Promise<TBankParse> {
  const out = emptyParse();
  const doc = parseDocument(xml, { xmlMode: true });
  const quiz = DomUtils.getElementsByTagName('quiz', doc, true)[0];
  if (!quiz) {
    out.errors.push({ row: 0, message: 'not a Moodle XML file: no <quiz>' });
    return out;
  }
  let category = '';
  let row = 0;
  for (const q of children(quiz, 'question')) {
    const type = q.attribs.type ?? '';
    if (type === 'category') {
      category = categoryName(rawOf(child(q, 'category')));
      continue;
    }
    row += 1;
    await readQuestion(q, type, row, category, out);
  }
  if (row === 0) out.errors.push({ row: 0, message: 'the file holds no questions' });
  return out;
}

async function readQuestion(q: Node, type: string, row: number, category: string, out: TBankParse): Promise<void> {
  const textEl = child(q, 'questiontext');
  const stem = textOf(textEl);
  const name = nameOf(rawOf(child(q, 'name')), stem);
  const files = DomUtils.getElementsByTagName('file', q, true).map((f) => ({
    name: f.attribs.name ?? 'file',
    base64: DomUtils.textContent(f),
  }));
  const found = await readMedia(files, row, name);
  const keep = (media: TBankMedia[]) => {
    out.media.push(...media);
    for (const m of media)
      out.notes.push({ row, name, message: `its ${m.kind} "${m.fileName}" became the training's material` });
  };
  for (const message of found.notes) out.notes.push({ row, name, message });
  if (type === 'description') {
    // Its files become the training's material; their references inside the text would lead nowhere.
    const html = rawOf(textEl).replace(/<img[^>]*@@PLUGINFILE@@[^>]*>/g, '');
    out.passages.push({ row, name, html: sanitizeRichText(html) });
    out.notes.push({ row, name, message: 'a description became a reading passage' });
    keep(found.media);
    return;
  }
  const grade = numberOf(child(q, 'defaultgrade'), DEFAULT_MARK);
  const base = {
    fullMark: grade > 0 ? grade : DEFAULT_MARK,
    analysis: analysisOf(textOf(child(q, 'generalfeedback'))),
  };
  const origin = { row, name, category };
  if (EMBEDDED.has(type)) {
    const raw = htmlToMarkup(rawOf(textEl)).text;
    const got =
      type === 'multianswer'
        ? readMultianswer(raw)
        : readDragOrSelect(
            type as 'ddwtos' | 'gapselect',
            raw,
            [...children(q, 'dragbox'), ...children(q, 'selectoption')].map((c) => ({
              text: textOf(c),
              group: numberOf(child(c, 'group'), 1),
            })),
          );
    if (typeof got === 'string') out.errors.push({ row, name, message: got });
    else if (
      accept(out, origin, { ...base, stem: got.stem, subject_type: got.subject_type, content: got.content }, got.notes)
    )
      keep(found.media);
    return;
  }
  const reader = QuestionTypeList.find(
    (e) => e.bank.moodle?.read && (e.bank.moodle.reads ?? [e.bank.moodle.type]).includes(type),
  );
  const read = reader?.bank.moodle?.read;
  if (!reader || !read) {
    out.errors.push({ row, name, message: `question type "${type}" is not supported` });
    return;
  }
  const got = read(moodleQuestion(q, stem), type);
  if (typeof got === 'string') out.errors.push({ row, name, message: got });
  else if (
    accept(
      out,
      origin,
      { ...base, stem: got.stem ?? stem, subject_type: reader.subject_type, content: got.content },
      got.notes,
    )
  )
    keep(found.media);
}

function head(q: TBankQuestion, name: string, type: string, stem = stripMarkup(q.stem)): string {
  const feedback = q.analysis.en || q.analysis.cn;
  return [
    `  <question type="${type}">`,
    `    <name>${moodleText(name)}</name>`,
    `    <questiontext format="plain_text">${moodleText(stem)}</questiontext>`,
    `    <generalfeedback format="plain_text">${moodleText(feedback)}</generalfeedback>`,
    `    <defaultgrade>${q.fullMark}</defaultgrade>`,
  ].join('\n');
}

/** One question as Moodle XML, or null when the format cannot carry it (its entry says how). */
export function toMoodleQuestion(q: TBankQuestion, n: number, name = `Q${n}`): string | null {
  const moodle = questionTypeOf(q.subject_type)?.bank.moodle;
  const written = moodle?.write(q);
  if (!moodle || !written) return null;
  return [head(q, name, written.type ?? moodle.type, written.stem), ...written.lines, '  </question>'].join('\n');
}

/** A training's material as a Moodle description: its text, and its file inside (base64). */
export type TMoodleMaterial = { title: string; html: string; file?: { name: string; bytes: Buffer; kind: string } };

function toMoodleDescription(m: TMoodleMaterial): string {
  const f = m.file;
  const ref = f ? `@@PLUGINFILE@@/${encodeURIComponent(f.name)}` : '';
  const embed = !f
    ? ''
    : f.kind === 'image'
      ? `<p><img src="${ref}" alt=""></p>`
      : `<p><a href="${ref}">${f.name}</a></p>`;
  return [
    '  <question type="description">',
    `    <name>${moodleText(m.title)}</name>`,
    `    <questiontext format="html">${moodleText(`${m.html}${embed}`)}${
      f
        ? `\n      <file name="${encodeURIComponent(f.name)}" path="/" encoding="base64">${f.bytes.toString('base64')}</file>`
        : ''
    }</questiontext>`,
    '    <defaultgrade>0</defaultgrade>',
    '  </question>',
  ].join('\n');
}

export function toMoodleXml(
  questions: TBankQuestion[],
  names: string[] = [],
  materials: TMoodleMaterial[] = [],
): { text: string; skipped: number[] } {
  const parts: string[] = materials.map(toMoodleDescription);
  const skipped: number[] = [];
  questions.forEach((q, i) => {
    const x = toMoodleQuestion(q, i + 1, names[i] || `Q${i + 1}`);
    if (x) parts.push(x);
    else skipped.push(i + 1);
  });
  return { text: `<?xml version="1.0" encoding="UTF-8"?>\n<quiz>\n${parts.join('\n')}\n</quiz>\n`, skipped };
}
