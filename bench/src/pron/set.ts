/**
 * The pronunciation evaluation set (issue 23): business sentences, each with two words replaced by
 * other words and two words mispronounced on purpose (respelled so every engine's letter-to-sound
 * says the learner's typical substitution: th → s, v → w, r → l…), read by several voices of three
 * engines (flite, festival, espeak-ng) at three rates, with noise and a low level.
 * Markup in `text`: `[word>replacement]` is a replaced word, `{word>respelling}` a mispronounced one.
 */
export interface SetSentence {
  text: string;
}

export const SENTENCES: SetSentence[] = [
  { text: '{Thank>Sank} you for your [enquiry>holiday] about our new {range>lange} of office [chairs>tables].' },
  {
    text: 'We can offer a [discount>garden] of {five>fife} percent on orders {over>ower} two hundred [units>bottles].',
  },
  { text: '{Delivery>Deliwery} can be made within {three>tree} [weeks>hours] of receiving your [order>money].' },
  { text: 'Please {send>sand} the signed [contract>flowers] to our office by the end of the {month>mons}.' },
  {
    text: 'Our [sales>garden] team will {visit>wisit} your [factory>kitchen] next {Thursday>Sursday} to discuss the price.',
  },
  { text: 'I {think>sink} {this>zis} is the [best>slow] way to improve our [service>weather] for Ms Qiaoling.' },
];

/** Product voice presets, two or three per engine (synthesis.ts). */
export const VOICES = ['luna', 'william', 'luca', 'eric', 'olivia', 'harry'] as const;
export const VOICE_ENGINES: Record<(typeof VOICES)[number], string> = {
  luna: 'festival slt (HTS)',
  william: 'festival kal (diphone)',
  luca: 'flite rms',
  eric: 'flite awb',
  olivia: 'espeak-ng en-us',
  harry: 'espeak-ng en-gb',
};

export type Condition = 'right' | 'rate' | 'degraded' | 'replaced' | 'mispronounced' | 'wrongText';

export interface Utterance {
  id: string;
  voice: (typeof VOICES)[number];
  condition: Condition;
  /** The text the learner was asked to read. */
  reference: string;
  /** What the voice says. */
  spoken: string;
  /** Reference word indexes that were replaced or mispronounced. */
  changed: number[];
  /** -500..500 (synthesis speechRate). */
  speechRate: number;
  /** Post-processing: white noise of this amplitude (0-1) mixed in, or a level change in dB. */
  degrade?: { noise: number } | { gainDb: number };
}

const WORD = /[A-Za-z]+(?:'[A-Za-z]+)?/g;
const MARK = /\[([^>\]]+)>([^\]]+)\]|\{([^>}]+)>([^}]+)\}/g;

/** The reference text, the spoken text for one kind of change, and the changed word indexes. */
export function expand(text: string, change: 'replaced' | 'mispronounced' | 'none') {
  const reference = text.replace(MARK, (_, a, _b, c) => a ?? c);
  const changed: number[] = [];
  let wordsBefore = 0;
  let last = 0;
  let spoken = '';
  for (const m of text.matchAll(MARK)) {
    const before = text.slice(last, m.index);
    wordsBefore += (before.match(WORD) ?? []).length;
    spoken += before;
    const isReplaced = m[1] !== undefined;
    const original = (m[1] ?? m[3]) as string;
    const other = (m[2] ?? m[4]) as string;
    const applies = (change === 'replaced' && isReplaced) || (change === 'mispronounced' && !isReplaced);
    spoken += applies ? other : original;
    if (applies) changed.push(wordsBefore);
    wordsBefore += (original.match(WORD) ?? []).length;
    last = (m.index ?? 0) + m[0].length;
  }
  spoken += text.slice(last);
  return { reference, spoken, changed };
}

/** Odd sentences are held out: the calibration (pron/calibrate.ts) never sees them. */
export function heldOut(u: Pick<Utterance, 'id'>): boolean {
  return Number(u.id.split('-')[1]) % 2 === 1;
}

/** Every utterance of the set: per voice and sentence, six conditions (about 36 per voice). */
export function utterances(): Utterance[] {
  const out: Utterance[] = [];
  for (const voice of VOICES) {
    for (const [i, sentence] of SENTENCES.entries()) {
      const plain = expand(sentence.text, 'none');
      const next = expand((SENTENCES[(i + 1) % SENTENCES.length] as SetSentence).text, 'none');
      const base = { voice, reference: plain.reference, speechRate: 0 };
      const id = (condition: string) => `${voice}-${i}-${condition}`;
      out.push({ ...base, id: id('right'), condition: 'right', spoken: plain.reference, changed: [] });
      out.push({
        ...base,
        id: id('rate'),
        condition: 'rate',
        spoken: plain.reference,
        changed: [],
        speechRate: i % 2 === 0 ? -150 : 150,
      });
      out.push({
        ...base,
        id: id('degraded'),
        condition: 'degraded',
        spoken: plain.reference,
        changed: [],
        degrade: i % 2 === 0 ? { noise: 0.02 } : { gainDb: -20 },
      });
      for (const change of ['replaced', 'mispronounced'] as const) {
        const e = expand(sentence.text, change);
        out.push({ ...base, id: id(change), condition: change, spoken: e.spoken, changed: e.changed });
      }
      out.push({ ...base, id: id('wrong'), condition: 'wrongText', spoken: next.reference, changed: [] });
    }
  }
  return out;
}
