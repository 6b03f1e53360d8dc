/**
 * Scans waiting for their look-up, applied strictly in the order they were scanned. Several
 * look-ups run at once (a slow server answers each after hundreds of milliseconds, and a scanner
 * sends a code every few tens), but an answer is only applied once every scan before it has been:
 * the receipt always reads in scan order, whichever answer came back first.
 *
 * A look-up that fails for a reason worth retrying (no answer, a server error) is asked again
 * after a pause, and everything behind it waits: a code is never skipped or dropped. One that
 * fails for good is handed to `fail` so the person is told which code it was.
 *
 * Pure apart from timers: the look-up and what to do with its answer are given to it.
 */

export interface ScanQueueOptions<T, R> {
  lookup: (item: T) => Promise<R>;
  /** Called once per item, in the order the items were pushed. */
  apply: (item: T, result: R) => void;
  /** Called instead of `apply` when the item's look-up failed for good. */
  fail: (item: T, error: unknown) => void;
  /** The pause before asking again after the `attempt`th failure (1, 2...), or null to give up. */
  retryDelay?: (error: unknown, attempt: number) => number | null;
  /** Look-ups in flight at once. */
  concurrency?: number;
  /** Told how many items are waiting whenever that changes. */
  onPendingChange?: (pending: number) => void;
  sleep?: (ms: number) => Promise<void>;
}

export interface ScanQueue<T> {
  push(item: T): void;
  /** Items pushed and not yet applied (or failed). */
  readonly pending: number;
  /** Forgets every waiting item (the sale was cancelled); answers still on their way are dropped. */
  clear(): void;
}

type Outcome<R> = { ok: true; value: R } | { ok: false; error: unknown };

interface Entry<T, R> {
  item: T;
  started: boolean;
  outcome?: Outcome<R>;
}

const neverRetry = () => null;
const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createScanQueue<T, R>(options: ScanQueueOptions<T, R>): ScanQueue<T> {
  const { lookup, apply, fail, retryDelay = neverRetry, concurrency = 4, onPendingChange, sleep = wait } = options;
  let entries: Entry<T, R>[] = [];

  const notify = () => onPendingChange?.(entries.length);

  async function settle(entry: Entry<T, R>, queue: Entry<T, R>[]): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        entry.outcome = { ok: true, value: await lookup(entry.item) };
        break;
      } catch (error) {
        const delay = retryDelay(error, attempt);
        if (delay === null) {
          entry.outcome = { ok: false, error };
          break;
        }
        await sleep(delay);
        // Cleared meanwhile: nobody is waiting for this answer any more.
        if (queue !== entries) return;
      }
    }
    if (queue === entries) pump();
  }

  function pump() {
    // The head's answers, in order, as far as they have come.
    let applied = false;
    for (let head = entries[0]; head?.outcome; head = entries[0]) {
      const { item, outcome } = head;
      entries.shift();
      applied = true;
      try {
        if (outcome.ok) apply(item, outcome.value);
        else fail(item, outcome.error);
      } catch (err) {
        // One item's trouble must not stop the ones behind it.
        console.error(err);
      }
    }
    let inFlight = entries.filter((e) => e.started && !e.outcome).length;
    for (const entry of entries) {
      if (inFlight >= concurrency) break;
      if (entry.started) continue;
      entry.started = true;
      inFlight++;
      void settle(entry, entries);
    }
    if (applied) notify();
  }

  return {
    push(item) {
      entries.push({ item, started: false });
      notify();
      pump();
    },
    get pending() {
      return entries.length;
    },
    clear() {
      // A new array: look-ups of the old one finish into it and are never applied.
      entries = [];
      notify();
    },
  };
}

/**
 * The terminal's retry rule: a look-up that got no answer or a server error is asked again after
 * 0.5, 1, 2 then every 4 seconds, for as long as it takes; anything else (a refused request) is
 * final.
 */
export function retryWhileUnreachable(isTransient: (error: unknown) => boolean) {
  return (error: unknown, attempt: number): number | null => (isTransient(error) ? Math.min(500 * 2 ** (attempt - 1), 4000) : null);
}
