/**
 * Server-side sessions. One active session per user: starting one ends the others as 'kicked',
 * whose next call answers 521. Sessions slide: 7 days from the last use, renewed every 5 minutes of use.
 */
import { ResponseCode } from '@lingua/contracts';
import { and, eq, isNull, lt, ne, sql } from 'drizzle-orm';
import { sessions, users } from '../../db/schema';
import type { Db, Queryable } from '../database';
import { AppError } from '../errors';
import type { SessionUser } from '../request-context';
import { hashToken, newToken } from './tokens';
import { rolesOfUser, toUserSubject } from './user-subject';

export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/**
 * How stale lastSeenAt may get before a call writes it again (and slides the expiry): five minutes,
 * so "online now" (the data cockpit) can read it; one small update per active user per 5 minutes.
 */
export const LAST_SEEN_REFRESH_MS = 5 * 60 * 1000;

export async function startSession(
  tx: Queryable,
  userId: number,
  meta: { ip: string; equipmentCode: string },
): Promise<string> {
  const now = new Date();
  // Ended sessions are kept a while so a kicked device still learns why; older ones go.
  await tx
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), lt(sessions.expiresAt, new Date(now.getTime() - SESSION_TTL_MS))));
  await endSessions(tx, userId, 'kicked');
  const token = newToken();
  await tx.insert(sessions).values({
    tokenHash: hashToken(token),
    userId,
    expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
    ip: meta.ip,
    equipmentCode: meta.equipmentCode.slice(0, 100),
  });
  return token;
}

export async function endSessions(
  tx: Queryable,
  userId: number,
  reason: 'logout' | 'kicked' | 'password' | 'disabled',
  exceptSessionId?: number,
): Promise<void> {
  const active = and(eq(sessions.userId, userId), isNull(sessions.endedAt));
  await tx
    .update(sessions)
    .set({ endedAt: new Date(), endReason: reason })
    .where(exceptSessionId === undefined ? active : and(active, ne(sessions.id, exceptSessionId)));
}

export async function endSession(db: Db, sessionId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ endedAt: new Date(), endReason: 'logout' })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.endedAt)));
}

/**
 * The session check every signed-in call makes, prepared once per database (the tests open many):
 * parsed once per connection instead of built and planned per call (docs/operations.md, issue 21).
 */
function prepareSessionLookup(db: Db) {
  return db
    .select({
      session: {
        id: sessions.id,
        endedAt: sessions.endedAt,
        endReason: sessions.endReason,
        expiresAt: sessions.expiresAt,
        lastSeenAt: sessions.lastSeenAt,
      },
      user: {
        id: users.id,
        schoolId: users.schoolId,
        userType: users.userType,
        name: users.name,
        mobile: users.mobile,
        headImgUrl: users.headImgUrl,
        language: users.language,
        status: users.status,
        mustChangePassword: users.mustChangePassword,
      },
      roles: rolesOfUser,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
    .limit(1)
    .prepare('session_lookup');
}
const lookups = new WeakMap<Db, ReturnType<typeof prepareSessionLookup>>();
function sessionLookup(db: Db) {
  let hit = lookups.get(db);
  if (!hit) {
    hit = prepareSessionLookup(db);
    lookups.set(db, hit);
  }
  return hit;
}

/** Token → the signed-in user, or 700 (no such session, ended, expired) / 521 (kicked). */
export async function authenticate(db: Db, token: string | undefined): Promise<SessionUser> {
  if (!token) throw new AppError(ResponseCode.sessionInvalid, 'sessionInvalid');
  // One round trip: the session, its user and the user's roles.
  const rows = await sessionLookup(db).execute({ tokenHash: hashToken(token) });
  const row = rows[0];
  if (!row) throw new AppError(ResponseCode.sessionInvalid, 'sessionInvalid');
  const { session, user } = row;
  if (session.endReason === 'kicked') throw new AppError(ResponseCode.kicked, 'kicked');
  const now = Date.now();
  if (session.endedAt || session.expiresAt.getTime() <= now || user.status !== 'active') {
    throw new AppError(ResponseCode.sessionInvalid, 'sessionInvalid');
  }
  if (now - session.lastSeenAt.getTime() > LAST_SEEN_REFRESH_MS) {
    await db
      .update(sessions)
      .set({ lastSeenAt: new Date(now), expiresAt: new Date(now + SESSION_TTL_MS) })
      .where(eq(sessions.id, session.id));
  }
  return { sessionId: session.id, ...toUserSubject(user, row.roles) };
}

/**
 * A session known to this instance (from its cache) is still open: 521 when it was ended by a
 * sign-in elsewhere, 700 when signed out, expired or its user disabled. One indexed read.
 */
export async function checkSessionOpen(db: Db, sessionId: number): Promise<void> {
  const [row] = await db
    .select({
      endedAt: sessions.endedAt,
      endReason: sessions.endReason,
      expiresAt: sessions.expiresAt,
      status: users.status,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, sessionId))
    .limit(1);
  if (!row) throw new AppError(ResponseCode.sessionInvalid, 'sessionInvalid');
  if (row.endReason === 'kicked') throw new AppError(ResponseCode.kicked, 'kicked');
  if (row.endedAt || row.expiresAt.getTime() <= Date.now() || row.status !== 'active') {
    throw new AppError(ResponseCode.sessionInvalid, 'sessionInvalid');
  }
}
