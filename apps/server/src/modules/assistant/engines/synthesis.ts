/**
 * Speech synthesis with the offline engines: the 13 voice presets of part 1 §3 mapped to real
 * engine voices (flite, festival, espeak-ng, open_jtalk), varied in pitch and rate so presets
 * differ audibly. Lydia reads English and Chinese by segmenting the text (Chinese through
 * pinyin and espeak-ng's `cmn-latn-pinyin`). ffmpeg joins the parts, applies pitch, speed and
 * volume, and encodes mp3.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pinyin } from 'pinyin-pro';
import type { ProcessQueue } from '../../../platform/process-queue';
import type { EngineEnvironment } from './detect';

export type VoiceLanguage = 'en' | 'jp';

type Renderer =
  | { engine: 'flite'; voice: string }
  | { engine: 'festival'; voice: 'voice_cmu_us_slt_arctic_hts' | 'voice_kal_diphone' }
  | { engine: 'espeak'; voice: string; wordsPerMinute: number; pitch: number }
  | { engine: 'jtalk'; halfTones: number };

export interface VoicePreset {
  id: number;
  name: string;
  /** 1 male, 0 female. */
  sex: 0 | 1;
  voiceType: string;
  language: VoiceLanguage;
  bilingual: boolean;
  renderer: Renderer;
  /** Pitch factor applied after rendering (1 = as the engine speaks). */
  pitch: number;
  /** Tempo factor applied after rendering. */
  tempo: number;
}

const en = (
  id: number,
  name: string,
  sex: 0 | 1,
  renderer: Renderer,
  pitch: number,
  tempo: number,
  bilingual = false,
): VoicePreset => ({ id, name, sex, voiceType: name.toLowerCase(), language: 'en', bilingual, renderer, pitch, tempo });

export const VOICE_PRESETS: readonly VoicePreset[] = [
  en(1, 'Luca', 1, { engine: 'flite', voice: 'rms' }, 1, 1),
  en(2, 'Luna', 0, { engine: 'festival', voice: 'voice_cmu_us_slt_arctic_hts' }, 1, 1),
  en(3, 'Emily', 0, { engine: 'flite', voice: 'slt' }, 1.06, 0.95),
  en(4, 'Eric', 1, { engine: 'flite', voice: 'awb' }, 1, 1),
  en(5, 'Olivia', 0, { engine: 'espeak', voice: 'en-us+f3', wordsPerMinute: 160, pitch: 55 }, 1, 1),
  en(6, 'Andy', 1, { engine: 'flite', voice: 'kal16' }, 1.08, 1.05),
  en(7, 'Abby', 0, { engine: 'festival', voice: 'voice_cmu_us_slt_arctic_hts' }, 1.12, 1.08),
  en(8, 'William', 1, { engine: 'festival', voice: 'voice_kal_diphone' }, 0.92, 0.95),
  en(9, 'Lydia', 0, { engine: 'festival', voice: 'voice_cmu_us_slt_arctic_hts' }, 1.04, 1, true),
  en(10, 'Wendy', 0, { engine: 'espeak', voice: 'en-gb+f4', wordsPerMinute: 150, pitch: 60 }, 1, 1),
  en(11, 'Harry', 1, { engine: 'espeak', voice: 'en-gb', wordsPerMinute: 155, pitch: 40 }, 0.95, 1),
  {
    id: 12,
    name: 'tomoka',
    sex: 0,
    voiceType: 'tomoka',
    language: 'jp',
    bilingual: false,
    renderer: { engine: 'jtalk', halfTones: 0 },
    pitch: 1,
    tempo: 1,
  },
  {
    id: 13,
    name: 'tomoya',
    sex: 1,
    voiceType: 'tomoya',
    language: 'jp',
    bilingual: false,
    renderer: { engine: 'jtalk', halfTones: -7 },
    pitch: 1,
    tempo: 1,
  },
];

export const SYNTHESIS_MAX_CHARS = 300;

export interface SynthesisRequest {
  text: string;
  voiceType: string;
  /** 0-100, default 50 (the engine's own loudness). */
  volume: number;
  /** -500..500, default 0; each 500 doubles or halves the speed. */
  speechRate: number;
}

export interface SynthesisResult {
  mp3: Buffer;
  /** Seconds. */
  duration: number;
}

const HAN = /\p{Script=Han}/u;
/** Runs of Chinese (with Chinese punctuation) and of everything else. */
export function segmentByScript(text: string): Array<{ chinese: boolean; text: string }> {
  const parts: Array<{ chinese: boolean; text: string }> = [];
  for (const match of text.matchAll(
    /[\p{Script=Han}\u3000-\u303f\uff00-\uffef]+|[^\p{Script=Han}\u3000-\u303f\uff00-\uffef]+/gu,
  )) {
    const piece = match[0];
    const chinese = HAN.test(piece) || /^[\u3000-\u303f\uff00-\uffef]+$/.test(piece);
    if (!chinese && piece.trim() === '') continue;
    if (chinese && !HAN.test(piece)) continue;
    parts.push({ chinese, text: piece });
  }
  return parts;
}

export function containsChinese(text: string): boolean {
  return HAN.test(text);
}

/** Chinese text as tone-numbered pinyin, which espeak-ng's cmn-latn-pinyin reads with its tones. */
export function toTonePinyin(text: string): string {
  return pinyin(text, { toneType: 'num', type: 'array', nonZh: 'consecutive' })
    .map((syllable) => syllable.replace(/0$/, '5'))
    .map((s) => (/^[\p{P}\s]+$/u.test(s) ? ',' : s))
    .join(' ');
}

export function presetAvailable(preset: VoicePreset, environment: EngineEnvironment): boolean {
  const byTool = new Map(environment.tools.map((t) => [t.tool, t.available]));
  return preset.language === 'jp' ? byTool.get('synthesisJapanese') === true : byTool.get('synthesis') === true;
}

export class SynthesisEngine {
  constructor(
    private readonly environment: EngineEnvironment,
    private readonly processes: ProcessQueue,
  ) {}

  voice(voiceType: string): VoicePreset | undefined {
    return VOICE_PRESETS.find((v) => v.voiceType === voiceType);
  }

  available(preset: VoicePreset): boolean {
    return presetAvailable(preset, this.environment);
  }

  async synthesise(request: SynthesisRequest): Promise<SynthesisResult> {
    const preset = this.voice(request.voiceType);
    if (!preset || !this.available(preset)) throw new Error(`voice ${request.voiceType} is not available`);
    const dir = await mkdtemp(path.join(os.tmpdir(), 'lingua-tts-'));
    try {
      const parts = preset.bilingual ? segmentByScript(request.text) : [{ chinese: false, text: request.text }];
      const wavs: string[] = [];
      for (const [index, part] of parts.entries()) {
        const wav = path.join(dir, `part${index}.wav`);
        if (part.chinese) await this.espeak(wav, 'cmn-latn-pinyin+f2', 150, 55, toTonePinyin(part.text));
        else await this.render(preset.renderer, part.text, wav, dir);
        wavs.push(wav);
      }
      const out = path.join(dir, 'out.mp3');
      await this.processes.run(this.program('ffmpeg'), mixArguments(wavs, out, preset, request));
      const mp3 = await readFile(out);
      return { mp3, duration: await this.duration(out) };
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  async duration(file: string): Promise<number> {
    const { stdout } = await this.processes.run(this.program('ffprobe'), [
      '-v',
      'error',
      '-show_entries',
      'format=duration',
      '-of',
      'csv=p=0',
      file,
    ]);
    return Number(stdout.toString().trim());
  }

  private program(name: string): string {
    const found = this.environment.paths.programs[name];
    if (!found) throw new Error(`${name} is not installed`);
    return found;
  }

  private async render(renderer: Renderer, text: string, wav: string, dir: string): Promise<void> {
    switch (renderer.engine) {
      case 'flite':
        await this.processes.run(this.program('flite'), ['-voice', renderer.voice, '-o', wav, '-t', text]);
        return;
      case 'festival': {
        const input = path.join(dir, 'festival.txt');
        await writeFile(input, text);
        await this.processes.run(this.program('text2wave'), ['-eval', `(${renderer.voice})`, '-o', wav, input]);
        return;
      }
      case 'espeak':
        await this.espeak(wav, renderer.voice, renderer.wordsPerMinute, renderer.pitch, text);
        return;
      case 'jtalk': {
        const { jtalkDictionary, meiVoice } = this.environment.paths;
        if (!jtalkDictionary || !meiVoice) throw new Error('open_jtalk voice missing');
        await this.processes.run(
          this.program('open_jtalk'),
          ['-x', jtalkDictionary, '-m', meiVoice, '-fm', String(renderer.halfTones), '-ow', wav],
          { input: text },
        );
        return;
      }
    }
  }

  private async espeak(wav: string, voice: string, wordsPerMinute: number, pitch: number, text: string): Promise<void> {
    await this.processes.run(
      this.program('espeak-ng'),
      ['-v', voice, '-s', String(wordsPerMinute), '-p', String(pitch), '-w', wav, '--stdin'],
      { input: text },
    );
  }
}

const RATE = 22050;

/** atempo takes 0.5-100 per filter: chain two for slower tempos. */
function tempoFilters(tempo: number): string[] {
  if (tempo >= 0.5) return [`atempo=${tempo.toFixed(4)}`];
  const half = Math.sqrt(tempo);
  return [`atempo=${half.toFixed(4)}`, `atempo=${half.toFixed(4)}`];
}

export function speedFactor(speechRate: number): number {
  return 2 ** (Math.max(-500, Math.min(500, speechRate)) / 500);
}

export function mixArguments(wavs: string[], out: string, preset: VoicePreset, request: SynthesisRequest): string[] {
  const inputs = wavs.flatMap((w) => ['-i', w]);
  const normalised = wavs.map(
    (_, i) => `[${i}:a]aresample=${RATE},aformat=sample_fmts=s16:channel_layouts=mono[a${i}]`,
  );
  const joined =
    wavs.length === 1 ? '[a0]' : `${wavs.map((_, i) => `[a${i}]`).join('')}concat=n=${wavs.length}:v=0:a=1[j];[j]`;
  const tempo = (preset.tempo * speedFactor(request.speechRate)) / preset.pitch;
  const chain = [
    `asetrate=${Math.round(RATE * preset.pitch)}`,
    `aresample=${RATE}`,
    ...tempoFilters(tempo),
    `volume=${(Math.max(0, Math.min(100, request.volume)) / 50).toFixed(3)}`,
  ].join(',');
  return [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    ...inputs,
    '-filter_complex',
    `${normalised.join(';')};${joined}${chain}[out]`,
    '-map',
    '[out]',
    '-ac',
    '1',
    '-ar',
    String(RATE),
    '-b:a',
    '48k',
    out,
  ];
}
