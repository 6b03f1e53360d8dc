import { describe, expect, it } from 'vitest';
import { SessionCache } from './session-cache';
import type { AuthContext } from './sessions';

function ctx(sessionId: string, userId = 'u1'): AuthContext {
  return { sessionId, userId, cid: 'c1', name: 'Ann', email: 'ann@example.com', isAdmin: true, isMaster: false, isOwner: false, isDisabled: false };
}

const farFuture = new Date(Date.now() + 86_400_000);

function liveCache(now = () => 1_000) {
  const cache = new SessionCache({ maxAgeMs: 10_000, now });
  cache.onLive();
  return cache;
}

describe('SessionCache', () => {
  it('serves a remembered session while listening', () => {
    const cache = liveCache();
    cache.remember(ctx('s1'), farFuture, cache.stamp());
    expect(cache.get('s1')).toMatchObject({ sessionId: 's1', name: 'Ann' });
  });

  it('keeps nothing before it listens, and drops everything when listening stops', () => {
    const cache = new SessionCache({ maxAgeMs: 10_000 });
    cache.remember(ctx('s1'), farFuture, cache.stamp());
    expect(cache.get('s1')).toBeUndefined();
    cache.onLive();
    cache.remember(ctx('s1'), farFuture, cache.stamp());
    cache.onLost();
    expect(cache.get('s1')).toBeUndefined();
    cache.remember(ctx('s1'), farFuture, cache.stamp());
    expect(cache.size).toBe(0);
  });

  it('drops an ended session and every session of a changed user, as announced', () => {
    const cache = liveCache();
    cache.remember(ctx('s1', 'u1'), farFuture, cache.stamp());
    cache.remember(ctx('s2', 'u1'), farFuture, cache.stamp());
    cache.remember(ctx('s3', 'u2'), farFuture, cache.stamp());
    cache.onMessage('s:s3');
    expect(cache.get('s3')).toBeUndefined();
    expect(cache.get('s1')).toBeDefined();
    cache.onMessage('u:u1');
    expect(cache.get('s1')).toBeUndefined();
    expect(cache.get('s2')).toBeUndefined();
  });

  it('does not keep a row read before a change was announced (the read may be stale)', () => {
    const cache = liveCache();
    const stamp = cache.stamp();
    // ... the session row is being read when the user is disabled elsewhere:
    cache.onMessage('u:u1');
    cache.remember(ctx('s1', 'u1'), farFuture, stamp);
    expect(cache.get('s1')).toBeUndefined();
  });

  it('serves an entry no longer than its maximum age, nor past the session expiry', () => {
    let now = 1_000;
    const cache = liveCache(() => now);
    cache.remember(ctx('s1'), new Date(1_000 + 60_000), cache.stamp());
    cache.remember(ctx('s2'), new Date(1_000 + 2_000), cache.stamp());
    now += 2_001;
    expect(cache.get('s2')).toBeUndefined();
    expect(cache.get('s1')).toBeDefined();
    now += 8_000;
    expect(cache.get('s1')).toBeUndefined();
  });

  it('is off when its maximum age is 0', () => {
    const cache = new SessionCache({ maxAgeMs: 0 });
    cache.onLive();
    cache.remember(ctx('s1'), farFuture, cache.stamp());
    expect(cache.get('s1')).toBeUndefined();
  });

  it('holds a bounded number of sessions, the oldest leaving first', () => {
    const cache = new SessionCache({ maxAgeMs: 10_000, maxEntries: 2 });
    cache.onLive();
    for (const sid of ['s1', 's2', 's3']) cache.remember(ctx(sid, `user-${sid}`), farFuture, cache.stamp());
    expect(cache.size).toBe(2);
    expect(cache.get('s1')).toBeUndefined();
    expect(cache.get('s3')).toBeDefined();
  });

  it('hands out a frozen copy, so no request can change what the next one sees', () => {
    const cache = liveCache();
    const original = ctx('s1');
    cache.remember(original, farFuture, cache.stamp());
    original.isAdmin = false;
    const served = cache.get('s1')!;
    expect(served.isAdmin).toBe(true);
    expect(Object.isFrozen(served)).toBe(true);
  });
});
