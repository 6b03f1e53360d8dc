/**
 * Cart totals: the one function that prices a sale, shared by the sales terminal (what the cashier
 * sees), checkout (what is charged and stored), receipts and reports. Amounts are integer minor
 * units of the sale's currency; rates are hundredths of a percent (13 % is 1300).
 *
 *   line      = round(per × qty × (1 − disc/100))            per line
 *   subtotal  = Σ line
 *   discount  = Σ (per × qty) − subtotal                      ('Disc on sale')
 *   per rate  = Σ that rate's lines, plus shipping for the default rate
 *   tax added (exclusive)   = round(per-rate sum × bp / 10000),          total = subtotal + shipping + tax
 *   tax contained (inclusive) = round(per-rate sum × bp / (10000 + bp)), total = subtotal + shipping
 *
 * Tax is rounded once per rate on the sum of that rate's lines, never per line, half away from
 * zero (./rounding.ts). Inclusive prices are what the customer pays: discounts apply to them, and
 * the total is exactly the shelf prices after discounts plus shipping; the tax is what that total
 * contains. With one rate and tax added this is the spec's formula, to the cent.
 */
import { MAX_DISCOUNT_PCT } from './constants';
import { divRound } from './rounding';
import { MAX_RATE_PPM, taxOn } from './tax';

export { divRound } from './rounding';

export interface SaleLineInput {
  /** Unit price in minor units (tax included when the sale's prices include tax). */
  priceMinor: number;
  /** Units sold, a whole number >= 1. */
  qty: number;
  /** Whole percent, 0..50. */
  discountPct: number;
  /** The line's tax rate in hundredths of a percent (its tax class). */
  ratePpm: number;
}

export interface SaleTotalsInput {
  lines: readonly SaleLineInput[];
  shippingMinor: number;
  /** The default class's rate: shipping is taxed at it. */
  defaultRatePpm: number;
  /** Prices (and shipping) include tax. */
  inclusive: boolean;
}

export interface SaleLineTotals {
  /** per × qty, before the discount. */
  grossMinor: number;
  /** What the line costs after its discount (tax included when prices include it). */
  lineMinor: number;
  ratePpm: number;
}

export interface RateTotals {
  ratePpm: number;
  /** The amount taxed at this rate, tax excluded (its lines, plus shipping for the default rate). */
  baseMinor: number;
  taxMinor: number;
}

export interface SaleTotals {
  inclusive: boolean;
  lines: SaleLineTotals[];
  /** One entry per rate that has lines (or shipping), lowest rate first; their taxes add up to `taxMinor`. */
  taxes: RateTotals[];
  subtotalMinor: number;
  discountMinor: number;
  shippingMinor: number;
  taxMinor: number;
  totalMinor: number;
  /** total − tax: what the sale is worth before tax (Σ bases). */
  netMinor: number;
  /**
   * The goods alone, before tax: the subtotal when tax is added; when prices include tax, the
   * subtotal less the tax each rate's lines contain on their own (shipping's share stays with it).
   * Margins are goods net − cost.
   */
  goodsNetMinor: number;
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

/** Prices a sale (see the formulas above). Throws RangeError on inputs no sale can have. */
export function computeSaleTotals(input: SaleTotalsInput): SaleTotals {
  requireInteger(input.shippingMinor, 'Shipping (minor units)', 0);
  requireInteger(input.defaultRatePpm, 'Default tax rate (hundredths of a percent)', 0, MAX_RATE_PPM);

  let gross = 0n;
  let subtotal = 0n;
  /** Σ lines per rate, in the order rates first appear. */
  const linesByRate = new Map<number, bigint>();
  const lines = input.lines.map((line, i) => {
    requireInteger(line.priceMinor, `Line ${i + 1} price (minor units)`, 0);
    requireInteger(line.qty, `Line ${i + 1} quantity`, 1);
    requireInteger(line.discountPct, `Line ${i + 1} discount`, 0, MAX_DISCOUNT_PCT);
    requireInteger(line.ratePpm, `Line ${i + 1} tax rate (hundredths of a percent)`, 0, MAX_RATE_PPM);
    const lineGross = BigInt(line.priceMinor) * BigInt(line.qty);
    const lineNet = divRound(lineGross * BigInt(100 - line.discountPct), 100n);
    gross += lineGross;
    subtotal += lineNet;
    linesByRate.set(line.ratePpm, (linesByRate.get(line.ratePpm) ?? 0n) + lineNet);
    return { grossMinor: toSafeNumber(lineGross, `Line ${i + 1} amount`), lineMinor: toSafeNumber(lineNet, `Line ${i + 1} amount`), ratePpm: line.ratePpm };
  });

  const shipping = BigInt(input.shippingMinor);
  const taxedByRate = new Map(linesByRate);
  if (shipping > 0n) taxedByRate.set(input.defaultRatePpm, (taxedByRate.get(input.defaultRatePpm) ?? 0n) + shipping);

  let tax = 0n;
  let linesTax = 0n;
  const taxes = [...taxedByRate.entries()]
    .sort(([a], [b]) => a - b)
    .map(([ratePpm, amount]) => {
      const rateTax = taxOn(amount, ratePpm, input.inclusive);
      tax += rateTax;
      if (input.inclusive) linesTax += taxOn(linesByRate.get(ratePpm) ?? 0n, ratePpm, true);
      const base = input.inclusive ? amount - rateTax : amount;
      return { ratePpm, baseMinor: toSafeNumber(base, 'Taxed amount'), taxMinor: toSafeNumber(rateTax, 'Tax') };
    });

  const total = input.inclusive ? subtotal + shipping : subtotal + shipping + tax;
  return {
    inclusive: input.inclusive,
    lines,
    taxes,
    subtotalMinor: toSafeNumber(subtotal, 'Subtotal'),
    discountMinor: toSafeNumber(gross - subtotal, 'Discount'),
    shippingMinor: input.shippingMinor,
    taxMinor: toSafeNumber(tax, 'Tax'),
    totalMinor: toSafeNumber(total, 'Total'),
    netMinor: toSafeNumber(total - tax, 'Net'),
    goodsNetMinor: toSafeNumber(subtotal - linesTax, 'Net of the goods'),
  };
}

// ---- The spec's single rate, tax added (kept for its callers and its tests) ----

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
  taxratePpm: number;
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

/** The spec's totals: every line at one rate, tax added. `computeSaleTotals` does the work. */
export function computeTotals(input: TotalsInput): Totals {
  const t = computeSaleTotals({
    lines: input.lines.map((l) => ({ priceMinor: l.priceCents, qty: l.qty, discountPct: l.discountPct, ratePpm: input.taxratePpm })),
    shippingMinor: input.shippingCents,
    defaultRatePpm: input.taxratePpm,
    inclusive: false,
  });
  return {
    lines: t.lines.map((l) => ({ grossCents: l.grossMinor, lineCents: l.lineMinor })),
    subtotalCents: t.subtotalMinor,
    discountCents: t.discountMinor,
    shippingCents: t.shippingMinor,
    taxCents: t.taxMinor,
    totalCents: t.totalMinor,
  };
}
