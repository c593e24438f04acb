/**
 * What a spoken round needs of the browser, read from the page's own globals so it can be tested:
 * recording (getUserMedia, MediaRecorder), the level and the tones (Web Audio), the live clock
 * and invigilation (WebSocket), the answer's autosave (localStorage), and a secure page (the
 * browser allows the microphone only on https or this machine).
 */
export const BROWSER_FEATURES = ['secure', 'media', 'recorder', 'audio', 'socket', 'storage'] as const;
export type BrowserFeature = (typeof BROWSER_FEATURES)[number];

export interface BrowserGlobals {
  isSecureContext?: boolean;
  navigator?: { mediaDevices?: { getUserMedia?: unknown } };
  MediaRecorder?: unknown;
  AudioContext?: unknown;
  webkitAudioContext?: unknown;
  WebSocket?: unknown;
  localStorage?: { setItem: (k: string, v: string) => void; removeItem: (k: string) => void };
}

function storageWorks(g: BrowserGlobals): boolean {
  try {
    g.localStorage?.setItem('lingua.deviceCheck', '1');
    g.localStorage?.removeItem('lingua.deviceCheck');
    return Boolean(g.localStorage);
  } catch {
    // Private windows of some browsers refuse storage: the answer's draft would not survive a reload.
    return false;
  }
}

/** Each feature and whether this browser has it. */
export function browserSupport(g: BrowserGlobals): Record<BrowserFeature, boolean> {
  return {
    secure: g.isSecureContext === true,
    media: typeof g.navigator?.mediaDevices?.getUserMedia === 'function',
    recorder: typeof g.MediaRecorder === 'function',
    audio: typeof g.AudioContext === 'function' || typeof g.webkitAudioContext === 'function',
    socket: typeof g.WebSocket === 'function',
    storage: storageWorks(g),
  };
}

/** The median of a list of timings (a single slow answer does not fail the network). */
export function median(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : Math.round(((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2);
}

/**
 * The network's verdict: a recorded answer (webm/opus, about 32 kbit/s) must upload well within
 * its own length, and the live clock and saves need answers within a few hundred milliseconds.
 */
export const NETWORK_LIMITS = { roundTripMs: 800, uploadKbps: 256 } as const;
export function networkPasses(roundTripMs: number, uploadKbps: number): boolean {
  return roundTripMs <= NETWORK_LIMITS.roundTripMs && uploadKbps >= NETWORK_LIMITS.uploadKbps;
}
