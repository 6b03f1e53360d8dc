/**
 * Two businesses with one user of every kind, and tokens for each kind of caller, made straight in
 * the database so a test can mint a fresh session per request without paying for argon2 each time.
 */
import { sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { randomBytes } from 'node:crypto';
import { users, userLogins } from '../../src/server/db/schema';
import { hashPassword } from '../../src/server/services/passwords';
import { createSession } from '../../src/server/services/sessions';
import { client, registerBusiness, uniqueEmail, type ApiClient, type TestApp } from '../helpers/app';

export const CALLERS = ['signedOut', 'staff', 'admin', 'master', 'disabled', 'otherAdmin', 'forged', 'expired'] as const;
export type Caller = (typeof CALLERS)[number];

export const PASSWORD = 'secret1';

export interface Tenants {
  cidA: string;
  cidB: string;
  userIds: Record<'staff' | 'admin' | 'master' | 'disabled' | 'otherAdmin', string>;
  /** A fresh token for this kind of caller (null when signed out). */
  tokenFor(caller: Caller): Promise<string | null>;
  clientFor(caller: Caller): Promise<ApiClient>;
  /** Adds a user straight to a business; returns its id and e-mail. */
  insertUser(cid: string, flags?: { isAdmin?: boolean; isDisabled?: boolean }): Promise<{ id: string; email: string }>;
}

export async function setUpTenants(t: TestApp): Promise<Tenants> {
  const a = await registerBusiness(t.app, { bname: 'Alpha Goods' });
  const b = await registerBusiness(t.app, { bname: 'Beta Supplies' });
  const passwordHash = await hashPassword(PASSWORD);
  const db = t.app.database.owner;

  async function insertUser(cid: string, flags: { isAdmin?: boolean; isDisabled?: boolean } = {}) {
    const email = uniqueEmail(flags.isAdmin ? 'admin' : 'staff');
    const [row] = await db
      .insert(users)
      .values({ cid, name: 'Test User', email, passwordHash, isAdmin: flags.isAdmin ?? false, isDisabled: flags.isDisabled ?? false })
      .returning({ id: users.id });
    // The app files every e-mail in the service-wide index it signs in through.
    await db.insert(userLogins).values({ email: email.toLowerCase(), cid, userId: row.id });
    return { id: row.id, email };
  }

  const userIds = {
    staff: (await insertUser(a.cid)).id,
    admin: (await insertUser(a.cid, { isAdmin: true })).id,
    master: a.owner.id,
    disabled: (await insertUser(a.cid, { isDisabled: true })).id,
    otherAdmin: (await insertUser(b.cid, { isAdmin: true })).id,
  };
  const cidOf = (caller: keyof typeof userIds) => (caller === 'otherAdmin' ? b.cid : a.cid);
  const keys = t.app.sessionKeys;

  async function tokenFor(caller: Caller): Promise<string | null> {
    switch (caller) {
      case 'signedOut':
        return null;
      case 'forged': {
        // A well-formed token for a real session, signed with a key the server never had.
        const real = await createSession(db, keys, { id: userIds.master, cid: a.cid });
        const [, payload] = real.split('.');
        const { sid } = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { sid: string };
        return new SignJWT({ sid }).setProtectedHeader({ alg: 'HS256' }).setSubject(userIds.master).setIssuedAt().setExpirationTime('1h').sign(randomBytes(48));
      }
      case 'expired': {
        // Signed with the app's own secret and naming a live session row, but past its exp.
        const real = await createSession(db, keys, { id: userIds.master, cid: a.cid });
        const [, payload] = real.split('.');
        const { sid } = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { sid: string };
        const past = Math.floor(Date.now() / 1000) - 3600;
        return new SignJWT({ sid }).setProtectedHeader({ alg: 'HS256' }).setSubject(userIds.master).setIssuedAt(past - 60).setExpirationTime(past).sign(keys.secret);
      }
      default:
        return createSession(db, keys, { id: userIds[caller], cid: cidOf(caller) });
    }
  }

  return {
    cidA: a.cid,
    cidB: b.cid,
    userIds,
    tokenFor,
    clientFor: async (caller) => client(t.app, await tokenFor(caller)),
    insertUser,
  };
}

/**
 * A digest of every row of every table of the public schema (one statement), to prove that a refused
 * request changed nothing. `ignore` names tables a refusal may legitimately write to.
 */
export async function databaseChecksum(t: TestApp, ignore: readonly string[] = []): Promise<string> {
  return (await checksummer(t, ignore))();
}

/** The same digest as a reusable function: the table list is read once. */
export async function checksummer(t: TestApp, ignore: readonly string[] = []): Promise<() => Promise<string>> {
  const tables = rowsOf<{ table_name: string }>(
    await t.app.database.owner.execute(
      sql`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
    ),
  )
    .map((r) => r.table_name)
    .filter((name) => !ignore.includes(name));
  const parts = tables.map(
    (name) => sql`(SELECT md5(coalesce(string_agg(md5(x::text), ',' ORDER BY md5(x::text)), '')) FROM ${sql.identifier(name)} AS x)`,
  );
  const query = sql`SELECT concat_ws('|', ${sql.join(parts, sql`, `)}) AS sum`;
  return async () => rowsOf<{ sum: string }>(await t.app.database.owner.execute(query))[0]?.sum ?? '';
}

/**
 * The database's write-ahead-log position. When it has not moved, nothing at all was written, which
 * is far cheaper to ask than a digest of every table; when it has, a digest decides.
 */
export async function walPosition(t: TestApp): Promise<string> {
  return rowsOf<{ lsn: string }>(await t.app.database.owner.execute(sql`SELECT pg_current_wal_insert_lsn()::text AS lsn`))[0]?.lsn ?? '';
}

/** node-postgres answers `{ rows }`, PGlite the same shape through drizzle; accept either. */
export function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  if (result && typeof result === 'object' && 'rows' in result && Array.isArray(result.rows)) return result.rows as T[];
  return [];
}
