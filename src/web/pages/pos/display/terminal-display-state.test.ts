import { describe, expect, it } from 'vitest';
import { computeSaleTotals } from '../../../../domain/totals';
import type { TCheckoutResult } from '../../../api/pos';
import type { Cart, CartLine } from '../cart';
import { ZDisplayState } from './display-state';
import { terminalDisplayState } from './terminal-display-state';

const money = (amount: number) => `$${amount.toFixed(2)}`;
const HAMMER: CartLine = { _id: 'h', cid: 'c', upc: '1', item: 'Tools', manufacturer: 'Acme', subname: 'Claw Hammer', available: 5, priceCents: 1999, ratePpm: 130_000, saleqty: 2, discountPct: 10 };
const EMPTY: Cart = { lines: [], shippingCents: 0, idempotencyKey: null, lastSale: null };
const SALE: TCheckoutResult = {
  barcode: '100000000001',
  qfname: 'q',
  createdAt: '2025-01-01T00:00:00Z',
  total: 40.65,
  subtotal: 35.98,
  discount: 4,
  shipping: 0,
  taxes: 4.67,
  returned: false,
  walletId: 'WALLET1234567890',
  payments: [{ method: 'cash', amount: 50, reference: null }],
  change: 9.35,
};

function stateOf(cart: Cart) {
  const totals = computeSaleTotals({ lines: cart.lines.map((l) => ({ priceMinor: l.priceCents, qty: l.saleqty, discountPct: l.discountPct, ratePpm: l.ratePpm ?? 130_000 })), shippingMinor: cart.shippingCents, defaultRatePpm: 130_000, inclusive: false });
  const state = terminalDisplayState({ shop: 'Corner', cart, totals, taxrate: 13, currency: 'USD', money, number: String });
  // Whatever the terminal posts, the display accepts.
  expect(ZDisplayState.safeParse(state).success).toBe(true);
  return state;
}

describe('what the customer display is sent', () => {
  it('welcomes when nothing is being sold', () => {
    expect(stateOf(EMPTY)).toEqual({ phase: 'idle', shop: 'Corner' });
  });

  it('lists each line with how its amount came about, and the total as checkout prices it', () => {
    expect(stateOf({ ...EMPTY, lines: [HAMMER] })).toEqual({
      phase: 'selling',
      shop: 'Corner',
      lines: [{ key: 'h', name: 'Acme Claw Hammer', qty: 2, detail: '2 @ $19.99, less 10 %', amount: '$35.98' }],
      rows: [
        { label: 'Subtotal', amount: '$35.98' },
        { label: 'Discount', amount: '$4.00' },
        { label: 'Tax @ 13%', amount: '$4.68' },
      ],
      total: '$40.66',
    });
  });

  it('after the sale: what was paid, the change, and the wallet the receipt went to', () => {
    expect(stateOf({ ...EMPTY, lastSale: SALE })).toEqual({
      phase: 'paid',
      shop: 'Corner',
      total: '$40.65',
      payments: [{ label: 'Cash', amount: '$50.00' }],
      change: '$9.35',
      walletId: 'WALLET1234567890',
    });
  });

  it('names no change for a card sale, and no wallet the receipt could not be sent to', () => {
    const card = { ...SALE, payments: [{ method: 'card' as const, amount: 40.65, reference: null }], change: 0, walletMessage: 'No receipt wallet matches that code' };
    expect(stateOf({ ...EMPTY, lastSale: card })).toMatchObject({ phase: 'paid', payments: [{ label: 'Paid by card', amount: '$40.65' }], change: null, walletId: null });
  });
});
