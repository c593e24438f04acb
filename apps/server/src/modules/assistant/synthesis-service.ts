/** Speech synthesis for the assistant's tab 1 and txtToVoice: validation of part 1 §5, then the engine, then storage. */
import { SYNTHESIS_LIMITS, type TSynthesisResult, type TVoice } from '@lingua/contracts';
import { AppError, badRequest } from '../../platform/errors';
import type { FileStorage } from '../../platform/storage';
import { withEngine } from './engine-errors';
import type { SynthesisEngine } from './engines/synthesis';
import { containsChinese, VOICE_PRESETS } from './engines/synthesis';
import { stripMarkup } from './text';

const SAMPLE_TEXT = {
  en: 'Welcome to our business English class.',
  enBilingual: 'Welcome to 商务英语 class.',
  jp: 'ビジネス日本語の授業へようこそ。',
} as const;

/** Presets named in ASSISTANT_HIDDEN_VOICES (comma-separated voiceTypes) are hidden for the school. */
export function hiddenVoices(env: NodeJS.ProcessEnv = process.env): Set<string> {
  return new Set(
    (env.ASSISTANT_HIDDEN_VOICES ?? '')
      .split(',')
      .map((v) => v.trim().toLowerCase())
      .filter(Boolean),
  );
}

export function listVoices(engine: SynthesisEngine, hidden: Set<string>): TVoice[] {
  return VOICE_PRESETS.map((v) => ({
    id: v.id,
    name: v.name,
    sex: v.sex,
    voiceType: v.voiceType,
    language: v.language,
    bilingual: v.bilingual,
    hidden: hidden.has(v.voiceType) || !engine.available(v),
    sampleText: v.language === 'jp' ? SAMPLE_TEXT.jp : v.bilingual ? SAMPLE_TEXT.enBilingual : SAMPLE_TEXT.en,
  }));
}

export interface SynthesiseInput {
  text: string;
  voice: string;
  volume: number;
  speechRate: number;
}

/** `stored.public`: the same file for everyone (a voice's sample), served without a signature. */
export async function synthesise(
  engine: SynthesisEngine,
  storage: FileStorage,
  hidden: Set<string>,
  input: SynthesiseInput,
  stored: { public?: boolean } = {},
): Promise<TSynthesisResult> {
  const preset = engine.voice(input.voice.toLowerCase());
  if (!preset || hidden.has(preset.voiceType) || !engine.available(preset)) {
    throw badRequest('synthesisNoVoice', 'voice');
  }
  const text = stripMarkup(input.text);
  if (text === '') throw badRequest('synthesisTextEmpty', 'text');
  if ([...text].length > SYNTHESIS_LIMITS.maxChars) {
    throw badRequest('synthesisTooLong', 'text', { max: SYNTHESIS_LIMITS.maxChars });
  }
  if (preset.language === 'en' && !preset.bilingual && containsChinese(text)) {
    throw badRequest('synthesisEnglishOnly', 'text');
  }
  const result = await withEngine(() =>
    engine.synthesise({ text, voiceType: preset.voiceType, volume: input.volume, speechRate: input.speechRate }),
  );
  if (!(result.duration > 0)) throw new AppError(500, 'serverError');
  const fileUrl = await storage.save(result.mp3, 'mp3', stored);
  return {
    fileUrl,
    audioDuration: Math.ceil(result.duration),
    resourceFileName: `${Date.now()}.mp3`,
    resourceMultiName: [...text].slice(0, 30).join(''),
  };
}

/**
 * A voice's sample for trial listening, made once per server process and then served from the
 * stored file (every teacher hears the same sample, so it is not synthesised on each click).
 */
export class VoiceSamples {
  private readonly made = new Map<string, Promise<TSynthesisResult>>();

  constructor(
    private readonly engine: SynthesisEngine,
    private readonly storage: FileStorage,
    private readonly hidden: Set<string>,
  ) {}

  sample(voiceType: string): Promise<TSynthesisResult> {
    const voice = listVoices(this.engine, this.hidden).find((v) => v.voiceType === voiceType.toLowerCase());
    if (!voice || voice.hidden) return Promise.reject(badRequest('synthesisNoVoice', 'voice'));
    let made = this.made.get(voice.voiceType);
    if (!made) {
      made = synthesise(
        this.engine,
        this.storage,
        this.hidden,
        { text: voice.sampleText, voice: voice.voiceType, volume: 50, speechRate: 0 },
        { public: true },
      );
      // A failed sample (a busy queue, say) is tried again next time.
      made.catch(() => this.made.delete(voice.voiceType));
      this.made.set(voice.voiceType, made);
    }
    return made;
  }
}
