/**
 * The customer's receipt wallet (public, no sign-in). The wallet id lives in this browser's
 * localStorage ('walletId'), so the same customer keeps the same wallet.
 */
import { useQuery } from '@tanstack/react-query';
import { ZWallet, ZWalletCreated, type TWallet } from '../../domain/schemas/pos';
import { ApiError, api } from './http';

export const WALLET_STORAGE_KEY = 'walletId';

export type { TWallet };
export type TWalletReceipt = TWallet['receipts'][number];

export const walletKeys = {
  all: ['wallet'] as const,
  own: () => [...walletKeys.all, 'own'] as const,
  detail: (id: string) => [...walletKeys.all, 'detail', id] as const,
};

export function fetchWallet(id: string, signal?: AbortSignal): Promise<TWallet> {
  return api.get(`/wallets/${encodeURIComponent(id)}`, ZWallet, signal);
}

function storedWalletId(): string | null {
  try {
    return localStorage.getItem(WALLET_STORAGE_KEY);
  } catch {
    return null;
  }
}

/**
 * This browser's wallet: the stored one when the server still knows it, otherwise a new one.
 * Run through a query so a double mount (strict mode, two effects) creates only one wallet.
 */
export async function ensureOwnWallet(): Promise<TWallet> {
  const stored = storedWalletId();
  if (stored) {
    try {
      return await fetchWallet(stored);
    } catch (err) {
      if (!(err instanceof ApiError && err.code === 'NOT_FOUND')) throw err;
    }
  }
  const { id } = await api.post('/wallets', ZWalletCreated);
  localStorage.setItem(WALLET_STORAGE_KEY, id);
  return fetchWallet(id);
}

export function useOwnWallet() {
  return useQuery({ queryKey: walletKeys.own(), queryFn: ensureOwnWallet, staleTime: Infinity, retry: false });
}

export function useWallet(id: string) {
  return useQuery({ queryKey: walletKeys.detail(id), queryFn: ({ signal }) => fetchWallet(id, signal), enabled: id !== '' });
}
