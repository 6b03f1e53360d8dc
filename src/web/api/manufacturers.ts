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
  list: (page: number, keyword: string) => [...manufacturersKeys.all, 'list', page, keyword] as const,
  every: () => [...manufacturersKeys.all, 'all'] as const,
};

export function useManufacturerList(page: number, keyword: string) {
  return useQuery({
    queryKey: manufacturersKeys.list(page, keyword),
    queryFn: () => api.get(`/name/list${qs({ pageNumbername: page, keyword })}`, ZManufacturerList),
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
