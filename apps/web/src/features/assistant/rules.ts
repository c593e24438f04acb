/** The assistant's client-side rules, as plain functions (part 1 §2, §5). */

/** The panel shows only to teachers on practicals and teaching routes, with a non-zero schoolId. */
export function assistantVisible(pathname: string, schoolId: number, student: boolean): boolean {
  return !student && schoolId !== 0 && /^\/teacher\/(practicals|teaching)(\/|$)/.test(pathname);
}

/** The length the 300-character synthesis limit counts: markup stripped, ends trimmed. */
export function plainLength(text: string): number {
  return [...text.replace(/<[^>]*>/g, '').trim()].length;
}

/** A double-clicked selection worth looking up: an English word or phrase of up to four words, or a short Chinese word. */
export function isLookupSelection(text: string): boolean {
  const t = text.trim();
  if (t === '') return false;
  if (/^[\u4e00-\u9fff]{1,8}$/.test(t)) return true;
  return /^[A-Za-z][A-Za-z' -]{0,60}$/.test(t) && t.split(/\s+/).length <= 4;
}

/** The window event a quote dispatches with its quote result, for an open editor to insert. */
export const QUOTE_EVENT = 'lingua:assistant-quote';

/**
 * Voices offered for synthesis (part 1 §4): not hidden, and speaking the language of the current
 * course when there is one.
 */
export function offeredVoices<V extends { hidden: boolean; language: string }>(
  voices: V[],
  courseLanguage?: string,
): V[] {
  return voices.filter((v) => !v.hidden && (courseLanguage === undefined || v.language === courseLanguage));
}
