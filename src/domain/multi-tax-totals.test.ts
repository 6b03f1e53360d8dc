/**
 * Several named taxes on one line (Quebec's GST 5 % + QST 9.975 %, New York City's state and city
 * taxes, a compound tax on tax), through the one totals function that the server's checkout, the
 * terminal, offline sales and receipts share: worked examples, then random carts in currencies with
 * 0, 2 and 3 decimals, prices with tax added or included, against an exact reference that rounds
 * each tax once per sale.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromMinor, minorDigits, toMinor } from './currency';
import { computeSaleTotals, type LineTax, type SaleTotalsInput } from './totals';

const GST: LineTax = { name: 'GST', ratePpm: 50_000, compound: false };
const QST: LineTax = { name: 'QST', ratePpm: 99_750, compound: false };
const STATE: LineTax = { name: 'State', ratePpm: 40_000, compound: false };
const CITY: LineTax = { name: 'City', ratePpm: 48_750, compound: false };
const HST: LineTax = { name: 'HST', ratePpm: 130_000, compound: false };
/** Quebec before 2013: QST on the price plus GST. */
const OLD_QST: LineTax = { name: 'QST', ratePpm: 95_000, compound: true };

const line = (priceMinor: number, taxes: LineTax[], qty = 1, discountPct = 0) => ({ priceMinor, qty, discountPct, ratePpm: taxes.reduce((a, t) => a + t.ratePpm, 0), taxes });

describe('several taxes on a line', () => {
  it('a Montreal sale: GST 5 % and QST 9.975 % each on the price, each rounded once for the sale', () => {
    // Two lines of 3.33: GST 0.333 -> 0.33, QST 0.664… -> 0.66 (per line it would be 0.17 + 0.17 and 0.33 + 0.33).
    const t = computeSaleTotals({ lines: [line(333, [GST, QST]), line(333, [GST, QST])], shippingMinor: 0, defaultRatePpm: 149_750, defaultTaxes: [GST, QST], inclusive: false });
    expect(t.taxes).toEqual([
      { name: 'GST', ratePpm: 50_000, compound: false, baseMinor: 666, taxMinor: 33 },
      { name: 'QST', ratePpm: 99_750, compound: false, baseMinor: 666, taxMinor: 66 },
    ]);
    expect(t).toMatchObject({ subtotalMinor: 666, taxMinor: 99, totalMinor: 765, netMinor: 666, goodsNetMinor: 666 });
  });

  it('New York City: state 4 % and city 4.875 % on the same base, shipping taxed by the default class', () => {
    const t = computeSaleTotals({ lines: [line(10_000, [STATE, CITY])], shippingMinor: 500, defaultRatePpm: 88_750, defaultTaxes: [STATE, CITY], inclusive: false });
    // 105.00 × 4 % = 4.20; 105.00 × 4.875 % = 5.11875 -> 5.12
    expect(t.taxes.map((x) => [x.name, x.baseMinor, x.taxMinor])).toEqual([
      ['State', 10_500, 420],
      ['City', 10_500, 512],
    ]);
    expect(t.totalMinor).toBe(10_500 + 932);
  });

  it('classes share a tax: GST on food and on books is one GST row; QST only where the class has it', () => {
    const t = computeSaleTotals({ lines: [line(1_000, [GST, QST]), line(2_000, [GST])], shippingMinor: 0, defaultRatePpm: 149_750, defaultTaxes: [GST, QST], inclusive: false });
    expect(t.taxes.map((x) => [x.name, x.baseMinor, x.taxMinor])).toEqual([
      ['GST', 3_000, 150],
      ['QST', 1_000, 100],
    ]);
  });

  it('a compound tax is on the price plus the taxes before it', () => {
    // 100.00: GST 5.00; QST 9.5 % of 105.00 = 9.975 -> 9.98.
    const t = computeSaleTotals({ lines: [line(10_000, [GST, OLD_QST])], shippingMinor: 0, defaultRatePpm: 0, inclusive: false });
    expect(t.taxes).toEqual([
      { name: 'GST', ratePpm: 50_000, compound: false, baseMinor: 10_000, taxMinor: 500 },
      { name: 'QST', ratePpm: 95_000, compound: true, baseMinor: 10_500, taxMinor: 998 },
    ]);
    expect(t.totalMinor).toBe(11_498);
  });

  it('prices including two taxes: the total is the shelf price, and holds each tax', () => {
    // 11.50 holds 10.00 + GST 0.50 + QST 0.9975 -> 1.00.
    const t = computeSaleTotals({ lines: [line(1_150, [GST, QST])], shippingMinor: 0, defaultRatePpm: 0, inclusive: true });
    expect(t.taxes.map((x) => [x.name, x.baseMinor, x.taxMinor])).toEqual([
      ['GST', 1_000, 50],
      ['QST', 1_000, 100],
    ]);
    expect(t).toMatchObject({ totalMinor: 1_150, taxMinor: 150, netMinor: 1_000, goodsNetMinor: 1_000 });
  });

  it('one tax given as a list is priced exactly as the line’s rate alone', () => {
    const single = computeSaleTotals({ lines: [{ priceMinor: 1_999, qty: 3, discountPct: 10, ratePpm: 130_000 }], shippingMinor: 250, defaultRatePpm: 130_000, inclusive: false });
    const listed = computeSaleTotals({ lines: [line(1_999, [{ ...HST, name: '' }], 3, 10)], shippingMinor: 250, defaultRatePpm: 130_000, defaultTaxes: [{ ...HST, name: '' }], inclusive: false });
    expect(listed).toEqual(single);
  });

  it('refuses a tax rate no class can have', () => {
    expect(() => computeSaleTotals({ lines: [line(100, [{ ...GST, ratePpm: 1_000_001 }])], shippingMinor: 0, defaultRatePpm: 0, inclusive: false })).toThrow(RangeError);
    expect(() => computeSaleTotals({ lines: [], shippingMinor: 100, defaultRatePpm: 0, defaultTaxes: [{ ...GST, ratePpm: -1 }], inclusive: false })).toThrow(RangeError);
  });
});

// ---- Random carts against an exact reference ----

/** Exact n / d rounded half away from zero, for n >= 0 (written apart from the domain's rule). */
function refRound(n: bigint, d: bigint): bigint {
  const q = n / d;
  return 2n * (n % d) >= d ? q + 1n : q;
}

/** The classes a shop in each place might have: one tax, two, three, one compound. */
const CLASSES: LineTax[][] = [
  [{ name: 'Tax', ratePpm: 0, compound: false }],
  [HST],
  [GST],
  [GST, QST],
  [STATE, CITY],
  [STATE, CITY, { name: 'MCTD', ratePpm: 3_750, compound: false }],
  [GST, OLD_QST],
  [{ name: 'VAT', ratePpm: 200_000, compound: false }],
];
const CURRENCIES = ['JPY', 'USD', 'KWD'] as const;

const arbCart = fc.constantFrom(...CURRENCIES).chain((currency) => {
  const per = 10 ** minorDigits(currency);
  const amount = (maxMajor: number) => fc.integer({ min: 0, max: maxMajor * per }).map((minor) => fromMinor(minor, currency));
  return fc.record({
    currency: fc.constant(currency),
    inclusive: fc.boolean(),
    defaultClass: fc.nat(CLASSES.length - 1),
    shipping: amount(200),
    lines: fc.array(fc.record({ price: amount(2_000), qty: fc.integer({ min: 1, max: 50 }), discountPct: fc.integer({ min: 0, max: 50 }), cls: fc.nat(CLASSES.length - 1) }), { maxLength: 20 }),
  });
});
type Cart = typeof arbCart extends fc.Arbitrary<infer T> ? T : never;

function inputOf(cart: Cart): SaleTotalsInput {
  return {
    lines: cart.lines.map((l) => line(toMinor(l.price, cart.currency), CLASSES[l.cls], l.qty, l.discountPct)),
    shippingMinor: toMinor(cart.shipping, cart.currency),
    defaultRatePpm: CLASSES[cart.defaultClass].reduce((a, t) => a + t.ratePpm, 0),
    defaultTaxes: CLASSES[cart.defaultClass],
    inclusive: cart.inclusive,
  };
}

/**
 * The reference: every amount charged with its class's taxes, each tax's exact share summed over
 * the sale as one fraction over a common denominator of powers of 10^6, then rounded once.
 */
function referenceTaxes(input: SaleTotalsInput, lineAmounts: number[]): Map<string, bigint> {
  const M = 1_000_000n;
  const D = M ** 4n; // room for 3 taxes, one compound, and the inclusive division below
  const exact = new Map<string, { n: bigint; d: bigint }>();
  const charge = (taxes: readonly LineTax[], amount: bigint) => {
    // c_j × r_j scaled by M^2: a compound tax is on 1 + the earlier taxes.
    let markup = M * M; // 1, scaled by M^2
    const scaled = taxes.map((t) => {
      const base = t.compound ? markup : M * M;
      const share = (base * BigInt(t.ratePpm)) / M; // exact: base is a multiple of M here
      markup += share;
      return share;
    });
    taxes.forEach((t, j) => {
      const key = `${t.name}|${t.ratePpm}|${t.compound}`;
      // Tax added: amount × share / M^2; contained: amount × share / markup.
      const [n, d] = input.inclusive ? [amount * scaled[j], markup] : [amount * scaled[j], M * M];
      const prev = exact.get(key) ?? { n: 0n, d: D };
      exact.set(key, { n: prev.n * d + n * prev.d, d: prev.d * d });
    });
  };
  input.lines.forEach((l, i) => charge(l.taxes!, BigInt(lineAmounts[i])));
  if (input.shippingMinor > 0) charge(input.defaultTaxes!, BigInt(input.shippingMinor));
  return new Map([...exact].map(([k, f]) => [k, refRound(f.n, f.d)]));
}

describe('several taxes per class over random carts (0, 2 and 3 decimals, tax added or included)', () => {
  it('rounds each tax once, on its exact sum over the sale', () => {
    fc.assert(
      fc.property(arbCart, (cart) => {
        const input = inputOf(cart);
        const t = computeSaleTotals(input);
        const expected = referenceTaxes(input, t.lines.map((l) => l.lineMinor));
        expect(new Map(t.taxes.map((x) => [`${x.name}|${x.ratePpm}|${x.compound}`, BigInt(x.taxMinor)]))).toEqual(expected);
      }),
      { numRuns: 300 },
    );
  });

  it('adds up: the total is the goods and shipping (plus the taxes when added), and the taxes are the tax', () => {
    fc.assert(
      fc.property(arbCart, (cart) => {
        const t = computeSaleTotals(inputOf(cart));
        const taxes = t.taxes.reduce((a, x) => a + x.taxMinor, 0);
        expect(t.taxMinor).toBe(taxes);
        expect(t.totalMinor).toBe(t.subtotalMinor + t.shippingMinor + (cart.inclusive ? 0 : taxes));
        expect(t.netMinor).toBe(t.totalMinor - t.taxMinor);
        for (const x of t.taxes) expect(Number.isSafeInteger(x.baseMinor) && x.baseMinor >= 0 && x.taxMinor >= 0).toBe(true);
        // The amounts are whole minor units of the currency: they convert to its decimals and back.
        expect(toMinor(fromMinor(t.totalMinor, cart.currency), cart.currency)).toBe(t.totalMinor);
      }),
      { numRuns: 300 },
    );
  });

  it('a non-compound tax added is on exactly the amounts that carry it', () => {
    fc.assert(
      fc.property(
        arbCart.filter((c) => !c.inclusive),
        (cart) => {
          const input = inputOf(cart);
          const t = computeSaleTotals(input);
          for (const x of t.taxes.filter((tax) => !tax.compound)) {
            const carried = input.lines.filter((l) => l.taxes!.some((tax) => tax.name === x.name && tax.ratePpm === x.ratePpm && !tax.compound));
            const shipping = input.defaultTaxes!.some((tax) => tax.name === x.name && tax.ratePpm === x.ratePpm && !tax.compound) ? input.shippingMinor : 0;
            const base = carried.reduce((a, l) => a + t.lines[input.lines.indexOf(l)].lineMinor, 0) + shipping;
            expect(x.baseMinor).toBe(base);
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});
