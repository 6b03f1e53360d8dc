/**
 * Manufacturers (the API's `/name` paths): fetchers, query keys and hooks.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { ZMessage } from '../../domain/schemas/common';
import { ZManufacturer, ZManufacturerList } from '../../domain/schemas/inventory';
import { api, qs } from './http';

export const manufacturersKeys = {
  all: ['manufacturers'] as const,
  list: (page: number, keyword: string, pageSize?: number) => [...manufacturersKeys.all, 'list', page, keyword, pageSize] as const,
  every: () => [...manufacturersKeys.all, 'all'] as const,
};

/** `pageSize`: rows per page, the server's when not given. */
export function useManufacturerList(page: number, keyword: string, pageSize?: number) {
  return useQuery({
    queryKey: manufacturersKeys.list(page, keyword, pageSize),
    queryFn: () => api.get(`/name/list${qs({ pageNumbername: page, keyword, pageSize })}`, ZManufacturerList),
    placeholderData: keepPreviousData,
  });
}

/** Every manufacturer, for the entry forms' selects. */
export function useAllManufacturers() {
  return useQuery({ queryKey: manufacturersKeys.every(), queryFn: () => api.get('/name/all', z.array(ZManufacturer)) });
}

export function useAddManufacturer() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (manufacturer: string) => api.post('/name/add', ZManufacturer, { manufacturer }),
    onSuccess: () => qc.invalidateQueries({ queryKey: manufacturersKeys.all }),
  });
}

export function useDeleteManufacturer() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.del(`/name/del/${encodeURIComponent(id)}`, ZMessage),
    onSuccess: () => qc.invalidateQueries({ queryKey: manufacturersKeys.all }),
  });
}
