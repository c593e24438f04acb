import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAssistantEngines } from '.';
import { segmentByScript, speedFactor, toTonePinyin, VOICE_PRESETS } from './synthesis';

const engines = createAssistantEngines();
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'lingua-tts-test-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const ENGLISH = 'Welcome to the business English class.';
const JAPANESE = 'こんにちは、今日はいい天気ですね。';

describe('speech synthesis', () => {
  it('has the 13 presets of the spec, each with its language', () => {
    expect(VOICE_PRESETS.map((v) => v.name)).toEqual([
      'Luca',
      'Luna',
      'Emily',
      'Eric',
      'Olivia',
      'Andy',
      'Abby',
      'William',
      'Lydia',
      'Wendy',
      'Harry',
      'tomoka',
      'tomoya',
    ]);
    expect(VOICE_PRESETS.filter((v) => v.language === 'jp').map((v) => v.name)).toEqual(['tomoka', 'tomoya']);
  });

  it.each(VOICE_PRESETS.map((v) => [v.voiceType, v.language] as const))(
    '%s speaks a sentence as mp3 of plausible length',
    async (voiceType, language) => {
      const result = await engines.synthesis.synthesise({
        text: language === 'jp' ? JAPANESE : ENGLISH,
        voiceType,
        volume: 50,
        speechRate: 0,
      });
      expect(result.mp3.subarray(0, 3).toString('latin1') === 'ID3' || result.mp3[0] === 0xff).toBe(true);
      expect(result.duration).toBeGreaterThan(1.2);
      expect(result.duration).toBeLessThan(6);
    },
  );

  it('presets differ audibly: no two give the same audio', async () => {
    const sizes = new Set<string>();
    for (const v of VOICE_PRESETS.filter((p) => p.language === 'en')) {
      const r = await engines.synthesis.synthesise({
        text: ENGLISH,
        voiceType: v.voiceType,
        volume: 50,
        speechRate: 0,
      });
      sizes.add(r.mp3.subarray(-2000).toString('base64'));
    }
    expect(sizes.size).toBe(11);
  });

  it('speed -500 is about twice as long as +500', async () => {
    const slow = await engines.synthesis.synthesise({ text: ENGLISH, voiceType: 'luca', volume: 50, speechRate: -500 });
    const fast = await engines.synthesis.synthesise({ text: ENGLISH, voiceType: 'luca', volume: 50, speechRate: 500 });
    expect(slow.duration / fast.duration).toBeGreaterThan(3);
    expect(speedFactor(0)).toBe(1);
  });

  it('Lydia reads English and Chinese: the Chinese part adds its own length', async () => {
    const english = await engines.synthesis.synthesise({
      text: 'Welcome.',
      voiceType: 'lydia',
      volume: 50,
      speechRate: 0,
    });
    const both = await engines.synthesis.synthesise({
      text: 'Welcome. 欢迎来到商务英语课。',
      voiceType: 'lydia',
      volume: 50,
      speechRate: 0,
    });
    expect(both.duration - english.duration).toBeGreaterThan(1);
    expect(segmentByScript('Hello 你好，world')).toEqual([
      { chinese: false, text: 'Hello ' },
      { chinese: true, text: '你好，' },
      { chinese: false, text: 'world' },
    ]);
    expect(toTonePinyin('你好')).toBe('ni3 hao3');
  });

  it.each(['luca', 'luna', 'emily', 'eric', 'andy'])('pocketsphinx recognises what %s said', async (voiceType) => {
    const r = await engines.synthesis.synthesise({ text: ENGLISH, voiceType, volume: 50, speechRate: 0 });
    const mp3 = path.join(dir, `${voiceType}.mp3`);
    const wav = path.join(dir, `${voiceType}.wav`);
    await writeFile(mp3, r.mp3);
    await engines.sphinx.toWav16(mp3, wav);
    expect(await engines.sphinx.transcribe(wav)).toContain('business english');
  });
});
