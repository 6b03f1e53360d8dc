/**
 * Tax rate and currency of the business: fetchers, query keys and hooks.
 */
import { useQuery } from '@tanstack/react-query';
import { api } from './http';

export interface TSettingRow {
  _id: string;
  taxrate: number;
  currency: string;
  cid: string;
}

export const settingsKeys = {
  all: ['settings'] as const,
  list: () => [...settingsKeys.all, 'list'] as const,
};

export function fetchSettings(): Promise<TSettingRow[]> {
  return api.get<TSettingRow[]>('/setting/list');
}

/** The business's settings, or null before any are saved. */
export function useSettings(enabled = true) {
  return useQuery({
    queryKey: settingsKeys.list(),
    queryFn: fetchSettings,
    enabled,
    select: (rows) => rows[0] ?? null,
    staleTime: 60_000,
  });
}
