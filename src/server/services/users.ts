/**
 * Businesses, users and sign-in. Every query that touches another user is scoped by the
 * caller's business (cid), so a user of another business is simply not found.
 */
import { and, asc, count, eq, gt, sql } from 'drizzle-orm';
import { MSG } from '../../domain/messages';
import type { TLogin, TOwnerRegister, TProfileUpdate, TUser } from '../../domain/schemas/users';
import type { Db, DbOrTx } from '../db/client';
import { businesses, loginFailures, users } from '../db/schema';
import { AppError, badRequest, conflict, forbidden, isUniqueViolation, notFound } from '../errors';
import { decoyHash, hashPassword, verifyPassword } from './passwords';
import { createSession, endUserSessions, loadBusinessCard, type AuthContext, type SessionKeys } from './sessions';

type UserRow = typeof users.$inferSelect;

export function toUser(row: UserRow): TUser {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    isAdmin: row.isAdmin,
    isDisabled: row.isDisabled,
    isOwner: row.isOwner,
    isMaster: row.isMaster,
    lastLogin: row.lastLogin ? row.lastLogin.toISOString() : null,
    cid: row.cid,
  };
}

async function userInfoOf(db: DbOrTx, row: UserRow, token: string) {
  const card = await loadBusinessCard(db, row.cid);
  return { ...toUser(row), ...card, token };
}

async function emailTaken(db: DbOrTx, email: string, exceptUserId?: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`).limit(1);
  return !!row && row.id !== exceptUserId;
}

/** Turns a lost race on the unique e-mail index into the same 409 as the up-front check. */
async function guardEmail<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(MSG.emailTaken);
    throw err;
  }
}

const FAILURE_WINDOW_MS = 15 * 60_000;

/**
 * Failed sign-ins and sign-ups are counted per e-mail in the database, so the limit holds across
 * every instance: past `maxFailures` in the window, that e-mail gets 429 until the window moves on.
 */
async function refuseIfLocked(db: Db, email: string, maxFailures: number): Promise<void> {
  const since = new Date(Date.now() - FAILURE_WINDOW_MS);
  const [{ failures }] = await db
    .select({ failures: count() })
    .from(loginFailures)
    .where(and(eq(loginFailures.email, email), gt(loginFailures.at, since)));
  if (failures >= maxFailures) throw new AppError('TOO_MANY_REQUESTS', MSG.tooManyAttempts);
}

async function recordFailure(db: Db, email: string): Promise<void> {
  await db.insert(loginFailures).values({ email });
}

/** Creates a business and its owner, who is also its admin and master account. */
export async function registerOwner(db: Db, keys: SessionKeys, input: TOwnerRegister, maxFailures: number) {
  await refuseIfLocked(db, input.email, maxFailures);
  if (await emailTaken(db, input.email)) {
    // Probing which e-mails have accounts counts against that e-mail like a failed sign-in.
    await recordFailure(db, input.email);
    throw conflict(MSG.emailTaken);
  }
  const passwordHash = await hashPassword(input.password);
  return guardEmail(() =>
    db.transaction(async (tx) => {
      const { password: _password, ...business } = input;
      const [biz] = await tx.insert(businesses).values(business).returning();
      const [owner] = await tx
        .insert(users)
        .values({
          cid: biz.id,
          name: `${input.fname} ${input.lname}`,
          email: input.email,
          passwordHash,
          isAdmin: true,
          isOwner: true,
          isMaster: true,
          lastLogin: new Date(),
        })
        .returning();
      const token = await createSession(tx, keys, owner);
      return userInfoOf(tx, owner, token);
    }),
  );
}

export async function login(db: Db, keys: SessionKeys, input: TLogin, maxFailures: number) {
  await refuseIfLocked(db, input.email, maxFailures);

  const [row] = await db.select().from(users).where(sql`lower(${users.email}) = ${input.email}`).limit(1);
  const ok = row ? await verifyPassword(row.passwordHash, input.password) : await verifyPassword(await decoyHash(), input.password).then(() => false);
  if (!row || !ok) {
    await recordFailure(db, input.email);
    throw new AppError('UNAUTHORIZED', MSG.invalidCredentials);
  }
  if (row.isDisabled) throw forbidden(MSG.accountDisabled);

  await db.delete(loginFailures).where(eq(loginFailures.email, input.email));
  const [updated] = await db.update(users).set({ lastLogin: new Date() }).where(eq(users.id, row.id)).returning();
  const token = await createSession(db, keys, updated);
  return userInfoOf(db, updated, token);
}

/** An admin adds a user to their own business. A `cid` naming any other business is refused. */
export async function createUser(db: Db, caller: AuthContext, input: { name: string; email: string; password: string; isAdmin?: boolean; isDisabled?: boolean; cid?: string }) {
  if (input.cid !== undefined && input.cid !== '' && input.cid !== caller.cid) throw forbidden('You cannot add users to another business');
  if (await emailTaken(db, input.email)) throw conflict(MSG.emailTaken);
  const passwordHash = await hashPassword(input.password);
  return guardEmail(async () => {
    const [row] = await db
      .insert(users)
      .values({
        cid: caller.cid,
        name: input.name,
        email: input.email,
        passwordHash,
        isAdmin: input.isAdmin ?? false,
        isDisabled: input.isDisabled ?? false,
      })
      .returning();
    return toUser(row);
  });
}


export async function listUsers(db: Db, cid: string): Promise<TUser[]> {
  const rows = await db.select().from(users).where(eq(users.cid, cid)).orderBy(asc(users.createdAt), asc(users.id));
  return rows.map(toUser);
}

async function findUser(db: DbOrTx, cid: string, id: string): Promise<UserRow> {
  const [row] = await db.select().from(users).where(and(eq(users.id, id), eq(users.cid, cid))).limit(1);
  if (!row) throw notFound('User not found');
  return row;
}

export async function getUser(db: Db, cid: string, id: string): Promise<TUser> {
  return toUser(await findUser(db, cid, id));
}

export async function updateUser(db: Db, caller: AuthContext, id: string, input: { name: string; email: string; password?: string; isAdmin?: boolean; isDisabled?: boolean }) {
  const target = await findUser(db, caller.cid, id);
  const isAdmin = input.isAdmin ?? target.isAdmin;
  const isDisabled = input.isDisabled ?? target.isDisabled;
  if (target.isMaster && (!isAdmin || isDisabled)) throw forbidden('The master account cannot be demoted or disabled');
  if (target.id === caller.userId && isDisabled) throw forbidden('You cannot disable your own account');
  if (target.id === caller.userId && !isAdmin) throw forbidden('You cannot remove your own admin rights');
  if (input.email.toLowerCase() !== target.email.toLowerCase() && (await emailTaken(db, input.email, target.id))) throw conflict(MSG.emailTaken);

  const password = input.password ?? '';
  const passwordHash = password ? await hashPassword(password) : undefined;
  return guardEmail(() =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .update(users)
        .set({ name: input.name, email: input.email, isAdmin, isDisabled, updatedAt: new Date(), ...(passwordHash ? { passwordHash } : {}) })
        .where(and(eq(users.id, target.id), eq(users.cid, caller.cid)))
        .returning();
      // A new password set by an admin signs the user out everywhere else.
      if (passwordHash) await endUserSessions(tx, target.id, target.id === caller.userId ? caller.sessionId : undefined);
      return toUser(row);
    }),
  );
}

export async function deleteUser(db: Db, caller: AuthContext, id: string): Promise<{ message: string }> {
  const target = await findUser(db, caller.cid, id);
  if (target.isMaster) throw forbidden('The master account cannot be deleted');
  if (target.id === caller.userId) throw forbidden('You cannot delete your own account');
  await db.delete(users).where(and(eq(users.id, target.id), eq(users.cid, caller.cid)));
  return { message: 'User removed' };
}

/** A profile is one's own: another user of the business is forbidden, anyone else not found. */
async function ownProfile(db: DbOrTx, caller: AuthContext, id: string): Promise<UserRow> {
  const row = await findUser(db, caller.cid, id);
  if (row.id !== caller.userId) throw forbidden('You can only change your own profile');
  return row;
}

export async function getProfile(db: Db, caller: AuthContext, id: string) {
  return { user: toUser(await ownProfile(db, caller, id)) };
}

export async function updateProfile(db: Db, caller: AuthContext, token: string, id: string, input: TProfileUpdate) {
  const row = await ownProfile(db, caller, id);
  if (input.name !== undefined && !input.name) throw badRequest(MSG.enterAllFields);
  const email = input.email ?? row.email;
  if (email.toLowerCase() !== row.email.toLowerCase() && (await emailTaken(db, email, row.id))) throw conflict(MSG.emailTaken);
  const password = input.password ?? '';
  const passwordHash = password ? await hashPassword(password) : undefined;
  return guardEmail(() =>
    db.transaction(async (tx) => {
      const [updated] = await tx
        .update(users)
        .set({ name: input.name ?? row.name, email, updatedAt: new Date(), ...(passwordHash ? { passwordHash } : {}) })
        .where(and(eq(users.id, row.id), eq(users.cid, caller.cid)))
        .returning();
      // Changing one's password ends every other session of that user.
      if (passwordHash) await endUserSessions(tx, row.id, caller.sessionId);
      return userInfoOf(tx, updated, token);
    }),
  );
}
