/**
 * Refunds over random carts and random sequences of partial returns: several rates, tax added or
 * contained, discounts, shipping, currencies with 0, 2 and 3 decimals. The figures must balance to
 * the minor unit however the receipt comes back.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { minorDigits } from './currency';
import { refundAsPaid, refundOf, refundTaxesOf, sameRefundSplit, tendersNetOfChange, worthOfReturned, type RefundableSale, type TaxAmount } from './refunds';
import { computeSaleTotals, type LineTax } from './totals';

const RATES = [0, 550, 1000, 1300, 2000, 725];

const arbSale = fc
  .record({
    digits: fc.constantFrom(minorDigits('JPY'), minorDigits('USD'), minorDigits('KWD')),
    inclusive: fc.boolean(),
    defaultRatePpm: fc.constantFrom(...RATES),
    shippingMajor: fc.integer({ min: 0, max: 50 }),
    lines: fc.array(
      fc.record({ price: fc.integer({ min: 0, max: 50_000 }), qty: fc.integer({ min: 1, max: 12 }), discountPct: fc.integer({ min: 0, max: 50 }), ratePpm: fc.constantFrom(...RATES) }),
      { minLength: 1, maxLength: 8 },
    ),
  })
  .map((s) => {
    const totals = computeSaleTotals({
      lines: s.lines.map((l) => ({ priceMinor: l.price, qty: l.qty, discountPct: l.discountPct, ratePpm: l.ratePpm })),
      shippingMinor: s.shippingMajor * 10 ** s.digits,
      defaultRatePpm: s.defaultRatePpm,
      inclusive: s.inclusive,
    });
    const sale: RefundableSale = {
      totalMinor: totals.totalMinor,
      inclusive: s.inclusive,
      lines: s.lines.map((l, i) => ({ lineMinor: totals.lines[i].lineMinor, qty: l.qty, ratePpm: l.ratePpm })),
    };
    return sale;
  });

/** A sale and an order of returns that brings every unit back: each step returns some units of some lines. */
const arbSaleAndReturns = arbSale.chain((sale) =>
  fc
    .array(fc.tuple(fc.nat({ max: sale.lines.length - 1 }), fc.integer({ min: 1, max: 12 })), { maxLength: 30 })
    .map((steps) => ({ sale, steps })),
);

/** Plays the steps (each capped at what is left), then returns whatever is still out in one go. */
function play(sale: RefundableSale, steps: [number, number][]): { refunds: number[]; partialRefunds: number[] } {
  const returned = sale.lines.map(() => 0);
  const refunds: number[] = [];
  for (const [line, want] of steps) {
    const qty = Math.min(want, sale.lines[line].qty - returned[line]);
    if (qty === 0) continue;
    const now = sale.lines.map((_, i) => (i === line ? qty : 0));
    refunds.push(refundOf(sale, returned, now));
    returned[line] += qty;
  }
  const partialRefunds = [...refunds];
  const rest = sale.lines.map((l, i) => l.qty - returned[i]);
  if (rest.some((q) => q > 0)) refunds.push(refundOf(sale, returned, rest));
  return { refunds, partialRefunds };
}

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

describe('refunds', () => {
  it('of a fully returned sale add up to exactly its total, in any order of partial returns', () => {
    fc.assert(
      fc.property(arbSaleAndReturns, ({ sale, steps }) => {
        const { refunds } = play(sale, steps);
        expect(sum(refunds)).toBe(sale.totalMinor);
      }),
      { numRuns: 500 },
    );
  });

  it('are never negative and never exceed what was paid along the way', () => {
    fc.assert(
      fc.property(arbSaleAndReturns, ({ sale, steps }) => {
        const { refunds, partialRefunds } = play(sale, steps);
        for (const r of refunds) expect(r).toBeGreaterThanOrEqual(0);
        let running = 0;
        for (const r of partialRefunds) {
          running += r;
          expect(running).toBeLessThanOrEqual(sale.totalMinor);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('of the same units are the same, returned at once or one by one, up to the rounding of each step', () => {
    fc.assert(
      fc.property(arbSale, fc.nat(), (sale, pick) => {
        const line = pick % sale.lines.length;
        const qty = sale.lines[line].qty;
        const atOnce = refundOf(sale, [], sale.lines.map((_, i) => (i === line ? qty : 0)));
        let oneByOne = 0;
        const returned = sale.lines.map(() => 0);
        for (let k = 0; k < qty; k++) {
          oneByOne += refundOf(sale, returned, sale.lines.map((_, i) => (i === line ? 1 : 0)));
          returned[line] += 1;
        }
        // Each return refunds the growth of the worth of everything back, so the sum telescopes.
        expect(oneByOne).toBe(atOnce);
      }),
      { numRuns: 300 },
    );
  });

  it('refund a unit its share of the discounted line plus tax at the line rate, rounded at the minor unit', () => {
    // 3 x 10.00 at 10 % off = 27.00, 13 % added: one unit is 9.00 + 1.17.
    const sale: RefundableSale = { totalMinor: 3051 + 500, inclusive: false, lines: [{ lineMinor: 2700, qty: 3, ratePpm: 130_000 }, { lineMinor: 500, qty: 1, ratePpm: 0 }] };
    expect(refundOf(sale, [0, 0], [1, 0])).toBe(1017);
    // Prices including tax: the share alone, tax contained.
    expect(refundOf({ ...sale, inclusive: true, totalMinor: 3200 }, [0, 0], [1, 0])).toBe(900);
    // The last unit takes the remainder: shipping and rounding included.
    expect(refundOf(sale, [3, 0], [0, 1])).toBe(sale.totalMinor - worthOfReturned(sale, [3, 0]));
  });

  it('refuse to count more units back than were sold', () => {
    const sale: RefundableSale = { totalMinor: 100, inclusive: false, lines: [{ lineMinor: 100, qty: 1, ratePpm: 0 }, { lineMinor: 0, qty: 1, ratePpm: 0 }] };
    expect(() => worthOfReturned(sale, [2, 0])).toThrow(RangeError);
  });
});

const GST: LineTax = { name: 'GST', ratePpm: 50_000, compound: false };
const QST: LineTax = { name: 'QST', ratePpm: 99_750, compound: false };
const PST_ON_GST: LineTax = { name: 'PST', ratePpm: 100_000, compound: true };

/** A sale priced by the terminal's totals with its classes' taxes, as checkout records it. */
function taxedSale(lines: { price: number; qty: number; discountPct?: number; taxes: LineTax[] }[], shippingMinor: number, inclusive: boolean, defaultTaxes: LineTax[]): RefundableSale {
  const rateOf = (taxes: LineTax[]) => taxes.reduce((acc, t) => acc + t.ratePpm, 0);
  const totals = computeSaleTotals({
    lines: lines.map((l) => ({ priceMinor: l.price, qty: l.qty, discountPct: l.discountPct ?? 0, ratePpm: rateOf(l.taxes), taxes: l.taxes })),
    shippingMinor,
    defaultRatePpm: rateOf(defaultTaxes),
    defaultTaxes,
    inclusive,
  });
  return {
    totalMinor: totals.totalMinor,
    inclusive,
    lines: lines.map((l, i) => ({ lineMinor: totals.lines[i].lineMinor, qty: l.qty, ratePpm: rateOf(l.taxes), taxes: l.taxes })),
    taxes: totals.taxes.map((t) => ({ name: t.name, named: true, ratePpm: t.ratePpm, baseMinor: t.baseMinor, taxMinor: t.taxMinor })),
  };
}

const taxOf = (taxes: TaxAmount[], name: string) => taxes.find((t) => t.name === name)?.taxMinor ?? 0;

describe('refunds tax by tax', () => {
  it('give back GST and QST apart on a Quebec sale refunded in two parts, the second taking what is left of each', () => {
    // 3 × 19.99 and 2 × 3.50 with GST 5 % and QST 9.975 %, shipping 5.00: GST 3.60 (on 71.97), QST 7.18.
    const sale = taxedSale([{ price: 1999, qty: 3, taxes: [GST, QST] }, { price: 350, qty: 2, taxes: [GST, QST] }], 500, false, [GST, QST]);
    expect(taxOf([...sale.taxes!], 'GST')).toBe(360);
    expect(taxOf([...sale.taxes!], 'QST')).toBe(718);
    // One of each: 23.49 of goods, GST round(1.1745) = 1.17, QST round(2.3431...) = 2.34, each rounded once.
    const first = refundTaxesOf(sale, [0, 0], [1, 1]);
    expect(first).toEqual([
      { name: 'GST', named: true, ratePpm: 50_000, baseMinor: 2349, taxMinor: 117 },
      { name: 'QST', named: true, ratePpm: 99_750, baseMinor: 2349, taxMinor: 234 },
    ]);
    expect(refundOf(sale, [0, 0], [1, 1])).toBe(2349 + 117 + 234);
    // Not the combined 14.975 %: round(23.49 × 14.975 %) = 3.52, one cent more than the two taxes apart.
    expect(refundOf(sale, [0, 0], [1, 1])).not.toBe(2349 + 352);
    const second = refundTaxesOf(sale, [1, 1], [2, 1]);
    expect(taxOf(second, 'GST')).toBe(360 - 117);
    expect(taxOf(second, 'QST')).toBe(718 - 234);
    expect(refundOf(sale, [0, 0], [1, 1]) + refundOf(sale, [1, 1], [2, 1])).toBe(sale.totalMinor);
  });

  it('give back a compound tax on its base, the amount plus the taxes before it', () => {
    // 2 × 10.00 with GST 5 % then a 10 % tax on the amount with GST.
    const sale = taxedSale([{ price: 1000, qty: 2, taxes: [GST, PST_ON_GST] }], 0, false, [GST]);
    const first = refundTaxesOf(sale, [0], [1]);
    expect(first).toEqual([
      { name: 'GST', named: true, ratePpm: 50_000, baseMinor: 1000, taxMinor: 50 },
      { name: 'PST', named: true, ratePpm: 100_000, baseMinor: 1050, taxMinor: 105 },
    ]);
    expect(refundOf(sale, [0], [1])).toBe(1155);
    expect(refundTaxesOf(sale, [1], [1])).toEqual(first);
  });

  it('of a whole receipt, returned in any order, give back each of its taxes exactly, tax added or contained', () => {
    const arbTaxes = fc.constantFrom<LineTax[]>([GST, QST], [GST], [QST], [GST, PST_ON_GST], [{ name: 'State', ratePpm: 40_000, compound: false }, { name: 'City', ratePpm: 48_750, compound: false }]);
    const arb = fc
      .record({
        inclusive: fc.boolean(),
        shipping: fc.integer({ min: 0, max: 2000 }),
        defaultTaxes: arbTaxes,
        lines: fc.array(fc.record({ price: fc.integer({ min: 0, max: 20_000 }), qty: fc.integer({ min: 1, max: 6 }), discountPct: fc.integer({ min: 0, max: 50 }), taxes: arbTaxes }), { minLength: 1, maxLength: 5 }),
      })
      .chain((s) => {
        const sale = taxedSale(s.lines, s.shipping, s.inclusive, s.defaultTaxes);
        return fc.array(fc.tuple(fc.nat({ max: s.lines.length - 1 }), fc.integer({ min: 1, max: 6 })), { maxLength: 12 }).map((steps) => ({ sale, steps }));
      });
    fc.assert(
      fc.property(arb, ({ sale, steps }) => {
        const returned = sale.lines.map(() => 0);
        const given = new Map<string, number>();
        const take = (now: number[]) => {
          const refund = refundOf(sale, returned, now);
          const taxes = refundTaxesOf(sale, returned, now);
          for (const t of taxes) given.set(t.name, (given.get(t.name) ?? 0) + t.taxMinor);
          // Tax added: the refund is the goods' shares plus exactly the taxes it gives back.
          if (!sale.inclusive) expect(refund - taxes.reduce((acc, t) => acc + t.taxMinor, 0)).toBeGreaterThanOrEqual(0);
          now.forEach((q, i) => (returned[i] += q));
        };
        for (const [line, want] of steps) {
          const qty = Math.min(want, sale.lines[line].qty - returned[line]);
          if (qty > 0) take(sale.lines.map((_, i) => (i === line ? qty : 0)));
        }
        take(sale.lines.map((l, i) => l.qty - returned[i]));
        for (const t of sale.taxes!) expect(given.get(t.name) ?? 0).toBe(sale.taxes!.filter((u) => u.name === t.name).reduce((acc, u) => acc + u.taxMinor, 0));
      }),
      { numRuns: 300 },
    );
  });
});

describe('a refund paid back the way the sale was paid', () => {
  it('takes the change out of cash: 20 cash for a 12.50 sale with 7.50 change is 12.50 cash', () => {
    expect(tendersNetOfChange([{ method: 'cash', amountMinor: 2000 }], 750)).toEqual([{ method: 'cash', amountMinor: 1250 }]);
    expect(tendersNetOfChange([{ method: 'card', amountMinor: 1000 }, { method: 'cash', amountMinor: 500 }], 250)).toEqual([
      { method: 'card', amountMinor: 1000 },
      { method: 'cash', amountMinor: 250 },
    ]);
  });

  it('splits in proportion, the leftover minor units to the largest remainders', () => {
    expect(refundAsPaid(1000, [{ method: 'card', amountMinor: 3000 }])).toEqual([{ method: 'card', amountMinor: 1000 }]);
    // 10.00 of a 30.00 sale paid 20 card + 10 cash: 6.67 card, 3.33 cash.
    expect(refundAsPaid(1000, [{ method: 'card', amountMinor: 2000 }, { method: 'cash', amountMinor: 1000 }])).toEqual([
      { method: 'card', amountMinor: 667 },
      { method: 'cash', amountMinor: 333 },
    ]);
    // Equal thirds of 1: the first tender takes the unit.
    expect(refundAsPaid(1, [{ method: 'card', amountMinor: 1 }, { method: 'cash', amountMinor: 1 }, { method: 'other', amountMinor: 1 }])).toEqual([{ method: 'card', amountMinor: 1 }]);
  });

  it('refunds in cash when the sale recorded no tender, and nothing when there is nothing to refund', () => {
    expect(refundAsPaid(500, [])).toEqual([{ method: 'cash', amountMinor: 500 }]);
    expect(refundAsPaid(0, [{ method: 'card', amountMinor: 500 }])).toEqual([]);
  });

  it('always adds up to the refund exactly, each part within its share by less than one minor unit', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ method: fc.constantFrom('cash' as const, 'card' as const, 'other' as const), amountMinor: fc.integer({ min: 1, max: 1_000_000 }) }), { minLength: 1, maxLength: 3 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (tenders, fraction) => {
          const paid = tenders.reduce((acc, t) => acc + t.amountMinor, 0);
          const refund = Math.floor(paid * fraction);
          const parts = refundAsPaid(refund, tenders);
          expect(parts.reduce((acc, p) => acc + p.amountMinor, 0)).toBe(refund);
          tenders.forEach((t, i) => {
            const part = parts.filter((p) => p.method === t.method).reduce((acc, p) => acc + p.amountMinor, 0);
            const sameMethod = tenders.filter((u, j) => u.method === t.method && j !== i).length;
            if (sameMethod === 0) expect(Math.abs(part - (refund * t.amountMinor) / paid)).toBeLessThan(1);
          });
        },
      ),
    );
  });

  it('compares splits per method, in any order', () => {
    expect(sameRefundSplit([{ method: 'card', amountMinor: 5 }, { method: 'cash', amountMinor: 3 }], [{ method: 'cash', amountMinor: 3 }, { method: 'card', amountMinor: 5 }])).toBe(true);
    expect(sameRefundSplit([{ method: 'card', amountMinor: 8 }], [{ method: 'cash', amountMinor: 8 }])).toBe(false);
    expect(sameRefundSplit([{ method: 'card', amountMinor: 8 }], [{ method: 'card', amountMinor: 5 }, { method: 'cash', amountMinor: 3 }])).toBe(false);
  });
});
