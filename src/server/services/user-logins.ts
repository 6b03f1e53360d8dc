/**
 * The service-wide e-mail index (global table `user_logins`): which business and user an e-mail
 * signs in to. It is what makes one e-mail one account across every business, and it is the only
 * way sign-in reads across businesses. Each function takes the transaction that changes the user,
 * so the index and the users table change together or not at all.
 */
import { and, eq } from 'drizzle-orm';
import { MSG } from '../../domain/messages';
import type { DbOrTx } from '../db/client';
import { userLogins } from '../db/schema';
import { duplicate } from '../errors';

export interface LoginTarget {
  cid: string;
  userId: string;
}

const keyOf = (email: string) => email.trim().toLowerCase();

/** The business and user an e-mail signs in to, if any (readable by every business). */
export async function findLogin(db: DbOrTx, email: string): Promise<LoginTarget | null> {
  const [row] = await db
    .select({ cid: userLogins.cid, userId: userLogins.userId })
    .from(userLogins)
    .where(eq(userLogins.email, keyOf(email)))
    .limit(1);
  return row ?? null;
}

export async function isEmailTaken(db: DbOrTx, email: string, exceptUserId?: string): Promise<boolean> {
  const found = await findLogin(db, email);
  return found !== null && found.userId !== exceptUserId;
}

/**
 * Claims an e-mail for a user of the transaction's business; an e-mail held by anyone else is
 * 409, a lost race included (the insert waits for the other transaction, then writes nothing).
 */
export async function claimLogin(tx: DbOrTx, email: string, target: LoginTarget): Promise<void> {
  const claimed = await tx
    .insert(userLogins)
    .values({ email: keyOf(email), ...target })
    .onConflictDoNothing()
    .returning({ email: userLogins.email });
  if (claimed.length === 0) throw duplicate(MSG.emailTaken);
}

/** Moves a user's sign-in from one e-mail to another (no-op when only the case changed). */
export async function moveLogin(tx: DbOrTx, from: string, to: string, target: LoginTarget): Promise<void> {
  if (keyOf(from) === keyOf(to)) return;
  await claimLogin(tx, to, target);
  await releaseLogin(tx, from, target);
}

/** Frees the e-mail of a user who is removed or changes e-mail. */
export async function releaseLogin(tx: DbOrTx, email: string, target: LoginTarget): Promise<void> {
  await tx
    .delete(userLogins)
    .where(and(eq(userLogins.email, keyOf(email)), eq(userLogins.cid, target.cid), eq(userLogins.userId, target.userId)));
}
