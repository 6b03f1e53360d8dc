import { describe, expect, it } from 'vitest';
import { createScanQueue, retryWhileUnreachable } from './scan-queue';

/** A look-up whose answers the test hands out, in any order. */
function controlledLookup() {
  const waiting = new Map<string, { resolve: (v: string | null) => void; reject: (e: unknown) => void }>();
  const asked: string[] = [];
  const lookup = (code: string) =>
    new Promise<string | null>((resolve, reject) => {
      asked.push(code);
      waiting.set(code, { resolve, reject });
    });
  return {
    lookup,
    asked,
    answer(code: string, value: string | null) {
      waiting.get(code)!.resolve(value);
      waiting.delete(code);
    },
    refuse(code: string, error: unknown) {
      waiting.get(code)!.reject(error);
      waiting.delete(code);
    },
  };
}

const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe('the scan queue', () => {
  it('applies answers in scan order even when later look-ups answer first', async () => {
    const server = controlledLookup();
    const applied: string[] = [];
    const queue = createScanQueue<string, string | null>({ lookup: server.lookup, apply: (code, product) => applied.push(`${code}:${product}`), fail: () => undefined });
    for (const code of ['a', 'b', 'c']) queue.push(code);
    expect(server.asked).toEqual(['a', 'b', 'c']);

    server.answer('c', 'C');
    server.answer('b', 'B');
    await settle();
    expect(applied).toEqual([]);
    expect(queue.pending).toBe(3);

    server.answer('a', null);
    await settle();
    expect(applied).toEqual(['a:null', 'b:B', 'c:C']);
    expect(queue.pending).toBe(0);
  });

  it('keeps at most `concurrency` look-ups in flight and starts the next as one settles', async () => {
    const server = controlledLookup();
    const queue = createScanQueue<string, string | null>({ lookup: server.lookup, apply: () => undefined, fail: () => undefined, concurrency: 2 });
    for (const code of ['a', 'b', 'c', 'd']) queue.push(code);
    expect(server.asked).toEqual(['a', 'b']);
    server.answer('b', 'B');
    await settle();
    expect(server.asked).toEqual(['a', 'b', 'c']);
  });

  it('applies every one of 20 codes exactly once, in order, whatever order the answers come in', async () => {
    const server = controlledLookup();
    const applied: string[] = [];
    const queue = createScanQueue<string, string | null>({ lookup: server.lookup, apply: (code) => applied.push(code), fail: () => undefined, concurrency: 20 });
    const codes = Array.from({ length: 20 }, (_, i) => `code-${i}`);
    codes.forEach((c) => queue.push(c));
    for (const c of [...codes].reverse()) server.answer(c, c.toUpperCase());
    await settle();
    expect(applied).toEqual(codes);
  });

  it('asks again after a transient failure, holding back the scans behind it, and never drops the code', async () => {
    const server = controlledLookup();
    const applied: string[] = [];
    const pauses: number[] = [];
    const queue = createScanQueue<string, string | null>({
      lookup: server.lookup,
      apply: (code, product) => applied.push(`${code}:${product}`),
      fail: () => undefined,
      retryDelay: retryWhileUnreachable((e) => e === 'offline'),
      sleep: async (ms) => void pauses.push(ms),
    });
    queue.push('a');
    queue.push('b');
    server.answer('b', 'B');
    server.refuse('a', 'offline');
    await settle();
    expect(applied).toEqual([]);
    server.refuse('a', 'offline');
    await settle();
    server.answer('a', 'A');
    await settle();
    expect(pauses).toEqual([500, 1000]);
    expect(applied).toEqual(['a:A', 'b:B']);
  });

  it('hands a code whose look-up failed for good to `fail`, in its turn', async () => {
    const server = controlledLookup();
    const events: string[] = [];
    const queue = createScanQueue<string, string | null>({
      lookup: server.lookup,
      apply: (code) => events.push(`applied ${code}`),
      fail: (code, error) => events.push(`failed ${code}: ${String(error)}`),
      retryDelay: retryWhileUnreachable((e) => e === 'offline'),
    });
    queue.push('a');
    queue.push('b');
    server.answer('b', 'B');
    server.refuse('a', 'forbidden');
    await settle();
    expect(events).toEqual(['failed a: forbidden', 'applied b']);
  });

  it('goes on after an apply that throws', async () => {
    const server = controlledLookup();
    const applied: string[] = [];
    const quiet = console.error;
    console.error = () => undefined;
    try {
      const queue = createScanQueue<string, string | null>({
        lookup: server.lookup,
        apply: (code) => {
          if (code === 'a') throw new Error('boom');
          applied.push(code);
        },
        fail: () => undefined,
      });
      queue.push('a');
      queue.push('b');
      server.answer('a', 'A');
      server.answer('b', 'B');
      await settle();
      expect(applied).toEqual(['b']);
    } finally {
      console.error = quiet;
    }
  });

  it('clear forgets waiting scans; their late answers are never applied', async () => {
    const server = controlledLookup();
    const applied: string[] = [];
    const pending: number[] = [];
    const queue = createScanQueue<string, string | null>({ lookup: server.lookup, apply: (code) => applied.push(code), fail: () => undefined, onPendingChange: (n) => pending.push(n) });
    queue.push('a');
    queue.clear();
    queue.push('b');
    server.answer('a', 'A');
    server.answer('b', 'B');
    await settle();
    expect(applied).toEqual(['b']);
    expect(pending).toEqual([1, 0, 1, 0]);
  });

  it('retries at 0.5, 1, 2, then every 4 seconds while the server cannot be reached', () => {
    const rule = retryWhileUnreachable((e) => e === 'offline');
    expect([1, 2, 3, 4, 5, 9].map((n) => rule('offline', n))).toEqual([500, 1000, 2000, 4000, 4000, 4000]);
    expect(rule('refused', 1)).toBeNull();
  });
});
