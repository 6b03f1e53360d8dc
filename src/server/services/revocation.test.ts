import { describe, expect, it } from 'vitest';
import { Revocations, type RevocationOptions } from './revocation';
import { SessionCache } from './session-cache';

/** Instances whose listeners answer barriers as told; `sent` is every announcement made. */
function setup(opts: { listening: number[]; answering: number[]; maxWaitMs?: number }) {
  const sent: string[] = [];
  let listening = [...opts.listening];
  const gaveUp: number[][] = [];
  const cache = new SessionCache({ maxAgeMs: 10_000 });
  const options: RevocationOptions = {
    notify: async (payload) => {
      sent.push(payload);
      // The others' answers arrive through the listener, a moment later.
      if (payload.startsWith('b:')) for (const pid of opts.answering) setTimeout(() => revocations.onMessage(`a:${payload.slice(2)}:${pid}`), 5);
    },
    listeners: async () => listening,
    maxWaitMs: opts.maxWaitMs ?? 10_000,
    onGaveUp: (pending) => gaveUp.push(pending),
  };
  const revocations = new Revocations(cache, options);
  return { revocations, cache, sent, gaveUp, stopListening: (pid: number) => (listening = listening.filter((p) => p !== pid)) };
}

describe('Revocations', () => {
  it('resolves once every listening connection has answered the barrier', async () => {
    const { revocations, sent } = setup({ listening: [11, 12], answering: [11, 12] });
    await revocations.reachEveryInstance();
    expect(sent.filter((p) => p.startsWith('b:'))).toHaveLength(1);
  });

  it('answers a barrier with its own connection, after what came before it, and drops what announcements name', async () => {
    const { revocations, cache, sent } = setup({ listening: [], answering: [] });
    revocations.onLive({ pid: 42 });
    cache.remember({ userId: 'u1', cid: 'c', sessionId: 's1', name: 'n', email: 'e', isAdmin: true, isMaster: false, isOwner: false, isDisabled: false }, new Date(Date.now() + 60_000), cache.stamp());
    revocations.onMessage('u:u1');
    revocations.onMessage('b:tok');
    expect(cache.get('s1')).toBeUndefined();
    await new Promise((r) => setTimeout(r, 0));
    expect(sent).toEqual(['a:tok:42']);
    // Answers and barriers are not changes: what is remembered stays.
    cache.remember({ userId: 'u2', cid: 'c', sessionId: 's2', name: 'n', email: 'e', isAdmin: false, isMaster: false, isOwner: false, isDisabled: false }, new Date(Date.now() + 60_000), cache.stamp());
    revocations.onMessage('a:other:7');
    revocations.onMessage('b:tok2');
    expect(cache.get('s2')).toBeDefined();
  });

  it('stops waiting for a connection that is gone (its instance forgot everything)', async () => {
    const { revocations, stopListening, gaveUp } = setup({ listening: [11, 12], answering: [11] });
    setTimeout(() => stopListening(12), 50);
    const started = performance.now();
    await revocations.reachEveryInstance();
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(gaveUp).toEqual([]);
  });

  it('announces the barrier again for a listener that was about to listen, and gives up after the maximum age', async () => {
    const { revocations, sent, gaveUp } = setup({ listening: [11, 12], answering: [11], maxWaitMs: 700 });
    const started = performance.now();
    await revocations.reachEveryInstance();
    expect(performance.now() - started).toBeGreaterThanOrEqual(690);
    expect(sent.filter((p) => p.startsWith('b:')).length).toBeGreaterThan(1);
    expect(gaveUp).toEqual([[12]]);
  });

  it('has nothing to wait for when nobody listens', async () => {
    const { revocations, sent } = setup({ listening: [], answering: [] });
    await revocations.reachEveryInstance();
    expect(sent).toEqual([]);
  });
});
