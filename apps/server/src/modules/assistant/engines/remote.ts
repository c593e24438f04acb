/**
 * The optional HTTP engines a school may configure: an OpenAI-compatible chat server and a
 * LibreTranslate-compatible translation server. Nothing is sent anywhere unless an operator set
 * the URL; both calls have a time limit.
 */
import type { EngineEndpoints } from './detect';

export interface ChatTurn {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export class RemoteEngineError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RemoteEngineError';
  }
}

async function postJson(
  url: string,
  body: unknown,
  headers: Record<string, string>,
  timeoutMs: number,
): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(timeoutMs),
  }).catch((error: unknown) => {
    throw new RemoteEngineError(`${url}: ${error instanceof Error ? error.message : String(error)}`);
  });
  if (!response.ok) throw new RemoteEngineError(`${url}: HTTP ${response.status}`);
  return response.json();
}

export async function chatCompletion(endpoints: EngineEndpoints, messages: ChatTurn[]): Promise<string> {
  const chat = endpoints.chat;
  if (!chat) throw new RemoteEngineError('no chat endpoint configured');
  const answer = (await postJson(
    `${chat.url}/chat/completions`,
    { model: chat.model, messages, temperature: 0.2 },
    chat.key ? { authorization: `Bearer ${chat.key}` } : {},
    60_000,
  )) as { choices?: Array<{ message?: { content?: unknown } }> };
  const content = answer.choices?.[0]?.message?.content;
  if (typeof content !== 'string') throw new RemoteEngineError('chat endpoint answered no content');
  return content.trim();
}

const LIBRE_CODES = { cn: 'zh', en: 'en', ja: 'ja' } as const;
const LANGUAGE_NAMES = { cn: 'Simplified Chinese', en: 'English', ja: 'Japanese' } as const;
export type TranslationLanguage = keyof typeof LIBRE_CODES;

export async function remoteTranslate(
  endpoints: EngineEndpoints,
  source: TranslationLanguage,
  target: TranslationLanguage,
  text: string,
): Promise<string> {
  if (endpoints.translate) {
    const answer = (await postJson(
      `${endpoints.translate.url}/translate`,
      {
        q: text,
        source: LIBRE_CODES[source],
        target: LIBRE_CODES[target],
        format: 'text',
        ...(endpoints.translate.key ? { api_key: endpoints.translate.key } : {}),
      },
      {},
      30_000,
    )) as { translatedText?: unknown };
    if (typeof answer.translatedText !== 'string') throw new RemoteEngineError('translation server answered no text');
    return answer.translatedText;
  }
  return chatCompletion(endpoints, [
    {
      role: 'system',
      content: `Translate the user's text from ${LANGUAGE_NAMES[source]} to ${LANGUAGE_NAMES[target]}. Answer with the translation only.`,
    },
    { role: 'user', content: text },
  ]);
}
