/**
 * The terminal's quick keys: the grid every clerk sells from, and an admin's save of it.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZQuickKeys } from '../../domain/schemas/pos';
import { api } from './http';
import { posKeys } from './pos';

/** Among the terminal's lists, so a sale (which changes stock on hand) refreshes it too. */
export const quickKeysKey = [...posKeys.lists(), 'quick-keys'] as const;

export function useQuickKeys() {
  return useQuery({ queryKey: quickKeysKey, queryFn: () => api.get('/pos/quick-keys', ZQuickKeys), staleTime: 30_000 });
}

export function useSaveQuickKeys() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (entries: string[]) => api.put('/pos/quick-keys', ZQuickKeys, { entries }),
    onSuccess: (saved) => qc.setQueryData(quickKeysKey, saved),
  });
}
