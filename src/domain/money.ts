/**
 * Money is integer minor units of the business currency everywhere inside the product; decimal
 * amounts exist only at the edges (API JSON, form inputs, display). `toMinor`/`fromMinor` in
 * ./currency.ts convert for any currency (0, 2 or 3 decimals); `toCents`/`fromCents` here are the
 * two-decimal case, for amounts that are always cents.
 */

/** The guard on every amount made inside: a whole, safe number of cents, or a thrown error. */
export function requireWholeCents(value: number): number {
  if (!Number.isSafeInteger(value)) throw new RangeError(`Not a whole number of cents: ${value}`);
  return value;
}

/** 12.345 -> 1235 cents, rounding half away from zero on the cent. */
export function toCents(amount: number): number {
  if (!Number.isFinite(amount)) throw new RangeError(`Not a finite amount: ${amount}`);
  // toFixed avoids binary artefacts such as 1.005 * 100 = 100.49999...
  const sign = amount < 0 ? -1 : 1;
  return requireWholeCents(sign * Math.round(Number((Math.abs(amount) * 100).toFixed(6))));
}

/** 1235 cents -> 12.35 */
export function fromCents(cents: number): number {
  return Math.round(cents) / 100;
}

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * Formats an amount in the business's currency with US conventions, as the spec asks. Intl shows
 * the currency's own decimals: ¥1,235, $12.50, KWD 1.235.
 */
export function formatMoney(amount: number, currency = 'USD'): string {
  let f = formatters.get(currency);
  if (!f) {
    try {
      f = new Intl.NumberFormat('en-US', { style: 'currency', currency });
    } catch {
      f = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    }
    formatters.set(currency, f);
  }
  return f.format(amount);
}
