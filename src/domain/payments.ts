/**
 * Tender: how a sale is paid. Amounts are integer minor units of the sale's currency. Change is
 * given from cash only, so card and other payments may not exceed the total on their own; all
 * payments together must cover it. A request without payments is paid in cash, exactly.
 * Where the business rounds cash (./cash-rounding.ts), the cash part is due rounded.
 */
import { NO_CASH_ROUNDING, roundCash, type CashRounding } from './cash-rounding';

export const PAYMENT_METHODS = ['cash', 'card', 'other'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export interface Payment {
  method: PaymentMethod;
  amountMinor: number;
  reference?: string;
}

export const PAYMENT_MESSAGES = {
  amountAboveZero: 'Each payment must be more than 0',
  nonCashOverTotal: 'Card and other payments cannot exceed the total',
  notCovered: 'Payments do not cover the total',
} as const;

/** `roundingMinor`: what cash rounding added to the total (negative: the customer paid less). */
export type Settlement = { ok: true; payments: Payment[]; changeMinor: number; roundingMinor: number } | { ok: false; message: string };

/**
 * The payments a sale keeps and the change it gives, or why the tender is refused. With cash
 * rounding, the cash due (the total less card and other payments) is rounded when cash is among
 * the payments; a tender without cash pays the exact total.
 */
export function settle(totalMinor: number, payments: readonly Payment[] | undefined, rounding: CashRounding = NO_CASH_ROUNDING): Settlement {
  if (!Number.isSafeInteger(totalMinor) || totalMinor < 0) throw new RangeError(`Not a sale total: ${totalMinor}`);
  if (payments === undefined) {
    // The spec's clients send no tender: the customer paid the total in cash. A free sale takes nothing.
    const cash = roundCash(totalMinor, rounding);
    return { ok: true, payments: cash > 0 ? [{ method: 'cash', amountMinor: cash }] : [], changeMinor: 0, roundingMinor: cash - totalMinor };
  }
  if (payments.some((p) => !Number.isSafeInteger(p.amountMinor) || p.amountMinor <= 0)) return { ok: false, message: PAYMENT_MESSAGES.amountAboveZero };
  const nonCash = sumOf(payments.filter((p) => p.method !== 'cash'));
  if (nonCash > totalMinor) return { ok: false, message: PAYMENT_MESSAGES.nonCashOverTotal };
  const due = dueWith(totalMinor, nonCash, payments.some((p) => p.method === 'cash'), rounding);
  const paid = sumOf(payments);
  if (paid < due) return { ok: false, message: PAYMENT_MESSAGES.notCovered };
  return { ok: true, payments: [...payments], changeMinor: paid - due, roundingMinor: due - totalMinor };
}

/** What a tender must bring in: the card and other payments, plus the rest in cash, rounded when cash is paid. */
function dueWith(totalMinor: number, nonCashMinor: number, paysCash: boolean, rounding: CashRounding): number {
  return paysCash ? nonCashMinor + roundCash(totalMinor - nonCashMinor, rounding) : totalMinor;
}

/**
 * The cash still due once `nonCashMinor` is paid by card or other, rounded: what the tender screen
 * asks for and the exact-amount button offers.
 */
export function cashDue(totalMinor: number, nonCashMinor: number, rounding: CashRounding = NO_CASH_ROUNDING): number {
  return roundCash(Math.max(0, totalMinor - nonCashMinor), rounding);
}

export function sumOf(payments: readonly { amountMinor: number }[]): number {
  return payments.reduce((acc, p) => acc + p.amountMinor, 0);
}

/**
 * Quick cash amounts for a total: the exact amount, then the next round notes above it (for 12.30
 * with 2 decimals: 12.30, 13, 15, 20, 50), at most `limit` of them, in minor units.
 */
export function quickCashAmounts(totalMinor: number, digits: number, limit = 5): number[] {
  const unit = 10 ** digits;
  const notes = [1, 5, 10, 20, 50, 100, 500, 1000, 5000, 10000].map((n) => n * unit);
  const amounts = [totalMinor];
  for (const note of notes) {
    const rounded = Math.ceil(totalMinor / note) * note;
    if (rounded > totalMinor && !amounts.includes(rounded)) amounts.push(rounded);
    if (amounts.length >= limit) break;
  }
  return amounts;
}
