/**
 * Sign-in, sign-up, profile and user administration: fetchers, query keys and hooks.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TMessage } from '../../domain/schemas/common';
import type { TAdminRegister, TLogin, TOwnerRegister, TProfileUpdate, TUser, TUserInfo, TUserUpdate } from '../../domain/schemas/users';
import { api } from './http';

export const usersKeys = {
  all: ['users'] as const,
  list: () => [...usersKeys.all, 'list'] as const,
  detail: (id: string) => [...usersKeys.all, 'detail', id] as const,
  profile: (id: string) => [...usersKeys.all, 'profile', id] as const,
};

export const login = (body: TLogin) => api.post<TUserInfo>('/users/login', body);
export const registerOwner = (body: TOwnerRegister) => api.post<TUserInfo>('/owners/register', body);
export const fetchUsers = () => api.get<TUser[]>('/users');
export const fetchUser = (id: string) => api.get<TUser>(`/users/${encodeURIComponent(id)}`);
export const fetchProfile = (id: string) => api.get<{ user: TUser }>(`/users/profile/${encodeURIComponent(id)}`);

export function useLogin() {
  return useMutation({ mutationFn: login });
}

export function useRegisterOwner() {
  return useMutation({ mutationFn: registerOwner });
}

export function useUsers() {
  return useQuery({ queryKey: usersKeys.list(), queryFn: fetchUsers });
}

export function useUser(id: string) {
  return useQuery({ queryKey: usersKeys.detail(id), queryFn: () => fetchUser(id) });
}

export function useProfile(id: string | undefined) {
  return useQuery({ queryKey: usersKeys.profile(id ?? ''), queryFn: () => fetchProfile(id ?? ''), enabled: !!id, select: (r) => r.user });
}

export function useAdminRegister() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TAdminRegister) => api.post<TUser>('/admin/register', body),
    onSuccess: () => qc.invalidateQueries({ queryKey: usersKeys.list() }),
  });
}

export function useUpdateUser(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TUserUpdate) => api.put<TUser>(`/users/${encodeURIComponent(id)}`, body),
    onSuccess: () => qc.invalidateQueries({ queryKey: usersKeys.all }),
  });
}

export function useDeleteUser() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.del<TMessage>(`/users/${encodeURIComponent(id)}`),
    onSuccess: () => qc.invalidateQueries({ queryKey: usersKeys.all }),
  });
}

export function useUpdateProfile(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TProfileUpdate) => api.put<TUserInfo>(`/users/profile/${encodeURIComponent(id)}`, body),
    onSuccess: () => qc.invalidateQueries({ queryKey: usersKeys.all }),
  });
}
