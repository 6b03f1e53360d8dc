/**
 * What a return refunds. A sale's lines are returned a few units at a time; each return refunds
 * the difference between what everything returned so far is worth and what was already refunded,
 * where the worth of returned units is what a sale of just those units would cost:
 *
 *   per line  share = round(line net × returned units / units sold)   (the line's discount applied)
 *   the shares priced by computeSaleTotals (./totals.ts), each line with its class's taxes when
 *   sold: each named tax (GST, QST, a compound one on its base) summed exactly over the shares and
 *   rounded once, as the sale itself was taxed (nothing added when prices include tax)
 *
 * rounded half away from zero at the currency's minor unit (./rounding.ts), and the return that
 * empties the receipt is worth exactly the receipt's total, and each of its taxes exactly what the
 * sale recorded (shipping goes back with the last units). Because the worth only grows as units
 * come back and never passes the total, refunds never exceed what was paid, and however a receipt
 * is returned (at once or unit by unit, in any order) its refunds add up to its total exactly,
 * and the tax each refund gives back adds up to each of the sale's taxes.
 */
import type { PaymentMethod } from './payments';
import { divRound } from './rounding';
import { computeSaleTotals, type LineTax } from './totals';

export interface RefundableLine {
  /** What the line cost after its discount, in minor units (tax included when prices include it). */
  lineMinor: number;
  /** Units sold. */
  qty: number;
  /** The line's tax rate (the percent × 10,000): its one tax when `taxes` is empty or not given. */
  ratePpm: number;
  /** The line's class's named taxes when sold, in order. */
  taxes?: readonly LineTax[];
}

/** One tax of a sale or of a refund, as a receipt and the reports keep it. */
export interface TaxAmount {
  /** The tax's name when its class named it (GST); for a class's single rate, the name it is kept under ('' when none). */
  name: string;
  named: boolean;
  ratePpm: number;
  baseMinor: number;
  taxMinor: number;
}

export interface RefundableSale {
  lines: readonly RefundableLine[];
  totalMinor: number;
  inclusive: boolean;
  /** The sale's taxes as it recorded them: the return that empties the receipt gives each back to the last minor unit. */
  taxes?: readonly TaxAmount[];
}

/** Units left to return on each line. */
export function unitsLeft(sale: RefundableSale, returned: readonly number[]): number[] {
  return sale.lines.map((l, i) => l.qty - (returned[i] ?? 0));
}

/** A named tax by its name and rate; a class's single rate by its rate alone (its name is the class's). */
const taxKey = (t: { named: boolean; name: string; ratePpm: number }) => (t.named ? `n\u0000${t.name}\u0000${t.ratePpm}` : `r\u0000${t.ratePpm}`);

/** The worth of the returned units (per line, in the sale's line order) and the tax it holds, tax by tax. */
function priceReturned(sale: RefundableSale, returned: readonly number[]): { worthMinor: number; taxes: TaxAmount[] } {
  if (sale.lines.every((l, i) => (returned[i] ?? 0) >= l.qty)) return { worthMinor: sale.totalMinor, taxes: (sale.taxes ?? []).map((t) => ({ ...t })) };
  const lines = sale.lines.map((line, i) => {
    const units = returned[i] ?? 0;
    if (!Number.isSafeInteger(units) || units < 0 || units > line.qty) throw new RangeError(`Line ${i + 1}: ${units} of ${line.qty} units returned`);
    const share = Number(divRound(BigInt(line.lineMinor) * BigInt(units), BigInt(line.qty)));
    return { priceMinor: share, qty: 1, discountPct: 0, ratePpm: line.ratePpm, ...(line.taxes && line.taxes.length > 0 ? { taxes: line.taxes } : {}) };
  });
  const totals = computeSaleTotals({ lines, shippingMinor: 0, defaultRatePpm: 0, inclusive: sale.inclusive });
  // A class's single rate is kept under the name the sale recorded for it, so reports group the two together.
  const recordedName = new Map((sale.taxes ?? []).map((t) => [taxKey(t), t.name]));
  const taxes = totals.taxes.map((t) => {
    const named = t.name !== '';
    return { name: named ? t.name : (recordedName.get(taxKey({ named, name: '', ratePpm: t.ratePpm })) ?? ''), named, ratePpm: t.ratePpm, baseMinor: t.baseMinor, taxMinor: t.taxMinor };
  });
  // Never more than the receipt: holds by construction (each tax on part of its base), kept as a guard.
  return { worthMinor: Math.min(totals.totalMinor, sale.totalMinor), taxes };
}

/** What the returned units (per line, in the sale's line order) are worth, in minor units. */
export function worthOfReturned(sale: RefundableSale, returned: readonly number[]): number {
  return priceReturned(sale, returned).worthMinor;
}

const afterReturn = (sale: RefundableSale, before: readonly number[], now: readonly number[]) => sale.lines.map((_, i) => (before[i] ?? 0) + (now[i] ?? 0));

/**
 * The refund of one return: the worth of everything returned after it, less the worth of what was
 * returned before it. `before` and `now` are units per line; `now` is this return's units.
 */
export function refundOf(sale: RefundableSale, before: readonly number[], now: readonly number[]): number {
  return worthOfReturned(sale, afterReturn(sale, before, now)) - worthOfReturned(sale, before);
}

/**
 * The tax one return gives back, tax by tax (GST and QST apart): each tax of everything returned
 * after it less the same tax of what was returned before, so a receipt's refunds give back each of
 * its taxes exactly, the last return taking what is left of each. Taxes it gives nothing of are left out.
 */
export function refundTaxesOf(sale: RefundableSale, before: readonly number[], now: readonly number[]): TaxAmount[] {
  const after = priceReturned(sale, afterReturn(sale, before, now)).taxes;
  const earlier = new Map(priceReturned(sale, before).taxes.map((t) => [taxKey(t), t]));
  const out = after.map((t) => {
    const was = earlier.get(taxKey(t));
    earlier.delete(taxKey(t));
    return { ...t, baseMinor: t.baseMinor - (was?.baseMinor ?? 0), taxMinor: t.taxMinor - (was?.taxMinor ?? 0) };
  });
  // A tax counted before but not after cannot happen (after holds every unit before holds); kept whole if it ever did.
  for (const was of earlier.values()) out.push({ ...was, baseMinor: -was.baseMinor, taxMinor: -was.taxMinor });
  return out.filter((t) => t.baseMinor !== 0 || t.taxMinor !== 0);
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
