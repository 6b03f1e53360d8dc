import { describe, expect, it } from 'vitest';
import type { TPosProduct } from '../../api/pos';
import {
  discountRule,
  quantityRule,
  readDiscount,
  readQuantity,
  scanInto,
  withDiscount,
  withEveryDiscount,
  withLineRestored,
  withoutLine,
  withQuantity,
} from './receipt-lines';

function product(id: string, qty: number, price = 19.99): TPosProduct {
  return {
    _id: id,
    cid: 'c1',
    upc: `1000000000${id}`,
    item: 'Tools',
    manufacturer: 'Acme',
    subname: `Tool ${id}`,
    qty,
    lowinventory: 1,
    price,
    taxRate: 13,
    updatedAt: '2024-01-01T00:00:00.000Z',
  };
}

describe('receipt lines', () => {
  it('a first scan adds a line of 1 at no discount, priced in minor units', () => {
    const { lines, outcome } = scanInto([], product('11', 5), 'USD');
    expect(outcome.kind).toBe('added');
    expect(lines).toEqual([expect.objectContaining({ _id: '11', saleqty: 1, discountPct: 0, priceCents: 1999, available: 5, ratePpm: 130_000 })]);
  });

  it('a product of a class with named taxes brings them to its line, rates as the percent × 10,000', () => {
    const { lines } = scanInto([], { ...product('12', 5), taxRate: 14.975, taxes: [{ name: 'GST', rate: 5, compound: false }, { name: 'QST', rate: 9.975, compound: false }] }, 'CAD');
    expect(lines[0]).toMatchObject({ ratePpm: 149_750, taxes: [{ name: 'GST', ratePpm: 50_000, compound: false }, { name: 'QST', ratePpm: 99_750, compound: false }] });
    expect(scanInto([], product('13', 5), 'CAD').lines[0]).not.toHaveProperty('taxes');
  });

  it('scanning a product already on the receipt adds 1 to its line, keeping its place and discount', () => {
    let lines = scanInto([], product('11', 5), 'USD').lines;
    lines = scanInto(lines, product('22', 5), 'USD').lines;
    lines = withDiscount(lines, '11', 10);
    const again = scanInto(lines, product('11', 5), 'USD');
    expect(again.outcome.kind).toBe('more');
    expect(again.lines.map((l) => [l._id, l.saleqty, l.discountPct])).toEqual([
      ['11', 2, 10],
      ['22', 1, 0],
    ]);
  });

  it('refuses one more than is on hand, taking the newest stock figure from the look-up', () => {
    const lines = withQuantity(scanInto([], product('11', 5), 'USD').lines, '11', 3);
    const refused = scanInto(lines, product('11', 3), 'USD');
    expect(refused.outcome.kind).toBe('no-stock');
    expect(refused.lines[0]).toMatchObject({ saleqty: 3, available: 3 });
  });

  it('reads a quantity from 1 to what is on hand, as a whole number only', () => {
    expect(readQuantity('4', 5)).toEqual({ ok: true, value: 4 });
    expect(readQuantity(' 5 ', 5)).toEqual({ ok: true, value: 5 });
    for (const bad of ['0', '6', '-1', '2.5', '3,0', '1e1', 'two', '']) expect(readQuantity(bad, 5)).toEqual({ ok: false, message: quantityRule(5), hint: '1 to 5' });
    expect(quantityRule(5)).toBe('Quantity must be a whole number from 1 to 5');
  });

  it('reads a discount from 0 to 50 %, whole percents only', () => {
    expect(readDiscount('0')).toEqual({ ok: true, value: 0 });
    expect(readDiscount('50')).toEqual({ ok: true, value: 50 });
    for (const bad of ['51', '-5', '12.5', '', '%']) expect(readDiscount(bad)).toEqual({ ok: false, message: discountRule(), hint: '0 to 50 %' });
    expect(discountRule()).toBe('Discount must be a whole percent from 0 to 50');
  });

  it('leaves the lines as they were for a quantity or discount outside the rules', () => {
    const lines = scanInto([], product('11', 5), 'USD').lines;
    expect(withQuantity(lines, '11', 6)).toEqual(lines);
    expect(withQuantity(lines, '11', 0)).toEqual(lines);
    expect(withDiscount(lines, '11', 51)).toEqual(lines);
    expect(withEveryDiscount(lines, 60)).toEqual(lines);
  });

  it('a whole-sale discount sets the same percent on every line', () => {
    let lines = scanInto([], product('11', 5), 'USD').lines;
    lines = scanInto(lines, product('22', 5), 'USD').lines;
    lines = withDiscount(lines, '22', 5);
    expect(withEveryDiscount(lines, 15).map((l) => l.discountPct)).toEqual([15, 15]);
  });

  it('a removed line comes back where it was, as it was', () => {
    let lines = scanInto([], product('11', 5), 'USD').lines;
    lines = scanInto(lines, product('22', 5), 'USD').lines;
    lines = scanInto(lines, product('33', 5), 'USD').lines;
    lines = withQuantity(lines, '22', 4);
    const { lines: after, removed } = withoutLine(lines, '22');
    expect(after.map((l) => l._id)).toEqual(['11', '33']);
    expect(withLineRestored(after, removed!)).toEqual(lines);
  });

  it('undo after the product was scanned again puts the removed line back in place of the new one', () => {
    const lines = scanInto(scanInto([], product('11', 5), 'USD').lines, product('22', 5), 'USD').lines;
    const { lines: after, removed } = withoutLine(withQuantity(lines, '11', 3), '11');
    const rescanned = scanInto(after, product('11', 5), 'USD').lines;
    expect(withLineRestored(rescanned, removed!).map((l) => [l._id, l.saleqty])).toEqual([
      ['11', 3],
      ['22', 1],
    ]);
  });

  it('removing a line that is not there changes nothing', () => {
    const lines = scanInto([], product('11', 5), 'USD').lines;
    expect(withoutLine(lines, 'nope')).toEqual({ lines, removed: null });
  });
});
