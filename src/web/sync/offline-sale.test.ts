import { describe, expect, it } from 'vitest';
import { cashRoundingFor } from '../../domain/cash-rounding';
import { computeSaleTotals } from '../../domain/totals';
import { ZOfflineSale } from '../../domain/schemas/offline-sales';
import { ZReceipt } from '../../domain/schemas/pos';
import { deviceBarcode, OFFLINE_CASH_ONLY, offlineSaleOf, offlineTenderProblem, type OfflineCartLine } from './offline-sale';

const line = (over: Partial<OfflineCartLine> = {}): OfflineCartLine => ({
  _id: 'p1',
  upc: '123456789012',
  item: 'Bakery',
  manufacturer: 'Corner Bakehouse',
  subname: 'Rye loaf',
  priceCents: 450,
  saleqty: 2,
  discountPct: 10,
  ...over,
});

function build(lines: OfflineCartLine[], opts: { payments?: { method: 'cash'; amount: number }[]; currency?: string; inclusive?: boolean; shippingMinor?: number } = {}) {
  const defaultRatePpm = 130_000;
  const shippingMinor = opts.shippingMinor ?? 0;
  const totals = computeSaleTotals({
    lines: lines.map((l) => ({ priceMinor: l.priceCents, qty: l.saleqty, discountPct: l.discountPct, ratePpm: l.ratePpm ?? defaultRatePpm })),
    shippingMinor,
    defaultRatePpm,
    inclusive: opts.inclusive ?? false,
  });
  const soldAt = new Date('2026-11-24T18:30:00.000Z');
  return {
    totals,
    ...offlineSaleOf({ lines, shippingMinor, totals, currency: opts.currency ?? 'CAD', defaultRatePpm, payments: opts.payments, register: 'r1', bname: 'Corner Shop', barcode: '012345678901', soldAt }),
  };
}

describe('a sale rung up on the device', () => {
  it('sends what the terminal charged: prices, discounts, tax rates, the time and the tender', () => {
    const { sale } = build([line(), line({ _id: 'p2', upc: '2', priceCents: 1000, saleqty: 1, discountPct: 0, ratePpm: 55_000 })], { payments: [{ method: 'cash', amount: 20 }], shippingMinor: 250 });
    expect(ZOfflineSale.parse(sale)).toEqual(sale);
    expect(sale).toMatchObject({
      barcode: '012345678901',
      soldAt: '2026-11-24T18:30:00.000Z',
      shipping: 2.5,
      register: 'r1',
      payments: [{ method: 'cash', amount: 20 }],
      lines: [
        { _id: 'p1', saleqty: 2, itemdiscount: 10, price: 4.5, taxRate: 13 },
        { _id: 'p2', saleqty: 1, itemdiscount: 0, price: 10, taxRate: 5.5 },
      ],
    });
  });

  it('hands the customer a receipt whose figures are the terminal’s totals, with the change', () => {
    const { receipt, totals } = build([line()], { payments: [{ method: 'cash', amount: 20 }] });
    expect(ZReceipt.parse(receipt)).toEqual(receipt);
    // 2 × 4.50 less 10 % = 8.10; 13 % tax 1.05 (half away from zero); 9.15 in all.
    expect(receipt).toMatchObject({ subtotal: 8.1, taxes: 1.05, total: 9.15, change: 10.85, returned: false, bname: 'Corner Shop', pricesIncludeTax: false });
    expect(receipt.total).toBe(totals.totalMinor / 100);
    expect(receipt.lines[0]).toMatchObject({ qty: 2, price: 4.5, itemdiscount: 10, line: 8.1, taxRate: 13 });
    expect(receipt.taxLines).toEqual([{ name: 'Tax', rate: 13, base: 8.1, tax: 1.05 }]);
    expect(receipt.payments).toEqual([{ method: 'cash', amount: 20, reference: null }]);
  });

  it('without a tender the total is taken in cash, as checkout does', () => {
    const { receipt, sale } = build([line()]);
    expect(sale.payments).toBeUndefined();
    expect(receipt.payments).toEqual([{ method: 'cash', amount: 9.15, reference: null }]);
    expect(receipt.change).toBe(0);
  });

  it('counts yen without decimals', () => {
    const { receipt, sale } = build([line({ priceCents: 1235, discountPct: 0, saleqty: 1 })], { currency: 'JPY' });
    expect(sale.lines[0].price).toBe(1235);
    expect(receipt.subtotal).toBe(1235);
  });
});

describe('what only the network can do', () => {
  it('takes cash offline and refuses a card or a split with a card', () => {
    expect(offlineTenderProblem(undefined)).toBeUndefined();
    expect(offlineTenderProblem([{ method: 'cash', amount: 5 }])).toBeUndefined();
    expect(offlineTenderProblem([{ method: 'card', amount: 5 }])).toBe(OFFLINE_CASH_ONLY);
    expect(offlineTenderProblem([{ method: 'cash', amount: 2 }, { method: 'card', amount: 3 }])).toBe(OFFLINE_CASH_ONLY);
  });
});

describe('receipt numbers made on the device', () => {
  it('are 12 digits starting with 0, a range the server never hands out', () => {
    const made = Array.from({ length: 200 }, () => deviceBarcode());
    for (const b of made) expect(b).toMatch(/^0\d{11}$/);
    expect(new Set(made).size).toBe(200);
    expect(deviceBarcode(() => 0.999999)).toBe('099999999999');
    expect(deviceBarcode(() => 0)).toBe('000000000000');
  });
});

describe('a sale rung up on the device where the shop rounds cash', () => {
  it('takes and prints the cash rounded as checkout would: 5.24 CAD paid 5.25, rounding 0.01', () => {
    const lines = [line({ priceCents: 524, saleqty: 1, discountPct: 0, ratePpm: 0 })];
    const totals = computeSaleTotals({ lines: [{ priceMinor: 524, qty: 1, discountPct: 0, ratePpm: 0 }], shippingMinor: 0, defaultRatePpm: 0, inclusive: false });
    const soldAt = new Date('2026-11-24T18:30:00.000Z');
    const made = (payments?: { method: 'cash'; amount: number }[]) =>
      offlineSaleOf({ lines, shippingMinor: 0, totals, currency: 'CAD', defaultRatePpm: 0, cashRounding: cashRoundingFor(0.05, 'CAD'), payments, register: null, bname: 'Corner Shop', barcode: '012345678901', soldAt });
    expect(made().receipt).toMatchObject({ total: 5.24, payments: [{ method: 'cash', amount: 5.25, reference: null }], change: 0, cashRounding: 0.01 });
    expect(made([{ method: 'cash', amount: 10 }]).receipt).toMatchObject({ change: 4.75, cashRounding: 0.01 });
    expect(ZReceipt.parse(made().receipt).cashRounding).toBe(0.01);
  });
});
