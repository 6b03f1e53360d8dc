/**
 * Stock counts: fetchers, query keys and hooks. A scan or a typed quantity answers its line and
 * the count's totals, which are written into the cached count at once (a scanner sends a scan
 * a second; refetching every line each time would not keep up); the count is refetched in the
 * background so other counters' scans show too.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  ZStockCount,
  ZStockCountLineChange,
  ZStockCountLineRemoved,
  ZStockCountList,
  type TStockCount,
  type TStockCountCreate,
  type TStockCountLine,
  type TStockCountStatus,
  type TStockCountTotals,
} from '../../domain/schemas/stock-counts';
import { inventoryKeys } from './inventory';
import { api, qs } from './http';

export const stockCountKeys = {
  all: ['stock-counts'] as const,
  list: (page: number, status: TStockCountStatus | '') => [...stockCountKeys.all, 'list', page, status] as const,
  count: (id: string) => [...stockCountKeys.all, 'count', id] as const,
};

const countPath = (id: string) => `/stock-counts/${encodeURIComponent(id)}`;

export function useStockCountList(page: number, status: TStockCountStatus | '') {
  return useQuery({
    queryKey: stockCountKeys.list(page, status),
    queryFn: () => api.get(`/stock-counts${qs({ pageNumber: page, status })}`, ZStockCountList),
    placeholderData: keepPreviousData,
  });
}

/** One count; while counting, refreshed now and then so several counters see each other's lines. */
export function useStockCount(id: string, opts: { refreshMs?: number } = {}) {
  return useQuery({
    queryKey: stockCountKeys.count(id),
    queryFn: () => api.get(countPath(id), ZStockCount),
    refetchInterval: (query) => (query.state.data?.status === 'open' ? (opts.refreshMs ?? false) : false),
  });
}

export function useCreateStockCount() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TStockCountCreate) => api.post('/stock-counts', ZStockCount, body),
    onSuccess: (count) => {
      qc.setQueryData(stockCountKeys.count(count._id), count);
      return qc.invalidateQueries({ queryKey: [...stockCountKeys.all, 'list'] });
    },
  });
}

/** Puts a changed line and the new totals into the cached count (a new line leaves the uncounted). */
function applyLine(qc: QueryClient, id: string, line: TStockCountLine, totals: TStockCountTotals) {
  qc.setQueryData<TStockCount>(stockCountKeys.count(id), (count) => {
    if (!count) return count;
    const known = count.lines.some((l) => l.inventoryId === line.inventoryId);
    const lines = known ? count.lines.map((l) => (l.inventoryId === line.inventoryId ? line : l)) : [...count.lines, line];
    const wasUncounted = !known && count.uncountedEntries.some((e) => e.inventoryId === line.inventoryId);
    return {
      ...count,
      lines,
      totals,
      uncounted: known ? count.uncounted : Math.max(0, count.uncounted - 1),
      uncountedWithStock: known || line.expected === 0 ? count.uncountedWithStock : Math.max(0, count.uncountedWithStock - 1),
      uncountedEntries: wasUncounted ? count.uncountedEntries.filter((e) => e.inventoryId !== line.inventoryId) : count.uncountedEntries,
    };
  });
}

export function useScan(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { upc: string; qty?: number }) => api.post(`${countPath(id)}/scan`, ZStockCountLineChange, body),
    // A background read that started before this scan must not land after it with the line missing.
    onMutate: () => qc.cancelQueries({ queryKey: stockCountKeys.count(id) }),
    onSuccess: (change) => applyLine(qc, id, change.line, change.totals),
  });
}

export function useSetCounted(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ inventoryId, counted }: { inventoryId: string; counted: number }) =>
      api.put(`${countPath(id)}/lines/${encodeURIComponent(inventoryId)}`, ZStockCountLineChange, { counted }),
    onSuccess: (change) => applyLine(qc, id, change.line, change.totals),
  });
}

/** Takes a line out so it can be counted afresh; the count is read again (its uncounted list changes). */
export function useRemoveLine(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (inventoryId: string) => api.del(`${countPath(id)}/lines/${encodeURIComponent(inventoryId)}`, ZStockCountLineRemoved),
    onSuccess: () => qc.invalidateQueries({ queryKey: stockCountKeys.count(id) }),
  });
}

/** Closing a count changes its list row; committing also changes stock, so inventory is read again. */
function useCloseCount(id: string, close: (body: unknown) => Promise<TStockCount>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: close,
    // A refusal (a line to count again) is shown on the count as it is now.
    onError: () => qc.invalidateQueries({ queryKey: stockCountKeys.count(id) }),
    onSuccess: async (count) => {
      qc.setQueryData(stockCountKeys.count(id), count);
      await Promise.all([qc.invalidateQueries({ queryKey: [...stockCountKeys.all, 'list'] }), qc.invalidateQueries({ queryKey: inventoryKeys.all })]);
    },
  });
}

export function useCommitCount(id: string) {
  return useCloseCount(id, (body) => api.post(`${countPath(id)}/commit`, ZStockCount, body));
}

export function useCancelCount(id: string) {
  return useCloseCount(id, () => api.post(`${countPath(id)}/cancel`, ZStockCount));
}
