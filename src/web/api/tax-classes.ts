/**
 * Tax classes and the class of each item category: fetchers, query keys and hooks. A change of
 * classes changes the terminal's prices (its rows carry their class's rate) and the settings'
 * tax rate (the default class's), so those are refetched too.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { ZMessage } from '../../domain/schemas/common';
import { ZItem } from '../../domain/schemas/inventory';
import { ZTaxClass, type TTaxClass, type TTaxClassInput, type TTaxClassUpdate } from '../../domain/schemas/tax';
import { api } from './http';
import { lastKnown } from './persisted-queries';
import { itemsKeys } from './items';
import { posKeys } from './pos';
import { settingsKeys } from './settings';

export type { TTaxClass };

/** Under the settings' keys: saving the tax rate changes the default class, and refetches these too. */
export const taxClassKeys = {
  all: [...settingsKeys.all, 'tax-classes'] as const,
  list: () => [...taxClassKeys.all, 'list'] as const,
};

export function useTaxClasses(enabled = true) {
  return useQuery({ queryKey: taxClassKeys.list(), queryFn: lastKnown(() => api.get('/tax-classes', z.array(ZTaxClass))), networkMode: 'offlineFirst', enabled, staleTime: 60_000 });
}

/** What a class change makes stale: the classes, the settings' rate, the terminal's rates, the categories. */
function useRefreshAfterClassChange() {
  const qc = useQueryClient();
  return () => Promise.all([settingsKeys.all, posKeys.all, itemsKeys.all].map((queryKey) => qc.invalidateQueries({ queryKey })));
}

export function useAddTaxClass() {
  const refresh = useRefreshAfterClassChange();
  return useMutation({ mutationFn: (body: TTaxClassInput) => api.post('/tax-classes', ZTaxClass, body), onSuccess: refresh });
}

export function useUpdateTaxClass() {
  const refresh = useRefreshAfterClassChange();
  return useMutation({
    mutationFn: ({ id, ...body }: TTaxClassUpdate & { id: string }) => api.put(`/tax-classes/${encodeURIComponent(id)}`, ZTaxClass, body),
    onSuccess: refresh,
  });
}

export function useDeleteTaxClass() {
  const refresh = useRefreshAfterClassChange();
  return useMutation({ mutationFn: (id: string) => api.del(`/tax-classes/${encodeURIComponent(id)}`, ZMessage), onSuccess: refresh });
}

/** A category's class; null puts it back on the default class. */
export function useSetItemTaxClass() {
  const refresh = useRefreshAfterClassChange();
  return useMutation({
    mutationFn: ({ itemId, taxClassId }: { itemId: string; taxClassId: string | null }) => api.put(`/item/${encodeURIComponent(itemId)}/tax-class`, ZItem, { taxClassId }),
    onSuccess: refresh,
  });
}
