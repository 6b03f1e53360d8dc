import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ppmToPercent, percentToPpm } from './tax';

describe('tax rate conversion', () => {
  it('reads the rates shops type, binary artefacts included', () => {
    expect(percentToPpm(13)).toBe(1300);
    expect(percentToPpm(7.25)).toBe(725);
    expect(percentToPpm(0.07)).toBe(7);
    expect(percentToPpm(8.875)).toBe(888); // half away from zero at the hundredth
    expect(percentToPpm(1.005)).toBe(101);
  });

  it('round-trips every rate of at most two decimals', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), (bp) => {
        expect(percentToPpm(ppmToPercent(bp))).toBe(bp);
      }),
    );
  });

  it('refuses what is not a number', () => {
    expect(() => percentToPpm(Number.NaN)).toThrow(RangeError);
  });
});
