/** A test client of the realtime hub: send protocol messages, await the next ones in order. */
import type { TRealtimeClientMessage, TRealtimeServerMessage } from '@lingua/contracts';
import { WebSocket } from 'ws';

export interface TestSocket {
  send(message: TRealtimeClientMessage): void;
  /** The next message not yet taken; fails after `timeoutMs`. */
  next(timeoutMs?: number): Promise<TRealtimeServerMessage>;
  /** The next message that matches, skipping others. */
  nextMatching(match: (m: TRealtimeServerMessage) => boolean, timeoutMs?: number): Promise<TRealtimeServerMessage>;
  /** Messages received and not yet taken. */
  pending(): TRealtimeServerMessage[];
  closed: Promise<number>;
  socket: WebSocket;
}

export function wrapSocket(socket: WebSocket): TestSocket {
  const queue: TRealtimeServerMessage[] = [];
  let waiter: (() => void) | undefined;
  socket.on('message', (raw) => {
    queue.push(JSON.parse(raw.toString()) as TRealtimeServerMessage);
    waiter?.();
  });
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  const next = async (timeoutMs = 3000): Promise<TRealtimeServerMessage> => {
    const deadline = Date.now() + timeoutMs;
    while (queue.length === 0) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error('no realtime message in time');
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        waiter = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      waiter = undefined;
    }
    return queue.shift() as TRealtimeServerMessage;
  };
  return {
    send: (message) => socket.send(JSON.stringify(message)),
    next,
    async nextMatching(match, timeoutMs = 3000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const m = await next(Math.max(1, deadline - Date.now()));
        if (match(m)) return m;
      }
    },
    pending: () => [...queue],
    closed,
    socket,
  };
}

/** A real socket to a listening server (`ws://host:port/openApi/realtime`), open and wrapped. */
export async function openSocket(url: string): Promise<TestSocket> {
  const socket = new WebSocket(url);
  const wrapped = wrapSocket(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  return wrapped;
}
