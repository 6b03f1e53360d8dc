/** Whether the signed-in user sees cost: the same rule the API applies (src/domain/cost-policy.ts). */
import { canSeeCost } from '../../domain/cost-policy';
import { useSettings } from '../api/settings';
import { useSession } from './session';

export function useCanSeeCost(): boolean {
  const { user } = useSession();
  const setting = useSettings(Boolean(user)).data;
  return canSeeCost({ isAdmin: Boolean(user?.isAdmin) }, setting);
}
