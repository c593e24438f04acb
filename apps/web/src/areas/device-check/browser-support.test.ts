import { describe, expect, it } from 'vitest';
import { browserSupport, median, networkPasses } from './browser-support';

const fn = () => undefined;
const storage = { setItem: fn, removeItem: fn };

describe('browserSupport', () => {
  it('passes a browser with everything a spoken round needs', () => {
    const all = browserSupport({
      isSecureContext: true,
      navigator: { mediaDevices: { getUserMedia: fn } },
      MediaRecorder: fn,
      AudioContext: fn,
      WebSocket: fn,
      localStorage: storage,
    });
    expect(Object.values(all).every(Boolean)).toBe(true);
  });

  it('names what is missing: no recorder, an insecure page, storage refused', () => {
    const some = browserSupport({
      isSecureContext: false,
      navigator: {},
      webkitAudioContext: fn,
      WebSocket: fn,
      localStorage: {
        setItem: () => {
          throw new Error('QuotaExceededError');
        },
        removeItem: fn,
      },
    });
    expect(some).toEqual({ secure: false, media: false, recorder: false, audio: true, socket: true, storage: false });
  });
});

describe('network', () => {
  it('takes the median, so one slow answer does not decide', () => {
    expect(median([30, 2000, 40, 35, 38])).toBe(38);
    expect(median([10, 20])).toBe(15);
    expect(median([])).toBe(0);
  });

  it('passes a round trip under 800 ms with at least 256 kbit/s up', () => {
    expect(networkPasses(120, 2000)).toBe(true);
    expect(networkPasses(900, 2000)).toBe(false);
    expect(networkPasses(120, 100)).toBe(false);
  });
});
