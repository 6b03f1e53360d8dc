/**
 * The quick way in (POST /owners/start), the country's proposals on either sign-up, and the shop's
 * own details in Settings (issue 18, item 1).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, client, ownerPayload, registerBusiness, uniqueEmail, type TestApp } from '../helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

async function start(body: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: '/api/owners/start', payload: body });
}

describe('the quick start', () => {
  it("opens a shop set up as its country proposes, signed in, with the address left for later", async () => {
    const email = uniqueEmail('lyon');
    const res = await start({ name: 'Amélie Martin Durand', bname: 'Boulangerie du Coin', email, password: 'secret1', country: 'france', timeZone: 'America/Toronto' });
    expect(res.statusCode).toBe(201);
    const info = res.json();
    expect(info).toMatchObject({ bname: 'Boulangerie du Coin', email, isAdmin: true });
    const owner = client(t.app, info.token);
    expect((await owner.get('/setting/list')).json()).toEqual([expect.objectContaining({ taxrate: 20, currency: 'EUR', pricesIncludeTax: true })]);
    // A shop in France keeps French time even when its owner signs up from abroad.
    expect((await owner.get('/setting/region')).json()).toEqual({ timeZone: 'Europe/Paris', locale: 'fr-FR', language: 'en', cashRounding: 0 });
    expect((await owner.get('/setting/business')).json()).toEqual({ bname: 'Boulangerie du Coin', phone: '', address: '', city: '', state: '', country: 'France', mailcode: '' });
    expect((await owner.get(`/users/${info._id}`)).json()).toMatchObject({ name: 'Amélie Martin Durand' });
    const steps = (await owner.get('/getting-started')).json().steps;
    expect(steps).toContainEqual({ key: 'details', done: false });
    expect(steps).toContainEqual({ key: 'tax', done: true });
    // The owner signs in again with what was given.
    const login = await t.app.inject({ method: 'POST', url: '/api/users/login', payload: { email, password: 'secret1' } });
    expect(login.statusCode).toBe(200);
  });

  it('keeps the browser zone inside the country, leaves a rate nobody can propose to the owner, and takes unknown countries as typed', async () => {
    const van = client(t.app, (await start({ name: 'Jo', bname: 'Van Shop', email: uniqueEmail('van'), password: 'secret1', country: 'Canada', timeZone: 'America/Vancouver' })).json().token);
    expect((await van.get('/setting/region')).json()).toEqual({ timeZone: 'America/Vancouver', locale: 'en-CA', language: 'en', cashRounding: 0.05 });
    expect((await van.get('/setting/list')).json()[0]).toMatchObject({ taxrate: 5, currency: 'CAD', pricesIncludeTax: false });

    const us = client(t.app, (await start({ name: 'Sam', bname: 'US Shop', email: uniqueEmail('us'), password: 'secret1', country: 'USA', timeZone: 'America/Chicago' })).json().token);
    expect((await us.get('/setting/list')).json()).toEqual([]);
    expect((await us.get('/setting/region')).json().timeZone).toBe('America/Chicago');
    expect((await us.get('/getting-started')).json().steps).toContainEqual({ key: 'tax', done: false });

    const kw = client(t.app, (await start({ name: 'Ali', bname: 'Kuwait Shop', email: uniqueEmail('kw'), password: 'secret1', country: 'Kuwait' })).json().token);
    expect((await kw.get('/setting/list')).json()[0]).toMatchObject({ taxrate: 0, currency: 'KWD' });

    const far = await start({ name: 'Far Away', bname: 'Far Shop', email: uniqueEmail('far'), password: 'secret1', country: 'Atlantis', timeZone: 'Europe/Paris' });
    expect(far.statusCode).toBe(201);
    const farOwner = client(t.app, far.json().token);
    expect((await farOwner.get('/setting/list')).json()).toEqual([]);
    expect((await farOwner.get('/setting/business')).json().country).toBe('Atlantis');
    expect((await farOwner.get('/setting/region')).json().timeZone).toBe('Europe/Paris');
  });

  it('refuses bad input with a clear message and opens nothing', async () => {
    const email = uniqueEmail('bad');
    for (const [body, message] of [
      [{ name: 'A', bname: 'B', email, password: 'short', country: 'France' }, 'Password must be at least 6 characters'],
      [{ name: 'A', bname: 'B', email: 'not-an-email', password: 'secret1', country: 'France' }, 'Please enter a valid email address'],
      [{ name: '', bname: 'B', email, password: 'secret1', country: 'France' }, 'Please enter all fields'],
      [{ name: 'A', bname: 'B', email, password: 'secret1', country: 'France', timeZone: 'Mars/Olympus' }, 'time zone'],
      [{ name: 'A', bname: 'B', email, password: 'secret1' }, 'Please enter all fields'],
    ] as const) {
      const res = await start(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toContain(message);
    }
    const login = await t.app.inject({ method: 'POST', url: '/api/users/login', payload: { email, password: 'secret1' } });
    expect(login.statusCode).toBe(401);
    const shop = await registerBusiness(t.app);
    const taken = await start({ name: 'A', bname: 'B', email: shop.owner.email, password: 'secret1', country: 'France' });
    expect(taken.statusCode).toBe(409);
  });
});

describe("the spec's sign-up with the country's proposals", () => {
  it('sets the shop up only when asked to, as the spec client does not', async () => {
    const plain = await registerBusiness(t.app, { country: 'Japan' });
    expect((await plain.owner.get('/setting/list')).json()).toEqual([]);
    const payload = { ...ownerPayload({ country: 'Japan' }), countryDefaults: true, timeZone: 'Europe/Paris' };
    const res = await t.app.inject({ method: 'POST', url: '/api/owners/register', payload });
    expect(res.statusCode).toBe(201);
    const owner = client(t.app, res.json().token);
    expect((await owner.get('/setting/list')).json()[0]).toMatchObject({ taxrate: 10, currency: 'JPY', pricesIncludeTax: true });
    expect((await owner.get('/setting/region')).json()).toEqual({ timeZone: 'Asia/Tokyo', locale: 'ja-JP', language: 'en', cashRounding: 0 });
  });
});

describe("the shop's details", () => {
  it('are read by anyone signed in, changed by admins only, and printed on receipts', async () => {
    const shop = await registerBusiness(t.app);
    const staff = await shop.addUser();
    const details = { bname: 'Corner Shop', phone: '+1 416 555 0100', address: '12 King St W', city: 'Toronto', state: 'ON', country: 'Canada', mailcode: 'M5H 1A1' };
    const saved = await shop.owner.put('/setting/business', details);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual(details);
    expect((await staff.get('/setting/business')).json()).toEqual(details);
    expect((await staff.put('/setting/business', { ...details, bname: 'Staff Shop' })).statusCode).toBe(403);
    expect((await shop.owner.get('/setting/business')).json().bname).toBe('Corner Shop');
  });

  it('refuse bad input and change nothing', async () => {
    const shop = await registerBusiness(t.app);
    const before = (await shop.owner.get('/setting/business')).json();
    for (const [body, message] of [
      [{ ...before, bname: '  ' }, 'Business name is required'],
      [{ ...before, phone: 'call me' }, 'Please enter a valid phone number'],
      [{ ...before, address: 'x'.repeat(251) }, 'Address must be at most 250 characters'],
      [{ ...before, city: 12 }, 'City must be text'],
    ] as const) {
      const res = await shop.owner.put('/setting/business', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toContain(message);
    }
    expect((await shop.owner.get('/setting/business')).json()).toEqual(before);
  });

  it("are each business's own", async () => {
    const shop = await registerBusiness(t.app);
    const other = await registerBusiness(t.app);
    const before = (await other.owner.get('/setting/business')).json();
    await shop.owner.put('/setting/business', { ...before, bname: 'Not Yours' });
    expect((await other.owner.get('/setting/business')).json()).toEqual(before);
    expect((await shop.owner.get('/setting/business')).json().bname).toBe('Not Yours');
  });
});
