import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyUpdate, connectUpdates, getUpdateState, resetUpdatesForTest, subscribeToUpdates, TAKE_OVER_TIMEOUT_MS, tookOver, updateFound } from './update-store';

let skipWaiting: ReturnType<typeof vi.fn<() => void>>;
let reload: ReturnType<typeof vi.fn<() => void>>;

beforeEach(() => {
  vi.useFakeTimers();
  resetUpdatesForTest();
  skipWaiting = vi.fn<() => void>();
  reload = vi.fn<() => void>();
  connectUpdates({ skipWaiting, reload });
});
afterEach(() => vi.useRealTimers());

describe('the update store', () => {
  it('starts with no update, and pressing reload then does nothing', () => {
    expect(getUpdateState()).toBe('none');
    applyUpdate();
    vi.advanceTimersByTime(TAKE_OVER_TIMEOUT_MS * 2);
    expect(skipWaiting).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });

  it('tells its listeners when a new version is waiting', () => {
    const listener = vi.fn();
    subscribeToUpdates(listener);
    updateFound();
    updateFound();
    expect(getUpdateState()).toBe('waiting');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('lets the waiting version in once, and reloads when it has taken over', () => {
    updateFound();
    applyUpdate();
    applyUpdate();
    expect(skipWaiting).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();
    tookOver();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads anyway when the new version does not say it took over', () => {
    updateFound();
    applyUpdate();
    vi.advanceTimersByTime(TAKE_OVER_TIMEOUT_MS);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload when another tab let the new version in: it waits like any update', () => {
    updateFound();
    tookOver();
    expect(reload).not.toHaveBeenCalled();
    expect(getUpdateState()).toBe('took-over');
    applyUpdate();
    expect(skipWaiting).not.toHaveBeenCalled();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads once when the new version takes over just as the fallback timer fires (a second reload would disturb the first)', () => {
    updateFound();
    applyUpdate();
    vi.advanceTimersByTime(TAKE_OVER_TIMEOUT_MS);
    tookOver();
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
