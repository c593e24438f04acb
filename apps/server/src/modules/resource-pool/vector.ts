/**
 * The search vector of a resource: title (weight A, both languages), description and tags (B),
 * longer text (C), each from our own tokens (tokens.ts) through the 'simple' configuration.
 */
import type { TLocalizedText } from '@lingua/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { documentTokens, tokenText } from './tokens';

export interface SearchableText {
  title: TLocalizedText;
  description: TLocalizedText;
  tags: readonly string[];
  bodyText: string;
}

const both = (t: TLocalizedText) => (t.cn === t.en ? t.cn : `${t.cn} ${t.en}`);

/** The vector's three weighted parts as token text (what to_tsvector('simple', …) reads). */
export function vectorParts(r: SearchableText): { a: string; b: string; c: string } {
  return {
    a: tokenText(documentTokens(both(r.title))),
    b: tokenText(documentTokens(`${both(r.description)} ${r.tags.join(' ')}`)),
    c: tokenText(documentTokens(r.bodyText.slice(0, 20_000))),
  };
}

export function searchVector(r: SearchableText): SQL {
  const { a, b, c } = vectorParts(r);
  return sql`(setweight(to_tsvector('simple', ${a}), 'A') || setweight(to_tsvector('simple', ${b}), 'B') || setweight(to_tsvector('simple', ${c}), 'C'))`;
}
