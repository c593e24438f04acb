import { describe, expect, it } from 'vitest';
import { createAssistantEngines } from '.';
import { meaningParts } from './dictionary';

const { dictionary } = createAssistantEngines();

describe('ECDICT dictionary', () => {
  it.each([
    ['negotiate', '谈判'],
    ['invoice', '发票'],
    ['Business', '商业'],
    ['contract', '契约'],
  ])('looks up %s with its phonetic and Chinese meanings', async (word, meaning) => {
    const entry = await dictionary.lookUp(word);
    expect(entry?.phonetic).not.toBe('');
    expect(entry?.translation).toContain(meaning);
  });

  it('answers nothing for a word it does not have, and refuses what is not a word', async () => {
    expect(await dictionary.lookUp('qzxvbnmword')).toBeUndefined();
    expect(await dictionary.lookUp("x'; drop table stardict; --")).toBeUndefined();
  });

  it('finds English words for a Chinese term', async () => {
    expect(await dictionary.reverse('发票')).toContain('invoice');
    expect(await dictionary.reverse('谈判')).toEqual(expect.arrayContaining(['negotiate']));
  });

  it('gives British and American IPA from espeak-ng', async () => {
    expect(await dictionary.ipa('negotiate', 'en-gb')).toMatch(/əʊ/);
    expect(await dictionary.ipa('negotiate', 'en-us')).toMatch(/oʊ/);
  });

  it('splits meanings by part of speech', () => {
    expect(meaningParts('n. 发票, 发货单\nv. 开发票')).toEqual([
      { part: 'n.', meansStr: '发票；发货单' },
      { part: 'v.', meansStr: '开发票' },
    ]);
  });
});
