import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasAtMostFourDecimals, ppmToPercent, percentToPpm, taxOn } from './tax';

describe('tax rate conversion', () => {
  it('reads the rates the law writes, binary artefacts included', () => {
    expect(percentToPpm(13)).toBe(130_000);
    expect(percentToPpm(7.25)).toBe(72_500);
    expect(percentToPpm(0.07)).toBe(700);
    expect(percentToPpm(8.875)).toBe(88_750); // New York City
    expect(percentToPpm(9.975)).toBe(99_750); // Quebec's QST
    expect(percentToPpm(14.975)).toBe(149_750); // GST + QST
    expect(percentToPpm(0.0001)).toBe(1);
  });

  it('gives each kept rate back as the percent that was typed', () => {
    expect(ppmToPercent(88_750)).toBe(8.875);
    expect(ppmToPercent(99_750)).toBe(9.975);
    expect(ppmToPercent(149_750)).toBe(14.975);
    expect(ppmToPercent(1)).toBe(0.0001);
  });

  it('round-trips every rate of at most four decimals', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), (ppm) => {
        const percent = ppmToPercent(ppm);
        expect(hasAtMostFourDecimals(percent)).toBe(true);
        expect(percentToPpm(percent)).toBe(ppm);
      }),
    );
  });

  it('tells a fifth decimal apart', () => {
    expect(hasAtMostFourDecimals(8.875)).toBe(true);
    expect(hasAtMostFourDecimals(9.975)).toBe(true);
    expect(hasAtMostFourDecimals(14.975)).toBe(true);
    expect(hasAtMostFourDecimals(8.87501)).toBe(false);
    expect(hasAtMostFourDecimals(0.00001)).toBe(false);
  });

  it('computes the tax of these rates exactly, rounding once', () => {
    // $100.00 at 8.875 % is $8.875: half away from zero, $8.88.
    expect(taxOn(10_000n, 88_750, false)).toBe(888n);
    // $10.00 at 9.975 % is 99.75 cents: $1.00.
    expect(taxOn(1_000n, 99_750, false)).toBe(100n);
    // 1149.75 (prices including tax) holds exactly 149.75 of tax at 14.975 %: 114975 × 149750 / 1149750 = 14975.
    expect(taxOn(114_975n, 149_750, true)).toBe(14_975n);
  });

  it('refuses what is not a number', () => {
    expect(() => percentToPpm(Number.NaN)).toThrow(RangeError);
  });
});
