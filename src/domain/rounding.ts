/**
 * The product's one rounding rule: half away from zero, at the currency's minor unit, on exact
 * integers (BigInt), so no float drift creeps in however large the amounts get. Line amounts, tax
 * per rate, refunds and reports all round through this.
 */

/** n / d rounded half away from zero, for d > 0. */
export function divRound(n: bigint, d: bigint): bigint {
  if (d <= 0n) throw new RangeError(`Divisor must be positive, got ${d}`);
  const negative = n < 0n;
  const abs = negative ? -n : n;
  const q = (2n * abs + d) / (2n * d);
  return negative ? -q : q;
}
