/**
 * Sales history and the period summary (admins), and each clerk's sales of today: fetchers, query
 * keys, hooks and export links.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZOwnSalesToday, ZSalesPage, ZSalesSummary, ZSalesToday, type TSalesPage, type TSalesSummary } from '../../domain/schemas/reports';
import { ZHeldSaleAccepted, ZOfflineReport } from '../../domain/schemas/offline-sales';
import { api, qs } from './http';

export interface DayRangeParams {
  from?: string;
  to?: string;
}

export const salesKeys = {
  all: ['sales-history'] as const,
  list: (p: DayRangeParams & { page: number }) => [...salesKeys.all, 'list', p] as const,
  summary: (p: DayRangeParams) => [...salesKeys.all, 'summary', p] as const,
  /** Under `all`, so a checkout or a return refreshes it too. */
  mine: () => [...salesKeys.all, 'mine'] as const,
  /** Under `all` as well: a sale made on this device shows on the dashboard at once. */
  today: () => [...salesKeys.all, 'today'] as const,
  offline: (days: number) => [...salesKeys.all, 'offline', days] as const,
};

/** What the sales made offline in the last `days` days did: stock taken below zero, prices changed. */
export function useOfflineReport(days: number) {
  return useQuery({ queryKey: salesKeys.offline(days), queryFn: () => api.get(`/sales/offline${qs({ days })}`, ZOfflineReport) });
}

/** An admin accepts a held offline sale (it may be refunded from then on); the report is read again. */
export function useAcceptHeldSale() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (barcode: string) => api.post(`/sales/offline/${encodeURIComponent(barcode)}/accept`, ZHeldSaleAccepted, {}),
    onSuccess: () => client.invalidateQueries({ queryKey: [...salesKeys.all, 'offline'] }),
  });
}

/** The signed-in clerk's own receipts of today. */
export function useOwnSalesToday() {
  return useQuery({ queryKey: salesKeys.mine(), queryFn: () => api.get('/sales/mine', ZOwnSalesToday) });
}

/** How often the dashboard asks again for today's sales, for the sales rung up on other tills. */
export const SALES_TODAY_REFRESH_MS = 30_000;

/** The business's sales of today (admins), kept live while the dashboard is open. */
export function useSalesToday() {
  return useQuery({ queryKey: salesKeys.today(), queryFn: () => api.get('/sales/today', ZSalesToday), refetchInterval: SALES_TODAY_REFRESH_MS, refetchOnWindowFocus: 'always' });
}

export function fetchSalesPage(p: DayRangeParams & { page: number }): Promise<TSalesPage> {
  return api.get(`/sales/list${qs({ pageNumber: p.page, from: p.from, to: p.to })}`, ZSalesPage);
}

export function fetchSalesSummary(p: DayRangeParams): Promise<TSalesSummary> {
  return api.get(`/sales/summary${qs({ from: p.from, to: p.to })}`, ZSalesSummary);
}

export function useSalesPage(p: DayRangeParams & { page: number }) {
  return useQuery({ queryKey: salesKeys.list(p), queryFn: () => fetchSalesPage(p), placeholderData: keepPreviousData });
}

export function useSalesSummary(p: DayRangeParams) {
  return useQuery({ queryKey: salesKeys.summary(p), queryFn: () => fetchSalesSummary(p), placeholderData: keepPreviousData });
}

/** Plain links: the browser downloads them with the session cookie. */
export const salesCsvUrl = (p: DayRangeParams) => `/api/sales/export.csv${qs({ from: p.from, to: p.to })}`;
export const summaryCsvUrl = (p: DayRangeParams) => `/api/sales/summary.csv${qs({ from: p.from, to: p.to })}`;
