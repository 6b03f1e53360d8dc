/**
 * Tax rates travel as a decimal percent (13 or 7.25, at most 2 decimals) and are kept as
 * hundredths of a percent (basis points: 13 % is 1300), so totals compute in integers.
 * Server and terminal convert with these, so both always agree on the rate.
 */

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
