/**
 * Rows nothing will ever read again: sessions past their expiry (a signed-in request only accepts
 * a live one) and failed sign-ins older than the window they count in (attempts.ts). Every
 * instance runs the purge on a schedule (plugins/purge-schedule.ts); a PostgreSQL advisory lock
 * lets one of them do it at a time. On the embedded database one process owns the data, so the
 * lock is always free there: the same code serves both.
 *
 * Sessions belong to businesses and row-level security holds the app's role to one of them, so
 * they go through `stocktill_purge_expired_sessions` (migration 0009), the one function that may
 * delete across businesses, and only sessions that have already expired by the database's clock.
 * Failed sign-ins are a global table the app's role may delete from directly.
 *
 * Rows go in rounds of at most `batch` per table, each round its own short transaction (a
 * backlog never becomes one long transaction holding locks and queued notifications).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { one } from '../db/raw';
import { ATTEMPT_WINDOW_MS } from './attempts';

/** The purge's advisory lock (the migrations hold 724011 while they run). */
export const PURGE_LOCK = 724012;
const BATCH = 5_000;

export interface PurgeResult {
  sessions: number;
  failures: number;
}

export interface PurgeOptions {
  /** Rows per table per round. */
  batch?: number;
  /** Stops before the next round (the server is shutting down); the rest waits for another run. */
  signal?: AbortSignal;
}

/**
 * Purges in rounds until nothing is left; null when another instance held the lock at the first
 * round (it is purging). Another instance that takes the lock between rounds simply finishes the job.
 */
export async function purgeExpired(db: Db, opts: PurgeOptions = {}): Promise<PurgeResult | null> {
  const batch = opts.batch ?? BATCH;
  const failuresBefore = new Date(Date.now() - ATTEMPT_WINDOW_MS);
  const total: PurgeResult = { sessions: 0, failures: 0 };
  for (let round = 0; ; round++) {
    const purged = await db.transaction(async (tx) => {
      // Held until this round's transaction ends, on its own connection: nothing to release.
      const { locked } = await one<{ locked: boolean }>(tx, sql`SELECT pg_try_advisory_xact_lock(${PURGE_LOCK}) AS locked`);
      if (!locked) return null;
      const { sessions } = await one<{ sessions: number }>(tx, sql`SELECT stocktill_purge_expired_sessions(${batch}::int) AS sessions`);
      const { failures } = await one<{ failures: number }>(
        tx,
        sql`WITH gone AS (
              DELETE FROM login_failures WHERE id IN (SELECT id FROM login_failures WHERE at < ${failuresBefore.toISOString()}::timestamptz LIMIT ${batch}::int)
              RETURNING 1
            )
            SELECT count(*)::int AS failures FROM gone`,
      );
      return { sessions, failures };
    });
    if (!purged) return round === 0 ? null : total;
    total.sessions += purged.sessions;
    total.failures += purged.failures;
    if ((purged.sessions < batch && purged.failures < batch) || opts.signal?.aborted) return total;
  }
}
