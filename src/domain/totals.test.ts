import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeTotals, type TotalsLineInput } from './totals';

const arbLine = fc.record({
  priceCents: fc.integer({ min: 0, max: 10_000_000 }),
  qty: fc.integer({ min: 1, max: 10_000 }),
  discountPct: fc.integer({ min: 0, max: 50 }),
});
const arbInput = fc.record({
  lines: fc.array(arbLine, { maxLength: 20 }),
  shippingCents: fc.integer({ min: 0, max: 1_000_000 }),
  taxratePpm: fc.integer({ min: 0, max: 1_000_000 }),
});

/** Exact rational reference: n/d rounded half away from zero, with the float-free trick of comparing 2·remainder to d. */
function refRound(n: bigint, d: bigint): bigint {
  const q = n / d;
  const r = n % d;
  return 2n * r >= d ? q + 1n : q;
}

describe('computeTotals', () => {
  it('prices a simple sale the way a cashier would', () => {
    const t = computeTotals({
      lines: [
        { priceCents: 1999, qty: 2, discountPct: 10 }, // 39.98 less 10 % = 35.982 -> 35.98
        { priceCents: 500, qty: 1, discountPct: 0 },
      ],
      shippingCents: 750,
      taxratePpm: 130_000,
    });
    expect(t.lines).toEqual([
      { grossCents: 3998, lineCents: 3598 },
      { grossCents: 500, lineCents: 500 },
    ]);
    expect(t.subtotalCents).toBe(4098);
    expect(t.discountCents).toBe(400);
    expect(t.shippingCents).toBe(750);
    // (40.98 + 7.50) × 13 % = 6.3024 -> 6.30
    expect(t.taxCents).toBe(630);
    expect(t.totalCents).toBe(5478);
  });

  it('rounds half a cent away from zero on lines and on tax', () => {
    // 1.05 × 50 % = 0.525 -> 0.53
    expect(computeTotals({ lines: [{ priceCents: 105, qty: 1, discountPct: 50 }], shippingCents: 0, taxratePpm: 0 }).lines[0].lineCents).toBe(53);
    // 0.10 × 5 % = 0.005 -> 0.01
    expect(computeTotals({ lines: [{ priceCents: 10, qty: 1, discountPct: 0 }], shippingCents: 0, taxratePpm: 50_000 }).taxCents).toBe(1);
    // 0.10 × 4.99 % = 0.00499 -> 0.00
    expect(computeTotals({ lines: [{ priceCents: 10, qty: 1, discountPct: 0 }], shippingCents: 0, taxratePpm: 49_900 }).taxCents).toBe(0);
  });

  it('taxes shipping too', () => {
    const t = computeTotals({ lines: [], shippingCents: 1000, taxratePpm: 130_000 });
    expect(t).toMatchObject({ subtotalCents: 0, taxCents: 130, totalCents: 1130 });
  });

  it.each<[string, Partial<TotalsLineInput>]>([
    ['discount over 50', { discountPct: 51 }],
    ['negative discount', { discountPct: -1 }],
    ['fractional discount', { discountPct: 10.5 }],
    ['zero quantity', { qty: 0 }],
    ['fractional quantity', { qty: 1.5 }],
    ['negative price', { priceCents: -1 }],
    ['fractional cents', { priceCents: 10.5 }],
    ['NaN price', { priceCents: Number.NaN }],
  ])('throws RangeError for %s', (_name, patch) => {
    const line = { priceCents: 100, qty: 1, discountPct: 0, ...patch };
    expect(() => computeTotals({ lines: [line], shippingCents: 0, taxratePpm: 0 })).toThrow(RangeError);
  });

  it('throws RangeError for negative or fractional shipping and a negative tax rate', () => {
    expect(() => computeTotals({ lines: [], shippingCents: -1, taxratePpm: 0 })).toThrow(RangeError);
    expect(() => computeTotals({ lines: [], shippingCents: 0.5, taxratePpm: 0 })).toThrow(RangeError);
    expect(() => computeTotals({ lines: [], shippingCents: 0, taxratePpm: -1 })).toThrow(RangeError);
  });

  it('accepts the discount bounds 0 and 50 and quantity 1', () => {
    const t = computeTotals({
      lines: [
        { priceCents: 1000, qty: 1, discountPct: 0 },
        { priceCents: 1000, qty: 1, discountPct: 50 },
      ],
      shippingCents: 0,
      taxratePpm: 0,
    });
    expect(t.lines.map((l) => l.lineCents)).toEqual([1000, 500]);
  });

  it('property: every amount is whole cents and the parts add up', () => {
    fc.assert(
      fc.property(arbInput, (input) => {
        const t = computeTotals(input);
        const all = [t.subtotalCents, t.discountCents, t.shippingCents, t.taxCents, t.totalCents, ...t.lines.flatMap((l) => [l.grossCents, l.lineCents])];
        expect(all.every((n) => Number.isSafeInteger(n) && n >= 0)).toBe(true);
        expect(t.subtotalCents).toBe(t.lines.reduce((s, l) => s + l.lineCents, 0));
        expect(t.discountCents).toBe(t.lines.reduce((s, l) => s + l.grossCents - l.lineCents, 0));
        expect(t.totalCents).toBe(t.subtotalCents + t.shippingCents + t.taxCents);
        expect(t.shippingCents).toBe(input.shippingCents);
      }),
    );
  });

  it('property: each line is per × qty × (1 − disc/100) to the nearest cent', () => {
    fc.assert(
      fc.property(arbLine, (line) => {
        const [l] = computeTotals({ lines: [line], shippingCents: 0, taxratePpm: 0 }).lines;
        expect(l.grossCents).toBe(line.priceCents * line.qty);
        const exact = BigInt(line.priceCents) * BigInt(line.qty) * BigInt(100 - line.discountPct);
        expect(BigInt(l.lineCents)).toBe(refRound(exact, 100n));
        // Never off by more than half a cent from the exact amount, and never more than the gross.
        expect(Math.abs(l.lineCents * 100 - Number(exact))).toBeLessThanOrEqual(50);
        expect(l.lineCents).toBeLessThanOrEqual(l.grossCents);
        expect(l.lineCents * 2).toBeGreaterThanOrEqual(l.grossCents - 1);
      }),
    );
  });

  it('property: tax = (subtotal + shipping) × rate/100 and total = (subtotal + shipping) × (1 + rate/100), to the cent (spec section 9)', () => {
    fc.assert(
      fc.property(arbInput, (input) => {
        const t = computeTotals(input);
        const base = BigInt(t.subtotalCents + t.shippingCents);
        const ppm = BigInt(input.taxratePpm);
        expect(BigInt(t.taxCents)).toBe(refRound(base * ppm, 1_000_000n));
        expect(BigInt(t.totalCents)).toBe(refRound(base * (1_000_000n + ppm), 1_000_000n));
      }),
    );
  });

  it('property: a larger discount never makes a line dearer', () => {
    fc.assert(
      fc.property(arbLine, fc.integer({ min: 0, max: 50 }), (line, other) => {
        const lo = Math.min(line.discountPct, other);
        const hi = Math.max(line.discountPct, other);
        const at = (d: number) => computeTotals({ lines: [{ ...line, discountPct: d }], shippingCents: 0, taxratePpm: 0 }).lines[0].lineCents;
        expect(at(hi)).toBeLessThanOrEqual(at(lo));
      }),
    );
  });

  it('property: discounts outside 0..50 and non-positive quantities are refused', () => {
    fc.assert(
      fc.property(
        arbLine,
        fc.oneof(fc.integer({ min: 51, max: 1000 }), fc.integer({ min: -1000, max: -1 })),
        fc.integer({ min: -1000, max: 0 }),
        (line, badDisc, badQty) => {
          expect(() => computeTotals({ lines: [{ ...line, discountPct: badDisc }], shippingCents: 0, taxratePpm: 0 })).toThrow(RangeError);
          expect(() => computeTotals({ lines: [{ ...line, qty: badQty }], shippingCents: 0, taxratePpm: 0 })).toThrow(RangeError);
        },
      ),
    );
  });

  it('property: line order does not change the totals', () => {
    fc.assert(
      fc.property(arbInput, (input) => {
        const a = computeTotals(input);
        const b = computeTotals({ ...input, lines: [...input.lines].reverse() });
        expect(b.totalCents).toBe(a.totalCents);
        expect(b.discountCents).toBe(a.discountCents);
      }),
    );
  });
});
