/**
 * The one totals function over random carts: several rates, tax added or contained, discounts,
 * shipping, and currencies with 0, 2 and 3 decimals (prices drawn as decimal amounts in the currency
 * and converted at the edge, as the API does).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromMinor, minorDigits, toMinor } from './currency';
import { computeSaleTotals, computeTotals, type SaleLineInput, type SaleTotalsInput } from './totals';

const CURRENCIES = ['USD', 'JPY', 'KWD', 'EUR'] as const;
const RATES = [0, 55_000, 100_000, 130_000, 200_000, 72_500, 88_750, 99_750, 149_750, 1_000_000];

/** Exact reference: n / d rounded half away from zero, for n >= 0. */
function refRound(n: bigint, d: bigint): bigint {
  const q = n / d;
  return 2n * (n % d) >= d ? q + 1n : q;
}

/** A cart as a shop would ring it: decimal shelf prices in the currency, a few rates, discounts. */
const arbCart = fc.constantFrom(...CURRENCIES).chain((currency) => {
  const per = 10 ** minorDigits(currency);
  const amount = (maxMajor: number) => fc.integer({ min: 0, max: maxMajor * per }).map((minor) => fromMinor(minor, currency));
  return fc.record({
    currency: fc.constant(currency),
    inclusive: fc.boolean(),
    defaultRatePpm: fc.constantFrom(...RATES),
    shipping: amount(500),
    lines: fc.array(
      fc.record({ price: amount(5_000), qty: fc.integer({ min: 1, max: 500 }), discountPct: fc.integer({ min: 0, max: 50 }), ratePpm: fc.constantFrom(...RATES) }),
      { maxLength: 25 },
    ),
  });
});
type Cart = typeof arbCart extends fc.Arbitrary<infer T> ? T : never;

function inputOf(cart: Cart): SaleTotalsInput {
  return {
    lines: cart.lines.map((l): SaleLineInput => ({ priceMinor: toMinor(l.price, cart.currency), qty: l.qty, discountPct: l.discountPct, ratePpm: l.ratePpm })),
    shippingMinor: toMinor(cart.shipping, cart.currency),
    defaultRatePpm: cart.defaultRatePpm,
    inclusive: cart.inclusive,
  };
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

describe('computeSaleTotals', () => {
  it('prices a French bakery’s cart with VAT included at two rates', () => {
    // Bread at 5.5 %, drinks at 20 % (the default); shelf prices include VAT.
    const t = computeSaleTotals({
      lines: [
        { priceMinor: 120, qty: 3, discountPct: 0, ratePpm: 55_000 }, // baguettes 3 × 1.20 = 3.60
        { priceMinor: 450, qty: 1, discountPct: 10, ratePpm: 55_000 }, // tart 4.50 less 10 % = 4.05
        { priceMinor: 250, qty: 2, discountPct: 0, ratePpm: 200_000 }, // sodas 2 × 2.50 = 5.00
      ],
      shippingMinor: 0,
      defaultRatePpm: 200_000,
      inclusive: true,
    });
    expect(t.lines.map((l) => l.lineMinor)).toEqual([360, 405, 500]);
    expect(t.subtotalMinor).toBe(1265);
    expect(t.discountMinor).toBe(45);
    // 7.65 × 5.5/105.5 = 0.3988 -> 0.40; 5.00 × 20/120 = 0.8333 -> 0.83
    expect(t.taxes).toEqual([
      { name: '', ratePpm: 55_000, compound: false, baseMinor: 725, taxMinor: 40 },
      { name: '', ratePpm: 200_000, compound: false, baseMinor: 417, taxMinor: 83 },
    ]);
    expect(t.taxMinor).toBe(123);
    expect(t.totalMinor).toBe(1265);
    expect(t.netMinor).toBe(1142);
    expect(t.goodsNetMinor).toBe(1142);
  });

  it('taxes shipping at the default rate, in the default rate’s sum before rounding', () => {
    const t = computeSaleTotals({
      lines: [
        { priceMinor: 333, qty: 1, discountPct: 0, ratePpm: 55_000 },
        { priceMinor: 333, qty: 1, discountPct: 0, ratePpm: 200_000 },
      ],
      shippingMinor: 500,
      defaultRatePpm: 200_000,
      inclusive: false,
    });
    // 3.33 × 5.5 % = 0.18315 -> 0.18; (3.33 + 5.00) × 20 % = 1.666 -> 1.67
    expect(t.taxes).toEqual([
      { name: '', ratePpm: 55_000, compound: false, baseMinor: 333, taxMinor: 18 },
      { name: '', ratePpm: 200_000, compound: false, baseMinor: 833, taxMinor: 167 },
    ]);
    expect(t.totalMinor).toBe(333 + 333 + 500 + 18 + 167);
    expect(t.goodsNetMinor).toBe(666);
  });

  it('in yen, rounds tax to the yen; in dinar, to the fils', () => {
    const yen = computeSaleTotals({ lines: [{ priceMinor: 155, qty: 1, discountPct: 0, ratePpm: 100_000 }], shippingMinor: 0, defaultRatePpm: 100_000, inclusive: false });
    expect(yen).toMatchObject({ taxMinor: 16, totalMinor: 171 }); // 15.5 -> 16
    const fils = computeSaleTotals({ lines: [{ priceMinor: 1235, qty: 1, discountPct: 0, ratePpm: 50_000 }], shippingMinor: 0, defaultRatePpm: 50_000, inclusive: false });
    expect(fils).toMatchObject({ taxMinor: 62, totalMinor: 1297 }); // 61.75 -> 62
  });

  it('a cart with only shipping taxes the shipping at the default rate; an empty one owes nothing', () => {
    expect(computeSaleTotals({ lines: [], shippingMinor: 1000, defaultRatePpm: 130_000, inclusive: false })).toMatchObject({ taxes: [{ ratePpm: 130_000, baseMinor: 1000, taxMinor: 130 }], totalMinor: 1130 });
    expect(computeSaleTotals({ lines: [], shippingMinor: 0, defaultRatePpm: 130_000, inclusive: true })).toMatchObject({ taxes: [], taxMinor: 0, totalMinor: 0 });
  });

  it('refuses rates over 100 % and negative ones', () => {
    const line = { priceMinor: 100, qty: 1, discountPct: 0 };
    expect(() => computeSaleTotals({ lines: [{ ...line, ratePpm: 1_000_001 }], shippingMinor: 0, defaultRatePpm: 0, inclusive: false })).toThrow(RangeError);
    expect(() => computeSaleTotals({ lines: [{ ...line, ratePpm: -1 }], shippingMinor: 0, defaultRatePpm: 0, inclusive: false })).toThrow(RangeError);
    expect(() => computeSaleTotals({ lines: [], shippingMinor: 0, defaultRatePpm: 1_000_001, inclusive: true })).toThrow(RangeError);
  });

  it('property: shown lines and totals add up exactly, in every currency', () => {
    fc.assert(
      fc.property(arbCart, (cart) => {
        const t = computeSaleTotals(inputOf(cart));
        const all = [t.subtotalMinor, t.discountMinor, t.shippingMinor, t.taxMinor, t.totalMinor, t.netMinor, t.goodsNetMinor, ...t.lines.flatMap((l) => [l.grossMinor, l.lineMinor]), ...t.taxes.flatMap((r) => [r.baseMinor, r.taxMinor])];
        expect(all.every((n) => Number.isSafeInteger(n) && n >= 0)).toBe(true);
        expect(t.subtotalMinor).toBe(sum(t.lines.map((l) => l.lineMinor)));
        expect(t.discountMinor).toBe(sum(t.lines.map((l) => l.grossMinor - l.lineMinor)));
        expect(t.taxMinor).toBe(sum(t.taxes.map((r) => r.taxMinor)));
        expect(t.totalMinor).toBe(sum(t.taxes.map((r) => r.baseMinor + r.taxMinor)));
        expect(t.netMinor).toBe(t.totalMinor - t.taxMinor);
        expect(t.totalMinor).toBe(t.subtotalMinor + t.shippingMinor + (cart.inclusive ? 0 : t.taxMinor));
        // What the receipt shows, in decimals, adds up the same: every figure converts back exactly.
        const shown = (minor: number) => toMinor(fromMinor(minor, cart.currency), cart.currency);
        expect(shown(t.totalMinor)).toBe(shown(t.subtotalMinor) + shown(t.shippingMinor) + (cart.inclusive ? 0 : sum(t.taxes.map((r) => shown(r.taxMinor)))));
      }),
    );
  });

  it('property: each rate’s tax is its lines’ sum (plus shipping for the default rate) at that rate, rounded once, half away from zero', () => {
    fc.assert(
      fc.property(arbCart, (cart) => {
        const input = inputOf(cart);
        const t = computeSaleTotals(input);
        const expectedRates = new Set(input.lines.map((l) => l.ratePpm));
        if (input.shippingMinor > 0) expectedRates.add(input.defaultRatePpm);
        expect(t.taxes.map((r) => r.ratePpm)).toEqual([...expectedRates].sort((a, b) => a - b));
        for (const r of t.taxes) {
          let amount = BigInt(sum(t.lines.filter((l) => l.ratePpm === r.ratePpm).map((l) => l.lineMinor)));
          if (r.ratePpm === input.defaultRatePpm) amount += BigInt(input.shippingMinor);
          const ppm = BigInt(r.ratePpm);
          const expected = cart.inclusive ? refRound(amount * ppm, 1_000_000n + ppm) : refRound(amount * ppm, 1_000_000n);
          expect(BigInt(r.taxMinor)).toBe(expected);
          expect(BigInt(r.baseMinor)).toBe(cart.inclusive ? amount - expected : amount);
        }
      }),
    );
  });

  it('property: with prices including tax, the customer pays exactly the shelf prices after discounts, whatever the rates', () => {
    fc.assert(
      fc.property(arbCart, fc.constantFrom(...RATES), (cart, otherRate) => {
        const input = { ...inputOf(cart), inclusive: true };
        const t = computeSaleTotals(input);
        const shelf = input.lines.map((l) => Number(refRound(BigInt(l.priceMinor) * BigInt(l.qty) * BigInt(100 - l.discountPct), 100n)));
        expect(t.totalMinor).toBe(sum(shelf) + input.shippingMinor);
        const repriced = computeSaleTotals({ ...input, defaultRatePpm: otherRate, lines: input.lines.map((l) => ({ ...l, ratePpm: otherRate })) });
        expect(repriced.totalMinor).toBe(t.totalMinor);
        // The net of the goods is the subtotal less what its lines contain: never more, never below 0.
        expect(t.goodsNetMinor).toBeLessThanOrEqual(t.subtotalMinor);
        expect(t.goodsNetMinor).toBeGreaterThanOrEqual(t.subtotalMinor - t.taxMinor);
      }),
    );
  });

  it('property: one rate with tax added gives the spec’s figures, to the cent', () => {
    fc.assert(
      fc.property(arbCart, (cart) => {
        const input = inputOf(cart);
        const single = { ...input, inclusive: false, lines: input.lines.map((l) => ({ ...l, ratePpm: input.defaultRatePpm })) };
        const t = computeSaleTotals(single);
        const spec = computeTotals({ lines: single.lines.map((l) => ({ priceCents: l.priceMinor, qty: l.qty, discountPct: l.discountPct })), shippingCents: single.shippingMinor, taxratePpm: single.defaultRatePpm });
        const base = BigInt(t.subtotalMinor + t.shippingMinor);
        expect(BigInt(t.taxMinor)).toBe(refRound(base * BigInt(single.defaultRatePpm), 1_000_000n));
        expect({ subtotal: t.subtotalMinor, discount: t.discountMinor, tax: t.taxMinor, total: t.totalMinor }).toEqual({
          subtotal: spec.subtotalCents,
          discount: spec.discountCents,
          tax: spec.taxCents,
          total: spec.totalCents,
        });
        expect(t.goodsNetMinor).toBe(t.subtotalMinor);
      }),
    );
  });

  it('property: the order of the lines changes nothing', () => {
    fc.assert(
      fc.property(arbCart, (cart) => {
        const input = inputOf(cart);
        const a = computeSaleTotals(input);
        const b = computeSaleTotals({ ...input, lines: [...input.lines].reverse() });
        expect({ ...b, lines: [] }).toEqual({ ...a, lines: [] });
      }),
    );
  });
});
