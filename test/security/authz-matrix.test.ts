/**
 * Who may call what: one row per API route, one column per kind of caller, an expected status in
 * every cell. Records always belong to business A; the admin of business B must get 404 for them,
 * exactly as if they did not exist. The test fails when the app registers an /api route that has
 * no row here, so a new endpoint cannot ship without its authorization being decided.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registeredRoutes } from '../../src/server/app';
import { buildTestApp, uniqueEmail, type TestApp } from '../helpers/app';
import { CALLERS, PASSWORD, setUpTenants, type Caller, type Tenants } from './tenants';

interface Cell {
  url: string;
  body?: unknown;
}
interface Row {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  route: string;
  /** Expected status per caller, in the order of CALLERS. */
  expect: readonly number[];
  /** Builds the request for one cell; may create a fresh record so destructive calls do not interfere. */
  prepare(f: Tenants, caller: Caller): Promise<Cell> | Cell;
}

//                                 signedOut staff admin master disabled otherAdmin forged expired
const everyone = (s: number) => [s, s, s, s, s, s, s, s];
const signedInList = (s = 200) => [401, s, s, s, 403, s, 401, 401];
const adminList = (s = 200) => [401, 403, s, s, 403, s, 401, 401];
const adminRecord = (s = 200) => [401, 403, s, s, 403, 404, 401, 401];

const ROWS: Row[] = [
  // API documentation and liveness are public.
  { method: 'GET', route: '/api/docs', expect: everyone(200), prepare: () => ({ url: '/api/docs' }) },
  { method: 'GET', route: '/api/docs/json', expect: everyone(200), prepare: () => ({ url: '/api/docs/json' }) },
  { method: 'GET', route: '/api/docs/yaml', expect: everyone(200), prepare: () => ({ url: '/api/docs/yaml' }) },
  { method: 'GET', route: '/api/docs/static/index.html', expect: everyone(302), prepare: () => ({ url: '/api/docs/static/index.html' }) },
  {
    method: 'GET',
    route: '/api/docs/static/swagger-initializer.js',
    expect: everyone(200),
    prepare: () => ({ url: '/api/docs/static/swagger-initializer.js' }),
  },
  { method: 'GET', route: '/api/docs/static/*', expect: everyone(200), prepare: () => ({ url: '/api/docs/static/swagger-ui.css' }) },
  { method: 'GET', route: '/api/health', expect: everyone(200), prepare: () => ({ url: '/api/health' }) },

  // Users (spec section 7, first block).
  {
    method: 'POST',
    route: '/api/owners/register',
    expect: everyone(201),
    prepare: () => ({
      url: '/api/owners/register',
      body: {
        fname: 'New',
        lname: 'Owner',
        email: uniqueEmail('owner'),
        phone: '+14165550100',
        bname: 'New Shop',
        address: '2 Main St',
        city: 'Toronto',
        state: 'ON',
        country: 'Canada',
        mailcode: 'M5V 1A1',
        password: PASSWORD,
      },
    }),
  },
  {
    method: 'POST',
    route: '/api/users/login',
    expect: everyone(200),
    prepare: async (f) => ({ url: '/api/users/login', body: { email: (await f.insertUser(f.cidA)).email, password: PASSWORD } }),
  },
  { method: 'POST', route: '/api/users/logout', expect: everyone(200), prepare: () => ({ url: '/api/users/logout', body: {} }) },
  {
    method: 'GET',
    route: '/api/users/profile/:userId',
    // A profile is its owner's alone: other users of the business are refused, other businesses see nothing.
    expect: [401, 200, 403, 403, 403, 404, 401, 401],
    prepare: (f) => ({ url: `/api/users/profile/${f.userIds.staff}` }),
  },
  {
    method: 'PUT',
    route: '/api/users/profile/:id',
    expect: [401, 200, 403, 403, 403, 404, 401, 401],
    prepare: (f) => ({ url: `/api/users/profile/${f.userIds.staff}`, body: { name: 'Sam Renamed' } }),
  },
  // The user list is for admins and the owner; the owner of A is also its master and an admin.
  { method: 'GET', route: '/api/users', expect: adminList(), prepare: () => ({ url: '/api/users' }) },
  {
    method: 'POST',
    route: '/api/users',
    expect: adminList(201),
    prepare: () => ({ url: '/api/users', body: { name: 'Added', email: uniqueEmail('added'), password: PASSWORD } }),
  },
  {
    method: 'POST',
    route: '/api/admin/register',
    expect: adminList(201),
    prepare: () => ({
      url: '/api/admin/register',
      body: { name: 'Added', email: uniqueEmail('added'), password: PASSWORD, isAdmin: false, isDisabled: false },
    }),
  },
  { method: 'GET', route: '/api/users/:id', expect: adminRecord(), prepare: (f) => ({ url: `/api/users/${f.userIds.staff}` }) },
  {
    method: 'PUT',
    route: '/api/users/:id',
    expect: adminRecord(),
    prepare: async (f) => {
      const u = await f.insertUser(f.cidA);
      return { url: `/api/users/${u.id}`, body: { name: 'Edited', email: u.email, isAdmin: false, isDisabled: false } };
    },
  },
  {
    method: 'DELETE',
    route: '/api/users/:id',
    expect: adminRecord(),
    prepare: async (f) => ({ url: `/api/users/${(await f.insertUser(f.cidA)).id}` }),
  },
];

describe('authorization matrix', () => {
  let t: TestApp;
  let f: Tenants;
  beforeAll(async () => {
    t = await buildTestApp();
    f = await setUpTenants(t);
  });
  afterAll(() => t?.close());

  it('has a row for every /api route the app registers, and no row for a route that does not exist', () => {
    const registered = registeredRoutes(t.app)
      .filter((r) => r.url.startsWith('/api'))
      .map((r) => `${r.method} ${r.url}`);
    const rows = ROWS.map((r) => `${r.method} ${r.route}`);
    expect(registered.filter((r) => !rows.includes(r)), 'routes without a row in the matrix').toEqual([]);
    expect(rows.filter((r) => !registered.includes(r)), 'rows for routes the app does not have').toEqual([]);
    expect(new Set(rows).size).toBe(rows.length);
  });

  for (const row of ROWS) {
    it(`${row.method} ${row.route}`, async () => {
      expect(row.expect).toHaveLength(CALLERS.length);
      const actual: Record<string, number> = {};
      const expected: Record<string, number> = {};
      for (const [i, caller] of CALLERS.entries()) {
        const cell = await row.prepare(f, caller);
        const c = await f.clientFor(caller);
        const res = await c.request(row.method, cell.url, cell.body);
        actual[caller] = res.statusCode;
        expected[caller] = row.expect[i];
        if (res.statusCode >= 400) {
          expect(res.json(), `${caller}: error body`).toEqual({ message: expect.any(String) });
        }
      }
      expect(actual).toEqual(expected);
    });
  }

  it('refuses a body naming another business with 403', async () => {
    const admin = await f.clientFor('admin');
    const res = await admin.post('/users', { name: 'Sneaky', email: uniqueEmail('sneaky'), password: PASSWORD, cid: f.cidB });
    expect(res.statusCode).toBe(403);
  });
});
