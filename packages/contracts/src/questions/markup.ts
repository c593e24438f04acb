/**
 * Content markup tags (part 1 §3): re red, gr green, ud underline, bl bold, it italic, sup, sub,
 * del. Written as `<re>…</re>` and nestable. `stripMarkup` gives the plain text (what speech
 * synthesis, word counts and grading read); `markupSegments` gives styled segments for display,
 * each shaped as the spec's coloured content (colorType: the underscore-joined tag codes).
 *
 * Malformed markup never throws: an unknown tag stays text, a stray closing tag is dropped, an
 * unclosed tag ends with the text.
 */
export const MarkupTags = ['re', 'gr', 'ud', 'bl', 'it', 'sup', 'sub', 'del'] as const;
export type TMarkupTag = (typeof MarkupTags)[number];

/** The colour each colour tag stands for (the two colour tags; others are styles). */
export const MarkupColors: Partial<Record<TMarkupTag, string>> = { re: '#e53935', gr: '#2e7d32' };

export type TMarkupSegment = {
  content: string;
  /** The tags in force, in opening order, e.g. ['re', 'bl']. */
  tags: TMarkupTag[];
  /** The spec's coloured-content fields: underscore-joined codes and the colour, if any. */
  colorType: string;
  colorValue: string;
};

const tagPattern = /<(\/?)(re|gr|ud|bl|it|sup|sub|del)>/g;

function isTag(name: string): name is TMarkupTag {
  return (MarkupTags as readonly string[]).includes(name);
}

export function markupSegments(text: string): TMarkupSegment[] {
  const segments: TMarkupSegment[] = [];
  const open: TMarkupTag[] = [];
  let last = 0;
  const push = (content: string) => {
    if (content === '') return;
    const tags = [...open];
    const colorTag = [...tags].reverse().find((t) => MarkupColors[t] !== undefined);
    const prev = segments[segments.length - 1];
    if (prev && prev.tags.join('_') === tags.join('_')) {
      prev.content += content;
      return;
    }
    segments.push({
      content,
      tags,
      colorType: tags.join('_'),
      colorValue: colorTag ? (MarkupColors[colorTag] ?? '') : '',
    });
  };
  for (const match of text.matchAll(tagPattern)) {
    const [whole, closing, name] = match;
    const at = match.index ?? 0;
    push(text.slice(last, at));
    last = at + whole.length;
    if (name === undefined || !isTag(name)) continue;
    if (closing) {
      const i = open.lastIndexOf(name);
      if (i >= 0) open.splice(i, 1);
    } else {
      open.push(name);
    }
  }
  push(text.slice(last));
  return segments;
}

export function stripMarkup(text: string): string {
  return text.replace(tagPattern, '');
}

/** A stem as one line of plain text for lists and titles: markup gone, each blank `{{n}}` a gap. */
export function stemPreview(text: string): string {
  return stripMarkup(text)
    .replace(/\{\{\d+\}\}/g, '____')
    .replace(/\s+/g, ' ')
    .trim();
}
