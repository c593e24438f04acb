/**
 * The realtime client (docs/api.md "Realtime"): one WebSocket for the whole page, opened on the
 * first subscription. It authenticates with the session's token, subscribes every room a page
 * asked for, and after a drop reconnects with backoff and subscribes them all again. Whenever the
 * server confirms a room's subscription its handlers get a `$resync` event, so pages refetch what
 * they may have missed before the room was theirs: while the socket was down, and also between a
 * page's first fetch and its first subscription (a pause pushed in that gap was otherwise lost).
 */
import { REALTIME_PATH, ResponseCode, type TRealtimeServerMessage } from '@lingua/contracts';
import { getSession } from '../session/store';

export const RESYNC_EVENT = '$resync';

export type RealtimeHandler = (event: string, data: unknown) => void;

/** The part of the browser WebSocket the client uses (a fake in tests). */
export interface SocketLike {
  readonly readyState: number;
  onopen: ((ev: Event) => void) | null;
  onclose: ((ev: CloseEvent) => void) | null;
  onmessage: ((ev: MessageEvent) => void) | null;
  send(data: string): void;
  close(): void;
}

export interface RealtimeClientOptions {
  url: () => string;
  token: () => string | null;
  createSocket: (url: string) => SocketLike;
  /** First reconnect delay; doubles to 10 s. */
  retryMs?: number;
}

const OPEN = 1;

export interface RealtimeClient {
  subscribe(room: string, handler: RealtimeHandler): () => void;
  /** Whether the socket is authenticated now (for a page's "live" badge). */
  isLive(): boolean;
  onLiveChange(listener: (live: boolean) => void): () => void;
  close(): void;
}

export function createRealtimeClient(options: RealtimeClientOptions): RealtimeClient {
  const handlers = new Map<string, Set<RealtimeHandler>>();
  const liveListeners = new Set<(live: boolean) => void>();
  let socket: SocketLike | undefined;
  let live = false;
  let stopped = false;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let delay = options.retryMs ?? 500;

  const setLive = (value: boolean) => {
    if (live === value) return;
    live = value;
    for (const l of liveListeners) l(value);
  };
  const sendTo = (s: SocketLike, message: object) => {
    if (s.readyState === OPEN) s.send(JSON.stringify(message));
  };

  const connect = () => {
    const token = options.token();
    if (!token || socket || handlers.size === 0) return;
    const s = options.createSocket(options.url());
    socket = s;
    s.onopen = () => sendTo(s, { type: 'auth', token });
    s.onmessage = (ev) => {
      const message = JSON.parse(String(ev.data)) as TRealtimeServerMessage;
      if (message.type === 'ready') {
        delay = options.retryMs ?? 500;
        for (const room of handlers.keys()) sendTo(s, { type: 'subscribe', room });
        setLive(true);
      } else if (message.type === 'subscribed') {
        for (const h of handlers.get(message.room) ?? []) h(RESYNC_EVENT, null);
      } else if (message.type === 'event') {
        for (const h of handlers.get(message.room) ?? []) h(message.event, message.data);
      } else if (message.type === 'error') {
        // A session that ended stays ended: the next HTTP call signs the page out.
        if (message.code === ResponseCode.sessionInvalid || message.code === ResponseCode.kicked) stopped = true;
      }
    };
    s.onclose = () => {
      if (socket !== s) return;
      socket = undefined;
      setLive(false);
      scheduleReconnect();
    };
  };

  const scheduleReconnect = () => {
    if (stopped || retryTimer || handlers.size === 0) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      connect();
    }, delay);
    delay = Math.min(delay * 2, 10_000);
  };

  return {
    subscribe(room, handler) {
      let set = handlers.get(room);
      const isNewRoom = !set;
      if (!set) {
        set = new Set();
        handlers.set(room, set);
      }
      set.add(handler);
      stopped = false;
      if (!socket) connect();
      else if (isNewRoom && live) sendTo(socket, { type: 'subscribe', room });
      return () => {
        const current = handlers.get(room);
        current?.delete(handler);
        if (current && current.size === 0) {
          handlers.delete(room);
          if (socket && live) sendTo(socket, { type: 'unsubscribe', room });
        }
        if (handlers.size === 0 && socket) {
          const s = socket;
          socket = undefined;
          setLive(false);
          s.close();
        }
      };
    },
    isLive: () => live,
    onLiveChange(listener) {
      liveListeners.add(listener);
      return () => liveListeners.delete(listener);
    },
    close() {
      stopped = true;
      if (retryTimer) clearTimeout(retryTimer);
      handlers.clear();
      socket?.close();
      socket = undefined;
      setLive(false);
    },
  };
}

function socketUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss' : 'ws'}://${host}${REALTIME_PATH}`;
}

/** The page's one realtime connection. */
export const realtime = createRealtimeClient({
  url: socketUrl,
  token: () => getSession().token,
  createSocket: (url) => new WebSocket(url),
});
