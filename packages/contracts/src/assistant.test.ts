import { describe, expect, it } from 'vitest';
import { directionFor, fitsSourceLanguage } from './assistant';

describe('the translation direction', () => {
  it('knows which text fits which source language', () => {
    expect(fitsSourceLanguage('信用证', 'cn')).toBe(true);
    expect(fitsSourceLanguage('letter of credit', 'cn')).toBe(false);
    expect(fitsSourceLanguage('FOB 价格', 'cn')).toBe(true);
    expect(fitsSourceLanguage('2026', 'cn')).toBe(true);
    expect(fitsSourceLanguage('letter of credit', 'en')).toBe(true);
    expect(fitsSourceLanguage('提单', 'en')).toBe(false);
    expect(fitsSourceLanguage('請求書', 'ja')).toBe(true);
    expect(fitsSourceLanguage('ありがとう', 'ja')).toBe(true);
    expect(fitsSourceLanguage('ありがとう', 'cn')).toBe(false);
    expect(fitsSourceLanguage('invoice', 'ja')).toBe(false);
  });

  it('turns a direction round when the text is in its target language', () => {
    expect(directionFor('letter of credit', 'cn-en')).toBe('en-cn');
    expect(directionFor('信用证', 'en-cn')).toBe('cn-en');
    expect(directionFor('ありがとう', 'cn-ja')).toBe('ja-cn');
    expect(directionFor('invoice', 'ja-cn')).toBe('en-cn');
    expect(directionFor('信用证', 'cn-ja')).toBe('cn-ja');
  });
});
