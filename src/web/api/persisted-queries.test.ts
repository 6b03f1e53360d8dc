import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './http';
import { lastKnown, PERSISTED_QUERIES_KEY } from './persisted-queries';

/** A localStorage for node, as the browser has one. */
function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (k) => data.get(k) ?? null,
    key: (i) => [...data.keys()][i] ?? null,
    removeItem: (k) => void data.delete(k),
    setItem: (k, v) => void data.set(k, String(v)),
  };
}

describe('answers kept for going on offline', () => {
  beforeEach(() => vi.stubGlobal('localStorage', memoryStorage()));
  afterEach(() => vi.unstubAllGlobals());

  const ask = (client: QueryClient, fetch: () => Promise<{ currency: string }>) => client.fetchQuery({ queryKey: ['settings', 'list'], queryFn: lastKnown(fetch), retry: false, staleTime: 0 });

  it('asks first, keeps each answer, and gives the last one only when no answer comes', async () => {
    const client = new QueryClient();
    expect(await ask(client, async () => ({ currency: 'EUR' }))).toEqual({ currency: 'EUR' });
    expect(await ask(client, async () => ({ currency: 'JPY' }))).toEqual({ currency: 'JPY' });
    // A reload with no connection: a new client, the same storage.
    const offline = new QueryClient();
    expect(await ask(offline, () => Promise.reject(new ApiError("Can't reach", 0, 'NETWORK')))).toEqual({ currency: 'JPY' });
    expect(localStorage.getItem(PERSISTED_QUERIES_KEY)).toContain('JPY');
  });

  it('a refusal or a server fault is not covered up with an old answer, and nothing kept means no answer', async () => {
    const client = new QueryClient();
    await expect(ask(client, () => Promise.reject(new ApiError("Can't reach", 0, 'NETWORK')))).rejects.toThrow("Can't reach");
    await ask(client, async () => ({ currency: 'EUR' }));
    await expect(ask(new QueryClient(), () => Promise.reject(new ApiError('Signed out', 401, 'UNAUTHORIZED')))).rejects.toThrow('Signed out');
    await expect(ask(new QueryClient(), () => Promise.reject(new ApiError('Boom', 500, 'INTERNAL')))).rejects.toThrow('Boom');
  });
});
