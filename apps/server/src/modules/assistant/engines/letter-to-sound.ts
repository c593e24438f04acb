/**
 * Letter-to-sound for words the pronunciation dictionary lacks (names, new words): espeak-ng's
 * IPA transcription (`espeak-ng -q --ipa`) mapped to the acoustic model's ARPAbet phones, so every
 * reference word can be aligned and scored.
 */

/** IPA symbols (longest first when matched) → ARPAbet; stress and length marks are dropped. */
const IPA_TO_ARPABET: Readonly<Record<string, string>> = {
  aɪə: 'AY ER',
  aɪɚ: 'AY ER',
  aʊə: 'AW ER',
  eɪ: 'EY',
  aɪ: 'AY',
  aʊ: 'AW',
  oʊ: 'OW',
  əʊ: 'OW',
  ɔɪ: 'OY',
  eə: 'EH R',
  ɛə: 'EH R',
  ɪə: 'IH R',
  ʊə: 'UH R',
  tʃ: 'CH',
  dʒ: 'JH',
  ɑ: 'AA',
  ɒ: 'AA',
  æ: 'AE',
  a: 'AE',
  ʌ: 'AH',
  ə: 'AH',
  ɐ: 'AH',
  ɚ: 'ER',
  ɜ: 'ER',
  ɔ: 'AO',
  ɛ: 'EH',
  e: 'EH',
  ɪ: 'IH',
  ᵻ: 'IH',
  i: 'IY',
  ʊ: 'UH',
  u: 'UW',
  o: 'OW',
  b: 'B',
  d: 'D',
  ð: 'DH',
  f: 'F',
  ɡ: 'G',
  g: 'G',
  h: 'HH',
  x: 'HH',
  k: 'K',
  l: 'L',
  ɫ: 'L',
  m: 'M',
  n: 'N',
  ŋ: 'NG',
  p: 'P',
  ɹ: 'R',
  r: 'R',
  s: 'S',
  ʃ: 'SH',
  t: 'T',
  ɾ: 'T',
  ʔ: 'T',
  θ: 'TH',
  v: 'V',
  w: 'W',
  j: 'Y',
  z: 'Z',
  ʒ: 'ZH',
};
const LONGEST = Math.max(...Object.keys(IPA_TO_ARPABET).map((k) => k.length));

/** One word's IPA (as espeak-ng writes it) → ARPAbet phones; unknown symbols are skipped. */
export function ipaToArpabet(ipa: string): string[] {
  const clean = ipa.normalize('NFC').replace(/\u0329|\u032f|[ˈˌːˑ‿\s\-_.]/gu, '');
  const phones: string[] = [];
  let i = 0;
  while (i < clean.length) {
    let matched = false;
    for (let n = Math.min(LONGEST, clean.length - i); n > 0; n--) {
      const arpabet = IPA_TO_ARPABET[clean.slice(i, i + n)];
      if (arpabet) {
        phones.push(...arpabet.split(' '));
        i += n;
        matched = true;
        break;
      }
    }
    if (!matched) i++;
  }
  return phones;
}
