/**
 * Behind a proxy the client's address comes from X-Forwarded-For, and per-address limits hang on
 * it. When every hop was believed, a client could prepend any address of its own to that header
 * and pass for a new client on each request. Now only the configured proxies are believed.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
import { buildTestApp, type TestApp } from '../helpers/app';

const env = (TRUST_PROXY: string) => ({ LOG_LEVEL: 'silent', TRUST_PROXY }) as NodeJS.ProcessEnv;

describe('TRUST_PROXY', () => {
  it('reads false, true (one hop), a hop count, and proxy addresses or ranges', () => {
    expect(loadConfig(env('false')).TRUST_PROXY).toBe(false);
    expect(loadConfig({ LOG_LEVEL: 'silent' } as NodeJS.ProcessEnv).TRUST_PROXY).toBe(false);
    expect(loadConfig(env('true')).TRUST_PROXY).toBe(1);
    expect(loadConfig(env('2')).TRUST_PROXY).toBe(2);
    expect(loadConfig(env('10.0.0.0/8, 127.0.0.1,::1')).TRUST_PROXY).toEqual(['10.0.0.0/8', '127.0.0.1', '::1']);
  });

  it('refuses anything else with a clear message', () => {
    for (const bad of ['yes', '-1', '1000', 'proxy.example.com', '10.0.0.0/8,evil', '*']) {
      expect(() => loadConfig(env(bad))).toThrow(/TRUST_PROXY: must be false, true \(one hop\), a number of hops, or proxy addresses/);
    }
  });
});

describe('per-address limits behind a proxy', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  /** Sign-in attempts through one proxy (127.0.0.1) from one client that forges the rest of the header. */
  async function signInStatuses(attempts: number): Promise<number[]> {
    const statuses: number[] = [];
    for (let i = 0; i < attempts; i++) {
      const res = await t!.app.inject({
        method: 'POST',
        url: '/api/users/login',
        remoteAddress: '127.0.0.1',
        // The client wrote the first address; the proxy appended the one it saw (203.0.113.7).
        headers: { 'x-forwarded-for': `198.51.100.${i % 250}, 203.0.113.7` },
        payload: { email: `nobody${i}@example.com`, password: 'wrong-guess' },
      });
      statuses.push(res.statusCode);
    }
    return statuses;
  }

  for (const setting of ['true', '1', '127.0.0.1']) {
    it(`a forged X-Forwarded-For cannot rotate the client’s address (TRUST_PROXY=${setting})`, async () => {
      t = await buildTestApp({ TRUST_PROXY: loadConfig(env(setting)).TRUST_PROXY, SIGNIN_RATE_PER_IP: 5 });
      const statuses = await signInStatuses(8);
      expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
      expect(statuses.slice(5)).toEqual([429, 429, 429]);
      // Another real client behind the same proxy is a different address and still gets through.
      const other = await t.app.inject({
        method: 'POST',
        url: '/api/users/login',
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': '203.0.113.8' },
        payload: { email: 'someone@example.com', password: 'wrong-guess' },
      });
      expect(other.statusCode).toBe(401);
    });
  }
});
