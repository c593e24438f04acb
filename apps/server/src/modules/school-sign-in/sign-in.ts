/**
 * The school's own sign-in: start (a flow row with state, PKCE verifier and nonce, then the IdP's
 * address), finish (the flow used once, the IdP's answer checked, the account found by the
 * school's number or created), and sign-out (the session ended, the IdP's sign-out page answered).
 * Accounts are found by (school, number) in school_accounts only: never by name or mobile.
 */
import { randomBytes } from 'node:crypto';
import {
  ResponseCode,
  SCHOOL_SIGN_IN_RETURN_PATH,
  type TLoginResponse,
  type TSchoolSignInButton,
  type TSchoolSignInTest,
  UserType,
} from '@lingua/contracts';
import { and, eq, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { schoolAccounts, schoolSignInFlows, schoolSignInSessions, sessions, users } from '../../db/schema';
import { endSession, startSession } from '../../platform/auth/sessions';
import { hashToken } from '../../platform/auth/tokens';
import type { Db, Queryable } from '../../platform/database';
import { AppError } from '../../platform/errors';
import type { SecretBox } from '../../platform/secret-box';
import { findUserWithRoles, presentLoginInfo, toLoginSubject } from '../users/present-login-info';
import { casLoginUrl, casLogoutUrl, casNumber, validateTicket } from './cas';
import { claimNumber, discover, oidcAuthorizationUrl, oidcEndSessionUrl, oidcFinish } from './oidc';
import { loadSetting, openClientSecret, type SchoolSignInRow } from './settings';

/** How long a sign-in may stay at the IdP before its return is refused. */
export const FLOW_TTL_MS = 10 * 60 * 1000;
/** Where the IdP sends the browser after its own sign-out: the school's login page. */
export const signOutReturnPath = (schoolId: number) => `/loginpage?id=${schoolId}`;
/** The longest school number kept (student and staff numbers are far shorter). */
const MAX_NUMBER_LENGTH = 64;

const unavailable = () => new AppError(ResponseCode.notFound, 'schoolSignInUnavailable');
const expired = () => new AppError(ResponseCode.badRequest, 'schoolSignInExpired');
const refused = (reason: string) =>
  new AppError(ResponseCode.badRequest, 'schoolSignInRefused', { reason: reason.slice(0, 200) });
const unreachable = () => new AppError(503, 'schoolSignInIdpUnreachable');

/** A short, non-secret reason from a library or network error. */
export function reasonOf(error: unknown): string {
  if (error instanceof Error) {
    const code = (error as { code?: unknown }).code;
    const oauthError = (error as { error?: unknown }).error;
    if (typeof oauthError === 'string') return oauthError;
    return typeof code === 'string' ? `${code}: ${error.message}` : error.message;
  }
  return String(error);
}

export function isNetworkError(error: unknown): boolean {
  const text = reasonOf(error);
  return /fetch failed|ECONNREFUSED|ENOTFOUND|timed? ?out|aborted/i.test(text);
}

async function enabledSetting(db: Queryable, schoolId: number): Promise<SchoolSignInRow> {
  const setting = await loadSetting(db, schoolId);
  if (!setting?.enabled) throw unavailable();
  return setting;
}

export function oidcSettings(box: SecretBox, setting: SchoolSignInRow) {
  return { serverUrl: setting.serverUrl, clientId: setting.clientId, clientSecret: openClientSecret(box, setting) };
}

async function discoverOrRefuse(box: SecretBox, setting: SchoolSignInRow, log?: FastifyBaseLogger) {
  try {
    return await discover(oidcSettings(box, setting));
  } catch (error) {
    log?.warn({ schoolId: setting.schoolId, reason: reasonOf(error) }, 'school sign-in: OIDC discovery failed');
    if (isNetworkError(error)) throw unreachable();
    throw refused(reasonOf(error));
  }
}

export async function schoolSignInButton(
  db: Db,
  schoolId: number,
  language: 'cn' | 'en',
): Promise<TSchoolSignInButton> {
  const setting = await loadSetting(db, schoolId);
  if (!setting?.enabled) return { available: false, protocol: null, buttonName: '' };
  const name = language === 'en' && setting.buttonNameEn ? setting.buttonNameEn : setting.buttonName;
  return { available: true, protocol: setting.protocol, buttonName: name };
}

export async function startSchoolSignIn(
  db: Db,
  box: SecretBox,
  schoolId: number,
  origin: string,
  log?: FastifyBaseLogger,
): Promise<{ redirectUrl: string }> {
  const setting = await enabledSetting(db, schoolId);
  const state = randomBytes(32).toString('base64url');
  // Flows never finished are dropped by the next start.
  await db.delete(schoolSignInFlows).where(lt(schoolSignInFlows.createdAt, new Date(Date.now() - FLOW_TTL_MS)));
  const returnPath = `${origin}${SCHOOL_SIGN_IN_RETURN_PATH}`;
  if (setting.protocol === 'oidc') {
    const config = await discoverOrRefuse(box, setting, log);
    const start = await oidcAuthorizationUrl(config, returnPath, state);
    await db.insert(schoolSignInFlows).values({
      state,
      schoolId,
      protocol: 'oidc',
      returnUrl: returnPath,
      codeVerifier: start.codeVerifier,
      nonce: start.nonce,
    });
    return { redirectUrl: start.url };
  }
  // CAS carries no state of its own: ours rides in the service URL, to which the ticket is bound.
  const service = `${returnPath}?state=${state}`;
  await db.insert(schoolSignInFlows).values({ state, schoolId, protocol: 'cas', returnUrl: service });
  return { redirectUrl: casLoginUrl(setting.serverUrl, service) };
}

interface Identity {
  number: string;
  name: string;
  idToken: string;
  casTicket: string;
  /** OIDC: the IdP's session id and subject, which a back-channel logout names. */
  sid: string;
  sub: string;
}

function firstText(values: unknown[]): string {
  for (const v of values) if (typeof v === 'string' && v.trim()) return v.trim();
  return '';
}

export async function finishSchoolSignIn(
  db: Db,
  box: SecretBox,
  search: string,
  meta: { ip: string; equipmentCode: string; origin: string },
  log?: FastifyBaseLogger,
): Promise<TLoginResponse> {
  const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  const state = params.get('state') ?? '';
  if (!state || state.length > 200) throw expired();
  // Used once: whoever deletes the row owns the flow; a second return with the same state finds nothing.
  const [flow] = await db.delete(schoolSignInFlows).where(eq(schoolSignInFlows.state, state)).returning();
  if (!flow || Date.now() - flow.createdAt.getTime() > FLOW_TTL_MS) throw expired();
  const setting = await enabledSetting(db, flow.schoolId);
  if (setting.protocol !== flow.protocol) throw expired();

  let identity: Identity;
  if (flow.protocol === 'oidc') {
    const config = await discoverOrRefuse(box, setting, log);
    const currentUrl = new URL(flow.returnUrl);
    currentUrl.search = params.toString();
    try {
      const result = await oidcFinish(
        config,
        currentUrl,
        { state: flow.state, codeVerifier: flow.codeVerifier, nonce: flow.nonce },
        setting.numberClaim,
      );
      identity = {
        number: claimNumber(result.claims, setting.numberClaim),
        name: firstText([result.claims.name, result.claims.preferred_username]),
        idToken: result.idToken,
        casTicket: '',
        sid: firstText([result.claims.sid]).slice(0, 255),
        sub: firstText([result.claims.sub]).slice(0, 255),
      };
    } catch (error) {
      log?.warn({ schoolId: flow.schoolId, reason: reasonOf(error) }, 'school sign-in: OIDC return refused');
      if (isNetworkError(error)) throw unreachable();
      throw refused(reasonOf(error));
    }
  } else {
    const ticket = params.get('ticket') ?? '';
    if (!ticket || ticket.length > 256) throw refused('no ticket');
    let result: Awaited<ReturnType<typeof validateTicket>>;
    try {
      result = await validateTicket(setting.serverUrl, flow.returnUrl, ticket);
    } catch (error) {
      log?.warn({ schoolId: flow.schoolId, reason: reasonOf(error) }, 'school sign-in: CAS unreachable');
      throw unreachable();
    }
    if (!result.ok) throw refused(`${result.code} ${result.description}`.trim());
    identity = {
      number: casNumber(result, setting.numberClaim),
      name: firstText([result.attributes.name, result.attributes.displayName, result.attributes.cn]),
      idToken: '',
      casTicket: ticket,
      sid: '',
      sub: '',
    };
  }
  if (!identity.number || identity.number.length > MAX_NUMBER_LENGTH) {
    throw new AppError(ResponseCode.forbidden, 'schoolSignInNoNumber', { claim: setting.numberClaim });
  }

  return db.transaction(async (tx) => {
    const userId = await linkedOrCreatedUser(tx, setting, identity);
    const row = await findUserWithRoles(tx, { id: userId });
    if (!row) throw new Error('linked user vanished');
    if (row.user.status !== 'active') throw new AppError(ResponseCode.forbidden, 'accountDisabled');
    // Lock the user row so two sign-ins at once still leave exactly one session (as the password sign-in).
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const token = await startSession(tx, userId, meta);
    const [session] = await tx
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)));
    if (!session) throw new Error('session vanished');
    await tx.insert(schoolSignInSessions).values({
      sessionId: session.id,
      schoolId: setting.schoolId,
      idToken: identity.idToken,
      casTicket: identity.casTicket,
      sid: identity.sid,
      sub: identity.sub,
      returnUrl: `${meta.origin}${signOutReturnPath(setting.schoolId)}`,
    });
    return { token, ...(await presentLoginInfo(tx, toLoginSubject(row))) };
  });
}

/**
 * The account the school's number names in this school, or a new one when the school's setting
 * creates unknown users: of the configured type, in that school, with no password it could sign in
 * with (a manager's reset gives one), linked by the number.
 */
async function linkedOrCreatedUser(tx: Queryable, setting: SchoolSignInRow, identity: Identity): Promise<number> {
  const [link] = await tx
    .select({ userId: schoolAccounts.userId, schoolId: users.schoolId })
    .from(schoolAccounts)
    .innerJoin(users, eq(users.id, schoolAccounts.userId))
    .where(and(eq(schoolAccounts.schoolId, setting.schoolId), eq(schoolAccounts.number, identity.number)));
  if (link && link.schoolId === setting.schoolId) return link.userId;
  if (!setting.createUnknown) {
    throw new AppError(ResponseCode.forbidden, 'schoolSignInUnknownUser', { number: identity.number });
  }
  const [created] = await tx
    .insert(users)
    .values({
      schoolId: setting.schoolId,
      // The account key of a user with no mobile: never a phone number (ZMobile refuses it), so no
      // password sign-in can name it.
      mobile: `school:${setting.schoolId}:${identity.number}`,
      name: (identity.name || identity.number).slice(0, 30),
      userType: setting.createAs === UserType.teacher ? UserType.teacher : UserType.student,
      // No argon2 hash matches this: password sign-in is closed until a password is set.
      passwordHash: '!school-sign-in',
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (!created) throw new AppError(ResponseCode.conflict, 'schoolSignInExpired');
  await tx.insert(schoolAccounts).values({ schoolId: setting.schoolId, number: identity.number, userId: created.id });
  return created.id;
}

/** Ends the session; answers the IdP's sign-out page when the session came from the school's sign-in. */
export async function schoolSignOut(
  db: Db,
  box: SecretBox,
  sessionId: number,
  log?: FastifyBaseLogger,
): Promise<{ exitUrl: string }> {
  const [link] = await db.select().from(schoolSignInSessions).where(eq(schoolSignInSessions.sessionId, sessionId));
  await endSession(db, sessionId);
  if (!link) return { exitUrl: '' };
  const setting = await loadSetting(db, link.schoolId);
  if (!setting) return { exitUrl: '' };
  if (setting.protocol === 'cas') return { exitUrl: casLogoutUrl(setting.serverUrl, link.returnUrl) };
  try {
    const config = await discover(oidcSettings(box, setting));
    return { exitUrl: oidcEndSessionUrl(config, link.idToken, link.returnUrl) };
  } catch (error) {
    // Our session is over either way; the IdP's stays until it ends by itself.
    log?.warn({ schoolId: link.schoolId, reason: reasonOf(error) }, 'school sign-out: OIDC discovery failed');
    return { exitUrl: '' };
  }
}

/** CAS single logout: the server names the service ticket whose session ended there. */
export async function endSessionsOfTicket(db: Db, ticket: string): Promise<number> {
  const links = await db
    .select({ sessionId: schoolSignInSessions.sessionId })
    .from(schoolSignInSessions)
    .where(eq(schoolSignInSessions.casTicket, ticket));
  for (const link of links) await endSession(db, link.sessionId);
  return links.length;
}

/** The operator's check: does the IdP answer as the sign-in will ask it? */
export async function testSetting(
  db: Db,
  box: SecretBox,
  schoolId: number,
  origin: string,
): Promise<TSchoolSignInTest> {
  const setting = await loadSetting(db, schoolId);
  if (!setting) throw unavailable();
  if (setting.protocol === 'oidc') {
    try {
      const config = await discover(oidcSettings(box, setting));
      const meta = config.serverMetadata();
      const methods = meta.code_challenge_methods_supported ?? [];
      if (!methods.includes('S256')) return { ok: false, detail: `${meta.issuer}: no PKCE S256` };
      return {
        ok: true,
        detail: `${meta.issuer} · authorization ${meta.authorization_endpoint ?? '-'} · sign-out ${meta.end_session_endpoint ?? '-'}`,
      };
    } catch (error) {
      return { ok: false, detail: reasonOf(error).slice(0, 300) };
    }
  }
  // A ticket that cannot exist: a CAS 3.0 server answers INVALID_TICKET in its XML.
  try {
    const result = await validateTicket(setting.serverUrl, `${origin}${SCHOOL_SIGN_IN_RETURN_PATH}`, 'ST-lingua-check');
    if (!result.ok && result.code.startsWith('INVALID')) {
      return {
        ok: result.code !== 'INVALID_RESPONSE',
        detail: `${setting.serverUrl}/p3/serviceValidate: ${result.code}`,
      };
    }
    return { ok: false, detail: result.ok ? 'accepted a made-up ticket' : `${result.code} ${result.description}` };
  } catch (error) {
    return { ok: false, detail: reasonOf(error).slice(0, 300) };
  }
}
