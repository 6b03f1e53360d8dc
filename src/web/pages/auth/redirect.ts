import type { SessionUser } from '../../auth/session';

/**
 * Where a signed-in user goes from /login: the `redirect` parameter when it is a path of this
 * site (never another host), otherwise admins to the dashboard and everyone else to the inventory.
 */
export function pathAfterLogin(user: SessionUser, redirect: string | null): string {
  if (redirect && redirect.startsWith('/') && !redirect.startsWith('//') && !redirect.startsWith('/\\') && !redirect.startsWith('/login')) return redirect;
  return user.isAdmin ? '/dashboard' : '/inventory';
}
