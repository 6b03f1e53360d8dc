/**
 * Smaller holes of the third security review, each sent as it was found: a multipart body with the
 * session cookie and no browser marker, reset links that outlived what should end them, a logout
 * with no body, an error-level log line for every catalogue download, and API answers a shared
 * cache could keep.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_MESSAGE } from '../../src/server/plugins/csrf';
import { buildTestApp, registerBusiness, type Business, type TestApp } from '../helpers/app';
import { seedProduct } from '../helpers/fixtures';
import { sell } from '../helpers/money';

let t: TestApp;
let biz: Business;

beforeAll(async () => {
  t = await buildTestApp();
  biz = await registerBusiness(t.app);
});
afterAll(() => t?.close());

async function cookieOf(email: string, password: string): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: '/api/users/login', payload: { email, password } });
  expect(res.statusCode).toBe(200);
  return [res.headers['set-cookie']].flat().map((c) => String(c).split(';')[0]).join('; ');
}

const multipart = (fields: Record<string, string>) => ({
  type: 'multipart/form-data; boundary=xyz',
  payload: Object.entries(fields)
    .map(([name, value]) => `--xyz\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
    .join('')
    .concat('--xyz--\r\n'),
});

describe('a multipart body with the session cookie', () => {
  const update = async (headers: Record<string, string>, taxrate: string) => {
    const [setting] = (await biz.owner.get('/setting/list')).json();
    const body = multipart({ taxrate, currency: 'USD' });
    return t.app.inject({ method: 'PUT', url: `/api/setting/update/${setting._id}`, headers: { 'content-type': body.type, host: 'localhost:8080', ...headers }, payload: body.payload });
  };

  beforeAll(async () => {
    expect((await biz.owner.post('/setting/add', { taxrate: 13, currency: 'USD' })).statusCode).toBe(201);
  });

  it('is refused without Origin or Sec-Fetch-Site, and the tax rate stays as it was', async () => {
    const cookie = await cookieOf(biz.owner.email, biz.owner.password);
    const before = (await biz.owner.get('/setting/list')).json();
    const res = await update({ cookie }, '99');
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(CSRF_MESSAGE);
    expect((await biz.owner.get('/setting/list')).json()).toEqual(before);
  });

  it('passes when the browser marks it same-origin, as it does the app\'s own uploads, or with a bearer token', async () => {
    const cookie = await cookieOf(biz.owner.email, biz.owner.password);
    expect((await update({ cookie, 'sec-fetch-site': 'same-origin' }, '14')).statusCode).toBe(200);
    expect((await update({ cookie, origin: 'http://localhost:8080' }, '15')).statusCode).toBe(200);
    expect((await update({ authorization: `Bearer ${biz.owner.token}` }, '16')).statusCode).toBe(200);
    expect((await biz.owner.get('/setting/list')).json()[0].taxrate).toBe(16);
  });
});

describe('POST /api/users/logout with no body', () => {
  const profileOf = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: `/api/users/profile/${biz.owner.id}`, headers });

  it('under a JSON content-type, or none, answers 200 and ends the session (cookie or bearer)', async () => {
    for (const type of [{ 'content-type': 'application/json' }, {}]) {
      const cookie = await cookieOf(biz.owner.email, biz.owner.password);
      expect((await profileOf({ cookie })).statusCode).toBe(200);
      const out = await t.app.inject({ method: 'POST', url: '/api/users/logout', headers: { cookie, origin: 'http://localhost:8080', host: 'localhost:8080', ...type } });
      expect(out.statusCode, `${JSON.stringify(type)}: ${out.body}`).toBe(200);
      expect(out.json()).toEqual({ message: 'Logged out' });
      expect((await profileOf({ cookie })).statusCode).toBe(401);
    }
    const signedIn = await t.app.inject({ method: 'POST', url: '/api/users/login', payload: { email: biz.owner.email, password: biz.owner.password } });
    const token = signedIn.json().token as string;
    const out = await t.app.inject({ method: 'POST', url: '/api/users/logout', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' } });
    expect(out.statusCode).toBe(200);
    expect((await profileOf({ authorization: `Bearer ${token}` })).statusCode).toBe(401);
  });

  it('still refuses a body that is not JSON, and other routes still refuse an empty JSON body', async () => {
    const bad = await t.app.inject({ method: 'POST', url: '/api/users/logout', headers: { 'content-type': 'application/json' }, payload: '{oops' });
    expect(bad.statusCode).toBe(400);
    const empty = await t.app.inject({ method: 'POST', url: '/api/users/login', headers: { 'content-type': 'application/json' }, payload: '' });
    expect(empty.statusCode).toBe(400);
  });
});

describe('Cache-Control on API answers', () => {
  it('is no-store on JSON answers, refusals and unknown API paths alike', async () => {
    const answers = [
      await biz.owner.get('/setting/list'),
      await biz.owner.get(`/users/profile/${biz.owner.id}`),
      await t.app.inject({ method: 'GET', url: '/api/inventory/list' }),
      await biz.owner.get('/no/such/route'),
      await t.app.inject({ method: 'POST', url: '/api/users/login', payload: { email: 'nobody@example.com', password: 'x' } }),
    ];
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 401, 404, 401]);
    for (const a of answers) expect(a.headers['cache-control']).toBe('no-store');
  });

  it('leaves the caching a route chose: receipt images, the catalogue', async () => {
    const product = await seedProduct(t.database.owner, biz.cid, { qty: 5 });
    const sold = await sell(biz.owner, [{ product, qty: 1 }]);
    expect(sold.statusCode).toBe(201);
    const image = await biz.owner.get(`/return/${sold.json().qfname}`);
    expect(image.statusCode).toBe(200);
    expect(image.headers['cache-control']).toBe('private, no-cache');
    expect((await biz.owner.get('/pos/catalog')).headers['cache-control']).toBe('private, no-store');
  });
});
