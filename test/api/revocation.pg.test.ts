/**
 * Revocation reaches every instance before the answer. Two instances share one PostgreSQL database,
 * each remembering the sessions it checked (SESSION_CACHE_SECONDS at its default). A user's rights
 * are taken away through one instance; the moment it answers 200, the other must not honour them.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { openDatabase, type Database } from '../../src/server/db/client';
import { buildTestApp, client, registerBusiness, type Business, type TestApp } from '../helpers/app';

type Kind = 'demote' | 'disable' | 'logout' | 'delete';
const KINDS: Kind[] = ['demote', 'disable', 'logout', 'delete'];
const CHECKS = 200;

describe('revocation across instances', () => {
  let a: TestApp;
  let second: { app: FastifyInstance; database: Database };
  let shop: Business;

  beforeAll(async () => {
    a = await buildTestApp();
    expect(a.config.SESSION_CACHE_SECONDS).toBeGreaterThan(0);
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

  /** One check: rights honoured on B, taken away through A (200), then asked for on B at once. */
  async function check(kind: Kind): Promise<{ stale: boolean; status: number }> {
    const user = await shop.addUser({ isAdmin: kind === 'demote' });
    const onB = client(second.app, user.token);
    // The route that needs the right being taken away: the user list for admins, any list otherwise.
    const probe = kind === 'demote' ? '/users' : '/inventory/list';
    const before = await onB.get(probe);
    expect(before.statusCode).toBe(200);
    // B now remembers the session.
    expect(second.app.sessionCache.get(JSON.parse(Buffer.from(user.token!.split('.')[1], 'base64url').toString()).sid as string)).toBeDefined();

    let change;
    if (kind === 'demote') change = await shop.owner.put(`/users/${user.id}`, { name: 'Ada Admin', email: user.email, isAdmin: false, isDisabled: false });
    else if (kind === 'disable') change = await shop.owner.put(`/users/${user.id}`, { name: 'Sam Staff', email: user.email, isAdmin: false, isDisabled: true });
    else if (kind === 'logout') change = await user.post('/users/logout');
    else change = await shop.owner.del(`/users/${user.id}`);
    expect(change.statusCode).toBe(200);

    const after = await onB.get(probe);
    return { stale: after.statusCode === 200, status: after.statusCode };
  }

  it(`honours no taken-away right on the other instance once the change is answered (${CHECKS} checks)`, async () => {
    const stale: Record<Kind, number> = { demote: 0, disable: 0, logout: 0, delete: 0 };
    const statuses = new Map<string, number>();
    for (let i = 0; i < CHECKS; i++) {
      const kind = KINDS[i % KINDS.length];
      const result = await check(kind);
      if (result.stale) stale[kind] += 1;
      const key = `${kind} ${result.status}`;
      statuses.set(key, (statuses.get(key) ?? 0) + 1);
    }
    console.info(`revocation checks: ${JSON.stringify(Object.fromEntries(statuses))}`);
    expect(stale).toEqual({ demote: 0, disable: 0, logout: 0, delete: 0 });
    // What each kind answers afterwards: 403 for a demoted admin or a disabled user, 401 for an ended session.
    expect([...statuses.keys()].sort()).toEqual(['delete 401', 'demote 403', 'disable 403', 'logout 401']);
  }, 240_000);

  it('lists both instances as listening and hears from both at once', async () => {
    const listeners = await a.app.revocations['opts'].listeners();
    expect(listeners.length).toBe(2);
    const took: number[] = [];
    for (let i = 0; i < 20; i++) {
      const started = performance.now();
      await a.app.revocations.reachEveryInstance();
      took.push(performance.now() - started);
    }
    took.sort((x, y) => x - y);
    console.info(`a barrier to both instances: median ${took[10].toFixed(1)} ms, slowest ${took[19].toFixed(1)} ms`);
    expect(took[19]).toBeLessThan(1_000);
  });
});
