/**
 * The one check for a request body that names a business: the server takes the business from
 * the session, so a body may repeat the caller's own `cid` (the old client sends it) but naming
 * another is refused with 403, never quietly ignored.
 */
import { forbidden } from '../errors';
import type { AuthContext } from './sessions';

export function assertOwnBusiness(caller: Pick<AuthContext, 'cid'>, cid: string | undefined, message = 'You cannot change another business'): void {
  if (cid !== undefined && cid !== '' && cid !== caller.cid) throw forbidden(message);
}
