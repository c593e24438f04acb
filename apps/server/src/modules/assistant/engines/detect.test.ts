import { describe, expect, it } from 'vitest';
import { detectEngines } from './detect';

describe('engine detection', () => {
  it('finds the engines installed by the set-up', () => {
    const env = detectEngines({ PATH: process.env.PATH });
    const byTool = Object.fromEntries(env.tools.map((t) => [t.tool, t]));
    for (const tool of ['synthesis', 'pronunciation', 'ocr', 'dictionary', 'correction'] as const) {
      expect(byTool[tool]?.available, `${tool}: ${byTool[tool]?.detail}`).toBe(true);
    }
    expect(byTool.chatModel?.available).toBe(false);
    expect(byTool.translationSentences?.detail).toMatch(/ASSISTANT_TRANSLATE_URL/);
  });

  it('names what is missing when a program is not on the PATH', () => {
    const env = detectEngines({ PATH: '/nonexistent' });
    const synthesis = env.tools.find((t) => t.tool === 'synthesis');
    expect(synthesis?.available).toBe(false);
    expect(synthesis?.detail).toMatch(/flite/);
  });

  it('reads configured endpoints', () => {
    const env = detectEngines({
      PATH: process.env.PATH,
      ASSISTANT_CHAT_URL: 'http://127.0.0.1:9/v1/',
      ASSISTANT_CHAT_MODEL: 'm',
    });
    expect(env.endpoints.chat).toEqual({ url: 'http://127.0.0.1:9/v1', model: 'm', key: '' });
    expect(env.tools.find((t) => t.tool === 'translationSentences')?.available).toBe(true);
  });
});
