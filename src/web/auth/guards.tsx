/**
 * Role gating in one place. Pages wrap themselves in a guard instead of checking roles inline.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { AdminNeeded, type AdminNeededState } from './AdminNeeded';
import { useSession, type SessionUser } from './session';

export type Role = 'user' | 'admin' | 'adminOrOwner';

export function hasRole(user: SessionUser | null, role: Role): boolean {
  if (!user || !user.cid || user.isDisabled) return false;
  if (role === 'admin') return user.isAdmin;
  if (role === 'adminOrOwner') return user.isAdmin || user.isOwner;
  return true;
}

/**
 * Renders children only for a signed-in user with the role. Signed-out visitors (and users
 * without a company id) go to /login. A signed-in user without the role is told that an admin is
 * needed, on the spot; where the spec sends them elsewhere (`otherwise`: the user list to
 * /login), they go there, and the page they land on says why (`whatFor` names the screen).
 */
export function RequireRole({ role = 'user', children, otherwise, whatFor }: { role?: Role; children: ReactNode; otherwise?: string; whatFor?: string }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const location = useLocation();
  if (!user || !user.cid) return <Navigate to={`/login?redirect=${encodeURIComponent(location.pathname + location.search)}`} replace />;
  if (!hasRole(user, role)) {
    if (!otherwise) return <AdminNeeded />;
    const state: AdminNeededState = { adminNeeded: whatFor ?? t('common:adminNeeded.thatPage') };
    return <Navigate to={otherwise} state={state} replace />;
  }
  return <>{children}</>;
}

/** Shows children only when the user has the role; for buttons and menu entries. */
export function ShowFor({ role, children }: { role: Role; children: ReactNode }) {
  const { user } = useSession();
  return hasRole(user, role) ? <>{children}</> : null;
}
