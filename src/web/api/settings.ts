/**
 * Tax rate and currency of the business: fetchers, query keys and hooks.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { ZSetting, type TSetting } from '../../domain/schemas/settings';
import { ZBusinessDetails, type TBusinessDetails } from '../../domain/schemas/business';
import { ZRegion, type TRegion, type TRegionInput } from '../../domain/schemas/region';
import { gettingStartedKeys } from './getting-started';
import { api } from './http';
import { lastKnown } from './persisted-queries';

export type TSettingRow = TSetting;

export const settingsKeys = {
  all: ['settings'] as const,
  list: () => [...settingsKeys.all, 'list'] as const,
  region: () => [...settingsKeys.all, 'region'] as const,
  business: () => [...settingsKeys.all, 'business'] as const,
};

export function fetchSettings(): Promise<TSettingRow[]> {
  return api.get('/setting/list', z.array(ZSetting));
}

/** The business's settings, or null before any are saved. */
export function useSettings(enabled = true) {
  return useQuery({
    queryKey: settingsKeys.list(),
    queryFn: lastKnown<TSettingRow[]>(fetchSettings),
    networkMode: 'offlineFirst',
    enabled,
    select: (rows) => rows[0] ?? null,
    staleTime: 60_000,
  });
}

export interface SettingsForm {
  taxrate: string | number;
  currency: string;
  /** "Staff may see cost"; left out, the server keeps it as it is. */
  staffSeeCost?: boolean;
  /** "Prices include tax"; left out, the server keeps it as it is. */
  pricesIncludeTax?: boolean;
}

/**
 * Saves the tax rate and currency: adds them the first time, updates them after. Either way the
 * settings query is refreshed so the header shows the new rate and currency at once.
 */
export function useSaveSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: SettingsForm & { id?: string }) =>
      id ? api.put(`/setting/update/${encodeURIComponent(id)}`, ZSetting, body) : api.post('/setting/add', ZSetting, body),
    onSuccess: () => qc.invalidateQueries({ queryKey: settingsKeys.all }),
  });
}

/** The business's time zone and locale: every business has them, from sign-up on. */
export function useRegion(enabled = true) {
  return useQuery({ queryKey: settingsKeys.region(), queryFn: lastKnown(() => api.get('/setting/region', ZRegion)), networkMode: 'offlineFirst', enabled, staleTime: 60_000 });
}

/** Saves the time zone and locale; every screen's formats follow at once (useBusinessFormat). */
export function useSaveRegion() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TRegionInput): Promise<TRegion> => api.put('/setting/region', ZRegion, body),
    onSuccess: (region) => {
      qc.setQueryData(settingsKeys.region(), region);
      return qc.invalidateQueries({ queryKey: settingsKeys.all });
    },
  });
}

/** The shop's name, address and phone, as its receipts print them. */
export function useBusinessDetails() {
  return useQuery({ queryKey: settingsKeys.business(), queryFn: () => api.get('/setting/business', ZBusinessDetails) });
}

export function useSaveBusinessDetails() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TBusinessDetails): Promise<TBusinessDetails> => api.put('/setting/business', ZBusinessDetails, body),
    onSuccess: (details) => {
      qc.setQueryData(settingsKeys.business(), details);
      // The checklist's "address and phone" step may now be done.
      return qc.invalidateQueries({ queryKey: gettingStartedKeys.all });
    },
  });
}
