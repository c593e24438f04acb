/**
 * How a question type maps to and from the question-bank formats (Moodle XML, GIFT, the xlsx
 * template). The server's importers parse a file into the plain values below and hand them to
 * the entries; its exporters ask each entry to write its question. A type without a mapping for
 * a format cannot travel in it: the importer reports the row, the exporter lists it as skipped.
 * Pure string work only: no XML parser or workbook here.
 */

/** A question as an exporter hands it to an entry (content parsed to the entry's shape). */
export type TBankQuestionOut<C> = {
  stem: string;
  fullMark: number;
  analysis: { cn: string; en: string };
  content: C;
};

/** What an entry reads from a row: the content (and the stem when it rewrites it), or the row's error. */
export type TBankRead = { stem?: string; content: unknown; notes?: string[] } | string;

/** A Moodle XML `<question>` with its HTML read as content markup (paragraphs and breaks as new lines). */
export type TMoodleQuestion = {
  stem: string;
  /** `<single>` is not "false". */
  single: boolean;
  answers: { text: string; fraction: number; feedback: string; tolerance: number }[];
  subquestions: { left: string; right: string }[];
  graderinfo: string;
  /** Short answer: `<usecase>1</usecase>`. */
  usecase: boolean;
  /** `<penalty>`, 0 to 1. */
  penalty: number;
  /** Numerical: `<units><unit><unit_name>` and `<multiplier>`. */
  units: { unit: string; multiplier: number }[];
};
/** A question's Moodle XML: its type when not the mapping's, its stem when it rewrites it, and its lines after the common head. */
export type TMoodleOut = { type?: string; stem?: string; lines: string[] };
export type TMoodleMapping<C> = {
  /** The `<question type="...">` it writes (and reads, when `read` is given and `reads` is not). */
  type: string;
  /** Every `<question type>` it reads, when more than `type`. */
  reads?: string[];
  read?: (q: TMoodleQuestion, type: string) => TBankRead;
  write: (q: TBankQuestionOut<C>) => TMoodleOut | null;
};

/**
 * One answer of a GIFT block `{=right#feedback ~wrong ~%50%weighted}`: its body and feedback
 * unescaped and read as content markup; its weight the `%n%` given, else 100 for = and 0 for ~.
 */
export type TGiftAnswer = { mark: string; body: string; weight: number; feedback: string };
/** A GIFT block split at its answer braces (unescaped text, read as content markup). */
export type TGiftBlock = {
  before: string;
  after: string;
  /** The raw text between the braces, general feedback (####) removed. */
  inner: string;
  /** The text between the braces after a leading `#`: a numerical question's answers, else null. */
  numerical: string | null;
  analysis: string;
  /** The answers, or null when one does not start with = or ~. */
  answers: TGiftAnswer[] | null;
  /** Whether an answer carries a %weight%. */
  weighted: boolean;
};
/** What a GIFT exporter gives an entry: the escaped stem and the general feedback (` ####…` or ''). */
export type TGiftParts = { stem: string; feedback: string };
export type TGiftMapping<C> = {
  /** Importers try the entries that read GIFT in this order (ascending); the first that reads a block takes it. */
  order?: number;
  /** The question read from a block, or null when the block is not this type. */
  read?: (b: TGiftBlock) => TBankRead | null;
  /** The block after its `::Qn::` name, or null when this question cannot travel in GIFT. */
  write: (q: TBankQuestionOut<C>, parts: TGiftParts) => string | null;
};

/** The two type-specific columns of the xlsx template (Options, Answer). */
export type TXlsxCells = { options: string; answer: string };
export type TXlsxMapping<C> = {
  /** The guide sheet's row: the type's name and how to fill it in. */
  guide: { cn: [string, string]; en: [string, string] };
  /** An example row for the guide sheet (stem, points, options, answer, analyses, difficulty). */
  example?: (string | number)[];
  read: (cells: TXlsxCells) => TBankRead;
  write: (q: TBankQuestionOut<C>) => [string | number, string] | null;
};

export type TBankFormats<C> = {
  moodle?: TMoodleMapping<C>;
  gift?: TGiftMapping<C>;
  xlsx?: TXlsxMapping<C>;
};

/** Moodle XML text element, CDATA-wrapped. */
export function moodleText(s: string): string {
  return `<text><![CDATA[${s.replace(/]]>/g, ']]]]><![CDATA[>')}]]></text>`;
}

/** GIFT's special characters escaped (the backslash first, new lines as `\n`). */
export function giftEscape(s: string): string {
  return s.replace(/([\\~=#{}:])/g, '\\$1').replace(/\n/g, '\\n');
}

const SPECIAL = /\\([~=#{}:\\n])/g;
/** GIFT text with its escapes undone (`\~ \= \# \{ \} \: \\`, and `\n` a new line), trimmed. */
export function giftUnescape(s: string): string {
  return s.replace(SPECIAL, (_m, c: string) => (c === 'n' ? '\n' : c)).trim();
}

/** A Moodle or GIFT weight of one of `right` right options, to five places. */
export function rightWeight(right: number): number {
  return Math.round((100 / right) * 100000) / 100000;
}

/** A GIFT block's stem with the answer's place as blank 1 when text follows the braces (a missing-word stem). */
export function giftStemWithBlank(b: TGiftBlock): string {
  return b.after ? `${b.before} {{1}}${spaced(b.after)}` : b.before;
}

/** The text after a blank: a space before it unless it starts with punctuation. */
const spaced = (after: string) => (/^[.,;:!?)'"。，；：！？）]/.test(after) ? after : ` ${after}`);

/** The blank students see in a missing-word choice: a line where the braces stood. */
export const CHOICE_BLANK = '_____';
/** A GIFT missing-word choice's stem: the line stands where the braces were. */
export function giftStemWithLine(b: TGiftBlock): string {
  return b.after ? `${b.before} ${CHOICE_BLANK}${spaced(b.after)}` : b.before;
}

/** A fraction as GIFT and Moodle write it: up to five decimals, no trailing zeros. */
export function fractionText(n: number): string {
  return String(Math.round(n * 100000) / 100000);
}

/** A GIFT answer's `#feedback`, escaped, or '' when there is none. */
export function giftFeedback(s: string | undefined): string {
  return s ? `#${giftEscape(s)}` : '';
}
