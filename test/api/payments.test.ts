/** Payments on a sale (issue 14, item 1): tender, change, and what the receipt says. */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { salePayments, sales } from '../../src/server/db/schema';
import { buildTestApp, registerBusiness, type Business, type TestApp } from '../helpers/app';
import { seedProduct, seedSettings, stockOf } from '../helpers/fixtures';
import { sell } from '../helpers/money';

let t: TestApp;
let shop: Business;

beforeAll(async () => {
  t = await buildTestApp();
  shop = await registerBusiness(t.app);
  await seedSettings(t.database.owner, shop.cid, 13, 'CAD');
});
afterAll(() => t?.close());

async function storedPayments(cid: string, barcode: string) {
  const [sale] = await t.database.owner.select().from(sales).where(and(eq(sales.cid, cid), eq(sales.barcode, barcode)));
  return t.database.owner.select().from(salePayments).where(and(eq(salePayments.cid, cid), eq(salePayments.saleId, sale.id))).orderBy(salePayments.position);
}

describe('payments on a sale', () => {
  it('without payments, records one cash payment of exactly the total (the spec clients)', async () => {
    const p = await seedProduct(t.database.owner, shop.cid, { priceCents: 1000 });
    const res = await sell(shop.owner, [{ product: p, qty: 2 }]);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ total: 22.6, payments: [{ method: 'cash', amount: 22.6, reference: null }], change: 0 });
    expect((await storedPayments(shop.cid, res.json().barcode)).map((r) => [r.method, r.amountCents])).toEqual([['cash', 2260]]);
  });

  it('gives change from cash and keeps a card reference; the receipt shows both', async () => {
    const p = await seedProduct(t.database.owner, shop.cid, { priceCents: 1000 });
    const res = await sell(shop.owner, [{ product: p, qty: 3 }], {
      payments: [
        { method: 'card', amount: 20, reference: 'AUTH-881' },
        { method: 'cash', amount: '20.00' },
      ],
    });
    expect(res.statusCode).toBe(201);
    // 30.00 + 13 % = 33.90; 20 by card, 20 cash: 6.10 back.
    expect(res.json()).toMatchObject({ total: 33.9, change: 6.1 });
    const receipt = (await shop.owner.get(`/pos/receipt/${res.json().barcode}`)).json();
    expect(receipt.payments).toEqual([
      { method: 'card', amount: 20, reference: 'AUTH-881' },
      { method: 'cash', amount: 20, reference: null },
    ]);
    expect(receipt.change).toBe(6.1);
  });

  it.each([
    [[{ method: 'card', amount: 40 }], 'Card and other payments cannot exceed the total'],
    [[{ method: 'card', amount: 10 }, { method: 'other', amount: 24 }], 'Card and other payments cannot exceed the total'],
    [[{ method: 'cash', amount: 10 }], 'Payments do not cover the total'],
    [[{ method: 'cash', amount: 0 }], 'Each payment must be more than 0'],
    [[{ method: 'cash', amount: -5 }], 'Each payment must be more than 0'],
    [[{ method: 'cash', amount: 40.005 }], 'A payment amount must have at most 2 decimals'],
    [[{ method: 'cheque', amount: 40 }], 'Payment method must be one of cash, card, other'],
    [[], 'Give at least one payment'],
    ['cash', 'Payments must be a list'],
  ])('refuses %j with a clear 400 and sells nothing', async (payments, message) => {
    const p = await seedProduct(t.database.owner, shop.cid, { priceCents: 1000, qty: 5 });
    const res = await sell(shop.owner, [{ product: p, qty: 3 }], { payments });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
    expect(await stockOf(t.database.owner, p.id)).toBe(5);
  });

  it('answers a replayed sale with its payments', async () => {
    const p = await seedProduct(t.database.owner, shop.cid, { priceCents: 1000 });
    const body = [{ shipping: 0, payments: [{ method: 'cash', amount: 50 }] }, { _id: p.id, saleqty: 1, itemdiscount: 0 }];
    const first = await shop.owner.put('/pos/generate', body, { 'idempotency-key': 'pay-replay-1' });
    const again = await shop.owner.put('/pos/generate', body, { 'idempotency-key': 'pay-replay-1' });
    expect(again.json()).toEqual(first.json());
    expect(first.json()).toMatchObject({ change: 38.7, payments: [{ method: 'cash', amount: 50 }] });
  });

  it('takes yen and dinar at their own decimals', async () => {
    const yen = await registerBusiness(t.app);
    await seedSettings(t.database.owner, yen.cid, 10, 'JPY');
    const p = await seedProduct(t.database.owner, yen.cid, { priceCents: 1235 });
    const ok = await sell(yen.owner, [{ product: p, qty: 1 }], { payments: [{ method: 'cash', amount: 2000 }] });
    expect(ok.json()).toMatchObject({ total: 1359, change: 641 });
    const bad = await sell(yen.owner, [{ product: p, qty: 1 }], { payments: [{ method: 'cash', amount: 1359.5 }] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('A payment amount must be a whole amount (JPY has no decimals)');
  });
});
