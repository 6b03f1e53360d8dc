/**
 * Inventory entries: fetchers, query keys and hooks. Mutations invalidate every inventory list,
 * since an edit can move an entry between pages and searches.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZMessage } from '../../domain/schemas/common';
import { ZInventoryEntry, ZInventoryList, ZInventoryRow, type TInventoryList, type TInventorySearchField, type TInventorySortKey } from '../../domain/schemas/inventory';
import type { ListView } from '../components/list-view';
import { api, qs } from './http';

export interface InventoryListParams extends ListView<TInventorySortKey> {
  page: number;
  keyword: string;
  field: TInventorySearchField;
}

export const inventoryKeys = {
  all: ['inventory'] as const,
  list: (p: InventoryListParams) => [...inventoryKeys.all, 'list', p] as const,
  entry: (id: string) => [...inventoryKeys.all, 'entry', id] as const,
};

/** The fields a form sends; numbers may still be the inputs' strings (the server parses them). */
export type InventoryForm = Record<'upc' | 'manufacturer' | 'subname' | 'item' | 'qty' | 'lowinventory' | 'cost' | 'price', string | number>;

/** `signal`: a search typed over is cancelled (TanStack Query aborts the query it no longer needs). */
export function fetchInventory(p: InventoryListParams, signal?: AbortSignal): Promise<TInventoryList> {
  const query = qs({ pageNumber: p.page, keyword: p.keyword, field: p.keyword ? p.field : undefined, pageSize: p.pageSize, sort: p.sort, order: p.sort && p.order });
  return api.get(`/inventory/list${query}`, ZInventoryList, signal);
}

export function useInventoryList(p: InventoryListParams) {
  return useQuery({ queryKey: inventoryKeys.list(p), queryFn: ({ signal }) => fetchInventory(p, signal), placeholderData: keepPreviousData });
}

/**
 * One entry for the edit screen, which is admins' and edits the cost: admins always get it (cost
 * policy), so an answer without it is refused here instead of filling the form with a blank cost.
 */
export function useInventoryEntry(id: string) {
  return useQuery({ queryKey: inventoryKeys.entry(id), queryFn: () => api.get(`/inventory/edit/${encodeURIComponent(id)}`, ZInventoryEntry) });
}

export function useAddInventory() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: InventoryForm) => api.post('/inventory/add', ZInventoryRow, body),
    onSuccess: () => qc.invalidateQueries({ queryKey: inventoryKeys.all }),
  });
}

/** `qty` is the quantity being added to what is on hand. */
export function useUpdateInventory(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: InventoryForm) => api.put(`/inventory/upd/${encodeURIComponent(id)}`, ZInventoryEntry, { _id: id, ...body }),
    onSuccess: (entry) => {
      qc.setQueryData(inventoryKeys.entry(id), entry);
      return qc.invalidateQueries({ queryKey: [...inventoryKeys.all, 'list'] });
    },
  });
}

export function useDeleteInventory() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.del(`/inventory/del/${encodeURIComponent(id)}`, ZMessage),
    onSuccess: () => qc.invalidateQueries({ queryKey: inventoryKeys.all }),
  });
}
