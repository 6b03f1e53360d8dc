import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { basisPointsToPercent, percentToBasisPoints } from './tax';

describe('tax rate conversion', () => {
  it('reads the rates shops type, binary artefacts included', () => {
    expect(percentToBasisPoints(13)).toBe(1300);
    expect(percentToBasisPoints(7.25)).toBe(725);
    expect(percentToBasisPoints(0.07)).toBe(7);
    expect(percentToBasisPoints(8.875)).toBe(888); // half away from zero at the hundredth
    expect(percentToBasisPoints(1.005)).toBe(101);
  });

  it('round-trips every rate of at most two decimals', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), (bp) => {
        expect(percentToBasisPoints(basisPointsToPercent(bp))).toBe(bp);
      }),
    );
  });

  it('refuses what is not a number', () => {
    expect(() => percentToBasisPoints(Number.NaN)).toThrow(RangeError);
  });
});
