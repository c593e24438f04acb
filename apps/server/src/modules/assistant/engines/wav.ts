/**
 * Seconds of audio in a PCM WAV file, read from its header in this process: the 16 kHz WAV that
 * `Sphinx.toWav16` writes is scored next, and asking ffprobe would start one more program (about
 * 0.2 s of CPU, as much as a short reading's whole decoding).
 */
import { open } from 'node:fs/promises';

const HEADER_BYTES = 4096;

/** Duration from the RIFF header's `fmt ` byte rate and `data` size (NaN when it is not a PCM WAV). */
export function wavHeaderDuration(header: Buffer, fileSize: number): number {
  if (header.toString('ascii', 0, 4) !== 'RIFF' || header.toString('ascii', 8, 12) !== 'WAVE') return Number.NaN;
  let byteRate = 0;
  for (let at = 12; at + 8 <= header.length; ) {
    const id = header.toString('ascii', at, at + 4);
    const size = header.readUInt32LE(at + 4);
    if (id === 'fmt ' && at + 20 <= header.length) byteRate = header.readUInt32LE(at + 16);
    if (id === 'data') {
      if (!byteRate) return Number.NaN;
      // A streamed WAV leaves the size unset: what follows the header is the audio.
      const data = size === 0 || size === 0xffffffff ? fileSize - (at + 8) : Math.min(size, fileSize - (at + 8));
      return Math.max(0, data) / byteRate;
    }
    at += 8 + size + (size % 2);
  }
  return Number.NaN;
}

export async function wavDuration(file: string): Promise<number> {
  const handle = await open(file, 'r');
  try {
    const { size } = await handle.stat();
    const header = Buffer.alloc(Math.min(HEADER_BYTES, size));
    await handle.read(header, 0, header.length, 0);
    return wavHeaderDuration(header, size);
  } finally {
    await handle.close();
  }
}
