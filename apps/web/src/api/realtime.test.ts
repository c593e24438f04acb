// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRealtimeClient, RESYNC_EVENT, type SocketLike } from './realtime';

class FakeSocket implements SocketLike {
  readyState = 0;
  onopen: ((ev: Event) => void) | null = null;
  onclose: ((ev: CloseEvent) => void) | null = null;
  onmessage: ((ev: MessageEvent) => void) | null = null;
  sent: Record<string, unknown>[] = [];
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.readyState = 3;
    this.onclose?.(new CloseEvent('close'));
  }
  open() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  receive(message: object) {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(message) }));
  }
  drop() {
    this.readyState = 3;
    this.onclose?.(new CloseEvent('close'));
  }
}

let sockets: FakeSocket[];
let token: string | null;
const client = () =>
  createRealtimeClient({
    url: () => 'ws://test/openApi/realtime',
    token: () => token,
    createSocket: (url) => {
      const s = new FakeSocket(url);
      sockets.push(s);
      return s;
    },
    retryMs: 100,
  });

beforeEach(() => {
  vi.useFakeTimers();
  sockets = [];
  token = 'tok';
});
afterEach(() => vi.useRealTimers());

describe('the realtime client', () => {
  it('connects on the first subscription, authenticates, then subscribes', () => {
    const c = client();
    expect(sockets).toHaveLength(0);
    const handler = vi.fn();
    c.subscribe('lesson:1', handler);
    const s = sockets[0] as FakeSocket;
    s.open();
    expect(s.sent).toEqual([{ type: 'auth', token: 'tok' }]);
    s.receive({ type: 'ready', userId: 1 });
    expect(s.sent[1]).toEqual({ type: 'subscribe', room: 'lesson:1' });
    expect(c.isLive()).toBe(true);
    s.receive({ type: 'event', room: 'lesson:1', event: 'attendance', data: { n: 1 } });
    s.receive({ type: 'event', room: 'lesson:2', event: 'attendance', data: { n: 2 } });
    expect(handler).toHaveBeenCalledTimes(1);
    expect(handler).toHaveBeenCalledWith('attendance', { n: 1 });
  });

  it('reconnects after a drop with backoff, subscribes every room again and asks for a resync', () => {
    const c = client();
    const a = vi.fn();
    const b = vi.fn();
    c.subscribe('lesson:1', a);
    c.subscribe('class:2', b);
    const first = sockets[0] as FakeSocket;
    first.open();
    first.receive({ type: 'ready', userId: 1 });
    first.drop();
    expect(c.isLive()).toBe(false);
    vi.advanceTimersByTime(99);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    const second = sockets[1] as FakeSocket;
    // The server is still down: the next try waits twice as long.
    second.drop();
    vi.advanceTimersByTime(199);
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(1);
    const third = sockets[2] as FakeSocket;
    third.open();
    third.receive({ type: 'ready', userId: 1 });
    expect(third.sent.slice(1)).toEqual([
      { type: 'subscribe', room: 'lesson:1' },
      { type: 'subscribe', room: 'class:2' },
    ]);
    a.mockClear();
    b.mockClear();
    third.receive({ type: 'subscribed', room: 'lesson:1' });
    third.receive({ type: 'subscribed', room: 'class:2' });
    expect(a).toHaveBeenCalledWith(RESYNC_EVENT, null);
    expect(b).toHaveBeenCalledWith(RESYNC_EVENT, null);
  });

  it("asks a page to resync once its room's first subscription takes effect, so nothing pushed before is lost", () => {
    const c = client();
    const handler = vi.fn();
    c.subscribe('user:7', handler);
    const s = sockets[0] as FakeSocket;
    s.open();
    s.receive({ type: 'ready', userId: 7 });
    // Until the server confirms, a push to the room cannot reach this page: nothing to resync yet.
    expect(handler).not.toHaveBeenCalled();
    s.receive({ type: 'subscribed', room: 'user:7' });
    expect(handler).toHaveBeenCalledExactlyOnceWith(RESYNC_EVENT, null);
    // A room added later on the live socket resyncs when it is confirmed too.
    const later = vi.fn();
    c.subscribe('exam:3', later);
    expect(s.sent.at(-1)).toEqual({ type: 'subscribe', room: 'exam:3' });
    s.receive({ type: 'subscribed', room: 'exam:3' });
    expect(later).toHaveBeenCalledExactlyOnceWith(RESYNC_EVENT, null);
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('stops trying once the server says the session ended', () => {
    const c = client();
    c.subscribe('lesson:1', vi.fn());
    const s = sockets[0] as FakeSocket;
    s.open();
    s.receive({ type: 'error', code: 700, message: 'ended' });
    s.drop();
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
  });

  it('unsubscribes a room when its last handler leaves, and closes when none are left', () => {
    const c = client();
    const offA = c.subscribe('lesson:1', vi.fn());
    const offB = c.subscribe('class:2', vi.fn());
    const s = sockets[0] as FakeSocket;
    s.open();
    s.receive({ type: 'ready', userId: 1 });
    offA();
    expect(s.sent.at(-1)).toEqual({ type: 'unsubscribe', room: 'lesson:1' });
    offB();
    expect(s.readyState).toBe(3);
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
  });

  it('does not connect without a session', () => {
    token = null;
    client().subscribe('lesson:1', vi.fn());
    expect(sockets).toHaveLength(0);
  });
});
