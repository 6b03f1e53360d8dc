/**
 * Totals of large lists, remembered for a few seconds.
 *
 * A list page must say how many rows match (count, pages), and counting a business's 100,000
 * entries costs tens of milliseconds on every page turn, far more than fetching the page itself.
 * So a value worth keeping (a count of at least LARGE_LIST rows, a large shop's dashboard) is
 * kept in this process: the rows of a page are always fresh, only the total may lag a write, by
 * at most MAX_AGE_MS. Smaller counts (every ordinary shop, and every test) are exact every time.
 *
 * After FRESH_MS the value is still answered while one request refreshes it in the background,
 * so a busy list never makes a whole wave of requests wait for the recount; past MAX_AGE_MS
 * (a quiet list) the next request waits for a fresh count. Concurrent misses share one query.
 */
import { LRUCache } from 'lru-cache';

export const LARGE_LIST = 10_000;
const FRESH_MS = 3_000;
const MAX_AGE_MS = 5_000;
const MAX_KEYS = 10_000;

interface Entry<T> {
  /** The computation in flight or done. */
  value: Promise<T>;
  /** When the value was asked for: its age is measured from here. */
  at: number;
  /** A newer computation already under way (started once the value stopped being fresh). */
  refreshing?: Promise<T>;
}

/**
 * An entry lives MAX_AGE_MS from `at` (then `get` no longer returns it); past MAX_KEYS the least
 * recently used list goes. Ages are read from Date.now(), the clock `at` is taken from.
 */
const entries = new LRUCache<string, Entry<unknown>>({ max: MAX_KEYS, ttl: MAX_AGE_MS, ttlResolution: 0, perf: { now: () => Date.now() } });

function keep(key: string, entry: Entry<unknown>): void {
  entries.set(key, entry, { start: entry.at });
}

function isEntry<T>(entry: Entry<unknown> | undefined): entry is Entry<T> {
  return entry !== undefined;
}

function start<T>(key: string, compute: () => Promise<T>, isWorthKeeping: (value: T) => boolean, now: number): Promise<T> {
  const value = compute();
  const entry: Entry<T> = { value, at: now };
  // Held while in flight so a burst of requests runs the query once.
  if (!entries.has(key)) keep(key, entry);
  value.then(
    (v) => {
      const current = entries.get(key);
      if (!isWorthKeeping(v)) {
        if (current?.value === value || current?.refreshing === value) entries.delete(key);
        return;
      }
      // A refresh that lands replaces the older value it was started from.
      if (current?.refreshing === value || current === undefined) keep(key, entry);
    },
    () => {
      const current = entries.get(key);
      if (current?.value === value) entries.delete(key);
      else if (current?.refreshing === value) current.refreshing = undefined;
    },
  );
  return value;
}

/** `compute()`'s value for `key`, reused for a few seconds when `isWorthKeeping(value)`. */
export function remembered<T>(key: string, compute: () => Promise<T>, isWorthKeeping: (value: T) => boolean): Promise<T> {
  const now = Date.now();
  // Older than MAX_AGE_MS, it is gone: the request waits for a new count.
  const hit = entries.get(key);
  if (isEntry<T>(hit)) {
    if (now - hit.at < FRESH_MS) return hit.value;
    hit.refreshing ??= start(key, compute, isWorthKeeping, now);
    return hit.value;
  }
  return start(key, compute, isWorthKeeping, now);
}

/** A row count, remembered only when the list is large. */
export function rememberedCount(key: string, compute: () => Promise<number>): Promise<number> {
  return remembered(key, compute, (n) => n >= LARGE_LIST);
}
