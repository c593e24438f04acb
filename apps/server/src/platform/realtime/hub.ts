/**
 * The realtime hub: authenticated WebSockets in rooms, fed by the bus so that a message
 * published on any instance reaches every socket of the room on every instance. Local sockets
 * are delivered to only through the bus (never directly), so one path and one order hold for all.
 * Modules say who may enter a room kind (`defineRoom`); the hub itself knows only `user:{id}`.
 */
import { REALTIME_PATH, ResponseCode, type TRealtimeServerMessage, ZRealtimeClientMessage } from '@lingua/contracts';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { authenticate } from '../auth/sessions';
import type { Db } from '../database';
import { AppError } from '../errors';
import { type MessageKey, translate } from '../messages';
import type { SessionUser } from '../request-context';
import { MAX_PAYLOAD_BYTES, type RealtimeBus } from './bus';

export type RoomAuthorizer = (user: SessionUser, id: number) => Promise<boolean>;

interface Connection {
  socket: WebSocket;
  user: SessionUser | undefined;
  token: string;
  rooms: Set<string>;
  isAlive: boolean;
  /** Messages are handled one after another, so a subscribe then unsubscribe ends unsubscribed. */
  queue: Promise<void>;
}

interface BusMessage {
  room: string;
  event: string;
  data: unknown;
}

const AUTH_TIMEOUT_MS = 10_000;
const HEARTBEAT_MS = 30_000;
const MAX_ROOMS_PER_SOCKET = 50;

export class RealtimeHub {
  private readonly rooms = new Map<string, Set<Connection>>();
  private readonly connections = new Set<Connection>();
  private readonly authorizers = new Map<string, RoomAuthorizer>();
  private readonly heartbeat: NodeJS.Timeout;

  constructor(
    private readonly db: Db,
    private readonly bus: RealtimeBus,
    private readonly log?: FastifyBaseLogger,
  ) {
    bus.onMessage((payload) => this.deliver(payload));
    this.defineRoom('user', async (user, id) => user.userId === id);
    this.heartbeat = setInterval(() => this.sweep(), HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  defineRoom(kind: string, authorize: RoomAuthorizer): void {
    this.authorizers.set(kind, authorize);
  }

  /** The room kinds modules defined (the authorization walk enters each as every caller). */
  get roomKinds(): string[] {
    return [...this.authorizers.keys()];
  }

  /**
   * Sends an event to a room on every instance. Payloads are small by design (a presented row,
   * a count); one too big for NOTIFY goes without data and clients refetch.
   */
  async publish(room: string, event: string, data: unknown): Promise<void> {
    let payload = JSON.stringify({ room, event, data } satisfies BusMessage);
    if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES) {
      this.log?.warn({ room, event }, 'realtime payload too large, sent without data');
      payload = JSON.stringify({ room, event, data: null } satisfies BusMessage);
    }
    await this.bus.publish(payload);
  }

  /** Counts for tests and health: sockets on this instance and members of a room here. */
  stats(room?: string): { sockets: number; members: number } {
    return { sockets: this.connections.size, members: room ? (this.rooms.get(room)?.size ?? 0) : 0 };
  }

  register(app: FastifyInstance): void {
    app.get(REALTIME_PATH, { websocket: true }, (socket) => this.attach(socket));
  }

  async close(): Promise<void> {
    clearInterval(this.heartbeat);
    for (const c of this.connections) c.socket.close(1001, 'server closing');
    await this.bus.close();
  }

  private attach(socket: WebSocket): void {
    const connection: Connection = {
      socket,
      user: undefined,
      token: '',
      rooms: new Set(),
      isAlive: true,
      queue: Promise.resolve(),
    };
    this.connections.add(connection);
    const authTimer = setTimeout(() => {
      if (!connection.user) this.fail(connection, ResponseCode.sessionInvalid, 'sessionInvalid');
    }, AUTH_TIMEOUT_MS);
    socket.on('pong', () => {
      connection.isAlive = true;
    });
    socket.on('message', (raw) => {
      const text = raw.toString();
      connection.queue = connection.queue
        .then(() => this.handle(connection, text))
        .catch((error: unknown) => {
          if (error instanceof AppError) this.fail(connection, error.code, error.messageKey);
          else {
            this.log?.error({ err: error }, 'realtime message failed');
            this.fail(connection, ResponseCode.serverError, 'serverError');
          }
        });
    });
    socket.on('close', () => {
      clearTimeout(authTimer);
      this.drop(connection);
    });
  }

  private async handle(connection: Connection, raw: string): Promise<void> {
    if (!this.connections.has(connection)) return;
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      json = undefined;
    }
    const parsed = ZRealtimeClientMessage.safeParse(json);
    if (!parsed.success) throw new AppError(ResponseCode.badRequest, 'invalidJson');
    const message = parsed.data;
    if (message.type === 'auth') {
      const user = await authenticate(this.db, message.token);
      connection.user = user;
      connection.token = message.token;
      this.send(connection, { type: 'ready', userId: user.userId });
      return;
    }
    if (!connection.user) throw new AppError(ResponseCode.sessionInvalid, 'sessionInvalid');
    if (message.type === 'unsubscribe') {
      this.leave(connection, message.room);
      return;
    }
    // Each subscription re-checks the session: a socket outlives neither a logout nor a kick.
    const user = await authenticate(this.db, connection.token);
    connection.user = user;
    const [kind = '', id] = message.room.split(':');
    const authorize = this.authorizers.get(kind);
    const allowed =
      connection.rooms.size < MAX_ROOMS_PER_SOCKET && authorize !== undefined && (await authorize(user, Number(id)));
    if (!allowed) {
      this.send(connection, { type: 'denied', room: message.room });
      return;
    }
    connection.rooms.add(message.room);
    let members = this.rooms.get(message.room);
    if (!members) {
      members = new Set();
      this.rooms.set(message.room, members);
    }
    members.add(connection);
    this.send(connection, { type: 'subscribed', room: message.room });
  }

  private deliver(payload: string): void {
    let message: BusMessage;
    try {
      message = JSON.parse(payload) as BusMessage;
    } catch {
      return;
    }
    const members = this.rooms.get(message.room);
    if (!members) return;
    const frame = JSON.stringify({ type: 'event', ...message } satisfies TRealtimeServerMessage);
    for (const c of members) if (c.socket.readyState === c.socket.OPEN) c.socket.send(frame);
  }

  private send(connection: Connection, message: TRealtimeServerMessage): void {
    if (connection.socket.readyState === connection.socket.OPEN) connection.socket.send(JSON.stringify(message));
  }

  private fail(connection: Connection, code: number, key: MessageKey): void {
    const language = connection.user?.language ?? 'cn';
    this.send(connection, { type: 'error', code, message: translate(language, key) });
    connection.socket.close(1008);
    this.drop(connection);
  }

  private leave(connection: Connection, room: string): void {
    connection.rooms.delete(room);
    const members = this.rooms.get(room);
    members?.delete(connection);
    if (members?.size === 0) this.rooms.delete(room);
  }

  private drop(connection: Connection): void {
    for (const room of [...connection.rooms]) this.leave(connection, room);
    this.connections.delete(connection);
  }

  /** Sockets that missed a ping are dead (a laptop lid closed): end them so rooms stay honest. */
  private sweep(): void {
    for (const c of this.connections) {
      if (!c.isAlive) {
        c.socket.terminate();
        this.drop(c);
        continue;
      }
      c.isAlive = false;
      c.socket.ping();
    }
  }
}
