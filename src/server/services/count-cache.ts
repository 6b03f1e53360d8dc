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

const entries = new Map<string, Entry<unknown>>();

function isEntry<T>(entry: Entry<unknown> | undefined): entry is Entry<T> {
  return entry !== undefined;
}

function start<T>(key: string, compute: () => Promise<T>, isWorthKeeping: (value: T) => boolean, now: number): Promise<T> {
  const value = compute();
  const entry: Entry<T> = { value, at: now };
  // Held while in flight so a burst of requests runs the query once.
  if (!entries.has(key)) entries.set(key, entry);
  value.then(
    (v) => {
      const current = entries.get(key);
      if (!isWorthKeeping(v)) {
        if (current?.value === value || current?.refreshing === value) entries.delete(key);
        return;
      }
      // A refresh that lands replaces the older value it was started from.
      if (current?.refreshing === value || current === undefined) entries.set(key, entry);
    },
    () => {
      const current = entries.get(key);
      if (current?.value === value) entries.delete(key);
      else if (current?.refreshing === value) current.refreshing = undefined;
    },
  );
  if (entries.size > MAX_KEYS) {
    for (const [k, e] of entries) if (now - e.at > MAX_AGE_MS) entries.delete(k);
    if (entries.size > MAX_KEYS) entries.clear();
  }
  return value;
}

/** `compute()`'s value for `key`, reused for a few seconds when `isWorthKeeping(value)`. */
export function remembered<T>(key: string, compute: () => Promise<T>, isWorthKeeping: (value: T) => boolean): Promise<T> {
  const now = Date.now();
  const hit = entries.get(key);
  if (isEntry<T>(hit)) {
    const age = now - hit.at;
    if (age < FRESH_MS) return hit.value;
    if (age < MAX_AGE_MS) {
      hit.refreshing ??= start(key, compute, isWorthKeeping, now);
      return hit.value;
    }
    entries.delete(key);
  }
  return start(key, compute, isWorthKeeping, now);
}

/** A row count, remembered only when the list is large. */
export function rememberedCount(key: string, compute: () => Promise<number>): Promise<number> {
  return remembered(key, compute, (n) => n >= LARGE_LIST);
}
