import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cashRoundingFor, cashRoundingIssue, incrementMinorOf, proposedCashRounding, roundCash, tieRuleOf, type CashRounding } from './cash-rounding';
import { cashDue, settle, sumOf, type Payment } from './payments';
import { expectedCash } from './shifts';

const CAD = cashRoundingFor(0.05, 'CAD');

describe('roundCash', () => {
  it("rounds Canada's way: 1, 2 down; 3, 4 up to 5; 6, 7 down to 5; 8, 9 up", () => {
    const cents = [520, 521, 522, 523, 524, 525, 526, 527, 528, 529].map((c) => roundCash(c, CAD));
    expect(cents).toEqual([520, 520, 520, 525, 525, 525, 525, 525, 530, 530]);
  });

  it("breaks ties each country's way: NZD 0.05 down, SEK 0.50 up, DKK 0.25 and 0.75 up", () => {
    expect(roundCash(525, cashRoundingFor(0.1, 'NZD'))).toBe(520);
    expect(roundCash(526, cashRoundingFor(0.1, 'NZD'))).toBe(530);
    expect(roundCash(1050, cashRoundingFor(1, 'SEK'))).toBe(1100);
    expect(roundCash(1049, cashRoundingFor(1, 'SEK'))).toBe(1000);
    expect(roundCash(1025, cashRoundingFor(0.5, 'DKK'))).toBe(1050);
    expect(roundCash(1024, cashRoundingFor(0.5, 'DKK'))).toBe(1000);
    expect(roundCash(1075, cashRoundingFor(0.5, 'DKK'))).toBe(1100);
    expect(roundCash(1074, cashRoundingFor(0.5, 'DKK'))).toBe(1050);
  });

  it('rounds a refund (a negative amount) as the sale of the same amount', () => {
    expect(roundCash(-524, CAD)).toBe(-525);
    expect(roundCash(-522, CAD)).toBe(-520);
  });

  it('leaves amounts alone with no increment, or one of a single minor unit', () => {
    expect(roundCash(524, cashRoundingFor(0, 'CAD'))).toBe(524);
    expect(roundCash(524, cashRoundingFor(0.01, 'CAD'))).toBe(524);
  });

  // 0-, 2- and 3-decimal currencies, each with increments their shops use.
  const cases = fc.constantFrom(
    { currency: 'JPY', increments: [0, 1, 5, 10, 100] },
    { currency: 'CAD', increments: [0, 0.01, 0.05, 0.1, 0.25, 1] },
    { currency: 'NZD', increments: [0.1, 0.2] },
    { currency: 'SEK', increments: [0.5, 1] },
    { currency: 'DKK', increments: [0.5] },
    { currency: 'KWD', increments: [0.005, 0.01, 0.05, 0.25] },
  );
  const rounding = cases.chain(({ currency, increments }) => fc.constantFrom(...increments).map((inc) => ({ currency, inc, rounding: cashRoundingFor(inc, currency) })));

  it('lands on a multiple of the increment, at most half an increment away, and rounds a rounded amount to itself', () => {
    fc.assert(
      fc.property(rounding, fc.integer({ min: -10_000_000, max: 10_000_000 }), ({ currency, inc, rounding: r }, amount) => {
        const rounded = roundCash(amount, r);
        const step = Math.max(1, incrementMinorOf(inc, currency));
        expect(Math.abs(rounded % step)).toBe(0);
        expect(2 * Math.abs(rounded - amount)).toBeLessThanOrEqual(step);
        expect(roundCash(rounded, r)).toBe(rounded);
        expect(roundCash(0 - amount, r)).toBe(0 - rounded);
      }),
    );
  });

  it('never makes a larger amount round below a smaller one', () => {
    fc.assert(
      fc.property(rounding, fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 0, max: 1_000 }), ({ rounding: r }, a, more) => {
        expect(roundCash(a + more, r)).toBeGreaterThanOrEqual(roundCash(a, r));
      }),
    );
  });

  describe('settle with rounding', () => {
    const arbPayment = fc.record({ method: fc.constantFrom('cash', 'card', 'other') as fc.Arbitrary<Payment['method']>, amountMinor: fc.integer({ min: 1, max: 100_000 }) });

    it('rounds only the cash part: card and other are taken exactly, and the drawer holds cash taken less change', () => {
      fc.assert(
        fc.property(rounding, fc.integer({ min: 0, max: 200_000 }), fc.array(arbPayment, { minLength: 1, maxLength: 4 }), ({ rounding: r }, total, payments) => {
          const settled = settle(total, payments, r);
          if (!settled.ok) return;
          const nonCash = sumOf(payments.filter((p) => p.method !== 'cash'));
          const cash = sumOf(payments.filter((p) => p.method === 'cash'));
          const paysCash = payments.some((p) => p.method === 'cash');
          // What was kept is the total plus the rounding; the rounding is that of the cash due alone.
          expect(sumOf(settled.payments) - settled.changeMinor).toBe(total + settled.roundingMinor);
          expect(settled.roundingMinor).toBe(paysCash ? roundCash(total - nonCash, r) - (total - nonCash) : 0);
          expect(settled.payments.filter((p) => p.method !== 'cash')).toEqual(payments.filter((p) => p.method !== 'cash'));
          // The drawer: what the cash brought in less the change is exactly the rounded cash due.
          const drawer = expectedCash({ floatMinor: 0, cashTakenMinor: cash, changeGivenMinor: settled.changeMinor, cashRefundedMinor: 0, payInsMinor: 0, payOutsMinor: 0 });
          expect(drawer).toBe(paysCash ? cashDue(total, nonCash, r) : 0);
          expect(drawer % Math.max(1, r.incrementMinor)).toBe(0);
        }),
      );
    });

    it('takes a card-only tender at the exact total, never rounded', () => {
      fc.assert(
        fc.property(rounding, fc.integer({ min: 1, max: 200_000 }), ({ rounding: r }, total) => {
          const settled = settle(total, [{ method: 'card', amountMinor: total }], r);
          expect(settled).toEqual({ ok: true, payments: [{ method: 'card', amountMinor: total }], changeMinor: 0, roundingMinor: 0 });
        }),
      );
    });

    it('with no tender, takes the rounded total in cash', () => {
      expect(settle(524, undefined, CAD)).toEqual({ ok: true, payments: [{ method: 'cash', amountMinor: 525 }], changeMinor: 0, roundingMinor: 1 });
      expect(settle(2, undefined, CAD)).toEqual({ ok: true, payments: [], changeMinor: 0, roundingMinor: -2 });
    });

    it('asks the rounded cash after a card part: 5.24 with 2.00 by card is 3.25 in cash', () => {
      const r: CashRounding = CAD;
      expect(cashDue(524, 200, r)).toBe(325);
      expect(settle(524, [{ method: 'card', amountMinor: 200 }, { method: 'cash', amountMinor: 324 }], r)).toMatchObject({ ok: false });
      expect(settle(524, [{ method: 'card', amountMinor: 200 }, { method: 'cash', amountMinor: 500 }], r)).toEqual({
        ok: true,
        payments: [
          { method: 'card', amountMinor: 200 },
          { method: 'cash', amountMinor: 500 },
        ],
        changeMinor: 175,
        roundingMinor: 1,
      });
    });
  });
});

describe('the increment a business keeps', () => {
  it('is proposed from the currency: CAD 0.05, AUD 0.05, NZD 0.10, CHF 0.05, SEK 1, DKK 0.50, none elsewhere', () => {
    expect(['CAD', 'AUD', 'NZD', 'CHF', 'SEK', 'DKK', 'USD', 'EUR', 'JPY', 'KWD'].map(proposedCashRounding)).toEqual([0.05, 0.05, 0.1, 0.05, 1, 0.5, 0, 0, 0, 0]);
    expect(tieRuleOf('NZD')).toBe('down');
    expect(tieRuleOf('USD')).toBe('up');
  });

  it('is refused when negative, too large, or finer than the currency', () => {
    expect(cashRoundingIssue(0.05, 'CAD')).toBeNull();
    expect(cashRoundingIssue(0, 'JPY')).toBeNull();
    expect(cashRoundingIssue(0.005, 'KWD')).toBeNull();
    expect(cashRoundingIssue(-0.05, 'CAD')).toEqual({ kind: 'atLeast', min: 0 });
    expect(cashRoundingIssue(5000, 'CAD')).toEqual({ kind: 'atMost', max: 1000 });
    expect(cashRoundingIssue(0.005, 'CAD')).toEqual({ kind: 'decimals', digits: 2 });
    expect(cashRoundingIssue(0.5, 'JPY')).toEqual({ kind: 'whole', currency: 'JPY' });
    expect(cashRoundingIssue(Number.NaN, 'CAD')).toEqual({ kind: 'notANumber' });
  });

  it('rounds nothing when it does not fit the currency any more', () => {
    expect(incrementMinorOf(0.05, 'JPY')).toBe(0);
    expect(incrementMinorOf(0.05, 'KWD')).toBe(50);
  });
});
