import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFERENCE, type SpeechSample, shippedSpeechSet } from '../../../test/fixtures/assistant/speech';
import { createAssistantEngines } from '.';
import { colorOf, type PronunciationScore, parseHypseg } from './pronunciation';

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
    scores[name] = await engines.pronunciation.score(work, REFERENCE, await engines.synthesis.duration(file));
  }
}, 120_000);
afterAll(async () => {
  await engines.close();
  await rm(dir, { recursive: true, force: true });
});

describe('pronunciation scorer on the calibration set', () => {
  it('ranks a right reading above a wrong-word reading above silence', () => {
    expect(scores.right.overall).toBeGreaterThan(85);
    expect(scores.rightMale.overall).toBeGreaterThan(85);
    expect(scores.wrongWords.overall).toBeLessThan(scores.right.overall - 25);
    expect(scores.silence.overall).toBe(0);
    expect(scores.wrongWords.overall).toBeGreaterThan(scores.silence.overall);
  });

  it('marks replaced words red and right words green', () => {
    const words = scores.wrongWords.words;
    for (const replaced of ['business', 'english', 'open', 'books', 'first']) {
      expect(words.find((w) => w.word === replaced)?.color, replaced).toBe('red');
    }
    expect(words.find((w) => w.word === 'welcome')?.color).toBe('green');
    expect(scores.right.words.every((w) => w.color === 'green' || w.color === 'yellow')).toBe(true);
  });

  it('leaves skipped words unread (black) and counts completeness', () => {
    const skipped = scores.skipped;
    expect(skipped.words.slice(0, 6).every((w) => w.color !== 'black')).toBe(true);
    expect(skipped.words.slice(6).every((w) => w.color === 'black' && w.score === null)).toBe(true);
    expect(skipped.completeness).toBe(40);
    expect(skipped.overall).toBeLessThan(scores.right.overall - 25);
    expect(scores.silence.words.every((w) => w.color === 'black')).toBe(true);
  });

  it('takes fluency off for long pauses, not accuracy', () => {
    expect(scores.longPauses.fluency).toBeLessThan(scores.right.fluency - 20);
    expect(scores.longPauses.accuracy).toBeGreaterThan(85);
  });

  it('colours by the thresholds of part 1 §9', () => {
    expect([81, 80, 60, 59, null].map(colorOf)).toEqual(['green', 'yellow', 'yellow', 'red', 'black']);
    expect(parseHypseg('u S 0 T -5 A -4 L -1 0 -10 -3 <sil> 9 -431 0 to(2) 54').segments).toEqual([
      { startFrame: 0, ascr: -10, word: '<sil>', endFrame: 9 },
      { startFrame: 9, ascr: -431, word: 'to', endFrame: 54 },
    ]);
  });
});
