/**
 * Wrong passwords are counted per (e-mail, address): a stranger typing wrong passwords for an
 * owner's e-mail locks only their own address, never the owner at their till. Past a higher
 * ceiling per e-mail (all addresses together) only addresses that have not been failing get a try.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../src/domain/messages';
import { buildApp } from '../../src/server/app';
import { EMAIL_CEILING_FACTOR } from '../../src/server/services/attempts';
import { buildTestApp, registerBusiness, type TestApp } from '../helpers/app';

let t: TestApp;
let strict: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
  strict = await buildTestApp({ SIGNIN_FAILURES_PER_EMAIL: 2 });
});
afterAll(async () => {
  await t?.close();
  await strict?.close();
});

const signIn = (app: TestApp, remoteAddress: string, email: string, password: string) =>
  app.app.inject({ method: 'POST', url: '/api/users/login', remoteAddress, payload: { email, password } });

describe('no stranger can lock an owner out', () => {
  it('11 wrong passwords from one address: the right one from another address signs in, from the first it is 429', async () => {
    const victim = await registerBusiness(t.app);
    for (let i = 0; i < 11; i++) {
      const res = await signIn(t, '203.0.113.7', victim.owner.email, `wrong-${i}`);
      expect(res.statusCode).toBe(i < 10 ? 401 : 429);
    }
    const owner = await signIn(t, '198.51.100.20', victim.owner.email, victim.owner.password);
    expect(owner.statusCode).toBe(200);
    const attacker = await signIn(t, '203.0.113.7', victim.owner.email, victim.owner.password);
    expect(attacker.statusCode).toBe(429);
    expect(attacker.json()).toEqual({ message: MSG.tooManyAttempts, code: 'RATE_LIMITED' });
  });

  it('the owner signing in does not unlock the attacker\'s address', async () => {
    const victim = await registerBusiness(t.app);
    for (let i = 0; i < 10; i++) await signIn(t, '203.0.113.8', victim.owner.email, `wrong-${i}`);
    expect((await signIn(t, '198.51.100.21', victim.owner.email, victim.owner.password)).statusCode).toBe(200);
    expect((await signIn(t, '203.0.113.8', victim.owner.email, `wrong-again`)).statusCode).toBe(429);
  });

  it('past the ceiling per e-mail, an address that has failed is refused, one that has not still signs in', async () => {
    const victim = await registerBusiness(strict.app);
    const ceiling = 2 * EMAIL_CEILING_FACTOR;
    // Guessing from many addresses, 2 each (the limit per address), up to the ceiling.
    for (let i = 0; i < ceiling; i++) expect((await signIn(strict, `192.0.2.${Math.floor(i / 2)}`, victim.owner.email, `guess-${i}`)).statusCode).toBe(401);
    // A fresh address gets one guess; having failed once, it is refused even the right password.
    expect((await signIn(strict, '192.0.2.200', victim.owner.email, 'one-more-guess')).statusCode).toBe(401);
    expect((await signIn(strict, '192.0.2.200', victim.owner.email, victim.owner.password)).statusCode).toBe(429);
    // The owner's till, which has not been failing, signs in.
    expect((await signIn(strict, '198.51.100.30', victim.owner.email, victim.owner.password)).statusCode).toBe(200);
  });

  it('holds across instances: the failures are rows in the shared database', async () => {
    // A second app on the same database, as a second instance behind the load balancer would be.
    const other = await buildApp({ config: t.config, database: t.database, serveWeb: false });
    await other.ready();
    try {
      const victim = await registerBusiness(t.app);
      for (let i = 0; i < 10; i++) expect((await signIn(t, '203.0.113.9', victim.owner.email, `wrong-${i}`)).statusCode).toBe(401);
      const second = (remoteAddress: string, password: string) => other.inject({ method: 'POST', url: '/api/users/login', remoteAddress, payload: { email: victim.owner.email, password } });
      expect((await second('203.0.113.9', victim.owner.password)).statusCode).toBe(429);
      expect((await second('198.51.100.22', victim.owner.password)).statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });
});
