/**
 * The realtime bus: how a message published on one instance reaches the sockets of every
 * instance. Publishing is `pg_notify` through the ordinary database client, so it works the same
 * on PostgreSQL and PGlite; listening differs: PostgreSQL needs a dedicated connection that LISTENs
 * (reconnecting after a drop), PGlite has its own listen/notify inside the one process that owns
 * its data folder. The in-process bus serves apps built without a database listener.
 */
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from '../database';

export const REALTIME_CHANNEL = 'lingua_realtime';
/** The database's triggers notify it with a user id when a session ends (migration 0032; auth/session-cache.ts). */
export const SESSIONS_CHANNEL = 'lingua_sessions';
/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more. */
export const MAX_PAYLOAD_BYTES = 7900;

export interface RealtimeBus {
  publish(payload: string): Promise<void>;
  /** One handler per bus: the hub. */
  onMessage(handler: (payload: string) => void): void;
  /**
   * Endings of sessions, from any instance: a user id, or '*' after the listener reconnected
   * (endings may have been missed). Absent on a bus without a database listener.
   */
  onSessionsChanged?(handler: (payload: string) => void): void;
  close(): Promise<void>;
}

/** Shared publish side: a NOTIFY through the app's own database client. */
function notifier(db: Db) {
  return async (payload: string) => {
    await db.execute(sql`select pg_notify(${REALTIME_CHANNEL}, ${payload})`);
  };
}

export async function createPgliteBus(db: Db, client: PGlite): Promise<RealtimeBus> {
  let handler: (payload: string) => void = () => undefined;
  let sessionsHandler: (payload: string) => void = () => undefined;
  const unlisten = await client.listen(REALTIME_CHANNEL, (payload) => handler(payload));
  const unlistenSessions = await client.listen(SESSIONS_CHANNEL, (payload) => sessionsHandler(payload));
  return {
    publish: notifier(db),
    onMessage: (h) => {
      handler = h;
    },
    onSessionsChanged: (h) => {
      sessionsHandler = h;
    },
    close: async () => {
      await unlisten();
      await unlistenSessions();
    },
  };
}

export interface PostgresBusOptions {
  /** First delay before reconnecting the listener; doubles up to 10 s. */
  retryMs?: number;
  onError?: (error: Error) => void;
}

/**
 * LISTEN on a connection of its own (a pooled one would be handed to other queries). When the
 * connection drops it reconnects with backoff and LISTENs again; messages sent while it was down
 * are lost, which the clients cover by refetching when their socket reconnects.
 */
export async function createPostgresBus(db: Db, url: string, options: PostgresBusOptions = {}): Promise<RealtimeBus> {
  let handler: (payload: string) => void = () => undefined;
  let sessionsHandler: (payload: string) => void = () => undefined;
  let connections = 0;
  let client: pg.Client | undefined;
  let closed = false;
  let delay = options.retryMs ?? 500;
  let retry: NodeJS.Timeout | undefined;
  const onError = options.onError ?? ((e) => process.stderr.write(`realtime listener: ${e.message}\n`));

  const drop = (dead: pg.Client) => {
    if (client !== dead) return;
    client = undefined;
    dead.end().catch(() => undefined);
    reconnect();
  };
  const reconnect = () => {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      connect().catch((error: Error) => {
        onError(error);
        delay = Math.min(delay * 2, 10_000);
        reconnect();
      });
    }, delay);
  };
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.payload === undefined) return;
      if (message.channel === REALTIME_CHANNEL) handler(message.payload);
      else if (message.channel === SESSIONS_CHANNEL) sessionsHandler(message.payload);
    });
    next.on('error', (error) => {
      onError(error);
      drop(next);
    });
    next.on('end', () => drop(next));
    try {
      await next.connect();
      await next.query(`LISTEN ${REALTIME_CHANNEL}; LISTEN ${SESSIONS_CHANNEL}`);
    } catch (error) {
      next.end().catch(() => undefined);
      throw error;
    }
    if (closed) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
    delay = options.retryMs ?? 500;
    // Endings sent while no listener was connected are lost: the session caches start afresh.
    if (connections++ > 0) sessionsHandler('*');
  };

  await connect();
  return {
    publish: notifier(db),
    onMessage: (h) => {
      handler = h;
    },
    onSessionsChanged: (h) => {
      sessionsHandler = h;
    },
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      await client?.end().catch(() => undefined);
    },
  };
}

/** One process, no database listener: delivery stays inside the process (documented fallback). */
export function createLocalBus(): RealtimeBus {
  let handler: (payload: string) => void = () => undefined;
  return {
    async publish(payload) {
      queueMicrotask(() => handler(payload));
    },
    onMessage: (h) => {
      handler = h;
    },
    async close() {},
  };
}
