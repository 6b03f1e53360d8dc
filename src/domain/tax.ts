/**
 * Tax rates travel as a decimal percent (13, 7.25 or 8.875: at most 4 decimals, as the law writes
 * them) and are kept as an integer, the percent × 10,000 (parts per million of the amount: 13 % is
 * 130000, 8.875 % is 88750), so totals compute exactly in integers. Server and terminal convert
 * with these, so both always agree on the rate.
 *
 * `taxOn` is the one rule for the tax of an amount at a rate; `computeSaleTotals`
 * (./totals.ts) applies it once per rate, to the sum of that rate's lines.
 */
import { divRound } from './rounding';

/** The integer a rate is kept as per percent: 8.875 % is 88750. */
export const PPM_PER_PERCENT = 10_000;

/** 100 %: the highest rate a tax class may have. */
export const MAX_RATE_PPM = 100 * PPM_PER_PERCENT;

/** The most decimals a rate in percent may have. */
export const RATE_DECIMALS = 4;

/** Has at most 4 decimals; the tolerance absorbs binary artefacts like 9.975 * 10000 = 99749.99999999999. */
export function hasAtMostFourDecimals(percent: number): boolean {
  return Number.isInteger(Number((percent * PPM_PER_PERCENT).toFixed(4)));
}

/** 8.875 -> 88750. `toFixed` absorbs binary artefacts such as 0.07 * 10000 = 700.0000000000001. */
export function percentToPpm(percent: number): number {
  if (!Number.isFinite(percent)) throw new RangeError(`Not a finite tax rate: ${percent}`);
  const sign = percent < 0 ? -1 : 1;
  return sign * Math.round(Number((Math.abs(percent) * PPM_PER_PERCENT).toFixed(4)));
}

/** 88750 -> 8.875 (the division of two integers gives the shortest decimal: 99750 -> 9.975). */
export function ppmToPercent(ppm: number): number {
  return ppm / PPM_PER_PERCENT;
}

/**
 * The tax a rate puts on an amount in minor units, rounded half away from zero once:
 * - tax added (exclusive prices): amount × ppm / 1,000,000;
 * - tax contained (inclusive prices: the amount already holds its tax): amount × ppm / (1,000,000 + ppm).
 */
export function taxOn(amountMinor: bigint, ratePpm: number, inclusive: boolean): bigint {
  const ppm = BigInt(ratePpm);
  const whole = BigInt(MAX_RATE_PPM);
  return divRound(amountMinor * ppm, inclusive ? whole + ppm : whole);
}
