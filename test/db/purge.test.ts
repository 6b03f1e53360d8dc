/**
 * The purge of rows nothing reads again: expired sessions of every business and sign-in failures
 * older than their window go; live sessions and recent failures stay. Driven directly, with rows
 * dated in the past, on PGlite and PostgreSQL; on PostgreSQL also with another instance holding
 * the purge's lock, and with tables owned by an ordinary login (no superuser), as in production,
 * where row-level security holds the owner too.
 */
import { eq, sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { openDatabase, type Database, type Db } from '../../src/server/db/client';
import { rows } from '../../src/server/db/raw';
import { loginFailures, sessions } from '../../src/server/db/schema';
import { ATTEMPT_WINDOW_MS } from '../../src/server/services/attempts';
import { PURGE_LOCK, purgeExpired } from '../../src/server/services/purge';
import { buildTestApp, registerBusiness, type Business, type TestApp } from '../helpers/app';

const DAY_MS = 86_400_000;
const ago = (ms: number) => new Date(Date.now() - ms);
const ahead = (ms: number) => new Date(Date.now() + ms);

/** Session ids of a business, read as the tables' owner. */
async function sessionIdsOf(owner: Db, cid: string): Promise<string[]> {
  return (await owner.select({ id: sessions.id }).from(sessions).where(eq(sessions.cid, cid))).map((r) => r.id).sort();
}

async function addSession(owner: Db, shop: Business, expiresAt: Date): Promise<string> {
  const [row] = await owner.insert(sessions).values({ userId: shop.owner.id, cid: shop.cid, expiresAt }).returning({ id: sessions.id });
  return row.id;
}

async function failureEmails(owner: Db): Promise<string[]> {
  return (await owner.select({ email: loginFailures.email }).from(loginFailures)).map((r) => r.email).sort();
}

describe('purging expired sessions and old sign-in failures', () => {
  let t: TestApp;
  let a: Business;
  let b: Business;

  beforeAll(async () => {
    t = await buildTestApp();
    a = await registerBusiness(t.app);
    b = await registerBusiness(t.app);
  });
  afterAll(() => t.close());

  it('removes expired sessions of every business and old failures, and keeps live sessions and recent failures', async () => {
    const owner = t.database.owner;
    const liveA = await sessionIdsOf(owner, a.cid);
    const liveB = await sessionIdsOf(owner, b.cid);
    const liveLater = await addSession(owner, a, ahead(DAY_MS));
    for (const shop of [a, b]) {
      await addSession(owner, shop, ago(DAY_MS));
      await addSession(owner, shop, ago(1_000));
    }
    await owner.insert(loginFailures).values([
      { email: 'old@example.com', at: ago(ATTEMPT_WINDOW_MS + 60_000) },
      { email: 'older@example.com', at: ago(30 * DAY_MS) },
      { email: 'recent@example.com', at: ago(60_000) },
    ]);

    expect(await purgeExpired(t.database.db)).toEqual({ sessions: 4, failures: 2 });

    expect(await sessionIdsOf(owner, a.cid)).toEqual([...liveA, liveLater].sort());
    expect(await sessionIdsOf(owner, b.cid)).toEqual(liveB);
    expect(await failureEmails(owner)).toEqual(['recent@example.com']);
    // The owners' own sessions were live: they are still signed in.
    expect((await a.owner.get(`/users/${a.owner.id}`)).statusCode).toBe(200);
    expect((await b.owner.get(`/users/${b.owner.id}`)).statusCode).toBe(200);
    // Nothing left: a second run finds nothing.
    expect(await purgeExpired(t.database.db)).toEqual({ sessions: 0, failures: 0 });
  });

  it('works through a backlog in rounds', async () => {
    const owner = t.database.owner;
    for (let i = 0; i < 5; i++) await addSession(owner, i % 2 === 0 ? a : b, ago(DAY_MS + i));
    await owner.insert(loginFailures).values(Array.from({ length: 3 }, (_, i) => ({ email: `backlog${i}@example.com`, at: ago(DAY_MS) })));
    expect(await purgeExpired(t.database.db, { batch: 2 })).toEqual({ sessions: 5, failures: 3 });
  });

  it('stops between rounds when the server is shutting down, leaving the rest for the next run', async () => {
    for (let i = 0; i < 3; i++) await addSession(t.database.owner, a, ago(DAY_MS));
    const closing = new AbortController();
    closing.abort();
    expect(await purgeExpired(t.database.db, { batch: 1, signal: closing.signal })).toEqual({ sessions: 1, failures: 0 });
    expect(await purgeExpired(t.database.db)).toEqual({ sessions: 2, failures: 0 });
  });

  it('is the only way the app’s role reaches another business’s sessions: a direct delete sees none', async () => {
    const expired = await addSession(t.database.owner, b, ago(DAY_MS));
    await t.database.tenant(a.cid, (db) => db.delete(sessions).where(eq(sessions.id, expired)), { write: true });
    expect(await sessionIdsOf(t.database.owner, b.cid)).toContain(expired);
    await purgeExpired(t.database.db);
    expect(await sessionIdsOf(t.database.owner, b.cid)).not.toContain(expired);
  });

  describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('on PostgreSQL', () => {
    it('leaves the work to the instance that holds the lock', async () => {
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.pathname = `/${t.databaseName}`;
      const other = new pg.Client({ connectionString: url.toString() });
      await other.connect();
      try {
        const expired = await addSession(t.database.owner, a, ago(DAY_MS));
        await other.query('SELECT pg_advisory_lock($1)', [PURGE_LOCK]);
        expect(await purgeExpired(t.database.db)).toBeNull();
        expect(await sessionIdsOf(t.database.owner, a.cid)).toContain(expired);
        await other.query('SELECT pg_advisory_unlock($1)', [PURGE_LOCK]);
        expect(await purgeExpired(t.database.db)).toEqual({ sessions: 1, failures: 0 });
      } finally {
        await other.end();
      }
    });
  });
});

/**
 * Production's owner is an ordinary login, which FORCE ROW LEVEL SECURITY holds like anyone else;
 * the test database's owner is a superuser, which it does not. So: a login with only the rights
 * the README asks for, a database it owns and migrates, and the purge run there.
 */
describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('purging when the tables’ owner is no superuser', () => {
  const adminUrl = process.env.TEST_DATABASE_URL ?? '';
  const suffix = randomBytes(5).toString('hex');
  const login = `stocktill_owner_${suffix}`;
  const dbName = `stocktill_test_owner_${suffix}`;
  let database: Database | undefined;

  async function admin(query: string) {
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    try {
      await c.query(query);
    } finally {
      await c.end();
    }
  }

  afterAll(async () => {
    await database?.close();
    await admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin(`DROP ROLE IF EXISTS ${login}`);
  });

  it('removes expired sessions of every business all the same', async () => {
    await admin(`CREATE ROLE ${login} LOGIN NOSUPERUSER NOBYPASSRLS CREATEROLE`);
    await admin(`CREATE DATABASE ${dbName} OWNER ${login}`);
    const url = new URL(adminUrl);
    url.username = login;
    url.pathname = `/${dbName}`;
    database = await openDatabase({ databaseUrl: url.toString(), poolSize: 4 });
    const [{ superuser }] = await rows<{ superuser: boolean }>(database.owner, sql`SELECT rolsuper AS superuser FROM pg_roles WHERE rolname = current_user`);
    expect(superuser).toBe(false);

    const app = await buildApp({ config: loadConfig({ LOG_LEVEL: 'silent' } as NodeJS.ProcessEnv), database, serveWeb: false, logger: false });
    try {
      const shops = [await registerBusiness(app), await registerBusiness(app)];
      // Each business's session is made expired from inside that business, as the app's role.
      const expire = (shop: Business) =>
        database!.tenant(shop.cid, (db) => db.update(sessions).set({ expiresAt: ago(DAY_MS) }).where(eq(sessions.cid, shop.cid)), { write: true });
      await expire(shops[0]);
      await expire(shops[1]);
      const live = await database.tenant(shops[0].cid, (db) => db.insert(sessions).values({ userId: shops[0].owner.id, cid: shops[0].cid, expiresAt: ahead(DAY_MS) }).returning({ id: sessions.id }), { write: true });

      expect(await purgeExpired(database.db)).toEqual({ sessions: 2, failures: 0 });
      const left = await Promise.all(shops.map((shop) => database!.tenant(shop.cid, (db) => db.select({ id: sessions.id }).from(sessions))));
      expect(left).toEqual([[{ id: live[0].id }], []]);
    } finally {
      await app.close();
    }
  });
});
