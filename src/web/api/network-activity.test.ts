import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isNetworkQuiet, resetNetworkActivityForTest, trackRequest, whenNetworkQuiet } from './network-activity';

beforeEach(() => {
  vi.useFakeTimers();
  resetNetworkActivityForTest();
});
afterEach(() => vi.useRealTimers());

/** A request whose answer the test gives. */
function pending() {
  let settle!: (ok: boolean) => void;
  const promise = new Promise<string>((resolve, reject) => {
    settle = (ok) => (ok ? resolve('answer') : reject(new Error('no answer')));
  });
  return { promise, settle };
}

describe('the network activity of the page', () => {
  it('is not quiet while a request is on its way, nor just after it ended', async () => {
    expect(isNetworkQuiet(400)).toBe(true);
    const request = pending();
    const tracked = trackRequest(request.promise);
    expect(isNetworkQuiet(400)).toBe(false);
    vi.advanceTimersByTime(1_000);
    expect(isNetworkQuiet(400)).toBe(false);
    request.settle(true);
    await expect(tracked).resolves.toBe('answer');
    expect(isNetworkQuiet(400)).toBe(false);
    vi.advanceTimersByTime(400);
    expect(isNetworkQuiet(400)).toBe(true);
  });

  it('counts a failed request as ended, and passes its failure on', async () => {
    const request = pending();
    const tracked = trackRequest(request.promise);
    request.settle(false);
    await expect(tracked).rejects.toThrow('no answer');
    vi.advanceTimersByTime(400);
    expect(isNetworkQuiet(400)).toBe(true);
  });

  it('waits for a quiet moment, or gives up after a while on a page that never pauses', async () => {
    const request = pending();
    void trackRequest(request.promise);
    const quiet = whenNetworkQuiet(400, 10_000);
    let answered: boolean | undefined;
    void quiet.then((value) => (answered = value));
    await vi.advanceTimersByTimeAsync(2_000);
    expect(answered).toBeUndefined();
    request.settle(true);
    await vi.advanceTimersByTimeAsync(500);
    expect(answered).toBe(true);

    void trackRequest(pending().promise);
    const never = whenNetworkQuiet(400, 10_000);
    await vi.advanceTimersByTimeAsync(10_100);
    await expect(never).resolves.toBe(false);
  });
});
