/**
 * A hotspot's English text as the pieces read aloud one by one: each line (a dialogue's turn), a
 * line longer than the synthesis takes (300 characters) cut at its sentences.
 */
export const SPEECH_MAX = 300;

export function speechLines(text: string, max = SPEECH_MAX): string[] {
  const out: string[] = [];
  for (const line of text.split('\n').map((l) => l.trim())) {
    if (!line) continue;
    if (line.length <= max) {
      out.push(line);
      continue;
    }
    let piece = '';
    for (const sentence of line.match(/[^.!?]+[.!?]*\s*/g) ?? [line]) {
      if (piece && (piece + sentence).trim().length > max) {
        out.push(piece.trim());
        piece = '';
      }
      piece += sentence;
    }
    // A sentence longer than the limit alone is cut where the limit falls.
    for (let at = 0; at < piece.trim().length; at += max) out.push(piece.trim().slice(at, at + max));
  }
  return out;
}
