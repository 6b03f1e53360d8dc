/**
 * Per-address limits (sign-in, wallets, receipt images; each route sets its own in
 * `config.rateLimit`). Without REDIS_URL they are counted in this instance's memory, so N instances
 * behind a balancer allow N times the limit. With REDIS_URL every instance counts in the same
 * Redis, and the limit holds across all of them.
 *
 * Redis being down must not take the till down, nor open the doors: while it cannot be used, each
 * instance counts in its own memory again (a limit N times looser, as without Redis, rather than
 * none), logs the outage once, and goes back to Redis when it answers.
 */
import rateLimit, { type FastifyRateLimitStore, type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Result } from 'ioredis';
import { LRUCache } from 'lru-cache';
import { message } from '../../i18n/translator';
import { AppError } from '../errors';
import { openRedis, type SharedRedis } from '../redis';

declare module 'ioredis' {
  interface RedisCommander<Context> {
    /** One hit on a fixed-window counter: the count so far and the window's remaining ms. */
    stocktillCountHit(key: string, windowMs: number): Result<[number, number], Context>;
  }
}

/**
 * INCR and its expiry in one step, so no crash between the two can leave a counter that never
 * expires. A counter with no expiry (just created, or left by anything else) gets the window.
 */
const COUNT_HIT = `
local hits = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {hits, ttl}`;

/** Addresses remembered per instance while Redis is away (the library's own default is 5000). */
const MEMORY_KEYS = 10_000;

type Hit = { current: number; ttl: number };

/** Fixed-window counters in this process: what every instance falls back on while Redis is away. */
export class MemoryCounters {
  private readonly windows = new LRUCache<string, { hits: number; endsAt: number }>({ max: MEMORY_KEYS });

  hit(key: string, windowMs: number, now = Date.now()): Hit {
    let window = this.windows.get(key);
    if (!window || window.endsAt <= now) {
      window = { hits: 0, endsAt: now + windowMs };
      this.windows.set(key, window, { ttl: windowMs });
    }
    window.hits += 1;
    return { current: window.hits, ttl: window.endsAt - now };
  }
}

/** The route a child store counts for, from what @fastify/rate-limit hands `child` at run time. */
function routeOf(options: unknown): string {
  const info = typeof options === 'object' && options !== null && 'routeInfo' in options ? options.routeInfo : undefined;
  if (typeof info !== 'object' || info === null) return '';
  const method = 'method' in info ? String(info.method) : '';
  const url = 'url' in info ? String(info.url) : '';
  return `${method}${url}`;
}

/**
 * A store for @fastify/rate-limit that counts in Redis (key `<prefix>limit:<route>:<address>`)
 * and, whenever Redis cannot answer, in memory.
 */
export function sharedStore(redis: SharedRedis, prefix: string, memory = new MemoryCounters()): FastifyRateLimitStoreCtor {
  redis.client.defineCommand('stocktillCountHit', { numberOfKeys: 1, lua: COUNT_HIT });

  return class SharedStore implements FastifyRateLimitStore {
    /** @fastify/rate-limit makes the first with its options, and one child per limited route. */
    constructor(
      _options?: unknown,
      private readonly route = '',
    ) {}

    incr(key: string, callback: (error: Error | null, result?: Hit) => void, timeWindow: number): void {
      const fullKey = `${prefix}limit:${this.route}:${key}`;
      if (!redis.isUsable()) {
        callback(null, memory.hit(fullKey, timeWindow));
        return;
      }
      redis.client.stocktillCountHit(fullKey, timeWindow).then(
        ([current, ttl]) => {
          redis.worked();
          callback(null, { current, ttl });
        },
        (err: unknown) => {
          redis.failed(err);
          callback(null, memory.hit(fullKey, timeWindow));
        },
      );
    }

    child(routeOptions: unknown): FastifyRateLimitStore {
      return new SharedStore(undefined, routeOf(routeOptions));
    }
  };
}

/**
 * The library's refusal ("Rate limit exceeded, retry in 15 minutes"), the same words in English
 * and in the caller's language otherwise: `after` is the wait as the library writes it, one whole
 * unit ("1 minute", "15 minutes", "1 hour"). Anything else keeps the library's own error.
 */
export function rateLimitRefusal(_request: unknown, context: { statusCode: number; after: string }): Error {
  const wait = /^(\d+) (second|minute|hour|day|year)s?$/.exec(context.after);
  if (context.statusCode === 429 && wait) {
    return new AppError('RATE_LIMITED', message(`errors:request.rateLimited.${wait[2]}`, { count: Number(wait[1]) }));
  }
  return Object.assign(new Error(`Rate limit exceeded, retry in ${context.after}`), { statusCode: context.statusCode });
}

export default fp(
  async function rateLimits(app: FastifyInstance, opts: { redisUrl?: string; prefix: string }) {
    if (!opts.redisUrl) {
      await app.register(rateLimit, { global: false, errorResponseBuilder: rateLimitRefusal });
      return;
    }
    const redis = await openRedis(opts.redisUrl, app.log);
    app.addHook('onClose', () => redis.close());
    await app.register(rateLimit, { global: false, store: sharedStore(redis, opts.prefix), errorResponseBuilder: rateLimitRefusal });
  },
  { name: 'rate-limits' },
);
