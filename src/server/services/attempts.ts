/**
 * Failed attempts counted in the database (table login_failures), so a limit holds across every
 * instance: failed passwords (sign-in, and the current password asked for before an e-mail or
 * password change) per e-mail and address together and per e-mail alone, and "e-mail probes"
 * (answers that reveal an e-mail has an account) per user and per client address. Past its limit
 * in the window, a key gets 429 until the window moves on.
 */
import { and, count, eq, gt, inArray, or, sql } from 'drizzle-orm';
import { MSG } from '../../domain/messages';
import type { DbOrTx } from '../db/client';
import { loginFailures } from '../db/schema';
import { AppError } from '../errors';

export const ATTEMPT_WINDOW_MS = 15 * 60_000;
/** Taken-e-mail answers a user or an address may get per window (an admin adding staff gets few). */
export const EMAIL_PROBES_PER_WINDOW = 10;

/** The keys an e-mail probe counts against: the signed-in user and the client address. */
export function probeKeys(userId: string | undefined, address: string): string[] {
  return [...(userId ? [`probe:user:${userId}`] : []), `probe:address:${address}`];
}

/**
 * Wrong passwords for one e-mail from all addresses together may reach this many times the limit
 * per (e-mail, address) before the e-mail's own ceiling applies.
 */
export const EMAIL_CEILING_FACTOR = 5;

const emailKey = (email: string) => email.trim().toLowerCase();
/** Length-prefixed, so one e-mail's pairs are exactly the keys that start with pairsOf(email). */
const pairsOf = (email: string) => `pair:${emailKey(email).length}:${emailKey(email)}:`;
const pairKey = (email: string, address: string) => `${pairsOf(email)}${address}`;

/** What one wrong password for `email` from `address` counts against: the pair, and the e-mail. */
export function passwordFailureKeys(email: string, address: string): string[] {
  return [emailKey(email), pairKey(email, address)];
}

/** Failures per key in the window. */
async function failuresOf(db: DbOrTx, keys: string[]): Promise<Map<string, number>> {
  const since = new Date(Date.now() - ATTEMPT_WINDOW_MS);
  const counts = await db
    .select({ key: loginFailures.email, failures: count() })
    .from(loginFailures)
    .where(and(inArray(loginFailures.email, keys), gt(loginFailures.at, since)))
    .groupBy(loginFailures.email);
  return new Map(counts.map((c) => [c.key, Number(c.failures)]));
}

/** 429 when any of `keys` has `max` or more failures in the window. */
export async function refuseIfTooMany(db: DbOrTx, keys: string[], max: number): Promise<void> {
  if (keys.length === 0) return;
  const counts = await failuresOf(db, keys);
  if ([...counts.values()].some((failures) => failures >= max)) throw new AppError('RATE_LIMITED', MSG.tooManyAttempts);
}

/**
 * Before a password for `email` is checked from `address`: 429 once that address has given `max`
 * wrong ones for it in the window, or once the e-mail has had `max × EMAIL_CEILING_FACTOR` from
 * all addresses and this address has failed for it at all. Counting per e-mail alone let anyone
 * lock an owner out by typing wrong passwords for their e-mail; this way a stranger locks only
 * their own address, an address that has not been failing still gets in with the right password,
 * and guessing from many addresses is held to one guess per fresh address past the ceiling.
 */
export async function refuseSignInIfTooMany(db: DbOrTx, email: string, address: string, max: number): Promise<void> {
  const [byEmail, byPair] = passwordFailureKeys(email, address);
  const counts = await failuresOf(db, [byEmail, byPair]);
  const fromHere = counts.get(byPair) ?? 0;
  const fromAll = counts.get(byEmail) ?? 0;
  if (fromHere >= max || (fromHere > 0 && fromAll >= max * EMAIL_CEILING_FACTOR)) throw new AppError('RATE_LIMITED', MSG.tooManyAttempts);
}

/** A right password from `address` clears that address's failures for the e-mail, and no one else's. */
export async function forgetSignInFailures(db: DbOrTx, email: string, address: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.email, pairKey(email, address)));
}

/** A new password (a reset link used) starts the e-mail afresh, from every address. */
export async function forgetPasswordFailures(db: DbOrTx, email: string): Promise<void> {
  await db.delete(loginFailures).where(or(eq(loginFailures.email, emailKey(email)), sql`starts_with(${loginFailures.email}, ${pairsOf(email)})`));
}

export async function recordFailedAttempts(db: DbOrTx, keys: string[]): Promise<void> {
  if (keys.length > 0) await db.insert(loginFailures).values(keys.map((email) => ({ email })));
}
