/**
 * The few answers the terminal needs to sell without the server, kept in local storage: the
 * business's settings (currency, rate, whether prices include tax), its region, its tax classes
 * and its registers. Always asked for first; only when no answer comes (offline, the server down)
 * is the last one kept given instead, so a reload with no network still prices a sale as the
 * server would, and a reload online never shows an old setting. Cleared with the session
 * (auth/session.tsx).
 */
import type { QueryFunction, QueryKey } from '@tanstack/react-query';
import { ApiError } from './http';

export const PERSISTED_QUERIES_KEY = 'stocktillQueries';

type Kept = Record<string, unknown>;

function readKept(): Kept {
  try {
    const raw = localStorage.getItem(PERSISTED_QUERIES_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    return typeof parsed === 'object' && parsed !== null ? (parsed as Kept) : {};
  } catch {
    return {};
  }
}

function keep(key: string, value: unknown) {
  try {
    localStorage.setItem(PERSISTED_QUERIES_KEY, JSON.stringify({ ...readKept(), [key]: value }));
  } catch {
    // Storage full or blocked: the app works online without it.
  }
}

/**
 * The query's answer, kept as it comes; without an answer (no connection), the last one kept. Used
 * with `networkMode: 'offlineFirst'`, so the browser being offline still runs the query once.
 */
export function lastKnown<T>(fetch: QueryFunction<T>): QueryFunction<T> {
  return async (context) => {
    const key = JSON.stringify(context.queryKey as QueryKey);
    try {
      const answer = await fetch(context);
      keep(key, answer);
      return answer;
    } catch (err) {
      const kept = readKept()[key];
      if (err instanceof ApiError && err.code === 'NETWORK' && kept !== undefined) return kept as T;
      throw err;
    }
  };
}
