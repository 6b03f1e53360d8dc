/**
 * What the labels screen reads: whole entries by id (name, UPC and price) and the purchase order
 * whose received units it prints. Both share their query keys with the inventory and purchase
 * order screens, so an entry or an order read there is not read again here.
 */
import { useQueries, useQuery } from '@tanstack/react-query';
import { ZInventoryEntry, type TInventoryEntry } from '../../domain/schemas/inventory';
import { ZPurchaseOrder } from '../../domain/schemas/purchasing';
import { api } from './http';
import { inventoryKeys } from './inventory';
import { purchaseOrderKeys } from './purchase-orders';

export interface EntriesById {
  entries: Map<string, TInventoryEntry>;
  /** Ids that could not be read (deleted since the link was made), with why. */
  failures: { id: string; error: Error }[];
  isPending: boolean;
}

export function useEntriesById(ids: readonly string[]): EntriesById {
  return useQueries({
    queries: ids.map((id) => ({
      queryKey: inventoryKeys.entry(id),
      queryFn: () => api.get(`/inventory/edit/${encodeURIComponent(id)}`, ZInventoryEntry),
      retry: false,
    })),
    combine: (results) => ({
      entries: new Map(results.flatMap((r) => (r.data ? [[r.data._id, r.data] as const] : []))),
      failures: results.flatMap((r, i) => (r.error ? [{ id: ids[i], error: r.error }] : [])),
      isPending: results.some((r) => r.isPending && r.fetchStatus !== 'idle'),
    }),
  });
}

/** The order, when there is one to read. */
export function useOrderForLabels(id: string | null) {
  return useQuery({
    queryKey: purchaseOrderKeys.one(id ?? ''),
    queryFn: () => api.get(`/purchase-orders/${encodeURIComponent(id ?? '')}`, ZPurchaseOrder),
    enabled: id !== null,
  });
}
