/**
 * Cart totals: the one function that prices a sale, shared by the sales terminal (what the cashier
 * sees), checkout (what is charged and stored), receipts and reports. Amounts are integer minor
 * units of the sale's currency; rates are the percent × 10,000 (13 % is 130000, ./tax.ts).
 *
 *   line      = round(per × qty × (1 − disc/100))            per line
 *   subtotal  = Σ line
 *   discount  = Σ (per × qty) − subtotal                      ('Disc on sale')
 *
 * A line is taxed by its class's taxes, in order (GST 5 % then QST 9.975 %; one tax is the usual
 * case); shipping by the default class's. A tax is on the line's amount, or, when compound, on the
 * amount plus the taxes before it. Each tax is rounded once per sale, on the exact sum of what it
 * puts on every line that carries it (same name, rate and compounding), never per line, half away
 * from zero (./rounding.ts):
 *   tax added (exclusive)     : tax_j = round(Σ amount × c_j × r_j),        total = subtotal + shipping + Σ tax
 *   tax contained (inclusive) : tax_j = round(Σ amount × c_j × r_j / M),    total = subtotal + shipping
 * with r_j the rate as a fraction, c_j = 1 (or 1 + the class's earlier taxes' c_i × r_i, compound)
 * and M = 1 + Σ c_j × r_j the class's whole markup. Inclusive prices are what the customer pays:
 * discounts apply to them, and the total is exactly the shelf prices after discounts plus
 * shipping; the tax is what that total contains. With one rate and tax added this is the spec's
 * formula, to the cent.
 */
import { MAX_DISCOUNT_PCT } from './constants';
import { divRound } from './rounding';
import { MAX_RATE_PPM } from './tax';

export { divRound } from './rounding';

/** One named tax of a class: GST 5 %, QST 9.975 %; compound taxes are on the amount plus the taxes before them. */
export interface LineTax {
  name: string;
  /** The percent × 10,000. */
  ratePpm: number;
  compound: boolean;
}

export interface SaleLineInput {
  /** Unit price in minor units (tax included when the sale's prices include tax). */
  priceMinor: number;
  /** Units sold, a whole number >= 1. */
  qty: number;
  /** Whole percent, 0..50. */
  discountPct: number;
  /** The line's tax rate (its class's, the percent × 10,000): its one tax when `taxes` is not given. */
  ratePpm: number;
  /** The line's class's taxes, in order; when given, `ratePpm` is only their sum. */
  taxes?: readonly LineTax[];
}

export interface SaleTotalsInput {
  lines: readonly SaleLineInput[];
  shippingMinor: number;
  /** The default class's rate: shipping is taxed at it (its one tax when `defaultTaxes` is not given). */
  defaultRatePpm: number;
  /** The default class's taxes, in order. */
  defaultTaxes?: readonly LineTax[];
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
  /** The tax's name ('' for a line given only a rate). */
  name: string;
  ratePpm: number;
  compound: boolean;
  /**
   * The amount taxed, tax excluded: its lines (plus shipping for the default class's taxes), and
   * for a compound tax the taxes before it on them.
   */
  baseMinor: number;
  taxMinor: number;
}

export interface SaleTotals {
  inclusive: boolean;
  lines: SaleLineTotals[];
  /** One entry per tax that has lines (or shipping), lowest rate first, then by name; their taxes add up to `taxMinor`. */
  taxes: RateTotals[];
  subtotalMinor: number;
  discountMinor: number;
  shippingMinor: number;
  taxMinor: number;
  totalMinor: number;
  /** total − tax: what the sale is worth before tax. */
  netMinor: number;
  /**
   * The goods alone, before tax: the subtotal when tax is added; when prices include tax, the
   * subtotal less the tax each tax's lines contain on their own (shipping's share stays with it).
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

// ---- Exact fractions: each tax is summed exactly over the sale and rounded once ----

interface Fraction {
  n: bigint;
  d: bigint;
}

function gcd(a: bigint, b: bigint): bigint {
  a = a < 0n ? -a : a;
  while (b !== 0n) [a, b] = [b, a % b];
  return a;
}

function fraction(n: bigint, d: bigint): Fraction {
  const g = gcd(n, d) || 1n;
  return { n: n / g, d: d / g };
}

const add = (a: Fraction, b: Fraction): Fraction => fraction(a.n * b.d + b.n * a.d, a.d * b.d);
const times = (a: Fraction, b: Fraction): Fraction => fraction(a.n * b.n, a.d * b.d);
const ZERO: Fraction = { n: 0n, d: 1n };
const ONE: Fraction = { n: 1n, d: 1n };
const WHOLE = BigInt(MAX_RATE_PPM);
const roundFraction = (f: Fraction): bigint => divRound(f.n, f.d);

/**
 * What one unit of a class's amount puts into each of its taxes: the base (c_j) and the tax
 * (c_j × r_j), as fractions of the amount before tax, and its whole markup M.
 */
function shares(taxes: readonly LineTax[]): { base: Fraction; tax: Fraction }[] & { markup: Fraction } {
  let markup = ONE;
  const out = taxes.map((t) => {
    const base = t.compound ? markup : ONE;
    const tax = times(base, fraction(BigInt(t.ratePpm), WHOLE));
    markup = add(markup, tax);
    return { base, tax };
  });
  return Object.assign(out, { markup });
}

function taxesOf(taxes: readonly LineTax[] | undefined, ratePpm: number, what: string): readonly LineTax[] {
  const list = taxes ?? [{ name: '', ratePpm, compound: false }];
  list.forEach((t, i) => requireInteger(t.ratePpm, `${what} tax ${i + 1} rate (the percent × 10,000)`, 0, MAX_RATE_PPM));
  return list;
}

interface TaxSum {
  tax: LineTax;
  /** Exact, over the sale: the base, the tax, and the tax the lines alone hold (shipping left out). */
  base: Fraction;
  amount: Fraction;
  linesAmount: Fraction;
  /** Every class that carries it has it as its only tax (then its base is the amount less its tax, as before). */
  alone: boolean;
  /** The amount (with tax when prices include it) of what carries it. */
  gross: bigint;
}

/** Prices a sale (see the formulas above). Throws RangeError on inputs no sale can have. */
export function computeSaleTotals(input: SaleTotalsInput): SaleTotals {
  requireInteger(input.shippingMinor, 'Shipping (minor units)', 0);
  requireInteger(input.defaultRatePpm, 'Default tax rate (the percent × 10,000)', 0, MAX_RATE_PPM);
  const defaultTaxes = taxesOf(input.defaultTaxes, input.defaultRatePpm, 'Default');

  const sums = new Map<string, TaxSum>();
  const charge = (taxes: readonly LineTax[], amount: bigint, isLine: boolean) => {
    const perTax = shares(taxes);
    taxes.forEach((tax, j) => {
      const key = `${tax.name}\u0000${tax.ratePpm}\u0000${tax.compound}`;
      const sum = sums.get(key) ?? { tax: { name: tax.name, ratePpm: tax.ratePpm, compound: tax.compound }, base: ZERO, amount: ZERO, linesAmount: ZERO, alone: true, gross: 0n };
      // Tax contained: the amount is net × M, so each share is divided by M.
      const per = input.inclusive ? fraction(perTax.markup.d, perTax.markup.n) : ONE;
      const taxShare = times(fraction(amount, 1n), times(perTax[j].tax, per));
      sum.base = add(sum.base, times(fraction(amount, 1n), times(perTax[j].base, per)));
      sum.amount = add(sum.amount, taxShare);
      if (isLine) sum.linesAmount = add(sum.linesAmount, taxShare);
      sum.alone &&= taxes.length === 1;
      sum.gross += amount;
      sums.set(key, sum);
    });
  };

  let gross = 0n;
  let subtotal = 0n;
  const lines = input.lines.map((line, i) => {
    requireInteger(line.priceMinor, `Line ${i + 1} price (minor units)`, 0);
    requireInteger(line.qty, `Line ${i + 1} quantity`, 1);
    requireInteger(line.discountPct, `Line ${i + 1} discount`, 0, MAX_DISCOUNT_PCT);
    requireInteger(line.ratePpm, `Line ${i + 1} tax rate (the percent × 10,000)`, 0, MAX_RATE_PPM);
    const taxes = taxesOf(line.taxes, line.ratePpm, `Line ${i + 1}`);
    const lineGross = BigInt(line.priceMinor) * BigInt(line.qty);
    const lineNet = divRound(lineGross * BigInt(100 - line.discountPct), 100n);
    gross += lineGross;
    subtotal += lineNet;
    charge(taxes, lineNet, true);
    return { grossMinor: toSafeNumber(lineGross, `Line ${i + 1} amount`), lineMinor: toSafeNumber(lineNet, `Line ${i + 1} amount`), ratePpm: line.ratePpm };
  });

  const shipping = BigInt(input.shippingMinor);
  if (shipping > 0n) charge(defaultTaxes, shipping, false);

  let tax = 0n;
  let linesTax = 0n;
  const taxes = [...sums.values()]
    .sort((a, b) => a.tax.ratePpm - b.tax.ratePpm || (a.tax.name < b.tax.name ? -1 : a.tax.name > b.tax.name ? 1 : 0) || Number(a.tax.compound) - Number(b.tax.compound))
    .map((sum) => {
      const taxMinor = roundFraction(sum.amount);
      tax += taxMinor;
      if (input.inclusive) linesTax += roundFraction(sum.linesAmount);
      // A tax alone on its classes keeps the rule it always had: contained, its base is what was paid less it.
      const base = input.inclusive && sum.alone ? sum.gross - taxMinor : roundFraction(sum.base);
      return { ...sum.tax, baseMinor: toSafeNumber(base, 'Taxed amount'), taxMinor: toSafeNumber(taxMinor, 'Tax') };
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
