/**
 * Browser-facing defences: security headers, the session cookie's flags, cross-site request
 * forgery, sign-in throttling, password hashing, what responses and logs may contain, body limits.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { openDatabase } from '../../src/server/db/client';
import { appMeta, users } from '../../src/server/db/schema';
import { CSRF_MESSAGE } from '../../src/server/plugins/csrf';
import { buildTestApp, ownerPayload, registerBusiness, uniqueEmail, type TestApp } from '../helpers/app';

function sessionCookie(res: { cookies: { name: string; value: string }[] }): string {
  const c = res.cookies.find((x) => x.name === 'stocktill_session');
  if (!c) throw new Error('no session cookie');
  return `stocktill_session=${c.value}`;
}

// One app with the default configuration serves every describe that does not need its own.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

describe('security headers and the session cookie', () => {
  it('sends a CSP that allows scripts only from this origin (and WebAssembly, not eval), and the usual hardening headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
    expect(scriptSrc.trim()).toBe("script-src 'self' 'wasm-unsafe-eval'");
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('sets the session cookie httpOnly and SameSite=Lax, and not Secure over plain HTTP', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/owners/register', payload: ownerPayload() });
    expect(res.statusCode).toBe(201);
    const cookie = res.cookies.find((c) => c.name === 'stocktill_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy();
  });

  it('stores passwords as argon2id with m=19456, t=2, p=1', async () => {
    const biz = await registerBusiness(t.app);
    const [row] = await t.app.database.owner.select({ hash: users.passwordHash }).from(users).where(eq(users.id, biz.owner.id));
    expect(row.hash.startsWith('$argon2id$v=19$m=19456,t=2,p=1$')).toBe(true);
  });

  it('refuses a body over the size limit with 413 and a message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(300 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'Request body is too large', code: 'PAYLOAD_TOO_LARGE' });
  });
});

describe('the session cookie behind a TLS proxy', () => {
  let proxied: TestApp;
  beforeAll(async () => {
    proxied = await buildTestApp({ TRUST_PROXY: 1 });
  });
  afterAll(() => proxied?.close());

  it('is marked Secure when the proxy says the client used HTTPS', async () => {
    const res = await proxied.app.inject({
      method: 'POST',
      url: '/api/owners/register',
      headers: { 'x-forwarded-proto': 'https' },
      payload: ownerPayload(),
    });
    expect(res.statusCode).toBe(201);
    expect(res.cookies.find((c) => c.name === 'stocktill_session')).toMatchObject({ httpOnly: true, sameSite: 'Lax', secure: true });
    expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
  });
});

describe('cross-site request forgery', () => {
  let cookie: string;
  const countUsers = async () => (await t.app.database.owner.select({ id: users.id }).from(users)).length;

  beforeAll(async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/owners/register', payload: ownerPayload() });
    cookie = sessionCookie(res);
  });

  const newUser = () => ({ name: 'Forged', email: uniqueEmail('forged'), password: 'secret1' });

  it.each([
    ['application/x-www-form-urlencoded', (b: Record<string, string>) => new URLSearchParams(b).toString()],
    ['text/plain', (b: Record<string, string>) => JSON.stringify(b)],
  ])('refuses a cookie-authenticated %s form post and changes nothing', async (type, encode) => {
    const before = await countUsers();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: { cookie, 'content-type': type },
      payload: encode(newUser()),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: CSRF_MESSAGE, code: 'FORBIDDEN' });
    expect(await countUsers()).toBe(before);
  });

  it('refuses a request the browser marks as cross-site, even as JSON', async () => {
    const before = await countUsers();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: { cookie, 'content-type': 'application/json', 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
      payload: newUser(),
    });
    expect(res.statusCode).toBe(403);
    expect(await countUsers()).toBe(before);
  });

  it('refuses a multipart post from another origin (no Sec-Fetch-Site from older browsers)', async () => {
    const boundary = 'x-boundary';
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/logout',
      headers: { cookie, 'content-type': `multipart/form-data; boundary=${boundary}`, origin: 'https://evil.example' },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="id"\r\n\r\nx\r\n--${boundary}--\r\n`,
    });
    expect(res.statusCode).toBe(403);
    const still = await t.app.inject({ method: 'GET', url: '/api/users', headers: { cookie } });
    expect(still.statusCode).toBe(200);
  });

  it('accepts the app’s own same-origin JSON request with the cookie', async () => {
    const before = await countUsers();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: { cookie, 'content-type': 'application/json', 'sec-fetch-site': 'same-origin', origin: 'http://localhost:80' },
      payload: newUser(),
    });
    expect(res.statusCode).toBe(201);
    expect(await countUsers()).toBe(before + 1);
  });
});

describe('sign-in and sign-up throttling', () => {
  let strict: TestApp;
  beforeAll(async () => {
    strict = await buildTestApp({ SIGNIN_RATE_PER_IP: 5, SIGNIN_FAILURES_PER_EMAIL: 3 });
  });
  afterAll(() => strict?.close());

  it('locks an e-mail after repeated failures, even for the right password, with 429', async () => {
    const biz = await registerBusiness(strict.app);
    const attempt = (password: string) =>
      strict.app.inject({ method: 'POST', url: '/api/users/login', remoteAddress: '10.0.0.1', payload: { email: biz.owner.email, password } });
    for (let i = 0; i < 3; i++) expect((await attempt('wrong-password')).statusCode).toBe(401);
    const locked = await attempt(biz.owner.password);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ message: expect.any(String), code: 'RATE_LIMITED' });
  });

  it('limits sign-in and sign-up attempts per address with 429, leaving other addresses alone', async () => {
    const login = (ip: string) =>
      strict.app.inject({ method: 'POST', url: '/api/users/login', remoteAddress: ip, payload: { email: uniqueEmail('nobody'), password: 'x' } });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await login('10.0.0.2')).statusCode);
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses[5]).toBe(429);
    expect((await login('10.0.0.3')).statusCode).toBe(401);

    const signUp = () => strict.app.inject({ method: 'POST', url: '/api/owners/register', remoteAddress: '10.0.0.4', payload: ownerPayload() });
    const signUps: number[] = [];
    for (let i = 0; i < 6; i++) signUps.push((await signUp()).statusCode);
    expect(signUps).toEqual([201, 201, 201, 201, 201, 429]);
  });
});

describe('secrets never leave the server', () => {
  const lines: string[] = [];
  let logged: Awaited<ReturnType<typeof buildLoggedApp>>;

  async function buildLoggedApp() {
    const config = loadConfig({ LOG_LEVEL: 'trace' } as NodeJS.ProcessEnv);
    const database = await openDatabase({ dataDir: 'memory://' });
    const app = await buildApp({ config, database, serveWeb: false, logStream: { write: (line: string) => void lines.push(line) } });
    await app.ready();
    return { app, close: async () => (await app.close(), await database.close()) };
  }

  beforeAll(async () => {
    logged = await buildLoggedApp();
  });
  afterAll(() => logged?.close());

  it('shows a token only in the sign-in record it belongs to, and no hash, secret or token in any log line', async () => {
    const password = 'Pa55-word-that-is-long';
    const reg = await logged.app.inject({ method: 'POST', url: '/api/owners/register', payload: ownerPayload({ password }) });
    const owner = reg.json() as { token: string; _id: string; email: string };
    const login = await logged.app.inject({ method: 'POST', url: '/api/users/login', payload: { email: owner.email, password } });
    const loginToken = (login.json() as { token: string }).token;
    const bearer = { authorization: `Bearer ${loginToken}` };
    const created = await logged.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: bearer,
      payload: { name: 'Staff', email: uniqueEmail('staff'), password },
    });
    const staffId = (created.json() as { _id: string })._id;

    // Everything a signed-in admin can read about users.
    const reads = await Promise.all(
      [`/api/users`, `/api/users/${staffId}`, `/api/users/profile/${owner._id}`].map((url) => logged.app.inject({ method: 'GET', url, headers: bearer })),
    );
    const viaCookie = await logged.app.inject({ method: 'GET', url: '/api/users', headers: { cookie: sessionCookie(login) } });
    const failed = await logged.app.inject({ method: 'POST', url: '/api/users/login', payload: { email: owner.email, password: `${password}x` } });

    const hashes = (await logged.app.database.owner.select({ h: users.passwordHash }).from(users)).map((r) => r.h);
    const [secret] = await logged.app.database.owner.select({ v: appMeta.value }).from(appMeta).where(eq(appMeta.key, 'session_secret'));
    const secrets = [...hashes, secret.v, password, owner.token, loginToken];

    for (const res of [created, ...reads, viaCookie, failed]) {
      expect(res.statusCode).toBeLessThan(500);
      for (const s of secrets) expect(res.body).not.toContain(s);
    }
    // The sign-in record carries its own token, and nothing else secret.
    for (const s of [...hashes, secret.v, password, owner.token]) expect(login.body).not.toContain(s);

    expect(lines.length).toBeGreaterThan(5);
    const log = lines.join('\n');
    for (const s of secrets) expect(log).not.toContain(s);
  });
});
