/**
 * Inventory reports and the dashboard summary: fetchers, query keys and hooks.
 */
import { useQuery } from '@tanstack/react-query';
import { ZLowInventoryPage, ZSummary, type TLowInventoryPage, type TLowInventoryRow } from '../../domain/schemas/reports';
import { api, qs } from './http';

export const reportsKeys = {
  all: ['reports'] as const,
  lowPage: (page: number) => [...reportsKeys.all, 'lowinventory', page] as const,
  lowAll: () => [...reportsKeys.all, 'lowinventory', 'all'] as const,
  summary: () => [...reportsKeys.all, 'summary'] as const,
};

export function fetchLowInventory(page: number): Promise<TLowInventoryPage> {
  return api.get(`/reports/lowinventory${qs({ lowpageNumber: page })}`, ZLowInventoryPage);
}

/** Every low row, page by page, for the printed report (which must list them all). */
export async function fetchAllLowInventory(): Promise<TLowInventoryRow[]> {
  const first = await fetchLowInventory(1);
  const rest = await Promise.all(Array.from({ length: Math.max(0, first.lowpages - 1) }, (_, i) => fetchLowInventory(i + 2)));
  const rows = [first, ...rest].flatMap((p) => p.lowinventory);
  // Pages fetched one by one can overlap if stock changes in between; keep each entry once.
  const seen = new Set<string>();
  return rows.filter((r) => !seen.has(r._id) && seen.add(r._id));
}

export function useLowInventory(page: number) {
  return useQuery({ queryKey: reportsKeys.lowPage(page), queryFn: () => fetchLowInventory(page) });
}

export function useAllLowInventory() {
  return useQuery({ queryKey: reportsKeys.lowAll(), queryFn: fetchAllLowInventory });
}

export function useSummary(enabled = true) {
  return useQuery({ queryKey: reportsKeys.summary(), queryFn: () => api.get('/summary', ZSummary), enabled });
}
