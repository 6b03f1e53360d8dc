import { useMemo } from 'react';
import { businessFormat, DEFAULT_REGION, type BusinessFormat } from '../../domain/formats';
import { useRegion, useSettings } from '../api/settings';
import { useSession } from '../auth/session';

/**
 * How every screen writes money, numbers, dates and times: in the signed-in business's locale,
 * on its clock, in its currency (src/domain/formats.ts). Until its settings have loaded, and
 * signed out, that is en-US in UTC with USD, which is also what a business that chose nothing has.
 */
export function useBusinessFormat(): BusinessFormat {
  const signedIn = useSession().user !== null;
  const region = useRegion(signedIn).data ?? DEFAULT_REGION;
  const currency = useSettings(signedIn).data?.currency ?? 'USD';
  return useMemo(() => businessFormat({ locale: region.locale, timeZone: region.timeZone, currency }), [region.locale, region.timeZone, currency]);
}
