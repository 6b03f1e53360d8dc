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
 */
import type { ChannelListener } from '../db/notifications';
import type { AuthContext } from './sessions';

export const AUTH_CHANNEL = 'stocktill_auth';

interface Entry {
  ctx: AuthContext;
  /** Served until this time (ms): the earlier of the session's expiry and the maximum age. */
  until: number;
}

export interface SessionCacheOptions {
  /** How long an entry may be served; 0 turns the cache off. */
  maxAgeMs: number;
  maxEntries?: number;
  now?: () => number;
}

export class SessionCache implements ChannelListener {
  private readonly entries = new Map<string, Entry>();
  private readonly sessionsOfUser = new Map<string, Set<string>>();
  private readonly maxAgeMs: number;
  private readonly maxEntries: number;
  private readonly now: () => number;
  private live = false;
  private epoch = 0;

  constructor(opts: SessionCacheOptions) {
    this.maxAgeMs = opts.maxAgeMs;
    this.maxEntries = opts.maxEntries ?? 10_000;
    this.now = opts.now ?? Date.now;
  }

  /** True while changes are being heard, i.e. while entries may be served. */
  get isLive(): boolean {
    return this.live;
  }

  get size(): number {
    return this.entries.size;
  }

  get(sessionId: string): AuthContext | undefined {
    const entry = this.entries.get(sessionId);
    if (!entry) return undefined;
    if (entry.until > this.now()) return entry.ctx;
    this.drop(sessionId);
    return undefined;
  }

  /** Taken before reading a session row, and handed back to `remember` with the row. */
  stamp(): number {
    return this.epoch;
  }

  /** Keeps a freshly read session, unless anything was dropped since `stamp` (the row may be stale). */
  remember(ctx: AuthContext, expiresAt: Date, stamp: number): void {
    if (!this.live || this.maxAgeMs <= 0 || stamp !== this.epoch) return;
    const until = Math.min(this.now() + this.maxAgeMs, expiresAt.getTime());
    if (until <= this.now()) return;
    if (this.entries.size >= this.maxEntries) {
      // The oldest entry goes first (a Map iterates in insertion order).
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.drop(oldest.value);
    }
    this.drop(ctx.sessionId);
    this.entries.set(ctx.sessionId, { ctx: Object.freeze({ ...ctx }), until });
    let sids = this.sessionsOfUser.get(ctx.userId);
    if (!sids) {
      sids = new Set();
      this.sessionsOfUser.set(ctx.userId, sids);
    }
    sids.add(ctx.sessionId);
  }

  forgetSession(sessionId: string): void {
    this.epoch += 1;
    this.drop(sessionId);
  }

  forgetUser(userId: string): void {
    this.epoch += 1;
    for (const sid of this.sessionsOfUser.get(userId) ?? []) this.entries.delete(sid);
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

  private drop(sessionId: string): void {
    const entry = this.entries.get(sessionId);
    if (!entry) return;
    this.entries.delete(sessionId);
    const sids = this.sessionsOfUser.get(entry.ctx.userId);
    sids?.delete(sessionId);
    if (sids?.size === 0) this.sessionsOfUser.delete(entry.ctx.userId);
  }
}
