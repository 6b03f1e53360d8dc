import { homePathOf } from '../../auth/home-path';
import type { SessionUser } from '../../auth/session';

/**
 * Where a signed-in user goes from /login: the `redirect` parameter when it is a path of this
 * site (never another host), otherwise the user's home screen.
 */
export function pathAfterLogin(user: SessionUser, redirect: string | null): string {
  if (redirect && redirect.startsWith('/') && !redirect.startsWith('//') && !redirect.startsWith('/\\') && !redirect.startsWith('/login')) return redirect;
  return homePathOf(user);
}
