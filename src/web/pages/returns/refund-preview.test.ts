import { describe, expect, it } from 'vitest';
import { cashRoundingFor } from '../../../domain/cash-rounding';
import type { TReceipt } from '../../../domain/schemas/pos';
import { previewRefund, refundAsPaidOn, unitsLeftOn } from './refund-preview';

/** A 5.24 CAD sale of one unit, no tax, paid as given. */
const receipt = (payments: TReceipt['payments'], change: number): TReceipt => ({
  barcode: '123456789012',
  qfname: '',
  createdAt: '2026-11-28T10:00:00.000Z',
  returned: false,
  bname: 'Nickel Hardware',
  address: '',
  city: '',
  state: '',
  country: '',
  mailcode: '',
  phone: '',
  currency: 'CAD',
  taxrate: 0,
  subtotal: 5.24,
  discount: 0,
  shipping: 0,
  taxes: 0,
  total: 5.24,
  pricesIncludeTax: false,
  taxLines: [],
  lines: [{ upc: '1', item: 'Tools', manufacturer: 'Acme', subname: 'Hex Bolt', qty: 1, price: 5.24, itemdiscount: 0, line: 5.24, inventoryId: 'p1', returnedQty: 0, taxRate: 0 }],
  payments,
  change,
  cashRounding: 0.01,
  refunded: 0,
});

describe('the refund the returns desk shows, where the shop rounds cash to 0.05', () => {
  const cad = cashRoundingFor(0.05, 'CAD');

  it('pays the cash back rounded, as the server will: 5.24 refunded as 5.25 in cash', () => {
    const cash = receipt([{ method: 'cash', amount: 10, reference: null }], 4.75);
    const refund = previewRefund(cash, unitsLeftOn(cash));
    expect(refund).toBe(524);
    expect(refundAsPaidOn(cash, 524, cad)).toEqual([{ method: 'cash', amountMinor: 525 }]);
    // A shop that does not round pays the exact refund.
    expect(refundAsPaidOn(cash, 524)).toEqual([{ method: 'cash', amountMinor: 524 }]);
  });

  it('leaves a card refund exact', () => {
    const card = { ...receipt([{ method: 'card', amount: 5.24, reference: null }], 0), cashRounding: 0 };
    expect(refundAsPaidOn(card, 524, cad)).toEqual([{ method: 'card', amountMinor: 524 }]);
  });
});

describe('the refund the returns desk shows for a Quebec sale', () => {
  const gstQst = [
    { name: 'GST', rate: 5, compound: false },
    { name: 'QST', rate: 9.975, compound: false },
  ];
  // 3 × 19.99 + 2 × 3.50 at GST 5 % and QST 9.975 %: 66.97, GST 3.35, QST 6.68, total 77.00.
  const quebec: TReceipt = {
    ...receipt([{ method: 'card', amount: 77, reference: null }], 0),
    taxrate: 14.975,
    subtotal: 66.97,
    taxes: 10.03,
    total: 77,
    taxLines: [
      { name: 'GST', rate: 5, base: 66.97, tax: 3.35, named: true },
      { name: 'QST', rate: 9.975, base: 66.97, tax: 6.68, named: true },
    ],
    lines: [
      { upc: '1', item: 'Gifts', manufacturer: 'House', subname: 'Mug', qty: 3, price: 19.99, itemdiscount: 0, line: 59.97, inventoryId: 'p1', returnedQty: 0, taxRate: 14.975, taxes: gstQst },
      { upc: '2', item: 'Gifts', manufacturer: 'House', subname: 'Tea', qty: 2, price: 3.5, itemdiscount: 0, line: 7, inventoryId: 'p2', returnedQty: 0, taxRate: 14.975, taxes: gstQst },
    ],
  };

  it('adds each tax rounded on its own, as the server refunds: 23.49 + 1.17 + 2.34, not 14.975 % at once', () => {
    expect(previewRefund(quebec, [1, 1])).toBe(2700);
    // A receipt from before lines kept their taxes refunds at the line's one rate.
    const older = { ...quebec, lines: quebec.lines.map(({ taxes: _taxes, ...l }) => l) };
    expect(previewRefund(older, [1, 1])).toBe(2701);
  });
});
