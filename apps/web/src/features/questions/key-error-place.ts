/**
 * Where a refused answer key is shown (the pool's 编辑题目): the server names the refused field by
 * its path inside the question's content (`content.blanks.0.accepted.0`; `content` alone for a rule
 * across fields), and each input of a key editor says which path it edits (`KeyField`). Only the
 * inputs inside the refused field are marked, and its message stands under the one input it names;
 * a field no single input shows (a whole list, a rule across fields) has its message under the
 * editor. Pure, so the mapping is tested without a browser.
 */

/** The refused field's path inside the content ('' for the content as a whole), or null when the field is not the content's. */
export function contentPath(field: string | null | undefined): string | null {
  if (field === 'content') return '';
  if (field?.startsWith('content.')) return field.slice('content.'.length);
  return null;
}

export interface KeyErrorPlace {
  /** The paths of the inputs to mark. */
  marked: string[];
  /** The input whose message it is, or null: the message goes under the editor. */
  messageAt: string | null;
}

/** `path` is `outer` or lies inside it (never inside the whole content: that marks nothing). */
const isWithin = (path: string, outer: string) => outer !== '' && (path === outer || path.startsWith(`${outer}.`));

/**
 * The inputs to mark for a refused `errorPath`, among the paths the editor `shown`: the field itself
 * and every input inside it (a list refused as a whole marks its entries); else the closest input
 * that holds it (a text refused in a part the editor shows as one input); else none.
 */
export function placeKeyError(errorPath: string, shown: readonly string[]): KeyErrorPlace {
  const inside = shown.filter((p) => isWithin(p, errorPath));
  if (inside.length > 0) {
    const one = inside.length === 1 ? (inside[0] ?? null) : null;
    return { marked: inside, messageAt: shown.includes(errorPath) ? errorPath : one };
  }
  const holder = shown.filter((p) => isWithin(errorPath, p)).sort((a, b) => b.length - a.length)[0];
  return holder === undefined ? { marked: [], messageAt: null } : { marked: [holder], messageAt: holder };
}
