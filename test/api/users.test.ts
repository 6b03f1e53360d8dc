import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../src/domain/messages';
import { buildTestApp, client, ownerPayload, registerBusiness, signIn, uniqueEmail, type Business, type TestApp } from '../helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const FIELDS = ['fname', 'lname', 'email', 'phone', 'bname', 'address', 'city', 'state', 'country', 'mailcode', 'password'] as const;

/** The session cookie a response set, ready to send back in a Cookie header. */
function sessionCookieOf(res: { cookies: { name: string; value: string }[] }): string {
  const c = res.cookies.find((x) => x.name === 'stocktill_session');
  if (!c) throw new Error('no session cookie');
  return `${c.name}=${c.value}`;
}

describe('POST /owners/register', () => {
  it('creates the business and signs its owner in as owner, admin and master', async () => {
    const payload = ownerPayload({ bname: 'Fresh Market' });
    const res = await t.app.inject({ method: 'POST', url: '/api/owners/register', payload });
    expect(res.statusCode).toBe(201);
    const info = res.json();
    expect(info).toMatchObject({ name: 'Olive Owner', email: payload.email, bname: 'Fresh Market', isAdmin: true, isOwner: true, isMaster: true, isDisabled: false });
    expect(info.token).toEqual(expect.any(String));
    expect(info.apikey).toEqual(expect.any(String));
    expect(info).not.toHaveProperty('password');
    expect(info).not.toHaveProperty('passwordHash');
    const cookie = res.cookies.find((c) => c.name === 'stocktill_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
  });

  it.each(FIELDS)("answers 'Please enter all fields' when %s is empty", async (field) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/owners/register', payload: ownerPayload({ [field]: '' }) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: MSG.enterAllFields, code: 'VALIDATION', field });
  });

  it("answers 'Please enter all fields' when a field is missing or blank", async () => {
    const { city: _city, ...withoutCity } = ownerPayload();
    const missing = await t.app.inject({ method: 'POST', url: '/api/owners/register', payload: withoutCity });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(MSG.enterAllFields);
    const blank = await t.app.inject({ method: 'POST', url: '/api/owners/register', payload: ownerPayload({ bname: '   ' }) });
    expect(blank.json().message).toBe(MSG.enterAllFields);
  });

  it('checks for empty fields before the password length', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/owners/register', payload: ownerPayload({ mailcode: '', password: '123' }) });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MSG.enterAllFields);
  });

  it("answers 'Password must be at least 6 characters' for a 5-character password", async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/owners/register', payload: ownerPayload({ password: '12345' }) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: MSG.passwordTooShort, code: 'VALIDATION', field: 'password' });
    const six = await t.app.inject({ method: 'POST', url: '/api/owners/register', payload: ownerPayload({ password: '123456' }) });
    expect(six.statusCode).toBe(201);
  });

  it('refuses a malformed e-mail with a 400', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/owners/register', payload: ownerPayload({ email: 'not-an-email' }) });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/email/i);
  });

  it('answers 409 for an e-mail already in use, whatever its case', async () => {
    const first = ownerPayload();
    expect((await t.app.inject({ method: 'POST', url: '/api/owners/register', payload: first })).statusCode).toBe(201);
    const again = await t.app.inject({ method: 'POST', url: '/api/owners/register', payload: ownerPayload({ email: first.email.toUpperCase() }) });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: MSG.emailTaken, code: 'DUPLICATE' });
  });

  it('ignores isAdmin, isMaster, isDisabled and cid smuggled into the payload', async () => {
    const other = await registerBusiness(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/owners/register',
      payload: { ...ownerPayload(), cid: other.cid, isDisabled: true, isAdmin: false, isMaster: false, _id: 'x' },
    });
    expect(res.statusCode).toBe(201);
    const info = res.json();
    expect(info.cid).not.toBe(other.cid);
    expect(info).toMatchObject({ isAdmin: true, isMaster: true, isDisabled: false });
    // The other business did not gain a user.
    expect((await other.owner.get('/users')).json()).toHaveLength(1);
  });
});

describe('POST /users/login', () => {
  let biz: Business;
  beforeAll(async () => {
    biz = await registerBusiness(t.app);
  });

  it('signs in, sets an httpOnly SameSite=Lax cookie and records the last login', async () => {
    const before = Date.now();
    const res = await t.app.inject({ method: 'POST', url: '/api/users/login', payload: { email: biz.owner.email.toUpperCase(), password: biz.owner.password } });
    expect(res.statusCode).toBe(200);
    const info = res.json();
    expect(info).toMatchObject({ _id: biz.owner.id, cid: biz.cid, bname: biz.bname, isAdmin: true, token: expect.any(String) });
    expect(new Date(info.lastLogin).getTime()).toBeGreaterThanOrEqual(before - 1000);
    const cookie = res.cookies.find((c) => c.name === 'stocktill_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const listed = (await biz.owner.get(`/users/${biz.owner.id}`)).json();
    expect(listed.lastLogin).toBe(info.lastLogin);
  });

  it('answers 401 for a wrong password or an unknown e-mail', async () => {
    const wrong = await t.app.inject({ method: 'POST', url: '/api/users/login', payload: { email: biz.owner.email, password: 'wrong-password' } });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: MSG.invalidCredentials, code: 'INVALID_CREDENTIALS' });
    const unknown = await t.app.inject({ method: 'POST', url: '/api/users/login', payload: { email: uniqueEmail(), password: 'secret1' } });
    expect(unknown.statusCode).toBe(401);
  });

  it('answers 400 for empty fields', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/users/login', payload: { email: '', password: '' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MSG.enterAllFields);
  });

  it('refuses a disabled user with the spec message', async () => {
    const staff = await biz.addUser({ isDisabled: true });
    const res = await t.app.inject({ method: 'POST', url: '/api/users/login', payload: { email: staff.email, password: staff.password } });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: MSG.accountDisabled, code: 'DISABLED' });
  });

  it('locks an e-mail after 10 failures in 15 minutes, even for the right password', async () => {
    const staff = await biz.addUser();
    for (let i = 0; i < 10; i++) {
      const res = await t.app.inject({ method: 'POST', url: '/api/users/login', payload: { email: staff.email, password: `wrong${i}` } });
      expect(res.statusCode).toBe(401);
    }
    const locked = await t.app.inject({ method: 'POST', url: '/api/users/login', payload: { email: staff.email, password: staff.password } });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ message: MSG.tooManyAttempts, code: 'RATE_LIMITED' });
    // Other e-mails are not affected.
    expect((await t.app.inject({ method: 'POST', url: '/api/users/login', payload: { email: biz.owner.email, password: biz.owner.password } })).statusCode).toBe(200);
  });
});

describe('sign-up attempts per e-mail', () => {
  it('answers 429 once an e-mail has had 10 wrong passwords in 15 minutes, and leaves other e-mails alone', async () => {
    const victim = await registerBusiness(t.app);
    for (let i = 0; i < 10; i++) {
      const res = await t.app.inject({ method: 'POST', url: '/api/users/login', payload: { email: victim.owner.email, password: 'wrong-guess' } });
      expect(res.statusCode).toBe(401);
    }
    const locked = await t.app.inject({ method: 'POST', url: '/api/users/login', payload: { email: victim.owner.email, password: victim.owner.password } });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ message: MSG.tooManyAttempts, code: 'RATE_LIMITED' });
    const bystander = await registerBusiness(t.app);
    expect((await signIn(t.app, bystander.owner.email, bystander.owner.password))._id).toBe(bystander.owner.id);
  });

  it('sign-ups with a taken e-mail do not lock its owner out (they are limited per address instead)', async () => {
    const victim = await registerBusiness(t.app);
    for (let i = 0; i < 12; i++) {
      const res = await t.app.inject({ method: 'POST', url: '/api/owners/register', payload: ownerPayload({ email: victim.owner.email }) });
      expect(res.statusCode).toBe(409);
    }
    expect((await signIn(t.app, victim.owner.email, victim.owner.password))._id).toBe(victim.owner.id);
  });
});

describe('sessions: cookie, bearer, logout, forged tokens', () => {
  let biz: Business;
  beforeAll(async () => {
    biz = await registerBusiness(t.app);
  });

  it('accepts the session cookie as well as the Bearer token', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/users/login', payload: { email: biz.owner.email, password: biz.owner.password } });
    const viaCookie = await t.app.inject({ method: 'GET', url: `/api/users/profile/${biz.owner.id}`, headers: { cookie: sessionCookieOf(res) } });
    expect(viaCookie.statusCode).toBe(200);
    expect(viaCookie.json().user).toMatchObject({ _id: biz.owner.id, email: biz.owner.email });
  });

  it("answers 401 'Not authorized, no token' when signed out", async () => {
    const res = await client(t.app, null).get('/users');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: MSG.notAuthorizedNoToken, code: 'UNAUTHORIZED' });
  });

  it("answers 401 'Not authorized, token failed' for a forged or garbage token", async () => {
    const [header, , signature] = biz.owner.token!.split('.');
    const forgedPayload = Buffer.from(JSON.stringify({ sid: 'someone-else', sub: 'x' })).toString('base64url');
    for (const token of [`${header}.${forgedPayload}.${signature}`, 'garbage', `${biz.owner.token}x`]) {
      const res = await client(t.app, token).get('/users');
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: MSG.notAuthorizedTokenFailed, code: 'UNAUTHORIZED' });
    }
    const badCookie = await t.app.inject({ method: 'GET', url: '/api/users', headers: { cookie: 'stocktill_session=nonsense' } });
    expect(badCookie.json()).toEqual({ message: MSG.notAuthorizedTokenFailed, code: 'UNAUTHORIZED' });
  });

  it('logout ends that session only and clears the cookie', async () => {
    const a = await signIn(t.app, biz.owner.email, biz.owner.password);
    const b = await signIn(t.app, biz.owner.email, biz.owner.password);
    const out = await client(t.app, a.token).post('/users/logout', { id: a._id });
    expect(out.statusCode).toBe(200);
    const cleared = out.cookies.find((c) => c.name === 'stocktill_session');
    expect(cleared?.value).toBe('');
    const after = await client(t.app, a.token).get('/users');
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ message: MSG.notAuthorizedTokenFailed, code: 'UNAUTHORIZED' });
    expect((await client(t.app, b.token).get('/users')).statusCode).toBe(200);
  });

  it('logout ends a disabled user’s session, so re-enabling does not revive it', async () => {
    const u = await biz.addUser();
    expect((await biz.owner.put(`/users/${u.id}`, { name: 'Off', email: u.email, isDisabled: true })).statusCode).toBe(200);
    expect((await u.post('/users/logout', { id: u.id })).statusCode).toBe(200);
    expect((await biz.owner.put(`/users/${u.id}`, { name: 'On', email: u.email, isDisabled: false })).statusCode).toBe(200);
    const after = await u.get(`/users/profile/${u.id}`);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ message: MSG.notAuthorizedTokenFailed, code: 'UNAUTHORIZED' });
  });

  it('logout without a session still succeeds', async () => {
    expect((await client(t.app, null).post('/users/logout', {})).statusCode).toBe(200);
    expect((await client(t.app, 'garbage').post('/users/logout')).statusCode).toBe(200);
  });

  it('logout with the session cookie ends that session', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/users/login', payload: { email: biz.owner.email, password: biz.owner.password } });
    const cookie = sessionCookieOf(res);
    const out = await t.app.inject({ method: 'POST', url: '/api/users/logout', headers: { cookie }, payload: {} });
    expect(out.statusCode).toBe(200);
    const after = await t.app.inject({ method: 'GET', url: '/api/users', headers: { cookie } });
    expect(after.statusCode).toBe(401);
  });
});

describe('user administration', () => {
  let biz: Business;
  let other: Business;
  let staff: Awaited<ReturnType<Business['addUser']>>;
  let admin: Awaited<ReturnType<Business['addUser']>>;
  beforeAll(async () => {
    biz = await registerBusiness(t.app, { bname: 'Admin Shop' });
    other = await registerBusiness(t.app, { bname: 'Other Shop' });
    staff = await biz.addUser({ name: 'Sam Staff' });
    admin = await biz.addUser({ isAdmin: true, name: 'Ada Admin' });
  });

  describe('POST /admin/register', () => {
    it('adds a user to the caller’s business', async () => {
      const email = uniqueEmail();
      const res = await admin.post('/admin/register', { name: 'New Person', email, password: 'secret1', isAdmin: true, isDisabled: false, cid: biz.cid });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ name: 'New Person', email, isAdmin: true, isDisabled: false, isOwner: false, isMaster: false, cid: biz.cid, lastLogin: null });
      expect((await signIn(t.app, email, 'secret1')).cid).toBe(biz.cid);
    });

    it('holds every password it sets to the same minimum length as sign-up', async () => {
      const email = uniqueEmail();
      const short = await admin.post('/admin/register', { name: 'New Person', email, password: '12345' });
      expect(short.statusCode).toBe(400);
      expect(short.json().message).toBe(MSG.passwordTooShort);
      const u = await biz.addUser();
      expect((await admin.put(`/users/${u.id}`, { name: 'Sam', email: u.email, password: '12345' })).json().message).toBe(MSG.passwordTooShort);
      expect((await u.put(`/users/profile/${u.id}`, { password: '12345', currentPassword: u.password })).json().message).toBe(MSG.passwordTooShort);
      expect(await t.app.inject({ method: 'POST', url: '/api/users/login', payload: { email: u.email, password: u.password } }).then((r) => r.statusCode)).toBe(200);
    });

    it('answers 400 for empty fields and 409 for a taken e-mail', async () => {
      const empty = await admin.post('/admin/register', { name: '', email: uniqueEmail(), password: 'secret1' });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().message).toBe(MSG.enterAllFields);
      const taken = await admin.post('/admin/register', { name: 'Dup', email: other.owner.email, password: 'secret1' });
      expect(taken.statusCode).toBe(409);
      expect(taken.json().message).toBe(MSG.emailTaken);
    });

    it('refuses a body cid of another business with 403', async () => {
      const res = await admin.post('/admin/register', { name: 'Spy', email: uniqueEmail(), password: 'secret1', cid: other.cid });
      expect(res.statusCode).toBe(403);
      expect((await other.owner.get('/users')).json()).toHaveLength(1);
    });

    it('never makes a master or owner, whatever the payload says', async () => {
      const res = await admin.post('/admin/register', { name: 'Would-be Master', email: uniqueEmail(), password: 'secret1', isMaster: true, isOwner: true });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ isMaster: false, isOwner: false });
    });

    it("answers 403 'Not authorized as an admin' to staff and 401 to the signed out", async () => {
      const res = await staff.post('/admin/register', { name: 'X', email: uniqueEmail(), password: 'secret1' });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: MSG.notAuthorizedAdmin, code: 'FORBIDDEN' });
      const out = await client(t.app, null).post('/admin/register', { name: 'X', email: uniqueEmail(), password: 'secret1' });
      expect(out.statusCode).toBe(401);
      expect(out.json()).toEqual({ message: MSG.notAuthorizedNoToken, code: 'UNAUTHORIZED' });
    });
  });

  describe('POST /users', () => {
    it('lets an admin add a plain user; isAdmin in the payload is ignored', async () => {
      const email = uniqueEmail();
      const res = await admin.post('/users', { name: 'Via Users', email, password: 'secret1', cid: biz.cid, isAdmin: true, isMaster: true });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ email, cid: biz.cid, isAdmin: false, isMaster: false });
    });

    it('refuses bad input, staff, the signed out, forged tokens and another business’s cid', async () => {
      expect((await admin.post('/users', { name: 'No Mail', email: '', password: 'secret1' })).json().message).toBe(MSG.enterAllFields);
      expect((await staff.post('/users', { name: 'X', email: uniqueEmail(), password: 'secret1' })).statusCode).toBe(403);
      expect((await client(t.app, null).post('/users', { name: 'X', email: uniqueEmail(), password: 'secret1' })).statusCode).toBe(401);
      const forged = await client(t.app, 'a.b.c').post('/users', { name: 'X', email: uniqueEmail(), password: 'secret1' });
      expect(forged.json()).toEqual({ message: MSG.notAuthorizedTokenFailed, code: 'UNAUTHORIZED' });
      expect((await admin.post('/users', { name: 'X', email: uniqueEmail(), password: 'secret1', cid: other.cid })).statusCode).toBe(403);
    });
  });

  describe('GET /users', () => {
    it('lists only the caller’s business, without password hashes', async () => {
      const res = await biz.owner.get('/users');
      expect(res.statusCode).toBe(200);
      const list = res.json() as { cid: string; email: string }[];
      expect(list.length).toBeGreaterThanOrEqual(3);
      expect(list.every((u) => u.cid === biz.cid)).toBe(true);
      expect(list.map((u) => u.email)).toEqual(expect.arrayContaining([biz.owner.email, staff.email, admin.email]));
      expect(list.map((u) => u.email)).not.toContain(other.owner.email);
      expect(JSON.stringify(list)).not.toMatch(/password/i);
    });

    it('is refused to staff (403) and to the signed out (401)', async () => {
      const res = await staff.get('/users');
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: MSG.notAuthorizedAdmin, code: 'FORBIDDEN' });
      expect((await client(t.app, null).get('/users')).statusCode).toBe(401);
    });
  });

  describe('GET /users/{id}', () => {
    it('returns a user of the business', async () => {
      const res = await admin.get(`/users/${staff.id}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ _id: staff.id, email: staff.email, isAdmin: false });
    });

    it('answers 404 for another business’s user and for a nonsense id', async () => {
      expect((await admin.get(`/users/${other.owner.id}`)).statusCode).toBe(404);
      expect((await admin.get('/users/not-a-uuid')).statusCode).toBe(404);
    });

    it('is refused to staff and the signed out', async () => {
      expect((await staff.get(`/users/${admin.id}`)).json()).toEqual({ message: MSG.notAuthorizedAdmin, code: 'FORBIDDEN' });
      expect((await client(t.app, null).get(`/users/${admin.id}`)).statusCode).toBe(401);
    });
  });

  describe('PUT /users/{id}', () => {
    it('updates name, e-mail and flags', async () => {
      const u = await biz.addUser({ name: 'Before' });
      const email = uniqueEmail('renamed');
      const res = await admin.put(`/users/${u.id}`, { _id: u.id, name: 'After', email, password: '', isAdmin: true, isDisabled: false });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ _id: u.id, name: 'After', email, isAdmin: true });
      expect((await signIn(t.app, email, u.password)).cid).toBe(biz.cid);
    });

    it('a new password set by an admin ends the user’s sessions', async () => {
      const u = await biz.addUser();
      const res = await admin.put(`/users/${u.id}`, { name: 'Reset', email: u.email, password: 'newpass1' });
      expect(res.statusCode).toBe(200);
      expect((await u.get(`/users/profile/${u.id}`)).statusCode).toBe(401);
      expect((await signIn(t.app, u.email, 'newpass1'))._id).toBe(u.id);
    });

    it('answers 400 for an empty name and 409 for a taken e-mail', async () => {
      expect((await admin.put(`/users/${staff.id}`, { name: '', email: staff.email })).json().message).toBe(MSG.enterAllFields);
      const taken = await admin.put(`/users/${staff.id}`, { name: 'Sam Staff', email: other.owner.email });
      expect(taken.statusCode).toBe(409);
    });

    it('ignores isMaster and isOwner in the body', async () => {
      const u = await biz.addUser();
      const res = await admin.put(`/users/${u.id}`, { name: 'Sneaky', email: u.email, isMaster: true, isOwner: true, cid: other.cid });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ isMaster: false, isOwner: false, cid: biz.cid });
    });

    it('cannot disable or demote the master account', async () => {
      const disable = await admin.put(`/users/${biz.owner.id}`, { name: 'Olive Owner', email: biz.owner.email, isAdmin: true, isDisabled: true });
      expect(disable.statusCode).toBe(403);
      const demote = await admin.put(`/users/${biz.owner.id}`, { name: 'Olive Owner', email: biz.owner.email, isAdmin: false });
      expect(demote.statusCode).toBe(403);
      const owner = (await admin.get(`/users/${biz.owner.id}`)).json();
      expect(owner).toMatchObject({ isAdmin: true, isDisabled: false });
    });

    it('nobody disables or demotes themselves', async () => {
      const self = await biz.addUser({ isAdmin: true });
      expect((await self.put(`/users/${self.id}`, { name: 'Me', email: self.email, isAdmin: true, isDisabled: true })).statusCode).toBe(403);
      expect((await self.put(`/users/${self.id}`, { name: 'Me', email: self.email, isAdmin: false })).statusCode).toBe(403);
    });

    it('answers 404 for another business’s user; staff 403; signed out 401', async () => {
      expect((await admin.put(`/users/${other.owner.id}`, { name: 'X', email: uniqueEmail() })).statusCode).toBe(404);
      expect((await staff.put(`/users/${staff.id}`, { name: 'X', email: staff.email, isAdmin: true })).statusCode).toBe(403);
      expect((await client(t.app, null).put(`/users/${staff.id}`, { name: 'X', email: staff.email })).statusCode).toBe(401);
    });
  });

  describe('DELETE /users/{id}', () => {
    it('removes a user, whose sessions then fail', async () => {
      const u = await biz.addUser();
      const res = await admin.del(`/users/${u.id}`);
      expect(res.statusCode).toBe(200);
      expect((await admin.get(`/users/${u.id}`)).statusCode).toBe(404);
      expect((await u.get(`/users/profile/${u.id}`)).statusCode).toBe(401);
    });

    it('cannot delete the master account or oneself', async () => {
      expect((await admin.del(`/users/${biz.owner.id}`)).statusCode).toBe(403);
      expect((await admin.del(`/users/${admin.id}`)).statusCode).toBe(403);
      expect((await admin.get(`/users/${admin.id}`)).statusCode).toBe(200);
    });

    it('answers 404 for another business’s user; staff 403; signed out 401', async () => {
      expect((await admin.del(`/users/${other.owner.id}`)).statusCode).toBe(404);
      expect((await other.owner.get(`/users/${other.owner.id}`)).statusCode).toBe(200);
      expect((await staff.del(`/users/${admin.id}`)).json()).toEqual({ message: MSG.notAuthorizedAdmin, code: 'FORBIDDEN' });
      expect((await client(t.app, null).del(`/users/${admin.id}`)).statusCode).toBe(401);
    });
  });

  describe('profile', () => {
    it('GET /users/profile/{id} returns one’s own name and e-mail', async () => {
      const res = await staff.get(`/users/profile/${staff.id}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().user).toMatchObject({ _id: staff.id, name: 'Sam Staff', email: staff.email });
    });

    it('another user’s profile: same business 403, other business 404, signed out 401', async () => {
      expect((await staff.get(`/users/profile/${admin.id}`)).statusCode).toBe(403);
      expect((await staff.get(`/users/profile/${other.owner.id}`)).statusCode).toBe(404);
      expect((await client(t.app, null).get(`/users/profile/${staff.id}`)).statusCode).toBe(401);
      expect((await client(t.app, 'x.y.z').get(`/users/profile/${staff.id}`)).json()).toEqual({ message: MSG.notAuthorizedTokenFailed, code: 'UNAUTHORIZED' });
    });

    it('PUT changes the password, keeps this session and ends the others', async () => {
      const u = await biz.addUser();
      const second = client(t.app, (await signIn(t.app, u.email, u.password)).token);
      const res = await u.put(`/users/profile/${u.id}`, { id: u.id, name: 'Sam Staff', email: u.email, password: 'changed1', currentPassword: u.password });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ _id: u.id, email: u.email, isAdmin: false, bname: 'Admin Shop', token: u.token });
      expect((await u.get(`/users/profile/${u.id}`)).statusCode).toBe(200);
      const ended = await second.get(`/users/profile/${u.id}`);
      expect(ended.statusCode).toBe(401);
      expect(ended.json()).toEqual({ message: MSG.notAuthorizedTokenFailed, code: 'UNAUTHORIZED' });
      expect((await t.app.inject({ method: 'POST', url: '/api/users/login', payload: { email: u.email, password: u.password } })).statusCode).toBe(401);
      expect((await signIn(t.app, u.email, 'changed1'))._id).toBe(u.id);
    });

    it('PUT cannot make oneself admin or master', async () => {
      const res = await staff.put(`/users/profile/${staff.id}`, { name: 'Sam Staff', email: staff.email, isAdmin: true, isMaster: true, password: '' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ isAdmin: false, isMaster: false });
      expect((await staff.get('/users')).statusCode).toBe(403);
    });

    it('PUT refuses an empty name, a taken e-mail, someone else’s profile and the signed out', async () => {
      expect((await staff.put(`/users/profile/${staff.id}`, { name: '', email: staff.email })).statusCode).toBe(400);
      expect((await staff.put(`/users/profile/${staff.id}`, { name: 'Sam Staff', email: admin.email, currentPassword: staff.password })).statusCode).toBe(409);
      expect((await staff.put(`/users/profile/${admin.id}`, { name: 'Hijack', email: admin.email, password: 'hijack1' })).statusCode).toBe(403);
      expect((await staff.put(`/users/profile/${other.owner.id}`, { name: 'Hijack', password: 'hijack1' })).statusCode).toBe(404);
      expect((await client(t.app, null).put(`/users/profile/${staff.id}`, { password: 'x' })).statusCode).toBe(401);
    });
  });

  describe('a disabled user', () => {
    it('gets 403 with the spec message on every request until re-enabled', async () => {
      const u = await biz.addUser({ isAdmin: true });
      const off = await biz.owner.put(`/users/${u.id}`, { name: 'Off', email: u.email, isAdmin: true, isDisabled: true });
      expect(off.statusCode).toBe(200);
      for (const res of [await u.get(`/users/profile/${u.id}`), await u.get('/users'), await u.post('/admin/register', { name: 'x', email: uniqueEmail(), password: 'secret1' })]) {
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ message: MSG.accountDisabled, code: 'DISABLED' });
      }
      const on = await biz.owner.put(`/users/${u.id}`, { name: 'On', email: u.email, isAdmin: true, isDisabled: false });
      expect(on.statusCode).toBe(200);
      // Disabling ended the session it had: enabling the user again does not bring it back.
      expect((await u.get('/users')).json()).toEqual({ message: MSG.notAuthorizedTokenFailed, code: 'UNAUTHORIZED' });
      const again = client(t.app, (await signIn(t.app, u.email, u.password)).token);
      expect((await again.get('/users')).statusCode).toBe(200);
    });
  });
});
