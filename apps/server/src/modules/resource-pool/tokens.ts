/**
 * The pool's own tokenizer for full-text search in English and Chinese, the same on PGlite and
 * PostgreSQL (neither ships a Chinese parser; zhparser or pg_jieba are not available on PGlite).
 * English: lower-cased words with a light suffix stemmer. Chinese (any CJK run): every character
 * and every pair of neighbouring characters (bigrams), so a two-character word matches as itself
 * and a query of one character still finds something. The tokens go into a 'simple' tsvector, which
 * takes them as they are (docs/architecture.md "Resource pool search").
 */

const CJK = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/;
const PIECES = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+|[a-z0-9]+/g;

/** A light English stemmer: plural, -ing and -ed endings, so "negotiations" finds "negotiation". */
export function stem(word: string): string {
  if (word.length <= 3 || /^\d+$/.test(word)) return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (word.endsWith('sses')) return word.slice(0, -2);
  if (word.endsWith('ing') && word.length > 5) return word.slice(0, -3);
  if (word.endsWith('ed') && word.length > 4) return word.slice(0, -2);
  if (word.endsWith('es') && /(ch|sh|x|s)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && !word.endsWith('ss') && !word.endsWith('us') && !word.endsWith('is'))
    return word.slice(0, -1);
  return word;
}

/** English words that would match almost everything. */
const STOP_WORDS = new Set(['a', 'an', 'and', 'the', 'of', 'to', 'in', 'on', 'for', 'with', 'at', 'by', 'or', 'is']);

/** The tokens a document is indexed under: stems, CJK characters and CJK bigrams. */
export function documentTokens(text: string): string[] {
  const out: string[] = [];
  for (const piece of text.toLowerCase().normalize('NFKC').match(PIECES) ?? []) {
    if (CJK.test(piece)) {
      const chars = [...piece];
      for (let i = 0; i < chars.length; i++) {
        out.push(chars[i] as string);
        if (i + 1 < chars.length) out.push(`${chars[i]}${chars[i + 1]}`);
      }
    } else if (!STOP_WORDS.has(piece)) {
      out.push(stem(piece));
    }
  }
  return out;
}

/**
 * The tokens a query must all match: English stems, CJK bigrams (a lone character as itself).
 * Bigrams alone suffice: every bigram of a document is indexed, so "信用证" matches as 信用 & 用证.
 */
export function queryTokens(text: string): string[] {
  const out = new Set<string>();
  for (const piece of text.toLowerCase().normalize('NFKC').match(PIECES) ?? []) {
    if (CJK.test(piece)) {
      const chars = [...piece];
      if (chars.length === 1) out.add(piece);
      for (let i = 0; i + 1 < chars.length; i++) out.add(`${chars[i]}${chars[i + 1]}`);
    } else if (!STOP_WORDS.has(piece)) {
      out.add(stem(piece));
    }
  }
  return [...out].slice(0, 32);
}

/** Tokens joined for to_tsvector('simple', …): the 'simple' parser splits on spaces and keeps each. */
export const tokenText = (tokens: readonly string[]) => tokens.join(' ');
