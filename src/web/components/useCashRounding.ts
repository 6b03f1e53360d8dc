/**
 * The business's cash rounding in a currency (src/domain/cash-rounding.ts), from its region
 * settings (kept on the device, so it holds offline): what the terminal and the returns desk round
 * cash with, as the server does.
 */
import { useMemo } from 'react';
import { cashRoundingFor, type CashRounding } from '../../domain/cash-rounding';
import { useRegion } from '../api/settings';

export function useCashRounding(currency: string): CashRounding {
  const increment = useRegion().data?.cashRounding ?? 0;
  return useMemo(() => cashRoundingFor(increment, currency), [increment, currency]);
}
