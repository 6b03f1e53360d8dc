/**
 * The signed-in user. The login record lives in local storage under `userInfo` (without the
 * token, which stays in the httpOnly cookie), so a reload keeps the user signed in.
 */
import { useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { ZMessage } from '../../domain/schemas/common';
import type { TUserInfo } from '../../domain/schemas/users';
import { api, onAuthFailure } from '../api/http';
import { PERSISTED_QUERIES_KEY } from '../api/persisted-queries';
import { i18n } from '../i18n';
import { LANGUAGE_KEY } from '../i18n/language';

export type SessionUser = Omit<TUserInfo, 'token'>;

const STORAGE_KEY = 'userInfo';
/** Keys of other client-side state cleared with the session (e.g. the terminal's cart). */
export const SESSION_SCOPED_KEYS = ['userInfo', 'scanData', 'posCart', PERSISTED_QUERIES_KEY, LANGUAGE_KEY];

export function readStoredUser(): SessionUser | null {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as SessionUser;
    return parsed && typeof parsed._id === 'string' ? parsed : null;
  } catch {
    return null;
  }
}

interface SessionValue {
  user: SessionUser | null;
  /** Stores the login record the API answered with. */
  signIn(info: TUserInfo | SessionUser): void;
  /** Tells the server, clears everything client-side and goes to /login. */
  logout(): Promise<void>;
  /** Clears the session without calling the server (dead session, disabled account). */
  clear(): void;
}

/**
 * Ends the client session with a fresh page load at `path`: every piece of client state is reset,
 * and no guard of the page being left can redirect elsewhere (e.g. to /login) on the way out.
 */
function leaveTo(path: string) {
  SESSION_SCOPED_KEYS.forEach((k) => localStorage.removeItem(k));
  window.location.assign(path);
}

const SessionContext = createContext<SessionValue | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<SessionUser | null>(() => readStoredUser());
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const clear = useCallback(() => {
    SESSION_SCOPED_KEYS.forEach((k) => localStorage.removeItem(k));
    queryClient.clear();
    setUser(null);
  }, [queryClient]);

  const signIn = useCallback((info: TUserInfo | SessionUser) => {
    const { token: _token, ...rest } = info as TUserInfo;
    localStorage.setItem(STORAGE_KEY, JSON.stringify(rest));
    setUser(rest);
  }, []);

  const logout = useCallback(async () => {
    const id = user?._id;
    try {
      await api.post('/users/logout', ZMessage, { id });
    } catch {
      // Signing out locally matters more than the server hearing about it.
    }
    leaveTo('/login');
  }, [user?._id]);

  useEffect(
    () =>
      onAuthFailure((err) => {
        // A failed sign-in of a disabled account is shown on the sign-in form instead.
        if (err.code === 'DISABLED' && readStoredUser()) {
          SESSION_SCOPED_KEYS.forEach((k) => localStorage.removeItem(k));
          window.alert(i18n.t('spec:accountDisabled'));
          // End the server session too, so re-enabling the account later does not revive this one.
          void api
            .post('/users/logout', ZMessage, {})
            .catch(() => undefined)
            .finally(() => leaveTo('/'));
        } else if (err.code === 'UNAUTHORIZED' && readStoredUser()) {
          clear();
          navigate('/login');
        }
      }),
    [clear, navigate],
  );

  // Another tab signing in or out changes this one too.
  useEffect(() => {
    const onStorage = (e: StorageEvent) => {
      if (e.key === STORAGE_KEY) setUser(readStoredUser());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const value = useMemo(() => ({ user, signIn, logout, clear }), [user, signIn, logout, clear]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionValue {
  const ctx = useContext(SessionContext);
  if (!ctx) throw new Error('useSession must be used inside SessionProvider');
  return ctx;
}
