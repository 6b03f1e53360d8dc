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

/**
 * Money as the business writes it lives with the other formats (./formats.ts: its locale, and the
 * currency's own decimals from Intl: ¥1,235, $12.50, KWD 1.235); en-US unless a locale is given.
 */
export { formatMoney } from './formats';
