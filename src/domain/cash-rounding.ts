/**
 * Cash rounding: where the smallest coin in circulation is larger than the currency's minor unit
 * (Canada and Australia have no 1 or 2 cent coins, Sweden no öre), the cash part of a payment is
 * rounded to the nearest amount the drawer can pay out. This module is the one rule: checkout,
 * offline sales (on the device and on the server), cash refunds and the terminal's tender screen
 * all round through `roundCash` and `settleCash`'s callers.
 *
 * - Only cash is rounded. Card and other payments are exact; with split tenders, the cash due is
 *   the total less the card and other payments, and that remainder is what is rounded.
 * - The increment is kept per business in the currency's major unit (0.05 CAD), 0 meaning none.
 * - Rounding goes to the nearest multiple of the increment. A tie (only possible when the increment
 *   is an even number of minor units: NZD 0.10, SEK 1, DKK 0.50) goes the country's way, below.
 * - A refund paid in cash is rounded the same way as a sale of the same amount, so a sale refunded
 *   in full gives back exactly what was taken.
 * - The sale's total (goods, tax) never changes; the difference is stored on the sale as its
 *   rounding amount (positive: the customer paid a little more) and the cash payment is the
 *   rounded amount, so the drawer's expected cash (cash taken − change) includes it.
 */
import { minorDigits, minorPerMajor } from './currency';

/** How ties break: toward the larger amount (`up`) or the smaller (`down`), on the magnitude. */
export type TieRule = 'up' | 'down';

interface CurrencyRule {
  /** The increment proposed at sign-up and in settings, in the major unit. */
  increment: number;
  tie: TieRule;
}

/**
 * The currencies whose countries round cash, with their increment and tie rule:
 * - CAD, AUD, CHF: 0.05, an odd number of cents, so no amount in whole cents is ever a tie
 *   (Canada: 1, 2 → down; 3, 4 → 5; 6, 7 → 5; 8, 9 → up).
 * - NZD 0.10: 1–4 cents down, 6–9 up; 5 is left to the shop by the Reserve Bank, and Stocktill
 *   takes the common practice of rounding it down (the customer's favour).
 * - SEK 1: 50 öre and above round up (the Riksbank's rule for cash since 2010).
 * - DKK 0.50: 1–24 øre down, 25–74 to 50, 75–99 up: a tie (25, 75) rounds up.
 */
const RULES: Readonly<Record<string, CurrencyRule>> = {
  CAD: { increment: 0.05, tie: 'up' },
  AUD: { increment: 0.05, tie: 'up' },
  CHF: { increment: 0.05, tie: 'up' },
  NZD: { increment: 0.1, tie: 'down' },
  SEK: { increment: 1, tie: 'up' },
  DKK: { increment: 0.5, tie: 'up' },
};

/** The largest increment a business may set, in the major unit (a 1000-unit note for the currencies with no decimals). */
export const MAX_CASH_ROUNDING = 1000;

/** What sign-up and the settings screen propose for a currency: 0.05 for CAD, 0 (no rounding) for most. */
export function proposedCashRounding(currency: string): number {
  return RULES[currency.toUpperCase()]?.increment ?? 0;
}

/** How a currency's ties break; half up (away from zero) where no country rule says otherwise, like every other rounding in Stocktill. */
export function tieRuleOf(currency: string): TieRule {
  return RULES[currency.toUpperCase()]?.tie ?? 'up';
}

/** Why an increment cannot be kept for `currency`, or null when it can. */
export type CashRoundingIssue = { kind: 'notANumber' } | { kind: 'atLeast'; min: number } | { kind: 'atMost'; max: number } | { kind: 'decimals'; digits: number } | { kind: 'whole'; currency: string };

export function cashRoundingIssue(increment: number, currency: string): CashRoundingIssue | null {
  if (typeof increment !== 'number' || !Number.isFinite(increment)) return { kind: 'notANumber' };
  if (increment < 0) return { kind: 'atLeast', min: 0 };
  if (increment > MAX_CASH_ROUNDING) return { kind: 'atMost', max: MAX_CASH_ROUNDING };
  const scaled = increment * minorPerMajor(currency);
  if (!Number.isInteger(Number(scaled.toFixed(6)))) {
    const digits = minorDigits(currency);
    return digits === 0 ? { kind: 'whole', currency } : { kind: 'decimals', digits };
  }
  return null;
}

/**
 * The increment in minor units (0.05 CAD → 5), 0 for none. An increment that is not a whole number
 * of the currency's minor units (kept before the currency changed) rounds nothing rather than guess.
 */
export function incrementMinorOf(increment: number, currency: string): number {
  if (!Number.isFinite(increment) || increment <= 0) return 0;
  const scaled = Number((increment * minorPerMajor(currency)).toFixed(6));
  return Number.isInteger(scaled) && scaled > 1 ? scaled : 0;
}

/** A business's rounding as the money code uses it: the increment in minor units and the tie rule. */
export interface CashRounding {
  incrementMinor: number;
  tie: TieRule;
}

export const NO_CASH_ROUNDING: CashRounding = { incrementMinor: 0, tie: 'up' };

export function cashRoundingFor(increment: number, currency: string): CashRounding {
  const incrementMinor = incrementMinorOf(increment, currency);
  return incrementMinor === 0 ? NO_CASH_ROUNDING : { incrementMinor, tie: tieRuleOf(currency) };
}

/**
 * An amount of cash (minor units, either sign) rounded to the nearest multiple of the increment;
 * the magnitude is rounded, so a refund rounds as the sale of the same amount would.
 */
export function roundCash(amountMinor: number, rounding: CashRounding): number {
  if (!Number.isSafeInteger(amountMinor)) throw new RangeError(`Not an amount in minor units: ${amountMinor}`);
  const inc = rounding.incrementMinor;
  if (inc <= 1) return amountMinor;
  const magnitude = Math.abs(amountMinor);
  const below = magnitude - (magnitude % inc);
  const rest = magnitude - below;
  const twice = 2 * rest;
  const up = twice > inc || (twice === inc && rounding.tie === 'up');
  const rounded = up ? below + inc : below;
  // 0 - x, not -x: a refund that rounds to nothing is 0, never -0.
  return amountMinor < 0 ? 0 - rounded : rounded;
}

/** What rounding the cash part of a payment adds: rounded − exact (0.01 for 5.24 CAD → 5.25). */
export function cashRoundingOf(cashDueMinor: number, rounding: CashRounding): number {
  return roundCash(cashDueMinor, rounding) - cashDueMinor;
}

/**
 * A refund's parts as the drawer pays them out: each cash part rounded as a sale of that amount
 * would be (a full refund of a 5.24 CAD cash sale paid 5.25 gives 5.25 back), card and other
 * exact; a cash part that rounds to nothing is left out. The refund's value itself stays exact.
 */
export function roundCashRefund<T extends { method: string; amountMinor: number }>(parts: readonly T[], rounding: CashRounding): T[] {
  return parts.map((p) => (p.method === 'cash' ? { ...p, amountMinor: roundCash(p.amountMinor, rounding) } : p)).filter((p) => p.amountMinor > 0);
}
