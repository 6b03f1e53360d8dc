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
