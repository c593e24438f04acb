import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createAssistantEngines } from '.';
import { wavDuration, wavHeaderDuration } from './wav';

const engines = createAssistantEngines();
afterAll(() => engines.close());

function pcmWav(seconds: number, sizeField?: number): Buffer {
  const data = Buffer.alloc(Math.round(seconds * 32000));
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVEfmt ', 8, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(16000, 24);
  header.writeUInt32LE(32000, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(sizeField ?? data.length, 40);
  return Buffer.concat([header, data]);
}

describe('WAV duration from the header', () => {
  it('reads the data size over the byte rate, and a streamed WAV by its length', () => {
    const wav = pcmWav(2.5);
    expect(wavHeaderDuration(wav, wav.length)).toBeCloseTo(2.5, 3);
    const streamed = pcmWav(1.25, 0xffffffff);
    expect(wavHeaderDuration(streamed, streamed.length)).toBeCloseTo(1.25, 3);
    expect(wavHeaderDuration(Buffer.from('ID3 not a wav at all'), 20)).toBeNaN();
  });

  it('agrees with ffprobe on the WAV that toWav16 writes', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'lingua-wav-'));
    try {
      const input = path.join(dir, 'in.wav');
      await writeFile(input, pcmWav(1.7));
      const wav = path.join(dir, 'audio.wav');
      await engines.sphinx.toWav16(input, wav);
      expect(await wavDuration(wav)).toBeCloseTo(await engines.synthesis.duration(wav), 2);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
