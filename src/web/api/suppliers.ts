/**
 * Suppliers: fetchers, query keys and hooks. Every change refreshes the supplier lists, and the
 * purchase orders too (they show the supplier's name and contact details).
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZMessage } from '../../domain/schemas/common';
import { ZSupplier, ZSupplierList, type TSupplierInput } from '../../domain/schemas/purchasing';
import { api, qs } from './http';
import { purchaseOrderKeys } from './purchase-orders';

export interface SupplierListParams {
  page: number;
  keyword: string;
}

export const supplierKeys = {
  all: ['suppliers'] as const,
  list: (p: SupplierListParams) => [...supplierKeys.all, 'list', p] as const,
  one: (id: string) => [...supplierKeys.all, 'one', id] as const,
};

export function useSuppliers(p: SupplierListParams) {
  return useQuery({
    queryKey: supplierKeys.list(p),
    queryFn: () => api.get(`/suppliers${qs({ pageNumber: p.page > 1 ? p.page : undefined, keyword: p.keyword })}`, ZSupplierList),
    placeholderData: keepPreviousData,
  });
}

function useRefreshSuppliers() {
  const qc = useQueryClient();
  return () => Promise.all([qc.invalidateQueries({ queryKey: supplierKeys.all }), qc.invalidateQueries({ queryKey: purchaseOrderKeys.all })]);
}

export function useAddSupplier() {
  const refresh = useRefreshSuppliers();
  return useMutation({ mutationFn: (body: TSupplierInput) => api.post('/suppliers', ZSupplier, body), onSuccess: refresh });
}

export function useUpdateSupplier(id: string) {
  const refresh = useRefreshSuppliers();
  return useMutation({ mutationFn: (body: TSupplierInput) => api.put(`/suppliers/${encodeURIComponent(id)}`, ZSupplier, body), onSuccess: refresh });
}

export function useDeleteSupplier() {
  const refresh = useRefreshSuppliers();
  return useMutation({ mutationFn: (id: string) => api.del(`/suppliers/${encodeURIComponent(id)}`, ZMessage), onSuccess: refresh });
}
