/**
 * Requests never run as a superuser. The server is given a superuser DATABASE_URL (as the README's
 * example and the test database are); it migrates with it and nothing more. Every request
 * connection logs in as a login that is no superuser, cannot bypass row-level security, owns no
 * table and may become nothing but stocktill_app: nothing run on it can become another role and
 * read another business. A DATABASE_APP_URL that could is refused at start.
 */
import { sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
import { APP_ROLE, openDatabase, type DbOrTx } from '../../src/server/db/client';
import { rows } from '../../src/server/db/raw';
import { buildTestApp, registerBusiness, type Business, type TestApp } from '../helpers/app';

describe('requests never run as a superuser', () => {
  let t: TestApp;
  let a: Business;
  let b: Business;
  const suffix = randomBytes(4).toString('hex');
  const made: string[] = [];

  /** The test database, as the given login (the superuser of TEST_DATABASE_URL when none). */
  function urlOf(login?: string): string {
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${t.databaseName}`;
    if (login) {
      url.username = login;
      url.password = '';
    }
    return url.toString();
  }

  async function asAdmin<T extends pg.QueryResultRow>(text: string, values: unknown[] = [], url = urlOf()): Promise<T[]> {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    try {
      return (await c.query<T>(text, values)).rows;
    } finally {
      await c.end();
    }
  }

  /** A role made for one test, dropped afterwards. */
  async function role(name: string, attributes: string): Promise<string> {
    const full = `stocktill_t_${name}_${suffix}`;
    await asAdmin(`CREATE ROLE ${full} ${attributes}`);
    made.push(full);
    return full;
  }

  /** Why `work` failed, with the database's own words (Drizzle wraps them as the error's cause). */
  async function refusal(work: Promise<unknown>): Promise<string> {
    try {
      await work;
    } catch (err) {
      const words: string[] = [];
      for (let e: unknown = err; e instanceof Error; e = e.cause) words.push(e.message);
      return words.join(' / ');
    }
    return 'not refused';
  }

  beforeAll(async () => {
    t = await buildTestApp();
    a = await registerBusiness(t.app, { bname: 'Shop A' });
    b = await registerBusiness(t.app, { bname: 'Shop B' });
  });
  afterAll(async () => {
    await t?.close();
    // Roles belong to the server, not to the (now dropped) test database.
    for (const name of made.reverse()) await asAdmin(`DROP ROLE IF EXISTS ${name}`, [], process.env.TEST_DATABASE_URL).catch(() => undefined);
  });

  it('serves every request through a login that is no superuser, cannot bypass row-level security and owns no table', async () => {
    const [admin] = await asAdmin<{ super: boolean }>('SELECT rolsuper AS super FROM pg_roles WHERE rolname = current_user');
    expect(admin.super).toBe(true);
    expect((await a.owner.get('/users')).statusCode).toBe(200);
    expect((await a.owner.post('/item/add', { item: 'Tools' })).statusCode).toBe(201);

    const seen = await t.database.tenant(a.cid, (db) => rows<{ login: string; acting: string }>(db, sql`SELECT session_user::text AS login, current_user::text AS acting`));
    expect(seen[0].acting).toBe(APP_ROLE);
    const login = seen[0].login;
    expect(login).not.toBe(new URL(process.env.TEST_DATABASE_URL!).username || 'postgres');
    const [attrs] = await asAdmin<{ super: boolean; bypass: boolean; owns: boolean; becomes: string[] }>(
      `SELECT r.rolsuper AS super, r.rolbypassrls AS bypass,
              pg_has_role(r.oid, (SELECT relowner FROM pg_class WHERE oid = 'public.businesses'::regclass), 'MEMBER') AS owns,
              ARRAY(SELECT g.rolname::text FROM pg_roles g WHERE g.oid <> r.oid AND pg_has_role(r.oid, g.oid, 'MEMBER') ORDER BY 1) AS becomes
       FROM pg_roles r WHERE r.rolname = $1`,
      [login],
    );
    expect(attrs).toEqual({ super: false, bypass: false, owns: false, becomes: [APP_ROLE] });

    // Every connection the app holds to its database (requests, sign-in, announcements): that login.
    const held = await asAdmin<{ usename: string }>('SELECT DISTINCT usename::text FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [t.databaseName]);
    expect(held.map((h) => h.usename)).toEqual([login]);
  });

  describe.each([
    ['a business’s request connection', (work: (db: DbOrTx) => Promise<unknown>) => t.database.tenant(a.cid, work, { write: true })],
    ['a connection outside any business', (work: (db: DbOrTx) => Promise<unknown>) => t.database.db.transaction(work)],
  ])('on %s', (_name, run) => {
    // Each is refused, or leaves the connection as a role that still sees one business at most
    // (RESET ROLE goes back to the role the connection started as: stocktill_app).
    it.each(['SET ROLE postgres', 'SET SESSION AUTHORIZATION postgres', 'SET ROLE NONE', 'RESET ROLE', 'RESET SESSION AUTHORIZATION'])(
      '%s reads no other business’s rows',
      async (statement) => {
        const attempt = run(async (db) => {
          await db.execute(sql.raw(statement));
          return rows<{ id: string }>(db, sql`SELECT id FROM businesses`);
        });
        const outcome = await refusal(attempt);
        if (outcome !== 'not refused') expect(outcome).toMatch(/permission denied|must be superuser|not permitted/);
        else expect(((await attempt) as { id: string }[]).map((r) => r.id)).not.toContain(b.cid);
        // The connection is as it was: its own business only.
        const ids = await t.database.tenant(a.cid, (db) => rows<{ id: string }>(db, sql`SELECT id FROM businesses`));
        expect(ids.map((r) => r.id)).toEqual([a.cid]);
      },
    );
  });

  it('refuses to start when DATABASE_APP_URL is a superuser, may bypass row-level security, or owns the tables', async () => {
    await expect(openDatabase({ databaseUrl: urlOf(), appDatabaseUrl: urlOf(), poolSize: 2 })).rejects.toThrow(/Refusing to serve requests as .* superuser/);

    const bypass = await role('bypass', 'NOLOGIN BYPASSRLS');
    const sneaky = await role('sneaky', 'LOGIN');
    await asAdmin(`GRANT ${APP_ROLE} TO ${sneaky}`);
    await asAdmin(`GRANT ${bypass} TO ${sneaky}`);
    await expect(openDatabase({ databaseUrl: urlOf(), appDatabaseUrl: urlOf(sneaky), poolSize: 2 })).rejects.toThrow(new RegExp(`Refusing to serve requests as ${sneaky}.*${bypass}`));

    // Production's owner is an ordinary login: given as the request login too, it is refused all the same.
    const owner = await role('owner', 'LOGIN NOSUPERUSER NOBYPASSRLS CREATEROLE');
    const dbName = `stocktill_test_owned_${suffix}`;
    const adminUrl = process.env.TEST_DATABASE_URL!;
    await asAdmin(`CREATE DATABASE ${dbName} OWNER ${owner}`, [], adminUrl);
    try {
      const ownerUrl = new URL(adminUrl);
      ownerUrl.username = owner;
      ownerUrl.password = '';
      ownerUrl.pathname = `/${dbName}`;
      await expect(openDatabase({ databaseUrl: ownerUrl.toString(), appDatabaseUrl: ownerUrl.toString(), poolSize: 2 })).rejects.toThrow(
        new RegExp(`Refusing to serve requests as ${owner} .*owns the tables`),
      );
      // Without DATABASE_APP_URL that owner generates the request login, as a superuser does.
      const database = await openDatabase({ databaseUrl: ownerUrl.toString(), poolSize: 2 });
      try {
        const [seen] = await rows<{ login: string }>(database.db, sql`SELECT session_user::text AS login`);
        expect(seen.login).toMatch(/^stocktill_login_/);
        made.push(seen.login);
      } finally {
        await database.close();
      }
    } finally {
      await asAdmin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`, [], adminUrl);
    }
  }, 60_000);

  it('serves requests through DATABASE_APP_URL when it is given', async () => {
    const given = await role('given', 'LOGIN NOINHERIT');
    await asAdmin(`GRANT ${APP_ROLE} TO ${given}`);
    const config = loadConfig({ DATABASE_URL: urlOf(), DATABASE_APP_URL: urlOf(given) } as NodeJS.ProcessEnv);
    expect(config.DATABASE_APP_URL).toBe(urlOf(given));
    expect(() => loadConfig({ DATABASE_APP_URL: 'mysql://x' } as NodeJS.ProcessEnv)).toThrow(/DATABASE_APP_URL/);
    const database = await openDatabase({ databaseUrl: config.DATABASE_URL, appDatabaseUrl: config.DATABASE_APP_URL, poolSize: 2 });
    try {
      const seen = await database.tenant(a.cid, (db) => rows<{ login: string; ids: string[] }>(db, sql`SELECT session_user::text AS login, ARRAY(SELECT id FROM businesses) AS ids`));
      expect(seen).toEqual([{ login: given, ids: [a.cid] }]);
      expect(await refusal(database.tenant(a.cid, (db) => db.execute(sql`SET ROLE postgres`), { write: true }))).toMatch(/permission denied/);
    } finally {
      await database.close();
    }
  });
});
