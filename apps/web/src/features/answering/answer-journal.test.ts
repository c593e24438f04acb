// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/errors';
import { AnswerJournal, AnswersNotSavedError, type JournalOptions, RETRY_DELAYS_MS } from './answer-journal';

const KEY = 'lingua.test.journal';
type Sent = { key: string; value: string; seq: number };

/** A server that records what it is sent and answers as told (ok, down, or refusing). */
function fakeServer() {
  const received: Sent[] = [];
  let mode: 'ok' | 'down' | 'refuse' | 'busy' | 'unavailable' = 'ok';
  let hold: Promise<void> | null = null;
  const send = vi.fn(async (key: string, value: string, seq: number) => {
    if (hold) await hold;
    if (mode === 'down') throw new ApiError(0, 'network');
    if (mode === 'refuse') throw new ApiError(409, 'paused');
    // Refused under load: the exam save's 429 (examSaveBusy), or a 503 from a proxy or a draining instance.
    if (mode === 'busy') throw new ApiError(429, 'busy');
    if (mode === 'unavailable') throw new ApiError(503, 'unavailable');
    received.push({ key, value, seq });
    return { savedAt: '2026-11-25T05:00:00.000Z', seq };
  });
  return {
    received,
    send,
    set: (next: typeof mode) => {
      mode = next;
    },
    /** Holds every request until the returned function is called. */
    holdRequests: () => {
      let release = () => {};
      hold = new Promise<void>((resolve) => {
        release = () => {
          hold = null;
          resolve();
        };
      });
      return release;
    },
  };
}

function journalOn(
  server: ReturnType<typeof fakeServer>,
  extra: Partial<JournalOptions<string, { savedAt: string }>> = {},
) {
  const journal = new AnswerJournal<string, { savedAt: string }>({
    storageKey: KEY,
    send: server.send,
    savedAt: (ack) => ack.savedAt,
    ...extra,
  });
  journal.start();
  return journal;
}

const stored = () => JSON.parse(localStorage.getItem(KEY) ?? 'null') as { pending: Record<string, unknown> } | null;

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the answer journal', () => {
  it('stores a change before sending it and forgets it once acknowledged', async () => {
    const server = fakeServer();
    const release = server.holdRequests();
    const journal = journalOn(server);
    journal.record('1', 'a');
    expect(stored()?.pending['1']).toEqual({ answer: 'a', seq: 1 });
    release();
    await journal.flush();
    expect(server.received).toEqual([{ key: '1', value: 'a', seq: 1 }]);
    expect(stored()?.pending).toEqual({});
    expect(journal.getSnapshot()).toEqual({
      state: { kind: 'saved', at: '2026-11-25T05:00:00.000Z' },
      pendingCount: 0,
    });
    journal.stop();
  });

  it('an acknowledgement removes only up to its number: a newer change made meanwhile stays and is sent', async () => {
    const server = fakeServer();
    const release = server.holdRequests();
    const journal = journalOn(server);
    journal.record('1', 'old');
    // While "old" travels, the student changes the answer again.
    journal.record('1', 'new');
    expect(journal.pendingValues().get('1')).toBe('new');
    release();
    await journal.flush();
    expect(server.received.map((r) => [r.value, r.seq])).toEqual([
      ['old', 1],
      ['new', 2],
    ]);
    expect(journal.getSnapshot().pendingCount).toBe(0);
    journal.stop();
  });

  it('keeps an entry whose save fails and resends it after a pause', async () => {
    const server = fakeServer();
    server.set('down');
    const journal = journalOn(server);
    journal.record('7', 'answer');
    await vi.advanceTimersByTimeAsync(0);
    expect(journal.getSnapshot()).toEqual({ state: { kind: 'offline' }, pendingCount: 1 });
    expect(stored()?.pending['7']).toBeTruthy();
    // Still failing at the first resend: the pause grows.
    await vi.advanceTimersByTimeAsync(RETRY_DELAYS_MS[0]);
    expect(server.send).toHaveBeenCalledTimes(2);
    server.set('ok');
    await vi.advanceTimersByTimeAsync(RETRY_DELAYS_MS[1]);
    expect(server.received).toEqual([{ key: '7', value: 'answer', seq: 1 }]);
    expect(journal.getSnapshot().pendingCount).toBe(0);
    expect(stored()?.pending).toEqual({});
    journal.stop();
  });

  it('resends a save refused under load (429, then 503) after the pause, and it lands', async () => {
    const server = fakeServer();
    server.set('busy');
    const journal = journalOn(server);
    journal.record('12', 'FOB');
    await vi.advanceTimersByTimeAsync(0);
    // Kept, in storage too, and shown as waiting (not as the server's refusal of the answer).
    expect(journal.getSnapshot()).toEqual({ state: { kind: 'offline' }, pendingCount: 1 });
    expect(stored()?.pending['12']).toBeTruthy();
    server.set('unavailable');
    await vi.advanceTimersByTimeAsync(RETRY_DELAYS_MS[0]);
    expect(server.send).toHaveBeenCalledTimes(2);
    expect(journal.getSnapshot().pendingCount).toBe(1);
    server.set('ok');
    await vi.advanceTimersByTimeAsync(RETRY_DELAYS_MS[1]);
    expect(server.received).toEqual([{ key: '12', value: 'FOB', seq: 1 }]);
    expect(journal.getSnapshot()).toMatchObject({ state: { kind: 'saved' }, pendingCount: 0 });
    expect(stored()?.pending).toEqual({});
    journal.stop();
  });

  it('resends at once when the network returns', async () => {
    const server = fakeServer();
    server.set('down');
    const journal = journalOn(server);
    journal.record('3', 'x');
    await vi.advanceTimersByTimeAsync(0);
    server.set('ok');
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(server.received).toHaveLength(1);
    journal.stop();
  });

  it('resends on the next load what an earlier visit could not send, numbering on above it', async () => {
    const down = fakeServer();
    down.set('down');
    const first = journalOn(down);
    first.record('1', 'a');
    first.record('2', 'b');
    await vi.advanceTimersByTimeAsync(0);
    first.stop();
    // The page is loaded again: a new journal on the same key finds both and sends them.
    const server = fakeServer();
    const second = journalOn(server);
    await vi.advanceTimersByTimeAsync(0);
    expect(server.received.map((r) => r.key).sort()).toEqual(['1', '2']);
    second.record('1', 'c');
    await second.flush();
    expect(server.received.at(-1)).toEqual({ key: '1', value: 'c', seq: 3 });
    second.stop();
  });

  it('reads a journal the exam page left before this engine, and sends it', async () => {
    localStorage.setItem(KEY, JSON.stringify({ seq: 5, pending: { '9': { answer: 'kept', seq: 5 } } }));
    const server = fakeServer();
    const journal = journalOn(server);
    await vi.advanceTimersByTimeAsync(0);
    expect(server.received).toEqual([{ key: '9', value: 'kept', seq: 5 }]);
    journal.stop();
  });

  it('numbers on above the server’s newest number', async () => {
    const server = fakeServer();
    const journal = journalOn(server, { initialSeq: 41 });
    journal.record('1', 'a');
    await journal.flush();
    expect(server.received[0]?.seq).toBe(42);
    journal.stop();
  });

  it('flush rejects while the server fails, so a submit does not go ahead, and keeps the entries', async () => {
    const server = fakeServer();
    server.set('down');
    const journal = journalOn(server, { delayMs: 600 });
    journal.record('5', 'typed');
    await expect(journal.flush()).rejects.toBeInstanceOf(AnswersNotSavedError);
    await expect(journal.flush()).rejects.toMatchObject({ reason: 'offline', pendingCount: 1 });
    server.set('ok');
    await expect(journal.flush()).resolves.toBeUndefined();
    expect(server.received).toEqual([{ key: '5', value: 'typed', seq: 1 }]);
    journal.stop();
  });

  it('flush rejects with the reason while the server refuses, and one refused answer does not hold up others', async () => {
    const onRefused = vi.fn();
    const server = fakeServer();
    const send = server.send.getMockImplementation();
    server.send.mockImplementation(async (key, value, seq) => {
      if (key === '1') throw new ApiError(409, 'paused');
      return send?.(key, value, seq) as Promise<{ savedAt: string; seq: number }>;
    });
    const journal = journalOn(server, { onRefused });
    journal.record('1', 'a');
    journal.record('2', 'b');
    await expect(journal.flush()).rejects.toMatchObject({ reason: 'refused', message: 'paused', pendingCount: 1 });
    expect(server.received.map((r) => r.key)).toEqual(['2']);
    // Told once, not at every resend of the same refusal.
    await expect(journal.flush()).rejects.toBeInstanceOf(AnswersNotSavedError);
    expect(onRefused).toHaveBeenCalledTimes(1);
    expect(journal.getSnapshot().state).toEqual({ kind: 'refused', message: 'paused' });
    journal.stop();
  });

  it('waits for a pause in typing before sending, and a flush sends at once', async () => {
    const server = fakeServer();
    const journal = journalOn(server, { delayMs: 600 });
    journal.record('1', 'h');
    journal.record('1', 'he');
    await vi.advanceTimersByTimeAsync(300);
    expect(server.send).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(300);
    expect(server.received).toEqual([{ key: '1', value: 'he', seq: 2 }]);
    journal.record('1', 'hel');
    await journal.flush();
    expect(server.received).toHaveLength(2);
    journal.stop();
  });

  it('clear forgets the journal after a submit', async () => {
    const server = fakeServer();
    server.set('down');
    const journal = journalOn(server);
    journal.record('1', 'a');
    await vi.advanceTimersByTimeAsync(0);
    journal.clear();
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(journal.getSnapshot()).toEqual({ state: { kind: 'idle' }, pendingCount: 0 });
    journal.stop();
  });
});
