/**
 * The stock screens speak the business currency like the rest: purchase-order costs, "order what
 * is low" drafts and stock-count variance costs in yen (no decimals) and dinars (three).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, registerBusiness, type Business, type TestApp } from '../helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

async function shopIn(currency: string, price: number, cost: number): Promise<{ shop: Business; entryId: string; supplierId: string }> {
  const shop = await registerBusiness(t.app, { bname: `Shop in ${currency}` });
  expect((await shop.owner.post('/item/add', { item: 'Goods' })).statusCode).toBe(201);
  expect((await shop.owner.post('/name/add', { manufacturer: 'House' })).statusCode).toBe(201);
  expect((await shop.owner.post('/setting/add', { taxrate: 10, currency })).statusCode).toBe(201);
  const entry = await shop.owner.post('/inventory/add', { upc: `9${[...currency].map((c) => c.charCodeAt(0)).join('')}01`, item: 'Goods', manufacturer: 'House', subname: 'Tea', qty: 2, lowinventory: 5, cost, price });
  expect(entry.statusCode, entry.body).toBe(201);
  const supplier = await shop.owner.post('/suppliers', { name: 'Wholesaler' });
  expect(supplier.statusCode, supplier.body).toBe(201);
  return { shop, entryId: entry.json()._id, supplierId: supplier.json()._id };
}

describe('purchase orders and counts in the business currency', () => {
  it('dinars: costs to the fils on orders and drafts; a fourth decimal is refused, naming the line', async () => {
    const { shop, entryId, supplierId } = await shopIn('KWD', 2.5, 1.125);
    const drafts = (await shop.owner.get('/purchase-orders/low-stock')).json();
    expect(drafts.entries[0]).toMatchObject({ inventoryId: entryId, cost: 1.125 });

    const refused = await shop.owner.post('/purchase-orders', { supplierId, lines: [{ inventoryId: entryId, qty: 3, cost: 1.1255 }] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'VALIDATION', field: 'lines.0.cost' });
    expect((await shop.owner.get('/purchase-orders')).json().count).toBe(0);

    const order = await shop.owner.post('/purchase-orders', { supplierId, lines: [{ inventoryId: entryId, qty: 3, cost: 1.235 }] });
    expect(order.statusCode, order.body).toBe(201);
    expect(order.json()).toMatchObject({ total: 3.705, lines: [{ cost: 1.235 }] });
    const received = await shop.owner.post(`/purchase-orders/${order.json()._id}/receive`, { lines: [{ inventoryId: entryId, qty: 3 }] });
    expect(received.statusCode, received.body).toBe(200);
    // Weighted average in fils: (2 × 1125 + 3 × 1235) / 5 = 1191 fils.
    expect((await shop.owner.get(`/inventory/edit/${entryId}`)).json()).toMatchObject({ qty: 5, cost: 1.191 });
  });

  it('yen: whole yen only on orders; a count’s variance cost is in yen', async () => {
    const { shop, entryId, supplierId } = await shopIn('JPY', 300, 120);
    const refused = await shop.owner.post('/purchase-orders', { supplierId, lines: [{ inventoryId: entryId, qty: 1, cost: 99.5 }] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('lines.0.cost');
    const order = await shop.owner.post('/purchase-orders', { supplierId, lines: [{ inventoryId: entryId, qty: 4, cost: 110 }] });
    expect(order.json()).toMatchObject({ total: 440, lines: [{ cost: 110 }] });

    const count = await shop.owner.post('/stock-counts', { name: 'Shelf' });
    expect(count.statusCode, count.body).toBe(201);
    expect((await shop.owner.put(`/stock-counts/${count.json()._id}/lines/${entryId}`, { counted: 1 })).statusCode).toBe(200);
    const seen = (await shop.owner.get(`/stock-counts/${count.json()._id}`)).json();
    expect(seen.lines[0]).toMatchObject({ variance: -1, varianceCost: -120 });
    expect(seen.totals.varianceCost).toBe(-120);
  });
});
