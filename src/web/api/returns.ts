/**
 * Returns by receipt barcode: look a receipt up within the business, accept its whole return (the
 * spec's), or return some of its units with a refund.
 */
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { ZReturnResult, type TPartialReturn, type TReturnResult } from '../../domain/schemas/money';
import { ZReturnSummary, ZReturnsList, type TReturnSummary, type TReturnsList } from '../../domain/schemas/pos';
import { api, qs } from './http';
import { inventoryKeys } from './inventory';
import { registerKeys } from './registers';
import { reportsKeys } from './reports';
import { salesKeys } from './sales';
import { stockKeys } from './stock';
import { posKeys } from './pos';

export type { TPartialReturn, TReturnResult, TReturnSummary, TReturnsList };

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

/**
 * After any return (or a refused one, which may mean the receipt changed meanwhile): the receipt,
 * every list that shows stock, the reports and dashboard, the ledger, the sales history and the
 * open shift's figures are stale.
 */
function refreshAfterReturn(queryClient: QueryClient) {
  for (const queryKey of [returnsKeys.all, posKeys.all, inventoryKeys.all, reportsKeys.all, stockKeys.all, salesKeys.all, registerKeys.all]) void queryClient.invalidateQueries({ queryKey });
}

/** Accept Return: every unit still to return comes back, refunded in cash. */
export function useAcceptReturn() {
  const queryClient = useQueryClient();
  return useMutation({
    // The device's register, if it has one: the refund then comes out of that drawer's shift.
    mutationFn: ({ barcode, register }: { barcode: string; register: string | null }) => api.put('/pos/returns/update', ZReturnSummary, register ? { barcode, register } : { barcode }),
    onSettled: () => refreshAfterReturn(queryClient),
  });
}

/** Some units of a receipt come back, refunded as the body says. */
export function usePartialReturn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TPartialReturn) => api.post('/pos/returns', ZReturnResult, body),
    onSettled: () => refreshAfterReturn(queryClient),
  });
}
