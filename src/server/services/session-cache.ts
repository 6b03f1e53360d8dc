/**
 * Recently checked sessions, so a signed-in request needs no session read. Under load the session
 * read was half of a list request's database round trips.
 *
 * Staying correct is the point, so an entry is only ever served while this process is *listening*
 * for changes: the database announces every ended session and every change to a user's name,
 * e-mail, rights or status (triggers in migration 0003, channel `stocktill_auth`), and each
 * announcement drops the entries it concerns, on every instance. When the listening connection is
 * lost, everything is dropped and nothing is kept until it is back. Entries also age out after
 * `maxAgeMs`, which bounds the damage of a connection that died without anyone noticing.
 *
 * A read that started before an announcement may return the old row after the announcement has
 * been handled; `epoch` (bumped by every drop) tells `remember` to throw such a row away.
 *
 * Each instance keeps its own, even with Redis shared (REDIS_URL): the database's announcements
 * already keep every instance's copy right, the moment a change commits, and a copy in this
 * process is what saves the round trip; one in Redis would cost a round trip of its own, and a
 * second place that must be told of every change.
 */
import { LRUCache } from 'lru-cache';
import type { ChannelListener } from '../db/notifications';
import type { AuthContext } from './sessions';

export const AUTH_CHANNEL = 'stocktill_auth';

export interface SessionCacheOptions {
  /** How long an entry may be served; 0 turns the cache off. */
  maxAgeMs: number;
  maxEntries?: number;
  now?: () => number;
}

export class SessionCache implements ChannelListener {
  /**
   * Each entry is served until the earlier of the session's expiry and the maximum age (its TTL);
   * past `maxEntries` the least recently used leaves. Whatever removes an entry (a drop, expiry,
   * eviction) also takes it out of `sessionsOfUser`.
   */
  private readonly entries: LRUCache<string, AuthContext>;
  /** Is not a cache: an index of `entries`, so a changed user's sessions are found at once. */
  private readonly sessionsOfUser = new Map<string, Set<string>>();
  private readonly maxAgeMs: number;
  private readonly now: () => number;
  private live = false;
  private epoch = 0;

  constructor(opts: SessionCacheOptions) {
    this.maxAgeMs = opts.maxAgeMs;
    this.now = opts.now ?? Date.now;
    const now = this.now;
    this.entries = new LRUCache<string, AuthContext>({
      max: opts.maxEntries ?? 10_000,
      // Ages are measured on the same clock as session expiries (and the tests' clock); read it on
      // every check rather than once per millisecond.
      perf: { now },
      ttlResolution: 0,
      dispose: (ctx, sessionId) => this.unindex(ctx.userId, sessionId),
    });
  }

  /** True while changes are being heard, i.e. while entries may be served. */
  get isLive(): boolean {
    return this.live;
  }

  get size(): number {
    return this.entries.size;
  }

  get(sessionId: string): AuthContext | undefined {
    return this.entries.get(sessionId);
  }

  /** Taken before reading a session row, and handed back to `remember` with the row. */
  stamp(): number {
    return this.epoch;
  }

  /** Keeps a freshly read session, unless anything was dropped since `stamp` (the row may be stale). */
  remember(ctx: AuthContext, expiresAt: Date, stamp: number): void {
    if (!this.live || this.maxAgeMs <= 0 || stamp !== this.epoch) return;
    const ttl = Math.min(this.maxAgeMs, expiresAt.getTime() - this.now());
    if (ttl <= 0) return;
    this.entries.set(ctx.sessionId, Object.freeze({ ...ctx }), { ttl });
    let sids = this.sessionsOfUser.get(ctx.userId);
    if (!sids) {
      sids = new Set();
      this.sessionsOfUser.set(ctx.userId, sids);
    }
    sids.add(ctx.sessionId);
  }

  forgetSession(sessionId: string): void {
    this.epoch += 1;
    this.entries.delete(sessionId);
  }

  forgetUser(userId: string): void {
    this.epoch += 1;
    // Copied: each delete takes its session out of the set being walked.
    for (const sid of [...(this.sessionsOfUser.get(userId) ?? [])]) this.entries.delete(sid);
    this.sessionsOfUser.delete(userId);
  }

  clear(): void {
    this.epoch += 1;
    this.entries.clear();
    this.sessionsOfUser.clear();
  }

  // ChannelListener: "s:<session id>" or "u:<user id>"; anything else drops everything.
  onMessage(payload: string): void {
    if (payload.startsWith('s:')) this.forgetSession(payload.slice(2));
    else if (payload.startsWith('u:')) this.forgetUser(payload.slice(2));
    else this.clear();
  }

  onLive(): void {
    this.clear();
    this.live = true;
  }

  onLost(): void {
    this.live = false;
    this.clear();
  }

  private unindex(userId: string, sessionId: string): void {
    const sids = this.sessionsOfUser.get(userId);
    sids?.delete(sessionId);
    if (sids?.size === 0) this.sessionsOfUser.delete(userId);
  }
}
