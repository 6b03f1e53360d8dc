/**
 * Tax rates travel as a decimal percent (13 or 7.25, at most 2 decimals) and are kept as
 * hundredths of a percent (basis points: 13 % is 1300), so totals compute in integers.
 * Server and terminal convert with these, so both always agree on the rate.
 *
 * `taxOn` is the one rule for the tax of an amount at a rate; `computeSaleTotals`
 * (./totals.ts) applies it once per rate, to the sum of that rate's lines.
 */
import { divRound } from './rounding';

/** 100 %: the highest rate a tax class may have. */
export const MAX_RATE_BP = 10_000;

/** 7.25 -> 725. `toFixed` absorbs binary artefacts such as 0.07 * 100 = 7.000000000000001. */
export function percentToBasisPoints(percent: number): number {
  if (!Number.isFinite(percent)) throw new RangeError(`Not a finite tax rate: ${percent}`);
  const sign = percent < 0 ? -1 : 1;
  return sign * Math.round(Number((Math.abs(percent) * 100).toFixed(6)));
}

/** 725 -> 7.25 */
export function basisPointsToPercent(bp: number): number {
  return bp / 100;
}

/**
 * The tax a rate puts on an amount in minor units, rounded half away from zero once:
 * - tax added (exclusive prices): amount × bp / 10000;
 * - tax contained (inclusive prices: the amount already holds its tax): amount × bp / (10000 + bp).
 */
export function taxOn(amountMinor: bigint, rateBp: number, inclusive: boolean): bigint {
  const bp = BigInt(rateBp);
  return divRound(amountMinor * bp, inclusive ? 10_000n + bp : 10_000n);
}
