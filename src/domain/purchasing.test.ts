import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canCancel, canReceive, orderTotalCents, receivingStatus, reorderQty, weightedAverageCostCents } from './purchasing';

describe('weightedAverageCostCents', () => {
  it('averages what is on hand with what arrives, weighted by units', () => {
    // 10 at 5.00 and 30 at 7.00: (5000 + 21000) / 40 = 650
    expect(weightedAverageCostCents(10, 500, 30, 700)).toBe(650);
  });

  it('rounds half away from zero on the cent', () => {
    // (1 × 100 + 1 × 101) / 2 = 100.5 -> 101
    expect(weightedAverageCostCents(1, 100, 1, 101)).toBe(101);
    // (2 × 100 + 1 × 101) / 3 = 100.33 -> 100
    expect(weightedAverageCostCents(2, 100, 1, 101)).toBe(100);
    // (1 × 100 + 2 × 101) / 3 = 100.67 -> 101
    expect(weightedAverageCostCents(1, 100, 2, 101)).toBe(101);
  });

  it('takes the purchase cost when nothing (or less than nothing) is on hand', () => {
    expect(weightedAverageCostCents(0, 999, 5, 250)).toBe(250);
    expect(weightedAverageCostCents(-4, 999, 5, 250)).toBe(250);
  });

  it('keeps the cost when both costs are the same, whatever the quantities', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 1, max: 1_000_000_000 }), (onHand, received, cost) => {
        expect(weightedAverageCostCents(onHand, cost, received, cost)).toBe(cost);
      }),
    );
  });

  it('always lands between the two costs', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 1, max: 1_000_000_000 }),
        fc.integer({ min: 1, max: 1_000_000_000 }),
        (onHand, received, cost, poCost) => {
          const avg = weightedAverageCostCents(onHand, cost, received, poCost);
          expect(avg).toBeGreaterThanOrEqual(Math.min(cost, poCost));
          expect(avg).toBeLessThanOrEqual(Math.max(cost, poCost));
        },
      ),
    );
  });

  it('refuses a receipt of nothing and amounts that are not whole cents', () => {
    expect(() => weightedAverageCostCents(1, 100, 0, 100)).toThrow(RangeError);
    expect(() => weightedAverageCostCents(1, 100.5, 1, 100)).toThrow(RangeError);
  });
});

describe('reorderQty', () => {
  it('orders up to twice the low level', () => {
    expect(reorderQty(3, 5)).toBe(7);
    expect(reorderQty(5, 5)).toBe(5);
    expect(reorderQty(0, 4)).toBe(8);
  });

  it('orders at least one unit', () => {
    expect(reorderQty(0, 0)).toBe(1);
    expect(reorderQty(9, 4)).toBe(1);
  });

  it('makes up for stock below zero', () => {
    expect(reorderQty(-3, 2)).toBe(7);
  });

  it('never orders more than an entry may hold', () => {
    expect(reorderQty(0, 1_000_000)).toBe(1_000_000);
  });
});

describe('receivingStatus', () => {
  it('is open before anything arrives, partial in between, received when every line is complete', () => {
    expect(receivingStatus([{ qty: 5, received: 0 }, { qty: 2, received: 0 }])).toBe('open');
    expect(receivingStatus([{ qty: 5, received: 5 }, { qty: 2, received: 0 }])).toBe('partial');
    expect(receivingStatus([{ qty: 5, received: 1 }, { qty: 2, received: 2 }])).toBe('partial');
    expect(receivingStatus([{ qty: 5, received: 5 }, { qty: 2, received: 2 }])).toBe('received');
  });

  it('lets only open orders be cancelled, and only open or partial ones receive', () => {
    expect([canCancel('open'), canCancel('partial'), canCancel('received'), canCancel('cancelled')]).toEqual([true, false, false, false]);
    expect([canReceive('open'), canReceive('partial'), canReceive('received'), canReceive('cancelled')]).toEqual([true, true, false, false]);
  });
});

describe('orderTotalCents', () => {
  it('sums quantity times cost exactly', () => {
    expect(orderTotalCents([{ qty: 3, costCents: 125 }, { qty: 10, costCents: 99 }])).toBe(1365);
    expect(orderTotalCents([])).toBe(0);
  });

  it('refuses a total beyond a safe integer', () => {
    expect(() => orderTotalCents(Array.from({ length: 200 }, () => ({ qty: 1_000_000, costCents: 1_000_000_000 })))).toThrow(RangeError);
  });
});
