/**
 * Per-address limits with REDIS_URL: two instances count in one Redis, so a client gets the limit
 * once, not once per instance; and Redis being down or lost never fails a request: each instance
 * counts in its own memory meanwhile, logs it once, and shares again when Redis is back.
 *
 * Needs a Redis (REDIS_URL, else redis://127.0.0.1:6379). Without one the shared-Redis tests are
 * skipped on a developer's machine, but never in CI (CI=true), where .ci/run starts one.
 */
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { openDatabase, type Database } from '../../src/server/db/client';
import { buildTestApp, type TestApp } from '../helpers/app';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
/** Keys of this file's run only, so test files running side by side (and CI's two runs) never meet. */
const PREFIX = `stocktill-test:${randomBytes(6).toString('hex')}:`;
const LIMIT = 4;

async function redisAnswers(url: string): Promise<boolean> {
  const probe = new Redis(url, { lazyConnect: true, connectTimeout: 1_000, maxRetriesPerRequest: 0, retryStrategy: () => null });
  probe.on('error', () => undefined);
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

const hasRedis = await redisAnswers(REDIS_URL);

afterAll(async () => {
  if (!hasRedis) return;
  const redis = new Redis(REDIS_URL);
  try {
    const keys = await redis.keys(`${PREFIX}*`);
    if (keys.length > 0) await redis.del(...keys);
  } finally {
    await redis.quit();
  }
});

/** A failed sign-in from one client address (401: unknown e-mail), counted by the per-address limit. */
async function signInStatus(app: FastifyInstance): Promise<number> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/users/login',
    remoteAddress: '203.0.113.7',
    payload: { email: `nobody.${randomBytes(4).toString('hex')}@example.com`, password: 'wrong-password' },
  });
  return res.statusCode;
}

/** An instance whose log lines are kept, for the tests that read what it says about Redis. */
interface LoggedInstance {
  app: FastifyInstance;
  lines: string[];
  close(): Promise<void>;
}

async function loggedInstance(redisUrl: string, prefix = PREFIX): Promise<LoggedInstance> {
  const lines: string[] = [];
  const database: Database = await openDatabase({ dataDir: 'memory://' });
  const config = loadConfig({ LOG_LEVEL: 'info', REDIS_URL: redisUrl, REDIS_PREFIX: prefix, SIGNIN_RATE_PER_IP: String(LIMIT) } as NodeJS.ProcessEnv);
  const app = await buildApp({ config, database, serveWeb: false, logStream: { write: (line) => void lines.push(line) } });
  await app.ready();
  return {
    app,
    lines,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** A TCP relay to Redis that the test can cut and restore, as a network or Redis outage would. */
async function relayToRedis(): Promise<{ url: string; cut(): Promise<void>; restore(): Promise<void>; close(): Promise<void> }> {
  const target = new URL(REDIS_URL);
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const s = net.createServer((client) => {
        const upstream = net.connect(Number(target.port || 6379), target.hostname);
        for (const sock of [client, upstream]) {
          sockets.add(sock);
          sock.on('close', () => sockets.delete(sock));
          sock.on('error', () => {
            client.destroy();
            upstream.destroy();
          });
        }
        client.pipe(upstream).pipe(client);
      });
      s.once('error', reject);
      s.listen(port, '127.0.0.1', () => {
        const address = s.address();
        if (address && typeof address === 'object') port = address.port;
        server = s;
        resolve();
      });
    });
  const cut = async () => {
    const s = server;
    server = undefined;
    for (const sock of sockets) sock.destroy();
    if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
  };
  await listen();
  return { url: `redis://127.0.0.1:${port}`, cut, restore: listen, close: cut };
}

describe.runIf(hasRedis || Boolean(process.env.CI))('limits shared through Redis', () => {
  const open: { close(): Promise<void> }[] = [];
  afterEach(async () => {
    await Promise.all(open.splice(0).map((i) => i.close()));
  });

  it('hold across two instances: a client gets the limit once, whichever instance it reaches', async () => {
    const shared = { REDIS_URL, REDIS_PREFIX: `${PREFIX}two:`, SIGNIN_RATE_PER_IP: LIMIT };
    const a: TestApp = await buildTestApp(shared);
    open.push(a);
    const b: TestApp = await buildTestApp(shared);
    open.push(b);

    const statuses = [];
    for (let i = 0; i < LIMIT; i++) statuses.push(await signInStatus(i % 2 === 0 ? a.app : b.app));
    expect(statuses).toEqual([401, 401, 401, 401]);
    // Each instance has seen only two attempts, yet both refuse the fifth.
    expect(await signInStatus(a.app)).toBe(429);
    expect(await signInStatus(b.app)).toBe(429);
  });

  it('count in memory while Redis is lost, say so once, and share again when it is back', async () => {
    const relay = await relayToRedis();
    open.push(relay);
    const prefix = `${PREFIX}lost:`;
    const a = await loggedInstance(relay.url, prefix);
    open.push(a);
    const b = await loggedInstance(relay.url, prefix);
    open.push(b);

    expect(await signInStatus(a.app)).toBe(401);
    expect(await signInStatus(b.app)).toBe(401);

    await relay.cut();
    // Redis is gone: every request is still answered, each instance counting its own attempts
    // (a fresh window in memory: the two shared ones are in Redis).
    const duringOutage = [];
    for (let i = 0; i < LIMIT + 1; i++) duringOutage.push(await signInStatus(a.app));
    expect(duringOutage).toEqual([401, 401, 401, 401, 429]);
    expect(await signInStatus(b.app)).toBe(401);
    const warnings = a.lines.filter((l) => l.includes('Redis is unavailable'));
    expect(warnings).toHaveLength(1);
    expect(JSON.parse(warnings[0]).level).toBe(40);

    await relay.restore();
    await vi.waitFor(() => expect(a.lines.some((l) => l.includes('Redis is back'))).toBe(true), { timeout: 5_000, interval: 50 });
    await vi.waitFor(() => expect(b.lines.some((l) => l.includes('Redis is back'))).toBe(true), { timeout: 5_000, interval: 50 });
    // Back on the shared counter, which had two attempts: two more pass, across both instances.
    expect(await signInStatus(b.app)).toBe(401);
    expect(await signInStatus(a.app)).toBe(401);
    expect(await signInStatus(b.app)).toBe(429);
  });
});

describe('limits with REDIS_URL when no Redis answers at all', () => {
  let instance: LoggedInstance | undefined;
  afterEach(async () => {
    await instance?.close();
    instance = undefined;
  });

  it('still serve the till, counted in memory, with one warning', async () => {
    // A port nobody listens on: taken, then freed.
    const closed = net.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const address = closed.address();
    const port = address && typeof address === 'object' ? address.port : 1;
    await new Promise<void>((resolve) => closed.close(() => resolve()));

    instance = await loggedInstance(`redis://127.0.0.1:${port}`);
    const statuses = [];
    for (let i = 0; i < LIMIT + 1; i++) statuses.push(await signInStatus(instance.app));
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    await vi.waitFor(() => expect(instance!.lines.filter((l) => l.includes('Redis is unavailable'))).toHaveLength(1));
  });
});
