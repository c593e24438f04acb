/**
 * The two pocketsphinx finite-state grammars of one scoring: the forced reading of the reference
 * (every word a choice of its pronunciations, each phone its own grammar word so the
 * segmentation gives each phone's frames and acoustic score) and a free loop over every phone
 * (what was heard). Both use one small dictionary of phone tokens, so a single
 * `pocketsphinx_batch` run decodes both without loading the 130,000-word dictionary.
 */

/** The en-us acoustic model's phones (CMU ARPAbet without stress), silence aside. */
export const PHONES = [
  'AA',
  'AE',
  'AH',
  'AO',
  'AW',
  'AY',
  'B',
  'CH',
  'D',
  'DH',
  'EH',
  'ER',
  'EY',
  'F',
  'G',
  'HH',
  'IH',
  'IY',
  'JH',
  'K',
  'L',
  'M',
  'N',
  'NG',
  'OW',
  'OY',
  'P',
  'R',
  'S',
  'SH',
  'T',
  'TH',
  'UH',
  'UW',
  'V',
  'W',
  'Y',
  'Z',
  'ZH',
] as const;

export interface GrammarWord {
  /** Index in the reference words. */
  index: number;
  /** Pronunciations allowed as right, each a list of phones. */
  variants: string[][];
}

/** Token of phone `phone` of variant `variant` of reference word `index`. */
export function phoneToken(index: number, variant: number, phone: number): string {
  return `w${index}v${variant}p${phone}`;
}

export function parsePhoneToken(token: string): { index: number; variant: number; phone: number } | null {
  const m = /^w(\d+)v(\d+)p(\d+)$/.exec(token);
  return m ? { index: Number(m[1]), variant: Number(m[2]), phone: Number(m[3]) } : null;
}

/** Loop token of a phone (`ph_aa`), and back. */
export const loopToken = (phone: string) => `ph_${phone.toLowerCase()}`;
export function parseLoopToken(token: string): string | null {
  return token.startsWith('ph_') ? token.slice(3).toUpperCase() : null;
}

/**
 * The forced grammar (Sphinx FSG format). With `skippable`, every word may be passed over (a
 * reading that leaves words out still aligns the rest).
 */
export function forcedGrammar(words: GrammarWord[], skippable: boolean): string {
  const transitions: string[] = [];
  let states = 1;
  let current = 0;
  for (const word of words) {
    const end = states++;
    const share = (skippable ? 0.9 : 1) / word.variants.length;
    if (skippable) transitions.push(`TRANSITION ${current} ${end} 0.1`);
    for (const [v, phones] of word.variants.entries()) {
      let from = current;
      for (const [p] of phones.entries()) {
        const last = p === phones.length - 1;
        const to = last ? end : states++;
        transitions.push(
          `TRANSITION ${from} ${to} ${p === 0 ? share.toFixed(4) : '1.0'} ${phoneToken(word.index, v, p)}`,
        );
        from = to;
      }
    }
    current = end;
  }
  return fsg(skippable ? 'skippable' : 'forced', states, current, transitions);
}

/** Any phone, any number of times: the free decoding the expected phones are compared with. */
export function loopGrammar(): string {
  const each = 1 / (PHONES.length + 1);
  const transitions = PHONES.map((p) => `TRANSITION 0 0 ${each.toFixed(4)} ${loopToken(p)}`);
  transitions.push(`TRANSITION 0 1 ${each.toFixed(4)}`);
  return fsg('loop', 2, 1, transitions);
}

function fsg(name: string, states: number, final: number, transitions: string[]): string {
  return `FSG_BEGIN ${name}\nNUM_STATES ${states}\nSTART_STATE 0\nFINAL_STATE ${final}\n${transitions.join('\n')}\nFSG_END\n`;
}

/** The dictionary of every token both grammars use. */
export function tokenDictionary(words: GrammarWord[]): string {
  const lines = PHONES.map((p) => `${loopToken(p)} ${p}`);
  for (const word of words) {
    for (const [v, phones] of word.variants.entries()) {
      for (const [p, phone] of phones.entries()) lines.push(`${phoneToken(word.index, v, p)} ${phone}`);
    }
  }
  return `${lines.join('\n')}\n`;
}
