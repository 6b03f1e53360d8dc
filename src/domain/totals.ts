/**
 * Cart totals, shared by the sales terminal (what the cashier sees) and the server (what is
 * charged and stored). All amounts are integer cents; the tax rate is hundredths of a percent.
 *
 *   line      = round(per × qty × (1 − disc/100))
 *   subtotal  = Σ line
 *   discount  = Σ (per × qty) − subtotal            ('Disc on sale')
 *   tax       = round((subtotal + shipping) × bp / 10000)
 *   total     = subtotal + shipping + tax
 *
 * Rounding is half away from zero, done on exact integers (BigInt) so no float drift can
 * creep in however large the quantities get.
 */
import { MAX_DISCOUNT_PCT } from './constants';

export interface TotalsLineInput {
  /** Unit price in cents. */
  priceCents: number;
  /** Units sold, a whole number >= 1. */
  qty: number;
  /** Whole percent, 0..50. */
  discountPct: number;
}

export interface TotalsInput {
  lines: readonly TotalsLineInput[];
  shippingCents: number;
  /** Hundredths of a percent: 13 % is 1300. */
  taxrateBp: number;
}

export interface LineTotals {
  /** per × qty, before the discount. */
  grossCents: number;
  /** What the line costs after its discount. */
  lineCents: number;
}

export interface Totals {
  lines: LineTotals[];
  subtotalCents: number;
  discountCents: number;
  shippingCents: number;
  taxCents: number;
  totalCents: number;
}

/** n / d rounded half away from zero, for d > 0: the product's one rounding rule, on exact integers. */
export function divRound(n: bigint, d: bigint): bigint {
  const negative = n < 0n;
  const abs = negative ? -n : n;
  const q = (2n * abs + d) / (2n * d);
  return negative ? -q : q;
}

function toSafeNumber(value: bigint, what: string): number {
  const n = Number(value);
  if (!Number.isSafeInteger(n)) throw new RangeError(`${what} is too large: ${value}`);
  return n;
}

function requireInteger(value: number, what: string, min: number, max = Number.MAX_SAFE_INTEGER): void {
  if (!Number.isSafeInteger(value) || value < min || value > max) {
    throw new RangeError(`${what} must be a whole number from ${min} to ${max}, got ${value}`);
  }
}

export function computeTotals(input: TotalsInput): Totals {
  requireInteger(input.shippingCents, 'Shipping (cents)', 0);
  requireInteger(input.taxrateBp, 'Tax rate (hundredths of a percent)', 0);

  let gross = 0n;
  let subtotal = 0n;
  const lines = input.lines.map((line, i) => {
    requireInteger(line.priceCents, `Line ${i + 1} price (cents)`, 0);
    requireInteger(line.qty, `Line ${i + 1} quantity`, 1);
    requireInteger(line.discountPct, `Line ${i + 1} discount`, 0, MAX_DISCOUNT_PCT);
    const lineGross = BigInt(line.priceCents) * BigInt(line.qty);
    const lineNet = divRound(lineGross * BigInt(100 - line.discountPct), 100n);
    gross += lineGross;
    subtotal += lineNet;
    return { grossCents: toSafeNumber(lineGross, `Line ${i + 1} amount`), lineCents: toSafeNumber(lineNet, `Line ${i + 1} amount`) };
  });

  const shipping = BigInt(input.shippingCents);
  const tax = divRound((subtotal + shipping) * BigInt(input.taxrateBp), 10_000n);
  return {
    lines,
    subtotalCents: toSafeNumber(subtotal, 'Subtotal'),
    discountCents: toSafeNumber(gross - subtotal, 'Discount'),
    shippingCents: input.shippingCents,
    taxCents: toSafeNumber(tax, 'Tax'),
    totalCents: toSafeNumber(subtotal + shipping + tax, 'Total'),
  };
}
