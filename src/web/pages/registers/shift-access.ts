/** Who may act on a shift (pay in/out, close, read its X report): whoever opened it, and admins (the API's rule, so the screens offer only what it allows). */
import { hasRole } from '../../auth/guards';
import type { SessionUser } from '../../auth/session';

export function mayActOnShift(user: SessionUser | null, openedById: string | null): boolean {
  if (!user || !hasRole(user, 'user')) return false;
  return hasRole(user, 'admin') || (openedById !== null && openedById === user._id);
}
