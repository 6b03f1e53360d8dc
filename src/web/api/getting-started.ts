/**
 * The dashboard's getting-started checklist and the sample catalogue: fetcher, hooks, and what
 * each change refreshes (the sample products appear in every inventory list and report).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZGettingStarted, ZSampleProductsResult } from '../../domain/schemas/getting-started';
import { api } from './http';

export const gettingStartedKeys = { all: ['getting-started'] as const };

export function useGettingStarted() {
  return useQuery({ queryKey: gettingStartedKeys.all, queryFn: () => api.get('/getting-started', ZGettingStarted) });
}

export function useDismissGettingStarted() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (dismissed: boolean) => api.put('/getting-started', ZGettingStarted, { dismissed }),
    onSuccess: (data) => qc.setQueryData(gettingStartedKeys.all, data),
  });
}

/** Adding or removing the samples changes the inventory everywhere: every cached query is refreshed. */
export function useSampleProducts() {
  const qc = useQueryClient();
  const refresh = () => qc.invalidateQueries();
  return {
    add: useMutation({ mutationFn: () => api.post('/getting-started/sample-products', ZSampleProductsResult), onSuccess: refresh }),
    remove: useMutation({ mutationFn: () => api.del('/getting-started/sample-products', ZSampleProductsResult), onSuccess: refresh }),
  };
}
