/**
 * The cross-site request guard holds whatever spelling of a path reaches a route. The router
 * matches duplicate slashes and decodes percent-escapes, so a guard that tested the raw URL for
 * "/api" let `POST //api/users` and `POST /%61pi/users` through from another site. Every unsafe
 * route the app registers is sent through such spellings with the session cookie, from a foreign
 * site, with the bodies a form or a no-cors fetch can send, and as JSON: each must be refused (403)
 * or find no route at all (404 from the not-found handler), and no table may change.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registeredRoutes } from '../../src/server/app';
import { rows } from '../../src/server/db/raw';
import { CSRF_MESSAGE } from '../../src/server/plugins/csrf';
import { buildTestApp, registerBusiness, type Business, type TestApp } from '../helpers/app';

let t: TestApp;
let biz: Business;
let cookie: string;

beforeAll(async () => {
  t = await buildTestApp();
  biz = await registerBusiness(t.app);
  const res = await t.app.inject({ method: 'POST', url: '/api/users/login', payload: { email: biz.owner.email, password: biz.owner.password } });
  cookie = [res.headers['set-cookie']].flat().map((c) => String(c).split(';')[0]).join('; ');
});
afterAll(() => t?.close());

/** A concrete path for a route pattern: parameters get a real-looking id. */
const concrete = (pattern: string) => pattern.replace(/:(\w+)/g, (_, name: string) => (name === 'qfname' ? '20240101-000000-shop-100000000000.png' : biz.owner.id));

/** Spellings of one API path that a lenient router may still route to it. */
function spellings(path: string): string[] {
  const rest = path.slice('/api/'.length);
  const encodeFirst = (s: string) => `%${s.charCodeAt(0).toString(16)}${s.slice(1)}`;
  return [
    path,
    `/${path}`,
    `//${path.slice(1)}`,
    `/api//${rest}`,
    `/api/${rest.replace('/', '//')}`,
    `/%61pi/${rest}`,
    `/%41pi/${rest}`,
    `/api/${encodeFirst(rest)}`,
    `/${encodeFirst('api')}/${encodeFirst(rest)}`,
    `${path}/`,
    `/api/./${rest}`,
  ];
}

const BODIES = [
  { type: 'multipart/form-data; boundary=xyz', payload: '--xyz\r\nContent-Disposition: form-data; name="name"\r\n\r\nPlanted\r\n--xyz--\r\n' },
  { type: 'application/x-www-form-urlencoded', payload: 'name=Planted&email=planted%40example.com&password=planted1' },
  { type: 'text/plain', payload: '{"name":"Planted"}' },
  { type: 'application/json', payload: '{"name":"Planted","email":"planted@example.com","password":"planted1","item":"Planted","manufacturer":"Planted"}' },
];

const FOREIGN = [{ origin: 'https://evil.example' }, { 'sec-fetch-site': 'cross-site' }, { origin: 'null' }];

async function digest(): Promise<string> {
  const tables = await rows<{ name: string }>(t.database.owner, sql`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' AND tablename <> 'login_failures' ORDER BY 1`);
  const parts: string[] = [];
  for (const { name } of tables) {
    const [r] = await rows<{ sum: string }>(t.database.owner, sql`SELECT md5(coalesce(string_agg(md5(x::text), '' ORDER BY md5(x::text)), '')) AS sum FROM ${sql.identifier(name)} x`);
    parts.push(`${name}:${r.sum}`);
  }
  return parts.join(',');
}

describe('the cross-site request guard, by matched route', () => {
  it('refuses every unsafe API route from another site under every spelling of its path, and nothing changes', async () => {
    const unsafe = registeredRoutes(t.app).filter((r) => !['GET', 'HEAD', 'OPTIONS'].includes(r.method) && r.url.startsWith('/api/'));
    expect(unsafe.length).toBeGreaterThan(15);
    const before = await digest();
    const passed: string[] = [];
    let sent = 0;
    for (const route of unsafe) {
      for (const url of spellings(concrete(route.url))) {
        for (const body of BODIES) {
          for (const foreign of FOREIGN) {
            const res = await t.app.inject({
              method: route.method as 'POST',
              url,
              payload: body.payload,
              headers: { cookie, 'content-type': body.type, ...foreign },
            });
            sent += 1;
            const message = String(res.headers['content-type'] ?? '').includes('json') ? (res.json() as { message?: string }).message : undefined;
            const refused = res.statusCode === 403 && message === CSRF_MESSAGE;
            const noRoute = res.statusCode === 404 && typeof message === 'string' && message.startsWith('Not found:');
            if (!refused && !noRoute) passed.push(`${route.method} ${url} [${body.type.split(';')[0]}] ${JSON.stringify(foreign)} -> ${res.statusCode} ${message ?? ''}`);
          }
        }
      }
    }
    expect(sent).toBeGreaterThan(500);
    expect(passed).toEqual([]);
    expect(await digest()).toBe(before);
  });

  it('still lets the app’s own same-origin requests through on the canonical path', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/item/add',
      payload: { item: 'Own request' },
      headers: { cookie, 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(201);
  });

  it('answers spellings of an unknown API path with the API’s 404, not the web app', async () => {
    for (const url of ['//api/nothing-here', '/%61pi/nothing-here', '/api//nothing-here']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('application/json');
    }
  });
});
