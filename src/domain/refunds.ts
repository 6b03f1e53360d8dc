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
import type { PaymentMethod } from './payments';
import { divRound } from './rounding';
import { taxOn } from './tax';

export interface RefundableLine {
  /** What the line cost after its discount, in minor units (tax included when prices include it). */
  lineMinor: number;
  /** Units sold. */
  qty: number;
  /** The line's tax rate, hundredths of a percent. */
  ratePpm: number;
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
    byRate.set(line.ratePpm, (byRate.get(line.ratePpm) ?? 0n) + share);
  });
  let worth = 0n;
  for (const [ratePpm, shares] of byRate) worth += sale.inclusive ? shares : shares + taxOn(shares, ratePpm, false);
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

export interface Tender {
  method: PaymentMethod;
  amountMinor: number;
}

/**
 * What the customer actually handed over, per method in the order first paid: the sale's payments
 * with the change taken out of cash (change is only ever given from cash, so what is left of cash
 * is never negative). These add up to the sale's total.
 */
export function tendersNetOfChange(payments: readonly Tender[], changeMinor: number): Tender[] {
  const byMethod = new Map<PaymentMethod, number>();
  for (const p of payments) byMethod.set(p.method, (byMethod.get(p.method) ?? 0) + p.amountMinor);
  if (changeMinor > 0) byMethod.set('cash', Math.max(0, (byMethod.get('cash') ?? 0) - changeMinor));
  return [...byMethod].filter(([, amountMinor]) => amountMinor > 0).map(([method, amountMinor]) => ({ method, amountMinor }));
}

/**
 * The refund paid back the way the sale was paid: each tender's share of it in proportion,
 * rounded down to the minor unit, and the minor units left over given one each to the largest
 * remainders (the earlier tender first on a tie), so the parts add up to the refund exactly. A
 * sale with no recorded tender (a free sale, or one older than payments) refunds in cash.
 */
export function refundAsPaid(refundMinor: number, tenders: readonly Tender[]): Tender[] {
  if (!Number.isSafeInteger(refundMinor) || refundMinor < 0) throw new RangeError(`Not a refund: ${refundMinor}`);
  if (refundMinor === 0) return [];
  const base = tenders.reduce((acc, t) => acc + BigInt(t.amountMinor), 0n);
  if (base <= 0n) return [{ method: 'cash', amountMinor: refundMinor }];
  const shares = tenders.map((t, i) => {
    const exact = BigInt(refundMinor) * BigInt(t.amountMinor);
    return { i, floor: exact / base, remainder: exact % base };
  });
  let left = BigInt(refundMinor) - shares.reduce((acc, s) => acc + s.floor, 0n);
  const byRemainder = [...shares].sort((a, b) => (a.remainder === b.remainder ? a.i - b.i : a.remainder > b.remainder ? -1 : 1));
  for (const s of byRemainder) {
    if (left === 0n) break;
    s.floor += 1n;
    left -= 1n;
  }
  return tenders.map((t, i) => ({ method: t.method, amountMinor: Number(shares[i].floor) })).filter((t) => t.amountMinor > 0);
}

/** Whether two refunds pay the same amount by each method (in whatever order they are listed). */
export function sameRefundSplit(a: readonly Tender[], b: readonly Tender[]): boolean {
  const totals = (parts: readonly Tender[]) => {
    const byMethod = new Map<PaymentMethod, number>();
    for (const p of parts) byMethod.set(p.method, (byMethod.get(p.method) ?? 0) + p.amountMinor);
    return byMethod;
  };
  const ta = totals(a);
  const tb = totals(b);
  return ta.size === tb.size && [...ta].every(([method, amount]) => tb.get(method) === amount);
}
