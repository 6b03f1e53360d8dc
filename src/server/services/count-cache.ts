/**
 * Totals of large lists, remembered for a few seconds.
 *
 * A list page must say how many rows match (count, pages), and counting a business's 100,000
 * entries costs tens of milliseconds on every page turn, far more than fetching the page itself.
 * So a count of at least LARGE_LIST rows is kept for TTL_MS in this process: the rows of a page
 * are always fresh, only the total may lag a write by up to that long. Smaller counts (every
 * ordinary shop, and every test) are exact on every request. Concurrent misses share one query.
 */
export const LARGE_LIST = 10_000;
const TTL_MS = 5_000;
const MAX_KEYS = 10_000;

interface Entry<T> {
  value: Promise<T>;
  expires: number;
}

const entries = new Map<string, Entry<unknown>>();

function isEntry<T>(entry: Entry<unknown> | undefined): entry is Entry<T> {
  return entry !== undefined;
}

/** `compute()`'s value for `key`, reused for a few seconds when `isWorthKeeping(value)`. */
export function remembered<T>(key: string, compute: () => Promise<T>, isWorthKeeping: (value: T) => boolean): Promise<T> {
  const now = Date.now();
  const hit = entries.get(key);
  if (isEntry<T>(hit) && hit.expires > now) return hit.value;
  const value = compute();
  // Held while in flight so a burst of requests runs the query once.
  entries.set(key, { value, expires: now + TTL_MS });
  value.then(
    (v) => {
      if (isWorthKeeping(v)) return;
      if (entries.get(key)?.value === value) entries.delete(key);
    },
    () => {
      if (entries.get(key)?.value === value) entries.delete(key);
    },
  );
  if (entries.size > MAX_KEYS) {
    for (const [k, e] of entries) if (e.expires <= now) entries.delete(k);
    if (entries.size > MAX_KEYS) entries.clear();
  }
  return value;
}

/** A row count, remembered only when the list is large. */
export function rememberedCount(key: string, compute: () => Promise<number>): Promise<number> {
  return remembered(key, compute, (n) => n >= LARGE_LIST);
}
