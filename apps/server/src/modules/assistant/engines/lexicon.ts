/**
 * Pronunciations of the reference words: the en-us model's dictionary (cmudict), the weak forms
 * of function words (weak-forms.ts) beside them, and espeak-ng's letter-to-sound for a word the
 * dictionary lacks, so no word is left unscored.
 */
import { readFile } from 'node:fs/promises';
import type { ProcessQueue } from '../../../platform/process-queue';
import { ipaToArpabet } from './letter-to-sound';
import { WEAK_FORMS } from './weak-forms';

export class Lexicon {
  private entries: Promise<Map<string, string[][]>> | undefined;
  private readonly guessed = new Map<string, string[][]>();

  constructor(
    private readonly dictionaryFile: string,
    private readonly processes: ProcessQueue,
    private readonly espeak: string | undefined,
  ) {}

  private load(): Promise<Map<string, string[][]>> {
    this.entries ??= readFile(this.dictionaryFile, 'utf8').then((text) => {
      const map = new Map<string, string[][]>();
      for (const line of text.split('\n')) {
        const [head, ...phones] = line.trim().split(/\s+/);
        if (!head || phones.length === 0) continue;
        const word = head.replace(/\(\d+\)$/, '');
        const list = map.get(word) ?? [];
        list.push(phones);
        map.set(word, list);
      }
      for (const [word, forms] of Object.entries(WEAK_FORMS)) {
        const list = map.get(word) ?? [];
        for (const form of forms) {
          if (!list.some((v) => v.join(' ') === form)) list.push(form.split(' '));
        }
        map.set(word, list);
      }
      return map;
    });
    return this.entries;
  }

  async inDictionary(word: string): Promise<boolean> {
    return (await this.load()).has(word);
  }

  /** The pronunciations of a word; a dictionary-missing one by letter-to-sound ([] if even that fails). */
  async variants(word: string): Promise<string[][]> {
    const known = (await this.load()).get(word);
    if (known) return known;
    const cached = this.guessed.get(word);
    if (cached) return cached;
    const guessed = await this.letterToSound(word);
    this.guessed.set(word, guessed);
    return guessed;
  }

  private async letterToSound(word: string): Promise<string[][]> {
    if (!this.espeak) return [];
    const { stdout } = await this.processes.run(this.espeak, ['-q', '--ipa', '-v', 'en-us', '--stdin'], {
      input: word,
    });
    const phones = ipaToArpabet(stdout.toString('utf8'));
    return phones.length ? [phones] : [];
  }
}
