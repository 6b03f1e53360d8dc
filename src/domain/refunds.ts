/**
 * What a return refunds. A sale's lines are returned a few units at a time; each return refunds
 * the difference between what everything returned so far is worth and what was already refunded,
 * where the worth of returned units is
 *
 *   per line  share = round(line net × returned units / units sold)   (the line's discount applied)
 *   per rate  value = Σ shares + round(Σ shares × rate)                  (tax added; nothing added when
 *                                                                         prices include tax)
 *
 * rounded half away from zero at the currency's minor unit (./rounding.ts), and the return that
 * empties the receipt is worth exactly the receipt's total (shipping goes back with the last
 * units). Because the worth only grows as units come back and never passes the total, refunds
 * never exceed what was paid, and however a receipt is returned (at once or unit by unit, in any
 * order) its refunds add up to its total exactly.
 */
import { divRound } from './rounding';
import { taxOn } from './tax';

export interface RefundableLine {
  /** What the line cost after its discount, in minor units (tax included when prices include it). */
  lineMinor: number;
  /** Units sold. */
  qty: number;
  /** The line's tax rate, hundredths of a percent. */
  rateBp: number;
}

export interface RefundableSale {
  lines: readonly RefundableLine[];
  totalMinor: number;
  inclusive: boolean;
}

/** Units left to return on each line. */
export function unitsLeft(sale: RefundableSale, returned: readonly number[]): number[] {
  return sale.lines.map((l, i) => l.qty - (returned[i] ?? 0));
}

/** What the returned units (per line, in the sale's line order) are worth, in minor units. */
export function worthOfReturned(sale: RefundableSale, returned: readonly number[]): number {
  if (sale.lines.every((l, i) => (returned[i] ?? 0) >= l.qty)) return sale.totalMinor;
  const byRate = new Map<number, bigint>();
  sale.lines.forEach((line, i) => {
    const units = returned[i] ?? 0;
    if (!Number.isSafeInteger(units) || units < 0 || units > line.qty) throw new RangeError(`Line ${i + 1}: ${units} of ${line.qty} units returned`);
    const share = divRound(BigInt(line.lineMinor) * BigInt(units), BigInt(line.qty));
    byRate.set(line.rateBp, (byRate.get(line.rateBp) ?? 0n) + share);
  });
  let worth = 0n;
  for (const [rateBp, shares] of byRate) worth += sale.inclusive ? shares : shares + taxOn(shares, rateBp, false);
  // Never more than the receipt: holds by construction (each rate's tax on part of its base), kept as a guard.
  return Math.min(Number(worth), sale.totalMinor);
}

/**
 * The refund of one return: the worth of everything returned after it, less the worth of what was
 * returned before it. `before` and `now` are units per line; `now` is this return's units.
 */
export function refundOf(sale: RefundableSale, before: readonly number[], now: readonly number[]): number {
  const after = sale.lines.map((_, i) => (before[i] ?? 0) + (now[i] ?? 0));
  return worthOfReturned(sale, after) - worthOfReturned(sale, before);
}
