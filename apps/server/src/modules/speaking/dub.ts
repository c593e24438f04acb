/**
 * The finished dub (part 1 §5 dubbing): when every line of a clip is recorded, ffmpeg lays each
 * recording into the clip at its line's start, over the muted original, and keeps the clip's
 * picture and length (mp4: the picture copied, the voice as AAC).
 */
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { AssistantEngines } from '../assistant/engines';

export type DubLine = { start: number; file: string };

export function dubArguments(clip: string, duration: number, lines: DubLine[], out: string): string[] {
  const inputs = lines.flatMap((l) => ['-i', l.file]);
  const delayed = lines.map((l, i) => {
    const ms = Math.round(l.start * 1000);
    return `[${i + 1}:a]aresample=44100,aformat=channel_layouts=mono,adelay=${ms}|${ms}[v${i}]`;
  });
  const mix = `${lines.map((_, i) => `[v${i}]`).join('')}amix=inputs=${lines.length}:normalize=0:duration=longest,apad[voice]`;
  return [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-i',
    clip,
    ...inputs,
    '-filter_complex',
    [...delayed, mix].join(';'),
    '-map',
    '0:v:0',
    '-map',
    '[voice]',
    '-c:v',
    'copy',
    '-c:a',
    'aac',
    '-b:a',
    '64k',
    '-t',
    duration.toFixed(2),
    '-movflags',
    '+faststart',
    out,
  ];
}

/** Mixes the lines into the clip; answers the mp4's bytes. */
export async function mixDub(
  engines: AssistantEngines,
  clip: string,
  duration: number,
  lines: DubLine[],
): Promise<Buffer> {
  if (!existsSync(clip)) throw new Error(`dub clip missing: ${clip}`);
  const dir = await mkdtemp(path.join(os.tmpdir(), 'lingua-dub-'));
  try {
    const out = path.join(dir, 'dub.mp4');
    await engines.processes.run(engines.sphinx.program('ffmpeg'), dubArguments(clip, duration, lines, out), {
      timeoutMs: 120_000,
    });
    return await readFile(out);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
