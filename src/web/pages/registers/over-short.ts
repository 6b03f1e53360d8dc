/**
 * How a drawer's count stands against the cash it should hold, in words a clerk reads at a glance:
 * short (less cash than expected), over, or balanced. The sum itself is src/domain/shifts.ts's.
 */
import { fromMinor, toMinor } from '../../../domain/currency';
import { overShort } from '../../../domain/shifts';

export type BalanceKind = 'short' | 'over' | 'balanced';

export interface Balance {
  kind: BalanceKind;
  /** counted − expected, in the major unit: negative when short. */
  amount: number;
}

/** From minor units, as the count form has them. */
export function balanceOfMinor(countedMinor: number, expectedMinor: number, currency: string): Balance {
  const difference = overShort(countedMinor, expectedMinor);
  return { kind: difference < 0 ? 'short' : difference > 0 ? 'over' : 'balanced', amount: fromMinor(difference, currency) };
}

/** From the over/short a report gives (counted − expected, in the major unit). */
export function balanceOfAmount(overShortAmount: number, currency: string): Balance {
  return balanceOfMinor(toMinor(overShortAmount, currency), 0, currency);
}
