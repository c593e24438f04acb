/**
 * Translation (tab 2, machineTrans, speech/baiduTranslate) and the word look-up pop-up. Words and
 * short phrases are answered offline from ECDICT; sentences need a configured engine, and without
 * one the answer says so and how an operator adds one.
 */
import { fitsSourceLanguage, TranslateDirections, type TTranslateRequest, type TWordLookup } from '@lingua/contracts';
import { AppError, badRequest } from '../../platform/errors';
import type { MessageKey } from '../../platform/messages';
import { Notice } from '../../platform/route';
import { withEngine } from './engine-errors';
import type { EngineEndpoints } from './engines/detect';
import { type DictionaryEngine, LOOKUP_WORD, meaningParts } from './engines/dictionary';
import { RemoteEngineError, remoteTranslate } from './engines/remote';
import { containsChinese } from './engines/synthesis';

const DIRECTIONS = new Set<string>(TranslateDirections);
/** Said when the text is not in the source language, rather than a look-up in the wrong language. */
const NOT_IN: Record<TTranslateRequest['sourceLang'], MessageKey> = {
  cn: 'translateNotChinese',
  en: 'translateNotEnglish',
  ja: 'translateNotJapanese',
};

/** Up to four words, no sentence punctuation: a dictionary question. */
export function isWordOrPhrase(text: string): boolean {
  if (containsChinese(text)) return [...text].length <= 8 && !/[，。！？、；：,.!?;:\s]/.test(text);
  return LOOKUP_WORD.test(text) && text.split(/\s+/).length <= 4 && !/[.!?]$/.test(text);
}

export async function translate(
  dictionary: DictionaryEngine,
  endpoints: EngineEndpoints,
  body: TTranslateRequest,
): Promise<{ transText: string } | Notice<{ transText: string }>> {
  const text = body.sourceText.trim();
  if (text === '') throw badRequest('translateTextEmpty', 'sourceText');
  const direction = `${body.sourceLang}-${body.targetLang}`;
  if (!DIRECTIONS.has(direction)) throw badRequest('translateDirection', 'targetLang');
  if (!fitsSourceLanguage(text, body.sourceLang)) throw badRequest(NOT_IN[body.sourceLang], 'sourceText');
  if (isWordOrPhrase(text) && dictionary.available) {
    if (direction === 'en-cn') {
      const entry = await withEngine(() => dictionary.lookUp(text));
      if (entry?.translation) {
        return {
          transText: meaningParts(entry.translation)
            .map((p) => `${p.part} ${p.meansStr}`.trim())
            .join('\n'),
        };
      }
    }
    if (direction === 'cn-en') {
      const words = await withEngine(() => dictionary.reverse(text));
      if (words.length > 0) return { transText: words.join('; ') };
    }
  }
  if (!endpoints.translate && !endpoints.chat) return new Notice('translateNeedsEngine', { transText: '' });
  try {
    return { transText: await remoteTranslate(endpoints, body.sourceLang, body.targetLang, text) };
  } catch (error) {
    if (error instanceof RemoteEngineError) throw new AppError(500, 'translateEngineFailed');
    throw error;
  }
}

export async function lookUpWord(dictionary: DictionaryEngine, content: string): Promise<TWordLookup> {
  const src = content.trim().replace(/\s+/g, ' ');
  if (src === '') throw badRequest('translateTextEmpty', 'content');
  if (!dictionary.available) throw new AppError(500, 'engineMissing', { tool: 'dictionary' });
  if (containsChinese(src)) {
    const words = await withEngine(() => dictionary.reverse(src));
    return { src, src_tts: '', dst: words.join('; '), symbols: [] };
  }
  const entry = await withEngine(() => dictionary.lookUp(src));
  if (!entry) return { src, src_tts: LOOKUP_WORD.test(src) ? src : '', dst: '', symbols: [] };
  const singleWord = !entry.word.includes(' ');
  const parts = meaningParts(entry.translation);
  if (!singleWord) {
    return { src: entry.word, src_tts: entry.word, dst: parts.map((p) => p.meansStr).join('；'), symbols: [] };
  }
  const [phEn, phAm] = await withEngine(() =>
    Promise.all([dictionary.ipa(entry.word, 'en-gb'), dictionary.ipa(entry.word, 'en-us')]),
  );
  return {
    src: entry.word,
    src_tts: entry.word,
    dst: parts[0]?.meansStr ?? '',
    symbols: [{ word_symbol: entry.phonetic, ph_en: phEn, ph_am: phAm, parts }],
  };
}
