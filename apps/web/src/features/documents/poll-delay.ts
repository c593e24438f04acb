/**
 * How long the viewer waits before asking again while a conversion is queued or running: quick at
 * first (a short document is done in a few seconds), slower for a long wait, so a page left open
 * on a busy server does not call every second for minutes.
 */
import type { TConversionState } from '@lingua/contracts';

const FIRST_MS = 1000;
const LONGEST_MS = 5000;

/** The pause before the next call, or false when the state is final (done, failed). */
export function pollDelay(state: TConversionState | undefined, waitedMs: number): number | false {
  if (state !== 'queued' && state !== 'converting') return false;
  // One more second for every 15 s waited, at most five.
  return Math.min(LONGEST_MS, FIRST_MS + Math.floor(Math.max(0, waitedMs) / 15_000) * 1000);
}

/** A file name with its suffix replaced by .pdf (the converted copy's download name). */
export function pdfNameOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return `${dot > 0 ? fileName.slice(0, dot) : fileName}.pdf`;
}
