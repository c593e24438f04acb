import { describe, expect, it } from 'vitest';
import { ipaOf } from './ipa';

describe('ipaOf', () => {
  it('writes the scorer phones of "think" and "the" in IPA', () => {
    expect(['TH', 'IH', 'NG', 'K'].map(ipaOf).join('')).toBe('θɪŋk');
    expect(['DH', 'AH'].map(ipaOf).join('')).toBe('ðʌ');
  });
});
