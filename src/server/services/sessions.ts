/**
 * Sessions are rows; the token handed to the client is a JWT that names the row. The signature
 * turns away forged tokens without a database read, and the row lets logout and password
 * changes end a session for real.
 */
import { and, eq, gt, ne, sql } from 'drizzle-orm';
import { SignJWT, jwtVerify } from 'jose';
import { LRUCache } from 'lru-cache';
import type { DbOrTx } from '../db/client';
import { preparedPerDb } from '../db/prepared';
import { businesses, sessions, users } from '../db/schema';

export interface AuthContext {
  userId: string;
  cid: string;
  sessionId: string;
  name: string;
  email: string;
  isAdmin: boolean;
  isMaster: boolean;
  isOwner: boolean;
  isDisabled: boolean;
}

export interface SessionKeys {
  secret: Uint8Array;
  days: number;
}

/**
 * The signing key, imported once per secret. Given raw bytes, jose imports a WebCrypto key on
 * every call, which was a tenth of the server's CPU under load: every request checks a token.
 */
const hmacKeys = new WeakMap<Uint8Array, Promise<CryptoKey>>();
function hmacKey(secret: Uint8Array): Promise<CryptoKey> {
  let key = hmacKeys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey('raw', new Uint8Array(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
    hmacKeys.set(secret, key);
  }
  return key;
}

export async function createSession(db: DbOrTx, keys: SessionKeys, user: { id: string; cid: string }): Promise<string> {
  const expiresAt = new Date(Date.now() + keys.days * 86_400_000);
  const [row] = await db.insert(sessions).values({ userId: user.id, cid: user.cid, expiresAt }).returning({ id: sessions.id });
  // The token names its business too, so a session is found inside that business alone.
  return new SignJWT({ sid: row.id, cid: user.cid })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(user.id)
    .setIssuedAt()
    .setExpirationTime(expiresAt)
    .sign(await hmacKey(keys.secret));
}

/**
 * Tokens whose signature already checked out, per signing secret, with what they name, each kept
 * until the token expires (the least recently used leave past VERIFIED_TOKENS_MAX): a signature
 * cannot change, so each token is verified once per process, not on every request. Whether the
 * session is still live is read from its row (or the session cache) every time, as before.
 *
 * Kept per instance on purpose, even with Redis shared: a verified signature is a fact that every
 * instance with the same secret computes alike, so there is nothing for instances to agree on, and
 * asking Redis would cost a network round trip where checking an HMAC costs microseconds. Ending a
 * session is what must reach every instance, and does: the row goes, and the database announces it
 * (session-cache.ts).
 */
const verifiedTokens = new WeakMap<Uint8Array, LRUCache<string, TokenClaims>>();
const VERIFIED_TOKENS_MAX = 10_000;

/** What a token names: its session and that session's business. */
export interface TokenClaims {
  sid: string;
  cid: string;
}

/**
 * The session (and business) a token names, or null when the token is forged, malformed or
 * expired. Tokens from before they named a business are refused too: their holder signs in again.
 */
export async function readToken(keys: SessionKeys, token: string): Promise<TokenClaims | null> {
  let known = verifiedTokens.get(keys.secret);
  if (!known) {
    known = new LRUCache<string, TokenClaims>({ max: VERIFIED_TOKENS_MAX, ttlResolution: 0 });
    verifiedTokens.set(keys.secret, known);
  }
  const hit = known.get(token);
  if (hit) return { sid: hit.sid, cid: hit.cid };
  try {
    // Every token this server signs expires; one that does not was never ours to honour.
    const { payload } = await jwtVerify(token, await hmacKey(keys.secret), { algorithms: ['HS256'], requiredClaims: ['exp'] });
    const { sid, cid, exp = 0 } = payload;
    if (typeof sid !== 'string' || typeof cid !== 'string') return null;
    const ttl = exp * 1000 - Date.now();
    if (ttl > 0) known.set(token, { sid, cid }, { ttl });
    return { sid, cid };
  } catch {
    return null;
  }
}

/** A live session and its user, in one prepared query (it runs whenever a session is not remembered). */
const liveSession = preparedPerDb((db) =>
  db
    .select({
      expiresAt: sessions.expiresAt,
      sessionId: sessions.id,
      userId: users.id,
      cid: users.cid,
      name: users.name,
      email: users.email,
      isAdmin: users.isAdmin,
      isMaster: users.isMaster,
      isOwner: users.isOwner,
      isDisabled: users.isDisabled,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sql.placeholder('sid')), gt(sessions.expiresAt, sql.placeholder('now'))))
    .prepare('live_session'),
);

/** Looks up a live session and its user; `expiresAt` is the session's. */
export async function loadSession(db: DbOrTx, sessionId: string): Promise<{ ctx: AuthContext; expiresAt: Date } | null> {
  const [row] = await liveSession(db).execute({ sid: sessionId, now: new Date().toISOString() });
  if (!row) return null;
  const { expiresAt, ...ctx } = row;
  return { ctx, expiresAt };
}

/** Ends a session; the user it was of, when it still existed. */
export async function endSession(db: DbOrTx, sessionId: string): Promise<string | undefined> {
  const [ended] = await db.delete(sessions).where(eq(sessions.id, sessionId)).returning({ userId: sessions.userId });
  return ended?.userId;
}

/** Ends every session of a user except, optionally, the one making the request. */
export async function endUserSessions(db: DbOrTx, userId: string, keepSessionId?: string): Promise<void> {
  await db
    .delete(sessions)
    .where(keepSessionId ? and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)) : eq(sessions.userId, userId));
}

export async function loadBusinessCard(db: DbOrTx, cid: string): Promise<{ bname: string; apikey: string }> {
  const [row] = await db.select({ bname: businesses.bname, apikey: businesses.apikey }).from(businesses).where(eq(businesses.id, cid));
  return row ?? { bname: '', apikey: '' };
}
