/** pocketsphinx_batch `-hypseg` output: the segments of each decoded utterance. */
export interface Segment {
  word: string;
  startFrame: number;
  endFrame: number;
  ascr: number;
}

/** pocketsphinx hypseg: `utt S sf T total A ascr L lscr (sf ascr lscr word)* ef`. */
export function parseHypseg(line: string): { utterance: string; segments: Segment[] } {
  const parts = line.trim().split(/\s+/);
  const utterance = parts[0] ?? '';
  const rest = parts.slice(9);
  const segments: Segment[] = [];
  for (let i = 0; i + 3 < rest.length; i += 4) {
    const startFrame = Number(rest[i]);
    const endFrame = Number(rest[i + 4]);
    segments.push({
      startFrame,
      ascr: Number(rest[i + 1]),
      word: String(rest[i + 3]).replace(/\(\d+\)$/, ''),
      endFrame: Number.isFinite(endFrame) ? endFrame : startFrame,
    });
  }
  return { utterance, segments };
}

/** Every utterance of a hypseg file, by utterance id. */
export function parseHypsegFile(text: string): Map<string, Segment[]> {
  const out = new Map<string, Segment[]>();
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    const { utterance, segments } = parseHypseg(line);
    out.set(utterance, segments);
  }
  return out;
}
