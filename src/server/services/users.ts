/**
 * Businesses, users and sign-in. Every query that touches another user is scoped by the
 * caller's business (cid), so a user of another business is simply not found.
 */
import { and, asc, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { MSG } from '../../domain/messages';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../i18n/languages';
import { proposedCashRounding } from '../../domain/cash-rounding';
import { proposeForCountry, type CountryProposal } from '../../domain/countries';
import type { TLogin, TOwnerRegister, TProfileUpdate, TQuickStart, TUser } from '../../domain/schemas/users';
import { percentToPpm } from '../../domain/tax';
import type { Database, DbOrTx } from '../db/client';
import { businesses, settings, users } from '../db/schema';
import { AppError, duplicate, forbidden, invalid, isUniqueViolation, notFound } from '../errors';
import { forgetSignInFailures, passwordFailureKeys, recordFailedAttempts, refuseSignInIfTooMany } from './attempts';
import { decoyHash, hashPassword, verifyPassword } from './passwords';
import { createSession, endUserSessions, loadBusinessCard, type AuthContext, type SessionKeys } from './sessions';
import { claimLogin, findLogin, isEmailTaken, moveLogin, releaseLogin } from './user-logins';
import { assertOwnBusiness } from './own-business';
import { endResetLinks } from './password-resets';
import { createDefaultTaxClass } from './tax-classes';
import { createFirstRegister } from './money/registers';

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
    language: isLanguage(row.language) ? row.language : null,
  };
}

async function userInfoOf(db: DbOrTx, row: UserRow, token: string) {
  const card = await loadBusinessCard(db, row.cid);
  return { ...toUser(row), ...card, token };
}

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** 409 for an e-mail that has an account; the answer reveals that, so it counts as a probe. */
const emailTaken = () => duplicate(MSG.emailTaken).counting({ emailProbe: true });

/**
 * Changing one's own e-mail or password asks for the current password, so a session left open on
 * a shared till cannot be turned into a stolen account. A wrong one counts like a failed sign-in.
 */
async function checkCurrentPassword(user: UserRow, currentPassword: string | undefined): Promise<void> {
  if (!currentPassword) throw invalid('currentPassword', MSG.currentPasswordRequired);
  if (!(await verifyPassword(user.passwordHash, currentPassword))) {
    throw invalid('currentPassword', MSG.currentPasswordWrong).counting({ passwordFor: user.email.toLowerCase() });
  }
}

/** Turns a lost race on the unique e-mail index into the same 409 as the up-front check. */
async function guardEmail<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (isUniqueViolation(err)) throw duplicate(MSG.emailTaken);
    throw err;
  }
}

/**
 * Creates a business and its owner, who is also its admin and master account. The new business's
 * id is chosen first so that everything is written inside that business, as row-level security
 * requires, in one transaction.
 */
export async function registerOwner(database: Pick<Database, 'db' | 'tenant'>, keys: SessionKeys, input: TOwnerRegister, language: Language = DEFAULT_LANGUAGE) {
  const { password, countryDefaults, ...business } = input;
  // The state and city tell Quebec's or New York City's own taxes apart from the country's.
  const proposal = countryDefaults ? proposeForCountry(input.country, input.timeZone, { state: input.state, city: input.city }) : null;
  return openBusiness(database, keys, {
    business: { ...business, language, ...(proposal ? { timeZone: proposal.timeZone, locale: input.locale ?? proposal.locale } : {}) },
    ownerName: `${input.fname} ${input.lname}`,
    password,
    proposal,
  });
}

/**
 * The quick way in: a name, the shop's name and country, an e-mail and a password. The country's
 * proposals set the shop up; the address and phone wait for the getting-started checklist.
 */
export async function quickStart(database: Pick<Database, 'db' | 'tenant'>, keys: SessionKeys, input: TQuickStart, language: Language = DEFAULT_LANGUAGE) {
  const [fname, ...rest] = input.name.split(/\s+/);
  const proposal = proposeForCountry(input.country, input.timeZone);
  return openBusiness(database, keys, {
    business: {
      bname: input.bname,
      fname,
      lname: rest.join(' '),
      email: input.email,
      phone: '',
      address: '',
      city: '',
      state: '',
      country: proposal?.country.name ?? input.country,
      mailcode: '',
      language,
      ...(proposal ? { timeZone: proposal.timeZone, locale: proposal.locale } : input.timeZone ? { timeZone: input.timeZone } : {}),
    },
    ownerName: input.name,
    password: input.password,
    proposal,
  });
}

interface NewBusiness {
  business: Omit<typeof businesses.$inferInsert, 'id'>;
  ownerName: string;
  password: string;
  proposal: CountryProposal | null;
}

/** One transaction: the business, its country's settings if proposed, its defaults, its owner signed in. */
async function openBusiness(database: Pick<Database, 'db' | 'tenant'>, keys: SessionKeys, { business, ownerName, password, proposal }: NewBusiness) {
  // A taken e-mail is not held against that e-mail (anyone could then lock its owner out); sign-up
  // attempts are limited per client address instead (routes/users.ts).
  if (await isEmailTaken(database.db, business.email)) throw duplicate(MSG.emailTaken);
  const passwordHash = await hashPassword(password);
  const cid = randomUUID();
  const ratePpm = proposal?.taxPercent == null ? 0 : percentToPpm(proposal.taxPercent);
  return guardEmail(() =>
    database.tenant(cid, async (tx) => {
      // The country's cash rounding (CAD 0.05, SEK 1…) is proposed with its currency; none elsewhere.
      await tx.insert(businesses).values({ ...business, id: cid, ...(proposal ? { cashRounding: proposedCashRounding(proposal.currency) } : {}) });
      // A country without one national rate (the United States) leaves the tax for the owner to set.
      if (proposal && proposal.taxPercent !== null) {
        await tx.insert(settings).values({ cid, taxratePpm: ratePpm, currency: proposal.currency, pricesIncludeTax: proposal.pricesIncludeTax });
      }
      await createDefaultTaxClass(tx, cid, ratePpm, proposal?.taxes);
      await createFirstRegister(tx, cid);
      const [owner] = await tx
        .insert(users)
        .values({
          cid,
          name: ownerName,
          email: business.email,
          passwordHash,
          isAdmin: true,
          isOwner: true,
          isMaster: true,
          lastLogin: new Date(),
        })
        .returning();
      await claimLogin(tx, business.email, { cid, userId: owner.id });
      const token = await createSession(tx, keys, owner);
      return userInfoOf(tx, owner, token);
    }, { write: true }),
  );
}

/**
 * Signs a user in: the e-mail index says which business to look in; the password is checked
 * outside any transaction (it takes tens of milliseconds of CPU on purpose), then the sign-in is
 * recorded and a session opened in that business.
 */
export async function login(database: Pick<Database, 'db' | 'tenant'>, keys: SessionKeys, input: TLogin, maxFailures: number, address: string) {
  await refuseSignInIfTooMany(database.db, input.email, address, maxFailures);

  const target = await findLogin(database.db, input.email);
  const row = target
    ? await database.tenant(target.cid, (tx) => findUserRow(tx, target.cid, target.userId))
    : undefined;
  const ok = row ? await verifyPassword(row.passwordHash, input.password) : await verifyPassword(await decoyHash(), input.password).then(() => false);
  if (!row || !ok) {
    await recordFailedAttempts(database.db, passwordFailureKeys(input.email, address));
    throw new AppError('INVALID_CREDENTIALS', MSG.invalidCredentials);
  }
  if (row.isDisabled) throw new AppError('DISABLED', MSG.accountDisabled);

  await forgetSignInFailures(database.db, input.email, address);
  return database.tenant(row.cid, async (tx) => {
    const [updated] = await tx
      .update(users)
      .set({ lastLogin: new Date() })
      .where(and(eq(users.cid, row.cid), eq(users.id, row.id)))
      .returning();
    const token = await createSession(tx, keys, updated);
    return userInfoOf(tx, updated, token);
  }, { write: true });
}

/** An admin adds a user to their own business. A `cid` naming any other business is refused. */
export async function createUser(db: DbOrTx, caller: AuthContext, input: { name: string; email: string; password: string; isAdmin?: boolean; isDisabled?: boolean; cid?: string }) {
  assertOwnBusiness(caller, input.cid, 'You cannot add users to another business');
  if (await isEmailTaken(db, input.email)) throw emailTaken();
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
    await claimLogin(db, input.email, { cid: caller.cid, userId: row.id });
    return toUser(row);
  });
}


export async function listUsers(db: DbOrTx, cid: string): Promise<TUser[]> {
  const rows = await db.select().from(users).where(eq(users.cid, cid)).orderBy(asc(users.createdAt), asc(users.id));
  return rows.map(toUser);
}

async function findUserRow(db: DbOrTx, cid: string, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(and(eq(users.id, id), eq(users.cid, cid))).limit(1);
  return row;
}

async function findUser(db: DbOrTx, cid: string, id: string): Promise<UserRow> {
  const row = await findUserRow(db, cid, id);
  if (!row) throw notFound('User not found');
  return row;
}

export async function getUser(db: DbOrTx, cid: string, id: string): Promise<TUser> {
  return toUser(await findUser(db, cid, id));
}

export async function updateUser(
  db: DbOrTx,
  caller: AuthContext,
  id: string,
  input: { name: string; email: string; password?: string; currentPassword?: string; isAdmin?: boolean; isDisabled?: boolean },
) {
  const target = await findUser(db, caller.cid, id);
  const isAdmin = input.isAdmin ?? target.isAdmin;
  const isDisabled = input.isDisabled ?? target.isDisabled;
  const password = input.password ?? '';
  const changesSignIn = password !== '' || !sameEmail(input.email, target.email);
  if (target.isMaster && (!isAdmin || isDisabled)) throw forbidden('The master account cannot be demoted or disabled');
  // Otherwise any admin could take the business over: change the owner's e-mail and password, sign in as them.
  if (target.isMaster && target.id !== caller.userId && changesSignIn) throw forbidden(MSG.onlyMasterChangesSignIn);
  if (target.id === caller.userId && isDisabled) throw forbidden('You cannot disable your own account');
  if (target.id === caller.userId && !isAdmin) throw forbidden('You cannot remove your own admin rights');
  if (target.id === caller.userId && changesSignIn) await checkCurrentPassword(target, input.currentPassword);
  if (await isEmailTaken(db, input.email, target.id)) throw emailTaken();

  const passwordHash = password ? await hashPassword(password) : undefined;
  return guardEmail(async () => {
    const [row] = await db
      .update(users)
      .set({ name: input.name, email: input.email, isAdmin, isDisabled, updatedAt: new Date(), ...(passwordHash ? { passwordHash } : {}) })
      .where(and(eq(users.id, target.id), eq(users.cid, caller.cid)))
      .returning();
    await moveLogin(db, target.email, input.email, { cid: caller.cid, userId: target.id });
    // Disabling ends the user's sessions: while disabled each of them is answered only with the
    // spec's 403 (so the till shows why), and enabling the user again deletes them, so none revives.
    // A new password set by an admin signs the user out everywhere else.
    if (!isDisabled && target.isDisabled) await endUserSessions(db, target.id);
    else if (passwordHash) await endUserSessions(db, target.id, target.id === caller.userId ? caller.sessionId : undefined);
    if (changesSignIn) await endResetLinks(db, caller.cid, target.id);
    return toUser(row);
  });
}

export async function deleteUser(db: DbOrTx, caller: AuthContext, id: string): Promise<{ message: string }> {
  const target = await findUser(db, caller.cid, id);
  if (target.isMaster) throw forbidden('The master account cannot be deleted');
  if (target.id === caller.userId) throw forbidden('You cannot delete your own account');
  await db.delete(users).where(and(eq(users.id, target.id), eq(users.cid, caller.cid)));
  await releaseLogin(db, target.email, { cid: caller.cid, userId: target.id });
  return { message: 'User removed' };
}

/** A profile is one's own: another user of the business is forbidden, anyone else not found. */
async function ownProfile(db: DbOrTx, caller: AuthContext, id: string): Promise<UserRow> {
  const row = await findUser(db, caller.cid, id);
  if (row.id !== caller.userId) throw forbidden('You can only change your own profile');
  return row;
}

export async function getProfile(db: DbOrTx, caller: AuthContext, id: string) {
  return { user: toUser(await ownProfile(db, caller, id)) };
}

export async function updateProfile(db: DbOrTx, caller: AuthContext, token: string, id: string, input: TProfileUpdate) {
  const row = await ownProfile(db, caller, id);
  if (input.name !== undefined && !input.name) throw invalid('name', MSG.enterAllFields);
  const email = input.email ?? row.email;
  const password = input.password ?? '';
  if (password !== '' || !sameEmail(email, row.email)) await checkCurrentPassword(row, input.currentPassword);
  if (await isEmailTaken(db, email, row.id)) throw emailTaken();
  const passwordHash = password ? await hashPassword(password) : undefined;
  return guardEmail(async () => {
    const [updated] = await db
      .update(users)
      .set({
        name: input.name ?? row.name,
        email,
        updatedAt: new Date(),
        ...(input.language !== undefined ? { language: input.language } : {}),
        ...(passwordHash ? { passwordHash } : {}),
      })
      .where(and(eq(users.id, row.id), eq(users.cid, caller.cid)))
      .returning();
    await moveLogin(db, row.email, email, { cid: caller.cid, userId: row.id });
    // Changing one's password ends every other session of that user.
    if (passwordHash) await endUserSessions(db, row.id, caller.sessionId);
    if (passwordHash || !sameEmail(email, row.email)) await endResetLinks(db, caller.cid, row.id);
    return userInfoOf(db, updated, token);
  });
}
