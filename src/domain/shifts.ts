/**
 * A cash drawer's shift: the cash it should hold and how far the count is from it. Integer minor
 * units. Cash taken is what cash payments brought in, of which the change went back out.
 *
 *   expected cash = float + cash taken − change given − cash refunded + pay-ins − pay-outs
 *   over/short    = counted − expected cash   (negative: the drawer is short)
 */
export interface DrawerFigures {
  floatMinor: number;
  cashTakenMinor: number;
  changeGivenMinor: number;
  cashRefundedMinor: number;
  payInsMinor: number;
  /** A positive amount: what was taken out. */
  payOutsMinor: number;
}

export function expectedCash(f: DrawerFigures): number {
  return f.floatMinor + f.cashTakenMinor - f.changeGivenMinor - f.cashRefundedMinor + f.payInsMinor - f.payOutsMinor;
}

export function overShort(countedMinor: number, expectedMinor: number): number {
  return countedMinor - expectedMinor;
}

/** Notes and coins to count a drawer by, largest first, in minor units, for common currencies. */
const DENOMINATIONS: Record<string, number[]> = {
  USD: [10000, 5000, 2000, 1000, 500, 100, 25, 10, 5, 1],
  CAD: [10000, 5000, 2000, 1000, 500, 200, 100, 25, 10, 5],
  EUR: [50000, 20000, 10000, 5000, 2000, 1000, 500, 200, 100, 50, 20, 10, 5, 2, 1],
  GBP: [5000, 2000, 1000, 500, 200, 100, 50, 20, 10, 5, 2, 1],
  JPY: [10000, 5000, 2000, 1000, 500, 100, 50, 10, 5, 1],
  KWD: [20000, 10000, 5000, 1000, 500, 250, 100, 50, 20, 10, 5],
};

/**
 * The denominations of a currency: its own list when known, else the 1-2-5 series from one minor
 * unit up to 500 major units, which fits most currencies closely enough to count a drawer.
 */
export function denominationsOf(currency: string, digits: number): number[] {
  const known = DENOMINATIONS[currency.toUpperCase()];
  if (known) return known;
  const series: number[] = [];
  for (let power = 10 ** (digits + 2); power >= 1; power /= 10) series.push(5 * power, 2 * power, power);
  return series.filter((n) => Number.isInteger(n));
}

/** Σ count × denomination. */
export function countedTotal(counts: readonly { denominationMinor: number; count: number }[]): number {
  return counts.reduce((acc, c) => acc + c.denominationMinor * c.count, 0);
}
