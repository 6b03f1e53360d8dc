/**
 * A change that takes rights away (a session ended, a user demoted, disabled, deleted, a password
 * changed) is answered only once every instance has stopped honouring the old rights.
 *
 * Each instance remembers the sessions it checked (session-cache.ts) and drops them when the
 * database announces a change (LISTEN/NOTIFY). The announcement reaches another instance a moment
 * after the commit, and a request that reached that instance in the meantime was served with the
 * old rights, after the instance that made the change had already answered 200. So that instance
 * now asks every listening instance, before it answers, to confirm it has caught up:
 *
 * 1. it lists the connections listening for the announcements (pg_stat_activity, by their
 *    application_name: see listenerName in db/notifications.ts);
 * 2. it announces a barrier `b:<token>` on the same channel, after its change has committed.
 *    PostgreSQL delivers a channel's notifications to each listener in commit order, so a listener
 *    that sees the barrier has already seen, and handled, the change's announcement;
 * 3. each instance answers `a:<token>:<its listening connection's pid>`; the asker waits for every
 *    connection it listed. One that disappears meanwhile has lost its connection, and an instance
 *    that loses it drops everything it remembered (session-cache.ts). The barrier is announced again
 *    every RESEND_MS for a connection that was still about to LISTEN.
 *
 * The wait ends, whatever happens, after `maxWaitMs` (the session cache's maximum age): by then an
 * instance that never answered (its connection died without a word) has aged out every entry it
 * read before the change. Only routes that take rights away pay for this (a round trip to each
 * instance, a few milliseconds); other requests pay nothing, and keep the cache's saving.
 */
import { sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import type { Database } from '../db/client';
import { listenerName, type ChannelListener, type ListeningConnection } from '../db/notifications';
import { rows } from '../db/raw';
import { AUTH_CHANNEL, type SessionCache } from './session-cache';

const RESEND_MS = 200;

export interface RevocationOptions {
  /** Announces `payload` on the channel the cache listens on. */
  notify(payload: string): Promise<void>;
  /** The pids of the connections listening on that channel now. */
  listeners(): Promise<number[]>;
  /** The longest an instance may serve a remembered session (SESSION_CACHE_SECONDS). */
  maxWaitMs: number;
  onGaveUp?(pending: number[]): void;
}

interface Waiter {
  pending: Set<number>;
  wake(): void;
}

/** Listens for the session cache, answers barriers, and waits for other instances' answers. */
export class Revocations implements ChannelListener {
  private pid: number | null = null;
  private readonly waiting = new Map<string, Waiter>();

  constructor(
    private readonly cache: SessionCache,
    private readonly opts: RevocationOptions,
  ) {}

  onMessage(payload: string): void {
    if (payload.startsWith('b:')) {
      // Handled in order: every announcement before this barrier has already been applied.
      if (this.pid !== null) this.opts.notify(`a:${payload.slice(2)}:${this.pid}`).catch(() => undefined);
      return;
    }
    if (payload.startsWith('a:')) {
      const [token, pid] = payload.slice(2).split(':');
      const waiter = this.waiting.get(token);
      if (waiter?.pending.delete(Number(pid)) && waiter.pending.size === 0) waiter.wake();
      return;
    }
    this.cache.onMessage(payload);
  }

  onLive(connection?: ListeningConnection): void {
    this.pid = connection?.pid ?? null;
    this.cache.onLive();
  }

  onLost(): void {
    this.pid = null;
    this.cache.onLost();
  }

  /**
   * Resolves once every instance listening now has handled every announcement committed before
   * this call (or, at the latest, after `maxWaitMs`, when nothing older can still be remembered).
   */
  async reachEveryInstance(): Promise<void> {
    const started = Date.now();
    const pending = new Set(await this.opts.listeners());
    if (pending.size === 0) return;
    const token = randomBytes(12).toString('base64url');
    const waiter: Waiter = { pending, wake: () => undefined };
    this.waiting.set(token, waiter);
    try {
      for (;;) {
        const answered = new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, RESEND_MS);
          waiter.wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        await this.opts.notify(`b:${token}`);
        if (pending.size > 0) await answered;
        if (pending.size === 0) return;
        if (Date.now() - started >= this.opts.maxWaitMs) {
          this.opts.onGaveUp?.([...pending]);
          return;
        }
        // A connection that is gone has told its instance to forget everything.
        const live = new Set(await this.opts.listeners());
        for (const pid of [...pending]) if (!live.has(pid)) pending.delete(pid);
        if (pending.size === 0) return;
      }
    } finally {
      this.waiting.delete(token);
    }
  }
}

/** The Revocations of an app on `database`, for its session cache. */
export function revocationsFor(database: Database, cache: SessionCache, maxAgeMs: number, log: { warn(obj: object, msg: string): void }): Revocations {
  const name = listenerName(AUTH_CHANNEL);
  return new Revocations(cache, {
    notify: async (payload) => {
      await database.db.execute(sql`SELECT pg_notify(${AUTH_CHANNEL}, ${payload})`);
    },
    // The embedded database is one process: the instance that made the change is the only one.
    listeners: async () =>
      database.kind === 'pglite'
        ? []
        : (await rows<{ pid: number }>(database.db, sql`SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND application_name = ${name}`)).map((r) => r.pid),
    // A little beyond the age at which any instance (all run with the same setting) lets an entry go.
    maxWaitMs: Math.max(1_000, maxAgeMs + 250),
    onGaveUp: (pending) =>
      log.warn({ pending }, 'instances listening for ended sessions did not confirm a change in time; answered once their remembered sessions had expired'),
  });
}
