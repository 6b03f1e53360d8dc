/**
 * The few answers the terminal needs to sell without the server, kept in local storage between
 * visits: the business's settings (currency, tax rates, whether prices include tax, its region)
 * and its registers. A reload with no network then still prices a sale as the server would.
 * Everything else is asked for again. Cleared with the session (auth/session.tsx).
 */
import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import type { Query } from '@tanstack/react-query';
import type { PersistQueryClientOptions } from '@tanstack/react-query-persist-client';

export const PERSISTED_QUERIES_KEY = 'stocktillQueries';

/** Kept for a week: as long as the server takes a sale made offline. */
const MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/** Query keys whose answers are kept: settings (and tax classes, region, business) and the register list. */
export function isKeptOffline(query: Pick<Query, 'queryKey' | 'state'>): boolean {
  const [root, kind] = query.queryKey as unknown[];
  if (query.state.status !== 'success') return false;
  return root === 'settings' || (root === 'registers' && kind === 'list');
}

export function persistOptions(): Omit<PersistQueryClientOptions, 'queryClient'> {
  return {
    persister: createSyncStoragePersister({ storage: typeof window === 'undefined' ? undefined : window.localStorage, key: PERSISTED_QUERIES_KEY }),
    maxAge: MAX_AGE_MS,
    // A build that reads these answers differently starts afresh.
    buster: 'offline-1',
    dehydrateOptions: { shouldDehydrateQuery: isKeptOffline },
  };
}
