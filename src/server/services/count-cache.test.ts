import { afterEach, describe, expect, it, vi } from 'vitest';
import { LARGE_LIST, rememberedCount } from './count-cache';

let n = 0;
const key = () => `test:${(n += 1)}`;

describe('rememberedCount', () => {
  it('counts small lists on every call, so ordinary shops always see exact totals', async () => {
    const k = key();
    let calls = 0;
    expect(await rememberedCount(k, async () => ++calls)).toBe(1);
    expect(await rememberedCount(k, async () => ++calls)).toBe(2);
  });

  it('reuses a large count for repeated page turns', async () => {
    const k = key();
    let calls = 0;
    const count = async () => {
      calls += 1;
      return LARGE_LIST + calls;
    };
    expect(await rememberedCount(k, count)).toBe(LARGE_LIST + 1);
    expect(await rememberedCount(k, count)).toBe(LARGE_LIST + 1);
    expect(calls).toBe(1);
  });

  it('runs one query for a burst of concurrent requests', async () => {
    const k = key();
    let calls = 0;
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        rememberedCount(k, async () => {
          calls += 1;
          await new Promise((r) => setTimeout(r, 10));
          return 3;
        }),
      ),
    );
    expect(results).toEqual([3, 3, 3, 3, 3]);
    expect(calls).toBe(1);
  });

  it('does not keep a failure', async () => {
    const k = key();
    await expect(rememberedCount(k, async () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await rememberedCount(k, async () => LARGE_LIST)).toBe(LARGE_LIST);
  });

  describe('as time passes', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('answers a value older than 3 s at once while one request recounts, then the new one', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      const k = key();
      let calls = 0;
      let finish: (n: number) => void = () => undefined;
      const slowCount = () =>
        new Promise<number>((resolve) => {
          calls += 1;
          finish = resolve;
        });
      const first = rememberedCount(k, slowCount);
      finish(LARGE_LIST);
      expect(await first).toBe(LARGE_LIST);

      vi.advanceTimersByTime(3_500);
      // Stale but young enough: answered at once, and a single recount starts.
      expect(await rememberedCount(k, slowCount)).toBe(LARGE_LIST);
      expect(await rememberedCount(k, slowCount)).toBe(LARGE_LIST);
      expect(calls).toBe(2);
      finish(LARGE_LIST + 7);
      await Promise.resolve();
      await Promise.resolve();
      expect(await rememberedCount(k, slowCount)).toBe(LARGE_LIST + 7);
      expect(calls).toBe(2);
    });

    it('never answers a value older than 5 s: the request waits for a new count', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      const k = key();
      let calls = 0;
      const count = async () => LARGE_LIST + (calls += 1);
      expect(await rememberedCount(k, count)).toBe(LARGE_LIST + 1);
      vi.advanceTimersByTime(5_001);
      expect(await rememberedCount(k, count)).toBe(LARGE_LIST + 2);
    });

    it('forgets a large count that became small on its recount', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      const k = key();
      let next = LARGE_LIST;
      const count = async () => next;
      expect(await rememberedCount(k, count)).toBe(LARGE_LIST);
      next = 5;
      vi.advanceTimersByTime(3_500);
      expect(await rememberedCount(k, count)).toBe(LARGE_LIST);
      await Promise.resolve();
      await Promise.resolve();
      expect(await rememberedCount(k, count)).toBe(5);
    });
  });
});
