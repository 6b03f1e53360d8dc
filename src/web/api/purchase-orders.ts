/**
 * Purchase orders: fetchers, query keys and hooks. Receiving changes stock and cost, so it
 * refreshes the inventory lists and the stock ledger as well as the orders.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PurchaseOrderStatus } from '../../domain/purchasing';
import { ZOrderableEntries, ZPurchaseOrder, ZPurchaseOrderList, type TOrderableEntries, type TPurchaseOrderInput, type TReceiptInput } from '../../domain/schemas/purchasing';
import { api, qs } from './http';
import { inventoryKeys } from './inventory';
import { stockKeys } from './stock';

export interface PurchaseOrderListParams {
  status?: PurchaseOrderStatus;
  page: number;
}

export const purchaseOrderKeys = {
  all: ['purchase-orders'] as const,
  list: (p: PurchaseOrderListParams) => [...purchaseOrderKeys.all, 'list', p] as const,
  one: (id: string) => [...purchaseOrderKeys.all, 'one', id] as const,
  orderable: (keyword: string) => [...purchaseOrderKeys.all, 'orderable', keyword] as const,
};

export function usePurchaseOrders(p: PurchaseOrderListParams) {
  return useQuery({
    queryKey: purchaseOrderKeys.list(p),
    queryFn: () => api.get(`/purchase-orders${qs({ status: p.status, pageNumber: p.page > 1 ? p.page : undefined })}`, ZPurchaseOrderList),
    placeholderData: keepPreviousData,
  });
}

export function usePurchaseOrder(id: string) {
  return useQuery({ queryKey: purchaseOrderKeys.one(id), queryFn: () => api.get(`/purchase-orders/${encodeURIComponent(id)}`, ZPurchaseOrder) });
}

/** Entries a scan or a search finds for a draft order: an exact UPC first. */
export function fetchOrderable(keyword: string, signal?: AbortSignal): Promise<TOrderableEntries> {
  return api.get(`/purchase-orders/orderable${qs({ keyword })}`, ZOrderableEntries, signal);
}

/** The entries a typed search finds, as it is typed (nothing is asked for an empty one). */
export function useOrderable(keyword: string) {
  return useQuery({
    queryKey: purchaseOrderKeys.orderable(keyword),
    queryFn: ({ signal }) => fetchOrderable(keyword, signal),
    enabled: keyword !== '',
    placeholderData: keepPreviousData,
  });
}

/** Every entry at or under its low level, with the quantity that brings it to twice that level. */
export function fetchLowStock(): Promise<TOrderableEntries> {
  return api.get('/purchase-orders/low-stock', ZOrderableEntries);
}

export function useCreatePurchaseOrder() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TPurchaseOrderInput) => api.post('/purchase-orders', ZPurchaseOrder, body),
    onSuccess: (order) => {
      qc.setQueryData(purchaseOrderKeys.one(order._id), order);
      return qc.invalidateQueries({ queryKey: [...purchaseOrderKeys.all, 'list'] });
    },
  });
}

export function useCancelPurchaseOrder(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api.post(`/purchase-orders/${encodeURIComponent(id)}/cancel`, ZPurchaseOrder),
    onSuccess: (order) => {
      qc.setQueryData(purchaseOrderKeys.one(id), order);
      return qc.invalidateQueries({ queryKey: [...purchaseOrderKeys.all, 'list'] });
    },
  });
}

export function useReceivePurchaseOrder(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TReceiptInput) => api.post(`/purchase-orders/${encodeURIComponent(id)}/receive`, ZPurchaseOrder, body),
    onSuccess: (order) => {
      qc.setQueryData(purchaseOrderKeys.one(id), order);
      return Promise.all([
        qc.invalidateQueries({ queryKey: [...purchaseOrderKeys.all, 'list'] }),
        qc.invalidateQueries({ queryKey: inventoryKeys.all }),
        qc.invalidateQueries({ queryKey: stockKeys.all }),
      ]);
    },
  });
}
