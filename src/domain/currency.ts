/**
 * Currencies and their minor units. Every amount inside Stocktill is a whole number of the
 * business currency's minor unit (cents, fils; for the yen, the yen itself); decimal amounts in the
 * major unit exist only at the edges (API JSON, form inputs, display) and are converted once, here.
 *
 * A currency's number of decimals comes from Intl, i.e. the CLDR data the JavaScript engine ships:
 * 0 for JPY and KRW, 2 for most, 3 for KWD, BHD, JOD, OMR and TND. For a few currencies CLDR gives
 * the decimals in practical use rather than ISO 4217's (HUF, IDR and COP show none); Stocktill
 * follows CLDR, so what the till shows and what it stores always agree.
 */

export const DEFAULT_CURRENCY = 'USD';

const digitsCache = new Map<string, number>();

/** How many decimals the currency's minor unit has: 0 (JPY), 2 (USD), 3 (KWD). Unknown codes count as 2. */
export function minorDigits(currency: string): number {
  let digits = digitsCache.get(currency);
  if (digits === undefined) {
    try {
      digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
    } catch {
      digits = 2;
    }
    digitsCache.set(currency, digits);
  }
  return digits;
}

/** 10^digits: how many minor units make one major unit (100 for USD, 1 for JPY, 1000 for KWD). */
export function minorPerMajor(currency: string): number {
  return 10 ** minorDigits(currency);
}

/**
 * The amount in whole minor units, or null when it has more decimals than the currency has. The
 * tolerance only absorbs binary artefacts (0.1 × 100 = 10.000000000000002, 1.15 × 100 =
 * 114.99999999999999, and up to a few millionths for millions of dinars: 8388608.029 × 1000 =
 * 8388608029.000001); 1.005 USD really has three decimals (100.4999… cents) and is refused.
 */
function scaleExactly(amount: number, currency: string): number | null {
  const scaled = Math.abs(amount) * minorPerMajor(currency);
  const fixed = Number(scaled.toFixed(4));
  if (!Number.isInteger(fixed)) return null;
  return amount < 0 ? -fixed : fixed;
}

/** Whether the amount fits the currency's minor unit (at most 2 decimals in USD, none in JPY, 3 in KWD). */
export function fitsMinorUnit(amount: number, currency: string): boolean {
  return Number.isFinite(amount) && scaleExactly(amount, currency) !== null;
}

/**
 * A decimal amount in the currency's major unit -> whole minor units: 12.34 USD -> 1234, 150 JPY ->
 * 150, 1.235 KWD -> 1235. More decimals than the currency has is a RangeError, never rounded
 * away: callers check the input first (see `minorUnitProblem`) and answer the user.
 */
export function toMinor(amount: number, currency: string): number {
  if (!Number.isFinite(amount)) throw new RangeError(`Not a finite amount: ${amount}`);
  const minor = scaleExactly(amount, currency);
  if (minor === null) throw new RangeError(`${amount} has more decimals than ${currency} has (${minorDigits(currency)})`);
  if (!Number.isSafeInteger(minor)) throw new RangeError(`Amount too large: ${amount}`);
  return minor === 0 ? 0 : minor;
}

/** Whole minor units -> the decimal amount in the major unit: 1234 USD -> 12.34, 150 JPY -> 150, 1235 KWD -> 1.235. */
export function fromMinor(minor: number, currency: string): number {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`Not a whole number of minor units: ${minor}`);
  const per = minorPerMajor(currency);
  // Division by a power of ten gives the nearest double to the decimal (12.34, not 12.340000000000002).
  return per === 1 ? minor : minor / per;
}

/** One minor unit in the major unit: 0.01 USD, 1 JPY, 0.001 KWD. */
export function smallestAmount(currency: string): number {
  return fromMinor(1, currency);
}

/**
 * What is wrong with an amount typed in a currency, told apart so that each can be worded in the
 * reader's language (the server's catalogues) or in English (`describeAmountIssue`).
 */
export type AmountIssue =
  | { kind: 'notANumber' }
  | { kind: 'atLeast'; min: number }
  | { kind: 'atMost'; max: number }
  | { kind: 'decimals'; digits: number }
  | { kind: 'whole'; currency: string };

/** The decimals rule of the currency: at most its decimals, or whole amounts only (JPY). */
export function decimalsIssue(currency: string): AmountIssue {
  const digits = minorDigits(currency);
  return digits === 0 ? { kind: 'whole', currency } : { kind: 'decimals', digits };
}

/** An amount issue in English, after a field name: "must have at most 2 decimals". */
export function describeAmountIssue(issue: AmountIssue): string {
  switch (issue.kind) {
    case 'notANumber':
      return 'must be a number';
    case 'atLeast':
      return `must be at least ${issue.min}`;
    case 'atMost':
      return `must be at most ${issue.max}`;
    case 'decimals':
      return `must have at most ${issue.digits} decimals`;
    case 'whole':
      return `must be a whole amount (${issue.currency} has no decimals)`;
  }
}

/** How the decimals rule reads for the currency, after a field name: "must have at most 2 decimals". */
export function decimalsRule(currency: string): string {
  return describeAmountIssue(decimalsIssue(currency));
}

/** Largest price or cost, in minor units: 10,000,000.00 in a two-decimal currency, inside a 32-bit column. */
export const MAX_PRICE_MINOR = 1_000_000_000;

/**
 * What is wrong with an amount the business enters in its currency (price, cost, shipping), or
 * null: below `min` minor units (a price must be at least one cent: min 1; shipping may be 0), above
 * `maxMinor`, or with more decimals than the currency has. The words are the ones the spec uses for
 * USD ("must be at least 0.01", "must have at most 2 decimals").
 */
export function minorUnitProblem(amount: number, currency: string, limits: { minMinor: number; maxMinor: number }): string | null {
  const issue = minorUnitIssue(amount, currency, limits);
  return issue ? describeAmountIssue(issue) : null;
}

/** `minorUnitProblem`, told apart rather than worded. */
export function minorUnitIssue(amount: number, currency: string, limits: { minMinor: number; maxMinor: number }): AmountIssue | null {
  const min = fromMinor(limits.minMinor, currency);
  if (!Number.isFinite(amount)) return { kind: 'notANumber' };
  if (amount < min) return { kind: 'atLeast', min };
  if (amount > fromMinor(limits.maxMinor, currency)) return { kind: 'atMost', max: fromMinor(limits.maxMinor, currency) };
  if (!fitsMinorUnit(amount, currency)) return decimalsIssue(currency);
  return null;
}
