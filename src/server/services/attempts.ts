/**
 * Failed attempts counted in the database (table login_failures), so a limit holds across every
 * instance: failed passwords per e-mail (sign-in, and the current password asked for before an
 * e-mail or password change), and "e-mail probes" (answers that reveal an e-mail has an account)
 * per user and per client address. Past its limit in the window, a key gets 429 until the window
 * moves on.
 */
import { and, count, eq, gt, inArray } from 'drizzle-orm';
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

/** 429 when any of `keys` has `max` or more failures in the window. */
export async function refuseIfTooMany(db: DbOrTx, keys: string[], max: number): Promise<void> {
  if (keys.length === 0) return;
  const since = new Date(Date.now() - ATTEMPT_WINDOW_MS);
  const counts = await db
    .select({ key: loginFailures.email, failures: count() })
    .from(loginFailures)
    .where(and(inArray(loginFailures.email, keys), gt(loginFailures.at, since)))
    .groupBy(loginFailures.email);
  if (counts.some((c) => c.failures >= max)) throw new AppError('RATE_LIMITED', MSG.tooManyAttempts);
}

export async function recordFailedAttempts(db: DbOrTx, keys: string[]): Promise<void> {
  if (keys.length > 0) await db.insert(loginFailures).values(keys.map((email) => ({ email })));
}

export async function forgetFailedAttempts(db: DbOrTx, key: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.email, key));
}
