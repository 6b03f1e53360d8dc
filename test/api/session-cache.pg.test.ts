import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../src/domain/messages';
import { buildApp } from '../../src/server/app';
import { openDatabase, type Database } from '../../src/server/db/client';
import { buildTestApp, client, registerBusiness, type Business, type TestApp } from '../helpers/app';

// Two instances share one PostgreSQL database, as behind a load balancer. Each remembers the
// sessions it has checked; a change made through one must reach the other through the database.
describe('remembered sessions across instances', () => {
  let a: TestApp;
  let second: { app: FastifyInstance; database: Database };
  let shop: Business;

  beforeAll(async () => {
    a = await buildTestApp();
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${a.databaseName}`;
    const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 4 });
    const app = await buildApp({ config: a.config, database, serveWeb: false, logger: false });
    await app.ready();
    second = { app, database };
    shop = await registerBusiness(a.app);
  });
  afterAll(async () => {
    await second?.app.close();
    await second?.database.close();
    await a?.close();
  });

  /** A plain connection to the test database, for what an operator might do by hand. */
  async function byHand(work: (c: pg.Client) => Promise<void>) {
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${a.databaseName}`;
    const c = new pg.Client({ connectionString: url.toString() });
    await c.connect();
    try {
      await work(c);
    } finally {
      await c.end();
    }
  }

  /** Polls `check` until it holds, for at most two seconds; returns how long it took. */
  async function within2s(check: () => Promise<boolean>): Promise<number> {
    const started = performance.now();
    while (performance.now() - started < 2_000) {
      if (await check()) return performance.now() - started;
      await new Promise((r) => setTimeout(r, 10));
    }
    throw new Error('not within 2 s');
  }

  it('refuses a user on the other instance soon after an admin disables them', async () => {
    const staff = await shop.addUser();
    const onB = client(second.app, staff.token);
    expect((await onB.get('/inventory/list')).statusCode).toBe(200);
    expect(second.app.sessionCache.size).toBeGreaterThan(0);

    const upd = await shop.owner.put(`/users/${staff.id}`, { name: 'Sam Staff', email: staff.email, isAdmin: false, isDisabled: true });
    expect(upd.statusCode).toBe(200);
    // On the instance that made the change: at once.
    const onA = await staff.get('/inventory/list');
    expect(onA.statusCode).toBe(403);
    expect(onA.json().message).toBe(MSG.accountDisabled);
    // On the other: as soon as the database's announcement arrives.
    await within2s(async () => (await onB.get('/inventory/list')).statusCode === 403);
    expect((await onB.get('/inventory/list')).json().message).toBe(MSG.accountDisabled);
  });

  it('ends a session on the other instance soon after its user logs out', async () => {
    const staff = await shop.addUser();
    const onB = client(second.app, staff.token);
    expect((await onB.get('/inventory/list')).statusCode).toBe(200);
    expect((await staff.post('/users/logout')).statusCode).toBe(200);
    await within2s(async () => (await onB.get('/inventory/list')).statusCode === 401);
  });

  it('takes away admin rights on the other instance soon after they are removed', async () => {
    const admin = await shop.addUser({ isAdmin: true });
    const onB = client(second.app, admin.token);
    expect((await onB.get('/users')).statusCode).toBe(200);
    const upd = await shop.owner.put(`/users/${admin.id}`, { name: 'Ada Admin', email: admin.email, isAdmin: false, isDisabled: false });
    expect(upd.statusCode).toBe(200);
    await within2s(async () => (await onB.get('/users')).statusCode === 403);
  });

  it('stops relying on remembered sessions while its announcements connection is down, and resumes after', async () => {
    const staff = await shop.addUser();
    const onB = client(second.app, staff.token);
    expect((await onB.get('/inventory/list')).statusCode).toBe(200);
    expect(second.app.sessionCache.isLive).toBe(true);

    await byHand(async (admin) => {
      // Every listening connection of this test database (both instances'), cut as a network fault would.
      const cut = await admin.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND query ILIKE 'LISTEN %' AND pid <> pg_backend_pid()`,
        [a.databaseName],
      );
      expect(cut.rowCount).toBe(2);
      await within2s(async () => !second.app.sessionCache.isLive);
      expect(second.app.sessionCache.size).toBe(0);

      // A change made while nobody hears of it must still count: sessions are read afresh.
      await admin.query(`UPDATE users SET is_disabled = true WHERE id = $1`, [staff.id]);
      expect((await onB.get('/inventory/list')).statusCode).toBe(403);
      await admin.query(`UPDATE users SET is_disabled = false WHERE id = $1`, [staff.id]);
    });
    // The connection comes back by itself (a second later) and remembering resumes.
    await within2s(async () => second.app.sessionCache.isLive);
    expect((await onB.get('/inventory/list')).statusCode).toBe(200);
    expect(second.app.sessionCache.size).toBeGreaterThan(0);
  });

  it('hears of a change made by hand in the database, not only through the app', async () => {
    const staff = await shop.addUser();
    const onB = client(second.app, staff.token);
    expect((await onB.get('/inventory/list')).statusCode).toBe(200);
    await byHand((admin) => admin.query(`DELETE FROM sessions WHERE user_id = $1`, [staff.id]).then(() => undefined));
    await within2s(async () => (await onB.get('/inventory/list')).statusCode === 401);
  });
});
