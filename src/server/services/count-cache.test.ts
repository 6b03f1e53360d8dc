import { describe, expect, it } from 'vitest';
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
});
