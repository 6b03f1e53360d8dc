import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, client, ownerPayload, registerBusiness, type ApiClient, type Business, type TestApp } from '../helpers/app';

describe('the business time zone and locale (GET and PUT /setting/region)', () => {
  let t: TestApp;
  let biz: Business;
  let other: Business;
  let staff: ApiClient;
  let admin: ApiClient;

  beforeAll(async () => {
    t = await buildTestApp();
    biz = await registerBusiness(t.app);
    other = await registerBusiness(t.app);
    staff = await biz.addUser();
    admin = await biz.addUser({ isAdmin: true });
  });
  afterAll(() => t?.close());

  it('a business signed up without one has UTC and en-US, which everyone signed in reads', async () => {
    const res = await staff.get('/setting/region');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ timeZone: 'UTC', locale: 'en-US', language: 'en', cashRounding: 0 });
    expect((await client(t.app, null).get('/setting/region')).statusCode).toBe(401);
    // The spec's settings list is unchanged: still empty until a tax rate is saved.
    expect((await staff.get('/setting/list')).json()).toEqual([]);
  });

  it('sign-up takes the time zone the screen proposed, and a locale', async () => {
    const payload = { ...ownerPayload(), timeZone: 'America/Toronto', locale: 'fr-ca' };
    const res = await t.app.inject({ method: 'POST', url: '/api/owners/register', payload });
    expect(res.statusCode).toBe(201);
    const owner = client(t.app, res.json().token);
    expect((await owner.get('/setting/region')).json()).toEqual({ timeZone: 'America/Toronto', locale: 'fr-CA', language: 'en', cashRounding: 0 });
  });

  it.each([
    [{ timeZone: 'Mars/Olympus_Mons' }, 'timeZone: must be an IANA time zone such as America/Toronto or Europe/Paris'],
    [{ timeZone: 'EST5EDT; drop table businesses' }, 'timeZone: must be an IANA time zone such as America/Toronto or Europe/Paris'],
    [{ locale: 'not a locale' }, 'locale: must be a language tag such as en-US, fr-FR or ja-JP'],
  ])('sign-up refuses %j with 400 and creates no business', async (extra, message) => {
    const payload = { ...ownerPayload(), ...extra };
    const res = await t.app.inject({ method: 'POST', url: '/api/owners/register', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    const signIn = await t.app.inject({ method: 'POST', url: '/api/users/login', payload: { email: payload.email, password: payload.password } });
    expect(signIn.statusCode).toBe(401);
  });

  it('an admin sets them; names are stored in their canonical spelling', async () => {
    const res = await admin.put('/setting/region', { timeZone: 'europe/paris', locale: 'FR-fr' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ timeZone: 'Europe/Paris', locale: 'fr-FR', language: 'en', cashRounding: 0 });
    expect((await staff.get('/setting/region')).json()).toEqual({ timeZone: 'Europe/Paris', locale: 'fr-FR', language: 'en', cashRounding: 0 });
    // One alone may be changed; the other stays.
    expect((await biz.owner.put('/setting/region', { locale: 'ja-JP' })).json()).toEqual({ timeZone: 'Europe/Paris', locale: 'ja-JP', language: 'en', cashRounding: 0 });
    expect((await biz.owner.put('/setting/region', { timeZone: 'UTC' })).json()).toEqual({ timeZone: 'UTC', locale: 'ja-JP', language: 'en', cashRounding: 0 });
    expect((await biz.owner.put('/setting/region', { timeZone: 'Europe/Paris', locale: 'fr-FR' })).json()).toEqual({ timeZone: 'Europe/Paris', locale: 'fr-FR', language: 'en', cashRounding: 0 });
  });

  it.each([
    [{ timeZone: 'Europe/Atlantis', locale: 'de-CH' }, 'timeZone: must be an IANA time zone such as America/Toronto or Europe/Paris'],
    [{ timeZone: 'Etc/GMT+5' }, 'timeZone: must be an IANA time zone such as America/Toronto or Europe/Paris'],
    [{ timeZone: '' }, 'timeZone: must be an IANA time zone such as America/Toronto or Europe/Paris'],
    [{ timeZone: 42 }, 'timeZone: must be an IANA time zone such as America/Toronto or Europe/Paris'],
    [{ timeZone: 'Asia/Tokyo', locale: 'en_US' }, 'locale: must be a language tag such as en-US, fr-FR or ja-JP'],
    [{ locale: 'xx-YY' }, 'locale: must be a language tag such as en-US, fr-FR or ja-JP'],
    [{ locale: 'a'.repeat(200) }, 'locale: must be a language tag such as en-US, fr-FR or ja-JP'],
  ])('PUT refuses %j with 400 and changes nothing', async (body, message) => {
    const res = await biz.owner.put('/setting/region', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message, code: 'VALIDATION', field: Object.keys(body).find((k) => message.startsWith(k)) });
    expect((await staff.get('/setting/region')).json()).toEqual({ timeZone: 'Europe/Paris', locale: 'fr-FR', language: 'en', cashRounding: 0 });
  });

  it('staff may not change them, and another business is untouched', async () => {
    const refused = await staff.put('/setting/region', { timeZone: 'Asia/Tokyo' });
    expect(refused.statusCode).toBe(403);
    expect((await client(t.app, null).put('/setting/region', { timeZone: 'Asia/Tokyo' })).statusCode).toBe(401);
    expect((await biz.owner.get('/setting/region')).json()).toEqual({ timeZone: 'Europe/Paris', locale: 'fr-FR', language: 'en', cashRounding: 0 });
    expect((await other.owner.get('/setting/region')).json()).toEqual({ timeZone: 'UTC', locale: 'en-US', language: 'en', cashRounding: 0 });
    // Another business's admin sets its own, never this one's.
    await other.owner.put('/setting/region', { timeZone: 'Asia/Tokyo', locale: 'ja-JP' });
    expect((await biz.owner.get('/setting/region')).json()).toEqual({ timeZone: 'Europe/Paris', locale: 'fr-FR', language: 'en', cashRounding: 0 });
  });
});
