/**
 * Returns by receipt barcode: look a receipt up within the business and accept its return.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZReturnSummary, ZReturnsList, type TReturnSummary, type TReturnsList } from '../../domain/schemas/pos';
import { api, qs } from './http';
import { inventoryKeys } from './inventory';
import { reportsKeys } from './reports';
import { salesKeys } from './sales';
import { stockKeys } from './stock';
import { posKeys } from './pos';

export type { TReturnSummary, TReturnsList };

export const returnsKeys = {
  all: ['returns'] as const,
  lookup: (barcode: string) => [...returnsKeys.all, 'lookup', barcode] as const,
};

export function fetchReturn(barcode: string, signal?: AbortSignal): Promise<TReturnsList> {
  return api.get(`/pos/returns${qs({ barcode })}`, ZReturnsList, signal);
}

/**
 * Looks a receipt up by barcode. A mutation rather than a query: each Search (and the search
 * after Accept Return) must ask the server again and show what it says at that moment.
 */
export function useReturnSearch() {
  return useMutation({ mutationFn: (barcode: string) => fetchReturn(barcode) });
}

/** Accept Return: stock comes back, so product lists and the receipt are stale. */
export function useAcceptReturn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (barcode: string) => api.put('/pos/returns/update', ZReturnSummary, { barcode }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: returnsKeys.all });
      void queryClient.invalidateQueries({ queryKey: posKeys.all });
      // Stock changed: every list that shows it, the reports and dashboard, the ledger and the sales history.
      for (const queryKey of [inventoryKeys.all, reportsKeys.all, stockKeys.all, salesKeys.all]) void queryClient.invalidateQueries({ queryKey });
    },
  });
}
