/**
 * Account takeover and account probing, tried as an attacker would: another admin taking over the
 * owner's (master) account, a stolen session changing its user's e-mail or password, and testing at
 * speed which e-mails have accounts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../src/domain/messages';
import { buildTestApp, client, registerBusiness, signIn, uniqueEmail, type Business, type TestApp } from '../helpers/app';

let t: TestApp;
let biz: Business;
let other: Business;

beforeAll(async () => {
  t = await buildTestApp();
  biz = await registerBusiness(t.app, { bname: 'Target Shop' });
  other = await registerBusiness(t.app, { bname: 'Neighbour' });
});
afterAll(() => t?.close());

const login = (email: string, password: string) => t.app.inject({ method: 'POST', url: '/api/users/login', payload: { email, password } });

/** A client whose requests come from one client address. */
function from(address: string, token: string) {
  const send = (method: 'POST' | 'PUT', url: string, payload: unknown) =>
    t.app.inject({ method, url: `/api${url}`, payload: payload as object, remoteAddress: address, headers: { authorization: `Bearer ${token}` } });
  return { post: (url: string, body: unknown) => send('POST', url, body), put: (url: string, body: unknown) => send('PUT', url, body) };
}

describe('the owner’s (master) account', () => {
  it('another admin cannot change its e-mail or password: 403, nothing changed, the owner still signs in', async () => {
    const admin = await biz.addUser({ isAdmin: true });
    const attempts = [
      { name: 'Olive Owner', email: 'attacker@example.com', password: 'taken-over', isAdmin: true },
      { name: 'Olive Owner', email: biz.owner.email, password: 'taken-over', isAdmin: true },
      { name: 'Olive Owner', email: 'attacker2@example.com', isAdmin: true },
      { name: 'Renamed too', email: 'Attacker3@Example.com', password: '', isAdmin: true },
    ];
    for (const body of attempts) {
      const res = await admin.put(`/users/${biz.owner.id}`, body);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: MSG.onlyMasterChangesSignIn, code: 'FORBIDDEN' });
    }
    const owner = (await biz.owner.get(`/users/profile/${biz.owner.id}`)).json().user;
    expect(owner).toMatchObject({ email: biz.owner.email, name: 'Olive Owner', isMaster: true, isAdmin: true });
    expect((await login(biz.owner.email, biz.owner.password)).statusCode).toBe(200);
    for (const email of ['attacker@example.com', 'attacker2@example.com', 'attacker3@example.com']) expect((await login(email, 'taken-over')).statusCode).toBe(401);
    // The owner's own session is still alive.
    expect((await biz.owner.get('/users')).statusCode).toBe(200);
  });

  it('another admin may still rename it, but not demote, disable or delete it', async () => {
    const admin = await biz.addUser({ isAdmin: true });
    const renamed = await admin.put(`/users/${biz.owner.id}`, { name: 'Olive O.', email: biz.owner.email, isAdmin: true });
    expect(renamed.statusCode).toBe(200);
    for (const body of [
      { name: 'Olive O.', email: biz.owner.email, isAdmin: false },
      { name: 'Olive O.', email: biz.owner.email, isAdmin: true, isDisabled: true },
    ]) {
      expect((await admin.put(`/users/${biz.owner.id}`, body)).statusCode).toBe(403);
    }
    expect((await admin.del(`/users/${biz.owner.id}`)).statusCode).toBe(403);
    expect((await admin.put(`/users/${biz.owner.id}`, { name: 'Olive Owner', email: biz.owner.email, isAdmin: true })).statusCode).toBe(200);
  });

  it('the master changes its own e-mail and password, with its current password', async () => {
    const shop = await registerBusiness(t.app, { bname: 'Own Changes' });
    const email = uniqueEmail('owner-new');
    const without = await shop.owner.put(`/users/${shop.owner.id}`, { name: 'Olive Owner', email, password: 'brand-new1', isAdmin: true });
    expect(without.statusCode).toBe(400);
    expect(without.json()).toEqual({ message: MSG.currentPasswordRequired, code: 'VALIDATION', field: 'currentPassword' });
    const res = await shop.owner.put(`/users/${shop.owner.id}`, { name: 'Olive Owner', email, password: 'brand-new1', currentPassword: shop.owner.password, isAdmin: true });
    expect(res.statusCode).toBe(200);
    expect((await login(email, 'brand-new1')).statusCode).toBe(200);
    expect((await login(shop.owner.email, shop.owner.password)).statusCode).toBe(401);
  });
});

describe('changing one’s own e-mail or password', () => {
  it('asks for the current password; without it, or with a wrong one, nothing changes', async () => {
    const u = await biz.addUser();
    const newEmail = uniqueEmail('moved');
    for (const [body, message] of [
      [{ email: newEmail }, MSG.currentPasswordRequired],
      [{ password: 'stolen-1' }, MSG.currentPasswordRequired],
      [{ email: newEmail, currentPassword: 'not-it' }, MSG.currentPasswordWrong],
      [{ password: 'stolen-1', currentPassword: 'not-it' }, MSG.currentPasswordWrong],
    ] as const) {
      const res = await u.put(`/users/profile/${u.id}`, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message, code: 'VALIDATION', field: 'currentPassword' });
    }
    expect((await login(u.email, u.password)).statusCode).toBe(200);
    expect((await login(newEmail, u.password)).statusCode).toBe(401);
    // A name alone needs no password.
    expect((await u.put(`/users/profile/${u.id}`, { name: 'Just A Name' })).statusCode).toBe(200);
  });

  it('a wrong current password counts like a failed sign-in for that e-mail', async () => {
    const u = await biz.addUser();
    for (let i = 0; i < 10; i++) expect((await u.put(`/users/profile/${u.id}`, { password: 'guessed-1', currentPassword: `guess-${i}` })).statusCode).toBe(400);
    const locked = await login(u.email, u.password);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ message: MSG.tooManyAttempts, code: 'RATE_LIMITED' });
  });
});

describe('probing which e-mails have accounts', () => {
  it('a user who keeps hitting taken e-mails gets 429 after 10, from any address, and nothing changes', async () => {
    const u = await biz.addUser();
    const me = from('203.0.113.20', u.token ?? '');
    const targets = Array.from({ length: 10 }, () => other.owner.email);
    for (const email of targets) {
      const res = await me.put(`/users/profile/${u.id}`, { email, currentPassword: u.password });
      expect(res.statusCode).toBe(409);
    }
    for (const res of [
      await me.put(`/users/profile/${u.id}`, { email: other.owner.email, currentPassword: u.password }),
      await from('203.0.113.21', u.token ?? '').put(`/users/profile/${u.id}`, { email: uniqueEmail('free'), currentPassword: u.password }),
    ]) {
      expect(res.statusCode).toBe(429);
      expect(res.json()).toEqual({ message: MSG.tooManyAttempts, code: 'RATE_LIMITED' });
    }
    expect((await login(u.email, u.password)).statusCode).toBe(200);
  });

  it('an address that keeps hitting taken e-mails through admin screens gets 429 after 10, whoever signs in there', async () => {
    const shop = await registerBusiness(t.app, { bname: 'Probe Base' });
    const admins = [shop.owner, await shop.addUser({ isAdmin: true })];
    let answered = 0;
    for (let i = 0; i < 10; i++) {
      const admin = from('198.51.100.30', admins[i % 2].token ?? '');
      const res = await admin.post(i % 2 ? '/users' : '/admin/register', { name: 'Probe', email: other.owner.email, password: 'secret1' });
      expect(res.statusCode).toBe(409);
      answered += 1;
    }
    expect(answered).toBe(10);
    const blocked = await from('198.51.100.30', admins[0].token ?? '').post('/admin/register', { name: 'Real', email: uniqueEmail('real'), password: 'secret1' });
    expect(blocked.statusCode).toBe(429);
    // Another address of the same shop is not held back, and adding staff there works.
    const elsewhere = await from('198.51.100.31', admins[0].token ?? '').post('/admin/register', { name: 'Real', email: uniqueEmail('real'), password: 'secret1' });
    expect(elsewhere.statusCode).toBe(201);
  });

  it('an admin adding a dozen staff is not held back', async () => {
    const shop = await registerBusiness(t.app, { bname: 'Busy Hiring' });
    const admin = from('192.0.2.40', shop.owner.token ?? '');
    for (let i = 0; i < 12; i++) {
      expect((await admin.post('/admin/register', { name: `Clerk ${i}`, email: uniqueEmail('clerk'), password: 'secret1' })).statusCode).toBe(201);
    }
    expect((await client(t.app, shop.owner.token).get('/users')).json()).toHaveLength(13);
  });

  it('signing in still works for the probed e-mail', async () => {
    expect((await signIn(t.app, other.owner.email, other.owner.password))._id).toBe(other.owner.id);
  });
});
