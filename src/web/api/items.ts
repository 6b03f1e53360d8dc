/**
 * Item categories: fetchers, query keys and hooks.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { ZMessage } from '../../domain/schemas/common';
import { ZItem, ZItemList } from '../../domain/schemas/inventory';
import { api, qs } from './http';

export const itemsKeys = {
  all: ['items'] as const,
  list: (page: number, keyword: string, pageSize?: number) => [...itemsKeys.all, 'list', page, keyword, pageSize] as const,
  every: () => [...itemsKeys.all, 'all'] as const,
};

/** `pageSize`: rows per page, the server's when not given. */
export function useItemList(page: number, keyword: string, pageSize?: number) {
  return useQuery({
    queryKey: itemsKeys.list(page, keyword, pageSize),
    queryFn: () => api.get(`/item/list${qs({ pageNumberitem: page, keyword, pageSize })}`, ZItemList),
    placeholderData: keepPreviousData,
  });
}

/** Every category, for the entry forms' selects. */
export function useAllItems() {
  return useQuery({ queryKey: itemsKeys.every(), queryFn: () => api.get('/item/all', z.array(ZItem)) });
}

export function useAddItem() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (item: string) => api.post('/item/add', ZItem, { item }),
    onSuccess: () => qc.invalidateQueries({ queryKey: itemsKeys.all }),
  });
}

export function useDeleteItem() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.del(`/item/del/${encodeURIComponent(id)}`, ZMessage),
    onSuccess: () => qc.invalidateQueries({ queryKey: itemsKeys.all }),
  });
}
