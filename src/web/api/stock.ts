/**
 * The stock ledger: an entry's history, the business's movements and hand adjustments. An
 * adjustment changes an entry's quantity, so it refreshes every inventory list and the ledger.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MovementReason } from '../../domain/ledger';
import { ZAdjustmentResult, ZMovementPage, type TAdjustment } from '../../domain/schemas/stock';
import { inventoryKeys } from './inventory';
import { api, qs } from './http';

export interface MovementsFilter {
  from?: string;
  to?: string;
  reason?: MovementReason;
}

export const stockKeys = {
  all: ['stock'] as const,
  entry: (id: string, page: number) => [...stockKeys.all, 'entry', id, page] as const,
  list: (filter: MovementsFilter, page: number) => [...stockKeys.all, 'list', filter, page] as const,
};

export function useEntryMovements(id: string, page: number) {
  return useQuery({
    queryKey: stockKeys.entry(id, page),
    queryFn: () => api.get(`/inventory/${encodeURIComponent(id)}/movements${qs({ pageNumber: page })}`, ZMovementPage),
    placeholderData: keepPreviousData,
  });
}

export function useMovements(filter: MovementsFilter, page: number) {
  return useQuery({
    queryKey: stockKeys.list(filter, page),
    queryFn: () => api.get(`/movements${qs({ ...filter, pageNumber: page })}`, ZMovementPage),
    placeholderData: keepPreviousData,
  });
}

/** Where the CSV of the filtered movements downloads from (a plain link: the browser saves it). */
export function movementsCsvUrl(filter: MovementsFilter): string {
  return `/api/movements.csv${qs({ ...filter })}`;
}

export function useAdjustStock(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TAdjustment) => api.post(`/inventory/${encodeURIComponent(id)}/adjust`, ZAdjustmentResult, body),
    onSuccess: () => Promise.all([qc.invalidateQueries({ queryKey: inventoryKeys.all }), qc.invalidateQueries({ queryKey: stockKeys.all })]),
  });
}
