import { describe, expect, it } from 'vitest';
import { documentTokens, queryTokens, stem } from './tokens';

describe('pool search tokens', () => {
  it('stems English plurals, -ing and -ed so a query finds other forms', () => {
    expect(stem('negotiations')).toBe('negotiation');
    expect(stem('negotiating')).toBe(stem('negotiat'));
    expect(stem('companies')).toBe('company');
    expect(stem('boxes')).toBe('box');
    expect(stem('business')).toBe('business');
    expect(documentTokens('The Sales Contracts')).toEqual(['sale', 'contract']);
  });

  it('indexes Chinese as characters and bigrams, and queries by bigrams', () => {
    expect(documentTokens('信用证')).toEqual(['信', '信用', '用', '用证', '证']);
    expect(queryTokens('信用证 checklist')).toEqual(['信用', '用证', 'checklist']);
    expect(queryTokens('货')).toEqual(['货']);
    for (const t of queryTokens('信用证审核')) expect(documentTokens('不符点与信用证审核清单')).toContain(t);
  });

  it('keeps only letters, digits and CJK, so nothing reaches the query parser unescaped', () => {
    expect(queryTokens("a'b & c | !d:* <-> (e)")).toEqual(['b', 'c', 'd', 'e']);
    expect(queryTokens('')).toEqual([]);
  });
});
