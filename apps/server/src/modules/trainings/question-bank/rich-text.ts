/**
 * Question text from the banks as Lingua's content markup (part 1 §3): HTML read with paragraphs,
 * breaks, list items and table rows as new lines (so words never run together), bold, italic,
 * underline, sup, sub and strike as markup tags, every other tag dropped and entities decoded;
 * Markdown's emphasis and headings likewise. The image sources an HTML text holds are answered
 * beside it, so the importer can report or place them.
 */
import { DomUtils, parseDocument } from 'htmlparser2';

type Node = ReturnType<typeof parseDocument>['children'][number];

const BLOCK = new Set([
  'p',
  'div',
  'li',
  'tr',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'ul',
  'ol',
  'table',
  'pre',
]);
const TAGS: Record<string, string> = {
  b: 'bl',
  strong: 'bl',
  i: 'it',
  em: 'it',
  u: 'ud',
  sup: 'sup',
  sub: 'sub',
  s: 'del',
  del: 'del',
  strike: 'del',
};

function walk(nodes: Node[], images: string[]): string {
  let out = '';
  for (const node of nodes) {
    if (node.type === 'text') out += (node as { data: string }).data.replace(/\s+/g, ' ');
    else if (node.type === 'tag' || node.type === 'script' || node.type === 'style') {
      const el = node as unknown as { name: string; attribs: Record<string, string>; children: Node[] };
      const name = el.name.toLowerCase();
      if (name === 'script' || name === 'style') continue;
      if (name === 'br') out += '\n';
      else if (name === 'img') {
        if (el.attribs.src) images.push(el.attribs.src);
      } else {
        const inner = walk(el.children, images);
        const tag = TAGS[name];
        const wrapped = tag && inner.trim() ? `<${tag}>${inner}</${tag}>` : inner;
        out +=
          BLOCK.has(name) || name === 'td' || name === 'th'
            ? name === 'td' || name === 'th'
              ? ` ${wrapped} `
              : `\n${wrapped}\n`
            : wrapped;
      }
    } else if (node.type === 'cdata') out += walk((node as unknown as { children: Node[] }).children, images);
  }
  return out;
}

/** Tidies spaces: single spaces in a line, no space at a line's ends, at most one empty line. */
function tidy(s: string): string {
  return s
    .split('\n')
    .map((line) => line.replace(/[ \t\u00a0]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

export function htmlToMarkup(html: string): { text: string; images: string[] } {
  const images: string[] = [];
  const doc = parseDocument(html, { decodeEntities: true });
  return { text: tidy(walk(doc.children, images)), images };
}

const TO_HTML: Record<string, string> = { bl: 'b', it: 'i', ud: 'u', sup: 'sup', sub: 'sub', del: 's' };

/**
 * Content markup as HTML for an export (a passage written out as a Moodle description): the
 * markup's own tags become their HTML ones, everything else is text; blank lines part paragraphs.
 */
export function markupToHtml(text: string): string {
  const escaped = text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const tagged = escaped.replace(
    /&lt;(\/?)(bl|it|ud|sup|sub|del)&gt;/g,
    (_m, close: string, tag: string) => `<${close}${TO_HTML[tag] ?? tag}>`,
  );
  return tagged
    .split(/\n{2,}/)
    .map((para) => `<p>${para.replace(/\n/g, '<br>')}</p>`)
    .join('');
}

/** Whether a text holds HTML tags (Moodle marks its texts `html` even when they hold none). */
export function looksLikeHtml(s: string): boolean {
  return /<\/?[a-z][a-z0-9]*(\s[^>]*)?\/?>/i.test(s) || /&(#\d+|[a-z]+);/i.test(s);
}

export function markdownToMarkup(md: string): string {
  return tidy(
    md
      .replace(/^#{1,6}\s+/gm, '')
      .replace(/\*\*(.+?)\*\*|__(.+?)__/g, (_m, a, b) => `<bl>${a ?? b}</bl>`)
      .replace(/(^|[^\w*])\*(?!\s)(.+?)\*(?!\w)|(^|[^\w_])_(?!\s)(.+?)_(?!\w)/g, (_m, p1, a, p2, b) =>
        a !== undefined ? `${p1}<it>${a}</it>` : `${p2}<it>${b}</it>`,
      )
      .replace(/\[([^\]]+)\]\([^)]+\)/g, '$1'),
  );
}

/** GIFT's text formats: a [format] marker's text as content markup. */
export type TTextFormat = 'html' | 'markdown' | 'plain' | 'moodle';
export function formatToMarkup(text: string, format: TTextFormat): string {
  if (format === 'markdown') return markdownToMarkup(text);
  if (format === 'html' || (format === 'moodle' && looksLikeHtml(text))) return htmlToMarkup(text).text;
  return tidy(text);
}

/** The text of an element's children as HTML was written (for a description's passage). */
export const innerHtml = (nodes: Node[]) => nodes.map((n) => DomUtils.getOuterHTML(n)).join('');
