/**
 * The Redis connection instances share (REDIS_URL), opened so that Redis being slow or down never
 * holds a request up: commands are not queued while it is away (they fail at once and the caller
 * uses its own fallback), a command that gets no answer gives up after COMMAND_TIMEOUT_MS, and the
 * client keeps reconnecting in the background. An outage is logged once when it starts and once
 * when it ends, not on every reconnection attempt.
 */
import { Redis } from 'ioredis';

const COMMAND_TIMEOUT_MS = 300;
const CONNECT_TIMEOUT_MS = 2_000;
const RECONNECT_MAX_MS = 2_000;

export interface RedisLog {
  warn(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
}

export interface SharedRedis {
  client: Redis;
  /** True while commands can be sent (connected and not just after a failure). */
  isUsable(): boolean;
  /** A command failed (timeout, lost connection): log it once per outage and rest Redis briefly. */
  failed(err: unknown): void;
  /** A command worked: ends an outage that the connection itself did not notice (a stall). */
  worked(): void;
  close(): Promise<void>;
}

/** After a failed command, how long to leave Redis alone before trying it again. */
const REST_AFTER_FAILURE_MS = 5_000;

/**
 * Connects, and waits for the first answer (connected, refused, or CONNECT_TIMEOUT_MS of silence)
 * so that an instance whose Redis is up shares its limits from its first request. A Redis that is
 * down delays the start by that much at most.
 */
export async function openRedis(url: string, log: RedisLog, now: () => number = Date.now): Promise<SharedRedis> {
  const client = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: COMMAND_TIMEOUT_MS,
    connectTimeout: CONNECT_TIMEOUT_MS,
    retryStrategy: (attempt) => Math.min(attempt * 100, RECONNECT_MAX_MS),
  });
  let down = false;
  let restUntil = 0;

  function wentDown(err: unknown) {
    if (down) return;
    down = true;
    log.warn({ err: err instanceof Error ? err.message : String(err) }, 'Redis is unavailable: limits are counted in this instance alone until it is back');
  }
  // Without an 'error' listener ioredis prints every failed reconnection attempt itself.
  client.on('error', wentDown);
  client.on('close', () => wentDown(new Error('connection closed')));
  function cameBack() {
    if (!down) return;
    down = false;
    log.info({}, 'Redis is back: limits are shared again');
  }
  client.on('ready', () => {
    restUntil = 0;
    cameBack();
  });

  await new Promise<void>((resolve) => {
    const settle = () => {
      clearTimeout(timer);
      client.off('ready', settle);
      client.off('error', settle);
      resolve();
    };
    const timer = setTimeout(settle, CONNECT_TIMEOUT_MS);
    client.once('ready', settle);
    client.once('error', settle);
  });

  return {
    client,
    isUsable: () => client.status === 'ready' && now() >= restUntil,
    failed(err) {
      restUntil = now() + REST_AFTER_FAILURE_MS;
      wentDown(err);
    },
    worked: cameBack,
    async close() {
      client.removeAllListeners('close');
      await client.quit().catch(() => client.disconnect());
    },
  };
}
