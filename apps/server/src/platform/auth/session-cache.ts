/**
 * The session check of the hot calls (an exam save) without a database round trip: the signed-in
 * user by token, kept by this instance. An entry goes the moment its session ends anywhere: the
 * database tells every instance (a trigger NOTIFYs `lingua_sessions` (SESSIONS_CHANNEL) with the user's id when a
 * session ends or the account changes, migration 0032; the realtime bus listens), and a listener
 * that reconnected forgets everything, since it may have missed a message. Entries also age out
 * after ENTRY_TTL_MS, which bounds what no message covers (a role changed).
 *
 * Only calls whose own statement re-checks the session use it (a contract's `cachedSession`), so
 * the codes stay exact even in the instant between an ending's commit and its message: the exam
 * save's statement writes nothing for an ended session and then answers 521 or 700.
 */
import type { Db } from '../database';
import type { SessionUser } from '../request-context';
import { authenticate } from './sessions';
import { hashToken } from './tokens';

export const ENTRY_TTL_MS = 30_000;
const MAX_ENTRIES = 50_000;

interface Entry {
  user: SessionUser;
  until: number;
}

export class SessionCache {
  private readonly byToken = new Map<string, Entry>();
  private readonly tokensOfUser = new Map<number, Set<string>>();
  /** Moves with every forgetting: a read that raced one keeps nothing. */
  private generation = 0;

  constructor(
    /** Off: every call checks its session in the database (SESSION_CACHE=0, for measuring). */
    private readonly enabled = true,
    private readonly now: () => number = Date.now,
  ) {}

  get size(): number {
    return this.byToken.size;
  }

  /** The token's user: from the cache, or checked in the database and kept. */
  async authenticate(db: Db, token: string | undefined): Promise<SessionUser> {
    if (!this.enabled) return authenticate(db, token);
    const key = token ? hashToken(token) : '';
    const hit = this.byToken.get(key);
    if (hit && hit.until > this.now()) return hit.user;
    // The generation tells whether an ending arrived while the database was read: then keep nothing.
    const generation = this.generation;
    const user = await authenticate(db, token);
    if (generation === this.generation) this.keep(key, user);
    return user;
  }

  /** A session of this user ended, or the account changed: forget all of the user's tokens. */
  forgetUser(userId: number): void {
    this.generation++;
    for (const key of this.tokensOfUser.get(userId) ?? []) this.byToken.delete(key);
    this.tokensOfUser.delete(userId);
  }

  /** Forget everything (the listener reconnected and may have missed endings). */
  clear(): void {
    this.generation++;
    this.byToken.clear();
    this.tokensOfUser.clear();
  }

  /** The payload of a `lingua_sessions` message: a user id, or anything else to forget all. */
  onMessage(payload: string): void {
    const userId = Number(payload);
    if (Number.isInteger(userId) && userId > 0) this.forgetUser(userId);
    else this.clear();
  }

  private keep(key: string, user: SessionUser): void {
    if (this.byToken.size >= MAX_ENTRIES) this.clear();
    this.byToken.set(key, { user, until: this.now() + ENTRY_TTL_MS });
    let tokens = this.tokensOfUser.get(user.userId);
    if (!tokens) {
      tokens = new Set();
      this.tokensOfUser.set(user.userId, tokens);
    }
    tokens.add(key);
  }
}
