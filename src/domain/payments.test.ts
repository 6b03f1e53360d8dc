import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES, quickCashAmounts, settle, sumOf, type Payment } from './payments';

describe('settle', () => {
  it('takes the exact total in cash when no tender is given, and nothing for a free sale', () => {
    expect(settle(1234, undefined)).toEqual({ ok: true, payments: [{ method: 'cash', amountMinor: 1234 }], changeMinor: 0, roundingMinor: 0 });
    expect(settle(0, undefined)).toEqual({ ok: true, payments: [], changeMinor: 0, roundingMinor: 0 });
  });

  it('gives change from cash only: card and other may not exceed the total', () => {
    expect(settle(1000, [{ method: 'card', amountMinor: 1200 }])).toEqual({ ok: false, message: PAYMENT_MESSAGES.nonCashOverTotal });
    expect(settle(1000, [{ method: 'card', amountMinor: 600 }, { method: 'cash', amountMinor: 500 }])).toMatchObject({ ok: true, changeMinor: 100 });
  });

  it('refuses tender that does not cover the total, or amounts that are not above zero', () => {
    expect(settle(1000, [{ method: 'cash', amountMinor: 999 }])).toEqual({ ok: false, message: PAYMENT_MESSAGES.notCovered });
    expect(settle(1000, [{ method: 'cash', amountMinor: 0 }, { method: 'card', amountMinor: 1000 }])).toEqual({ ok: false, message: PAYMENT_MESSAGES.amountAboveZero });
    expect(settle(1000, [{ method: 'cash', amountMinor: 10.5 }])).toEqual({ ok: false, message: PAYMENT_MESSAGES.amountAboveZero });
  });

  it('for any accepted tender, the payments less the change are exactly the total', () => {
    const arbPayment = fc.record({ method: fc.constantFrom('cash', 'card', 'other') as fc.Arbitrary<Payment['method']>, amountMinor: fc.integer({ min: 1, max: 100_000 }) });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 200_000 }), fc.array(arbPayment, { minLength: 1, maxLength: 5 }), (total, payments) => {
        const settled = settle(total, payments);
        if (!settled.ok) return;
        expect(sumOf(settled.payments) - settled.changeMinor).toBe(total);
        expect(settled.changeMinor).toBeLessThanOrEqual(sumOf(payments.filter((p) => p.method === 'cash')));
      }),
    );
  });
});

describe('quickCashAmounts', () => {
  it('offers the exact amount, then round notes above it', () => {
    expect(quickCashAmounts(1230, 2)).toEqual([1230, 1300, 1500, 2000, 5000]);
    expect(quickCashAmounts(2000, 2)).toEqual([2000, 5000, 10000, 50000, 100000]);
    expect(quickCashAmounts(1235, 0, 3)).toEqual([1235, 1240, 1250]);
  });
});
