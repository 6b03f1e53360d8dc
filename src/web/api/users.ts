/**
 * Sign-in, sign-up, profile and user administration: fetchers, query keys and hooks.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { ZMessage } from '../../domain/schemas/common';
import { ZUser, ZUserInfo, type TAdminRegister, type TForgotPassword, type TLogin, type TOwnerRegister, type TProfileUpdate, type TQuickStart, type TResetPassword, type TUserUpdate } from '../../domain/schemas/users';
import { api } from './http';

export const usersKeys = {
  all: ['users'] as const,
  list: () => [...usersKeys.all, 'list'] as const,
  detail: (id: string) => [...usersKeys.all, 'detail', id] as const,
  profile: (id: string) => [...usersKeys.all, 'profile', id] as const,
};

export const login = (body: TLogin) => api.post('/users/login', ZUserInfo, body);
export const registerOwner = (body: TOwnerRegister) => api.post('/owners/register', ZUserInfo, body);
export const fetchUsers = () => api.get('/users', z.array(ZUser));
export const fetchUser = (id: string) => api.get(`/users/${encodeURIComponent(id)}`, ZUser);
export const fetchProfile = (id: string) => api.get(`/users/profile/${encodeURIComponent(id)}`, z.object({ user: ZUser }));

export function useLogin() {
  return useMutation({ mutationFn: login });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: (body: TForgotPassword) => api.post('/users/password/forgot', ZMessage, body) });
}

export function useResetPassword() {
  return useMutation({ mutationFn: (body: TResetPassword) => api.post('/users/password/reset', ZMessage, body) });
}

export function useQuickStart() {
  return useMutation({ mutationFn: (body: TQuickStart) => api.post('/owners/start', ZUserInfo, body) });
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
    mutationFn: (body: TAdminRegister) => api.post('/admin/register', ZUser, body),
    onSuccess: () => qc.invalidateQueries({ queryKey: usersKeys.list() }),
  });
}

export function useUpdateUser(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TUserUpdate) => api.put(`/users/${encodeURIComponent(id)}`, ZUser, body),
    onSuccess: () => qc.invalidateQueries({ queryKey: usersKeys.all }),
  });
}

export function useDeleteUser() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.del(`/users/${encodeURIComponent(id)}`, ZMessage),
    onSuccess: () => qc.invalidateQueries({ queryKey: usersKeys.all }),
  });
}

export function useUpdateProfile(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TProfileUpdate) => api.put(`/users/profile/${encodeURIComponent(id)}`, ZUserInfo, body),
    onSuccess: () => qc.invalidateQueries({ queryKey: usersKeys.all }),
  });
}
