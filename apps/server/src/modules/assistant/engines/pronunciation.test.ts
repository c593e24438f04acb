import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFERENCE, SPEECH_SET, type SpeechSample, shippedSpeechSet } from '../../../test/fixtures/assistant/speech';
import { createAssistantEngines } from '.';
import { ipaToArpabet } from './letter-to-sound';
import { amidHeard, colorOf, type PronunciationScore, parseHypseg } from './pronunciation';
import { wavDuration } from './wav';

const engines = createAssistantEngines();
let dir: string;
const scores = {} as Record<SpeechSample['name'], PronunciationScore>;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'lingua-speech-set-'));
  // The shipped calibration set (test/fixtures/assistant/speech/*.mp3).
  const set = shippedSpeechSet();
  for (const [name, file] of Object.entries(set) as Array<[SpeechSample['name'], string]>) {
    const work = path.join(dir, name);
    await mkdir(work);
    await engines.sphinx.toWav16(file, path.join(work, 'audio.wav'));
    const reference = SPEECH_SET.find((s) => s.name === name)?.reference ?? REFERENCE;
    scores[name] = await engines.pronunciation.score(work, reference, await wavDuration(path.join(work, 'audio.wav')));
  }
  // Nine recordings through the real programs: minutes on a machine shared with other test runs.
}, 600_000);
afterAll(async () => {
  await engines.close();
  await rm(dir, { recursive: true, force: true });
});

const word = (name: SpeechSample['name'], w: string) => scores[name].words.find((x) => x.word === w);

describe('pronunciation scorer on the calibration set', () => {
  it('ranks a right reading above a wrong-word reading above silence', () => {
    // What the word-level alignment before GOP gave these readings: a right reading keeps it.
    expect(scores.right.overall).toBeGreaterThan(85);
    expect(scores.rightMale.overall).toBeGreaterThan(85);
    expect(scores.wrongWords.overall).toBeLessThan(scores.right.overall - 15);
    expect(scores.silence.overall).toBe(0);
  });

  it('scores a reading of another text low and incomplete', () => {
    expect(scores.wrongText.overall).toBeLessThanOrEqual(20);
    expect(scores.wrongText.overall).toBeLessThan(scores.right.overall - 50);
    expect(scores.wrongText.completeness).toBeLessThan(scores.right.completeness - 40);
    expect(scores.wrongText.fluency).toBeLessThan(scores.right.fluency - 40);
  });

  it('marks replaced words red, and a mispronounced word below the same word read right', () => {
    for (const replaced of ['business', 'english', 'open', 'books']) {
      expect(word('wrongWords', replaced)?.color, replaced).toBe('red');
    }
    expect(word('mispronounced', 'class')?.score ?? 100).toBeLessThan(word('right', 'class')?.score ?? 0);
    expect(word('mispronounced', 'class')?.color).toBe('red');
  });

  it('takes the weak forms of "the" and "to" as right', () => {
    for (const name of ['right', 'rightMale'] as const) {
      for (const weak of ['the', 'to']) {
        const scored = scores[name].words.filter((w) => w.word === weak);
        expect(scored.length).toBeGreaterThan(0);
        for (const w of scored) expect(w.color, `${name} ${weak}`).not.toBe('red');
      }
    }
  });

  it('scores a word the dictionary lacks by letter-to-sound', () => {
    const name = word('unknownWord', 'qiaoling');
    expect(name?.score).not.toBeNull();
    expect(name?.phones?.length).toBeGreaterThan(3);
    expect(ipaToArpabet('kjaʊlˈɪŋ')).toEqual(['K', 'Y', 'AW', 'L', 'IH', 'NG']);
  });

  it("keeps each word's phones, expected and heard", () => {
    const cls = word('mispronounced', 'class');
    expect(cls?.phones?.map((p) => p.expected)).toEqual(['K', 'L', 'AE', 'S']);
    expect(cls?.phones?.every((p) => p.score >= 0 && p.score <= 100)).toBe(true);
  });

  it('leaves skipped words unread (black) and counts completeness', () => {
    const skipped = scores.skipped;
    expect(skipped.words.slice(0, 6).every((w) => w.color !== 'black')).toBe(true);
    expect(skipped.words.slice(6).every((w) => w.color === 'black' && w.score === null)).toBe(true);
    expect(skipped.completeness).toBeLessThanOrEqual(40);
    expect(skipped.overall).toBeLessThan(scores.right.overall - 25);
    expect(scores.silence.words.every((w) => w.color === 'black')).toBe(true);
  });

  it('counts a low word amid heard words as read, and not a chance match in another text', () => {
    expect(amidHeard([true, true, false, true, true], 2)).toBe(true);
    expect(amidHeard([true, true, false, false, true], 2)).toBe(true);
    expect(amidHeard([false, true, false, true, false], 2)).toBe(false);
    expect(amidHeard([false, true, true], 0)).toBe(true);
    expect(amidHeard([false, false, true], 0)).toBe(false);
  });

  it('takes fluency off for long pauses', () => {
    expect(scores.longPauses.fluency).toBeLessThan(scores.right.fluency - 20);
  });

  it('colours by the thresholds of part 1 §9', () => {
    expect([81, 80, 60, 59, null].map(colorOf)).toEqual(['green', 'yellow', 'yellow', 'red', 'black']);
    expect(parseHypseg('u S 0 T -5 A -4 L -1 0 -10 -3 <sil> 9 -431 0 to(2) 54').segments).toEqual([
      { startFrame: 0, ascr: -10, word: '<sil>', endFrame: 9 },
      { startFrame: 9, ascr: -431, word: 'to', endFrame: 54 },
    ]);
  });
});
